import { fromCallback } from 'xstate';
import { customerChatMachine, type CustomerChatSetup } from '../../machines/chat/customer-chat.machine';
import { CHAT_TAG } from '../../machines/chat/requests';
import { ChatCode, ChatRoute } from '../../models/realtime/chat';
import { demoUser } from '../support/demo-user';
import { fail, ok, type PathSuite } from './generate';

/**
 * The customer chat page up to the conversation: the customer info loads or fails; the socket
 * opens or is lost; entry, visitorInit and the newest page answer ok or refuse; a player whose
 * user info has not come yet waits for it (5 s at most); logging in restarts the chat; older pages
 * load when scrolled to the top; a file uploads or fails. Each message's own send is the message
 * send machine's suite (message-send.paths.ts), and the whole exchange on the fake gateway is
 * tests/machines/customer-chat.test.ts: here no message is sent. The connection is the system's:
 * the walk's stands in silent, and the toast and navigation reach nobody.
 */
export const CHAT_SETUP: CustomerChatSetup = {
  config: { content: 'Welcome', serviceName: 'Service', questionList: [{ id: 1, question: 'How do I deposit?', keyword: 'deposit' }], customerUrl: 'http://127.0.0.1/chat?service_id=1', clientIp: '127.0.0.1' },
  platformId: 1,
  domain: '127.0.0.1',
};

const answer = (tag: string, route: string, body: unknown) => ({ type: 'rt.response', tag, route, body }) as const;
const okBody = { code: ChatCode.ok };
const refused = { code: 1 };

export const customerChatPaths: PathSuite<typeof customerChatMachine> = {
  machine: customerChatMachine,
  input: { visitorId: '' },
  events: [
    { type: 'session.changed', loggedIn: false, user: null },
    // Logged in, the user info still on its way.
    { type: 'session.changed', loggedIn: true, user: null },
    { type: 'session.changed', loggedIn: true, user: demoUser },
    { type: 'rt.open', user: null },
    answer(CHAT_TAG.entry, ChatRoute.entry, { ...okBody, visitorId: 'v-1' }),
    answer(CHAT_TAG.entry, ChatRoute.entry, refused),
    answer(CHAT_TAG.visitorInit, ChatRoute.visitorInit, okBody),
    answer(CHAT_TAG.visitorInit, ChatRoute.visitorInit, refused),
    answer(CHAT_TAG.pull, ChatRoute.pull, { ...okBody, msgRecord: [], noMore: false }),
    answer(CHAT_TAG.pull, ChatRoute.pull, refused),
    { type: 'chat.scrolled', top: 0 },
    answer(CHAT_TAG.older, ChatRoute.pull, { ...okBody, msgRecord: [], noMore: true }),
    { type: 'chat.upload', file: new Blob(['png']), name: 'photo.png', msgId: 'u-1' },
    { type: 'rt.closed', reason: 'closed', error: null } as never,
    { type: 'chat.alert.confirm' },
  ],
  answers: { fetchCustomerConfig: [ok(CHAT_SETUP), fail()], uploadChatFile: [ok({ code: 'file-1' }), fail()] },
  vertex: (snapshot) => [snapshot.value, snapshot.context.account, snapshot.context.alert],
  provide: {
    actors: { connection: fromCallback(() => {}) as never, watchSession: fromCallback(() => {}) as never, watchChatIdentity: fromCallback(() => {}) as never },
    actions: { toast: () => {}, navigate: () => {}, storeVisitorId: () => {}, request: () => {}, startSend: () => {} },
  },
};
