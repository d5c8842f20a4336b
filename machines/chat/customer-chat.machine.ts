import { and, assign, enqueueActions, fromPromise, sendParent, sendTo, setup, stateIn, stopChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_PAGE_SIZE,
  CHAT_TEXT_MAX,
  CHAT_TOP_LOAD_PX,
  CHAT_VIDEO_MAX_BYTES,
  ChatContentType,
  ChatPush,
  ChatRoute,
  ChatSendState,
  chatUploadExtension,
  uploadContentType,
  WsPath,
  type ChatContentTypeValue,
  type ChatEntryAnswer,
  type ChatEntryRequest,
  type ChatHandshakeUser,
  type ChatMessage,
  type ChatPullAnswer,
  type ChatPullRequest,
  type ChatRevokePush,
  type ChatSendRequest,
} from '../../models/realtime/chat';
import type { AppEvent } from '../core/events';
import { messageSendId, messageSendMachine, type MessageSendEvent, type MessageSendReport } from './message-send.machine';
import { asChatMessage, customerIdOf, mergeMessage, pendingMessage, prependOlder, revoke, withSendState } from './messages';
import { answerOf, CHAT_CONNECTION_ID, CHAT_TAG as TAG, isOk, msgIdOfTag } from './requests';
import type { ChatAlert, ChatCustomer, ChatUploadAnswer, ChatUploadInput, CustomerChatInput, CustomerChatSetup } from './types';
import { watchChatIdentity, type ChatIdentity } from './watch-identity';
import { realtimeConnectionMachine, type RealtimeConnectionEvent, type RealtimeNotification } from './realtime-connection.machine';
import type { SessionChanged } from '../core/events';
import { watchSession } from '../core/session-watch';
import { systemTarget } from '../core/system';

export type { ChatAlert, ChatCustomer, ChatUploadAnswer, ChatUploadInput, CustomerChatInput, CustomerChatSetup } from './types';
export { CHAT_CONNECTION_ID };

/**
 * The customer-service chat (spec §2 "Customer-service chat", §3, §4 "Chat send", §7, §9): loads
 * the customer info, opens the chat socket (a realtime connection child, reconnect off as the
 * spec asks for the secure chat socket), enters as the player (account name when a token is
 * held) or as a visitor (the stored visitor id, and keeps the one the server returns), pulls the
 * newest page and older pages on demand, sends each message through an actor of its own
 * (`chat/message-send.machine.ts`), uploads images and videos, and follows the service's pushes.
 * Who it talks as (token, language, login) comes as events from subscription actors. A failed load or a dropped connection shows an alert;
 * confirming it leaves for home. Spawned by the app while the chat page shows.
 *
 * ```
 * (parallel)
 *   session: unknown ─session.changed─▶ visitor ⇄ member   (a login or logout restarts the chat)
 *   chat:    loading ─▶ connecting ─▶ entering ─▶ initializing ─▶ pulling ─▶ ready | alert
 *            ready (parallel)
 *              history: idle ─near the top─▶ loadingOlder ─▶ idle | complete (no older page)
 *              upload:  idle ─chat.upload─▶ uploading ─▶ idle
 * ```
 */

/** Where the player goes after the alert (the spec's "/index", which this app routes to home). */
export const CHAT_EXIT_PATH = '/home';
/** How long entry waits for a logged-in player's account name before entering without it. */
export const CHAT_USER_WAIT_MS = 5000;
export interface CustomerChatContext {
  visitorId: string;
  /** A logged-in player's account name once the user info has come, else ''. */
  account: string;
  /** The session's token (handshake and uploads), from `chat.identity`; redacted in the journal. */
  token: string | null;
  /** The page's language, from `chat.identity`: sent with the handshake. */
  language: string | null;
  customer: ChatCustomer | null;
  /** Oldest first. */
  messages: ChatMessage[];
  /** The msgIds whose send actor lives (sending, or failed and waiting for a retry). */
  sends: string[];
  /** The last history page loaded (1 = newest). */
  page: number;
  alert: ChatAlert | null;
  /** The file being uploaded, until its message is sent. */
  upload: { file: Blob; name: string; msgId: string; contentType: ChatContentTypeValue } | null;
}

export type CustomerChatEvent =
  | SessionChanged
  | ChatIdentity
  | RealtimeNotification
  | MessageSendReport
  | { type: 'chat.send'; text: string; msgId: string }
  /** A quick question's keyword tag: sends its question as contentType 4. */
  | { type: 'chat.ask'; questionId: number; msgId: string }
  /** The failed marker: sends the same message (same msgId) again. */
  | { type: 'chat.resend'; msgId: string }
  | { type: 'chat.upload'; file: Blob; name: string; msgId: string }
  /** The list's distance from its top (px), reported by the view as it scrolls. */
  | { type: 'chat.scrolled'; top: number }
  | { type: 'chat.alert.confirm' };

/** The msgId of a send the event answers (its actor lives), else null. */
const sendOf = (context: CustomerChatContext, event: CustomerChatEvent): string | null => {
  const msgId = event.type === 'rt.response' || event.type === 'rt.requestFailed' ? msgIdOfTag(event.tag) : null;
  return msgId !== null && context.sends.includes(msgId) ? msgId : null;
};
/** The messages of a history page's answer (unreadable ones dropped). */
const pageOf = (answer: ChatPullAnswer): ChatMessage[] => (answer.msgRecord ?? []).map(asChatMessage).filter((m): m is ChatMessage => m !== null);
const toast = (messageKey: string) => ({ type: 'toast.show', toast: { messageKey, tone: 'error', persistent: false } }) satisfies AppEvent;

/** The chat's connection: its notifications go to the chat (its parent). */
export const chatConnectionMachine = realtimeConnectionMachine.provide({
  actions: { notify: sendParent((_, notification: RealtimeNotification) => notification) },
});

export const customerChatMachine = setup({
  types: {
    context: {} as CustomerChatContext,
    events: {} as CustomerChatEvent,
    input: {} as CustomerChatInput,
    children: {} as { connection: 'connection' },
  },
  actors: {
    watchSession,
    watchChatIdentity,
    messageSend: messageSendMachine,
    connection: chatConnectionMachine,
    fetchCustomerConfig: fromPromise<CustomerChatSetup, void>(async () => {
      throw new Error('customer chat: the fetchCustomerConfig actor must be provided');
    }),
    uploadChatFile: fromPromise<ChatUploadAnswer, ChatUploadInput>(async () => {
      throw new Error('customer chat: the uploadChatFile actor must be provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    /** Keeps the visitor id the server gave this browser (client storage). */
    storeVisitorId: (_, _params: { visitorId: string }) => {},
    request: sendTo('connection', (_, params: { route: string; body: unknown; tag: string }) => ({ type: 'rt.request', ...params }) satisfies RealtimeConnectionEvent),
    toast: sendTo(systemTarget('app'), (_, params: { messageKey: string }) => toast(params.messageKey)),
    /** Puts a message on its way: it shows as sending, and an actor of its own sends it. */
    startSend: enqueueActions(({ context, enqueue }, request: ChatSendRequest) => {
      // A msgId names one message: a second send under it is a retry's job.
      if (context.messages.some((m) => m.msgId === request.msgId)) return;
      enqueue.assign({ sends: [...context.sends, request.msgId], messages: [...context.messages, pendingMessage(request)] });
      enqueue.spawnChild('messageSend', { id: messageSendId(request.msgId), systemId: messageSendId(request.msgId), input: { request } });
    }),
    /** Forwards to a message's send actor (its id is its msgId's). */
    toSend: sendTo((_, params: { msgId: string; event: MessageSendEvent }) => messageSendId(params.msgId), (_, params) => params.event),
    /** Leaves the conversation for another one: its connection, sends, messages and upload go. */
    restart: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('connection');
      for (const msgId of context.sends) enqueue.stopChild(messageSendId(msgId));
      enqueue.assign({ sends: [], messages: [], page: 0, upload: null });
    }),
    keepAccount: assign({ account: ({ event }) => (event.type === 'session.changed' ? (event.user?.account ?? '') : '') }),
    keepFirstPage: assign(({ context, event }) => {
      const page = pageOf(answerOf<ChatPullAnswer>(event, TAG.pull)!);
      // Pushes that came while the page was on its way stay (after it).
      return { messages: context.messages.reduce(mergeMessage, page), page: 1 };
    }),
    keepOlderPage: assign(({ context, event }) => {
      const answer = answerOf<ChatPullAnswer>(event, TAG.older);
      return answer && isOk(answer) ? { messages: prependOlder(context.messages, pageOf(answer)), page: context.page + 1 } : {};
    }),
  },
  guards: {
    isMember: stateIn({ session: 'member' }),
    isLogin: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    isLogout: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    // (`and` and `stateIn` only: `or` and `not` would add to xstate's part of the first chunk.)
    /** Logged in, or out, after the session was first reported: the conversation is another one. */
    isVisitorLogin: and([stateIn({ session: 'visitor' }), 'isLogin']),
    isMemberLogout: and([stateIn({ session: 'member' }), 'isLogout']),
    accountKnown: ({ context }) => context.account !== '',
    entryOk: ({ event }) => isOk(answerOf<ChatEntryAnswer>(event, TAG.entry)),
    isEntryAnswer: ({ event }) => answerOf(event, TAG.entry) !== null,
    visitorInitOk: ({ event }) => isOk(answerOf(event, TAG.visitorInit)),
    isVisitorInitAnswer: ({ event }) => answerOf(event, TAG.visitorInit) !== null,
    firstPageOk: ({ event }) => isOk(answerOf<ChatPullAnswer>(event, TAG.pull)),
    isFirstPageLast: ({ event }) => answerOf<ChatPullAnswer>(event, TAG.pull)?.noMore === true,
    isFirstPageAnswer: ({ event }) => answerOf(event, TAG.pull) !== null,
    isOlderAnswer: ({ event }) => answerOf(event, TAG.older) !== null || (event.type === 'rt.requestFailed' && event.tag === TAG.older),
    /** An older page that says it is the oldest, or brings nothing. */
    isOlderPageLast: ({ event }) => {
      const answer = answerOf<ChatPullAnswer>(event, TAG.older);
      return answer !== null && isOk(answer) && (answer.noMore === true || pageOf(answer).length === 0);
    },
    /** A failure of entry, visitorInit or the first page: the chat cannot start. */
    isStartFailure: ({ event }) => event.type === 'rt.requestFailed' && (event.tag === TAG.entry || event.tag === TAG.visitorInit || event.tag === TAG.pull),
    nearTop: ({ event }) => event.type === 'chat.scrolled' && event.top <= CHAT_TOP_LOAD_PX,
    isSendAnswer: ({ context, event }) => sendOf(context, event) !== null,
    mayResend: ({ context, event }) =>
      event.type === 'chat.resend' && context.sends.includes(event.msgId) && context.messages.some((m) => m.msgId === event.msgId && m.sendState === ChatSendState.failed),
  },
  delays: { userWait: CHAT_USER_WAIT_MS },
}).createMachine({
  id: 'customerChat',
  context: ({ input }) => ({
    visitorId: input.visitorId,
    account: '',
    token: null,
    language: null,
    customer: null,
    messages: [],
    sends: [],
    page: 0,
    alert: null,
    upload: null,
  }),
  invoke: [{ src: 'watchSession' }, { src: 'watchChatIdentity' }],
  on: {
    'chat.identity': { actions: assign({ token: ({ event }) => event.token, language: ({ event }) => event.language }) },
    'chat.send.sent': {
      actions: [
        assign(({ context, event }) => {
          const stored = asChatMessage(event.stored);
          const messages = withSendState(context.messages, event.msgId, ChatSendState.sent);
          return { sends: context.sends.filter((id) => id !== event.msgId), messages: stored ? mergeMessage(messages, { ...stored, msgId: event.msgId }) : messages };
        }),
        stopChild(({ event }) => messageSendId(event.msgId)),
      ],
    },
    'chat.send.failed': {
      actions: [
        assign({ messages: ({ context, event }) => withSendState(context.messages, event.msgId, ChatSendState.failed) }),
        enqueueActions(({ event, enqueue }) => {
          if (event.reason === 'rateLimited') enqueue({ type: 'toast', params: { messageKey: 'chat:error.rateLimited' } });
        }),
      ],
    },
    'rt.push': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (event.route === ChatPush.onVisitor) {
          const message = asChatMessage(event.body);
          if (message) enqueue.assign({ messages: mergeMessage(context.messages, message) });
          // Our own message came back from the service: its send is done, whatever the answer does.
          if (message && context.sends.includes(message.msgId)) enqueue({ type: 'toSend', params: { msgId: message.msgId, event: { type: 'send.delivered' } } });
        } else if (event.route === ChatPush.onRevokeMsg) {
          const body = event.body as Partial<ChatRevokePush> | null;
          if (body && body.status === 1) enqueue.assign({ messages: revoke(context.messages, body) });
        }
      }),
    },
  },
  type: 'parallel',
  states: {
    session: {
      description: 'Who the chat talks as: unknown until the session is first reported, then a visitor or a (logged-in) member.',
      initial: 'unknown',
      states: {
        unknown: {
          on: {
            'session.changed': [
              { guard: 'isLogin', target: 'member', actions: 'keepAccount' },
              { target: 'visitor', actions: 'keepAccount' },
            ],
          },
        },
        visitor: { on: { 'session.changed': [{ guard: 'isLogin', target: 'member', actions: 'keepAccount' }, { actions: 'keepAccount' }] } },
        member: {
          description: 'Logged in: entry is under the account name, which comes with the user info.',
          on: { 'session.changed': [{ guard: 'isLogout', target: 'visitor', actions: 'keepAccount' }, { actions: 'keepAccount' }] },
        },
      },
    },
    chat: {
      initial: 'loading',
      on: {
        // Logged in (or out) while chatting: the conversation is another one, so start again as who the player now is.
        'session.changed': [
          { guard: 'isVisitorLogin', target: '.loading', actions: 'restart' },
          { guard: 'isMemberLogout', target: '.loading', actions: 'restart' },
        ],
        // The socket is gone (reconnect is off for this socket): the chat cannot go on.
        'rt.closed': { target: '.alert', actions: assign({ alert: 'connectionLost' }) },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchCustomerConfig',
            onDone: {
              target: 'connecting',
              actions: assign({
                customer: ({ event }) => ({
                  serviceName: event.output.config.serviceName,
                  welcome: event.output.config.content,
                  questions: event.output.config.questionList ?? [],
                  customerId: customerIdOf(event.output.config.customerUrl ?? ''),
                  clientIp: event.output.config.clientIp ?? '',
                  platformId: event.output.platformId,
                  domain: event.output.domain,
                }),
              }),
            },
            onError: { target: 'alert', actions: assign({ alert: 'loadFailed' }) },
          },
        },
        connecting: {
          tags: ['loading'],
          entry: enqueueActions(({ context, enqueue }) => {
            // The page's language names the service and picks the automatic answers' language.
            const user: ChatHandshakeUser = { ...(context.token ? { token: context.token } : {}), ...(context.language ? { lang: context.language } : {}) };
            enqueue.spawnChild('connection', { id: 'connection', systemId: CHAT_CONNECTION_ID, input: { address: WsPath.chat, reconnect: false, user } });
          }),
          // A visitor enters at once; a player under the account name, which comes with the user info.
          on: { 'rt.open': [{ guard: 'isMember', target: 'entering.waitingForUser' }, { target: 'entering.asking' }] },
        },
        entering: {
          tags: ['loading'],
          initial: 'waitingForUser',
          states: {
            waitingForUser: { always: { guard: 'accountKnown', target: 'asking' }, after: { userWait: 'asking' } },
            asking: {
              entry: enqueueActions(({ context, enqueue, check }) => {
                const member = check('isMember');
                const body: ChatEntryRequest = {
                  customerId: context.customer?.customerId ?? 1,
                  username: member ? context.account : '',
                  visitorId: member ? '' : context.visitorId,
                  clientIp: context.customer?.clientIp ?? '',
                  platformId: context.customer?.platformId ?? 1,
                  domain: context.customer?.domain ?? '',
                };
                enqueue({ type: 'request', params: { route: ChatRoute.entry, tag: TAG.entry, body } });
              }),
            },
          },
          on: {
            'rt.response': [
              {
                guard: 'entryOk',
                target: 'initializing',
                actions: enqueueActions(({ context, event, enqueue, check }) => {
                  const answer = answerOf<ChatEntryAnswer>(event, TAG.entry);
                  const visitorId = typeof answer?.visitorId === 'string' ? answer.visitorId : context.visitorId;
                  enqueue.assign({ visitorId });
                  if (answer?.serviceName && context.customer) enqueue.assign({ customer: { ...context.customer, serviceName: answer.serviceName } });
                  // Only a visitor's id is kept: a player's conversation follows the account.
                  if (!check('isMember') && visitorId) enqueue({ type: 'storeVisitorId', params: { visitorId } });
                }),
              },
              { guard: 'isEntryAnswer', target: 'alert', actions: assign({ alert: 'loadFailed' }) },
            ],
          },
        },
        initializing: {
          tags: ['loading'],
          entry: { type: 'request', params: ({ context }) => ({ route: ChatRoute.visitorInit, tag: TAG.visitorInit, body: { customerId: context.customer?.customerId ?? 1 } }) },
          on: {
            'rt.response': [
              { guard: 'visitorInitOk', target: 'pulling' },
              { guard: 'isVisitorInitAnswer', target: 'alert', actions: assign({ alert: 'loadFailed' }) },
            ],
          },
        },
        pulling: {
          tags: ['loading'],
          entry: {
            type: 'request',
            params: ({ context }) => ({
              route: ChatRoute.pull,
              tag: TAG.pull,
              body: { customerId: context.customer?.customerId ?? 1, page: 1, pageSize: CHAT_PAGE_SIZE } satisfies ChatPullRequest,
            }),
          },
          on: {
            'rt.response': [
              // The newest page may be the only one: then nothing older is asked for.
              { guard: and(['firstPageOk', 'isFirstPageLast']), target: '#customerChat.chat.ready.history.complete', actions: 'keepFirstPage' },
              { guard: 'firstPageOk', target: 'ready', actions: 'keepFirstPage' },
              { guard: 'isFirstPageAnswer', target: 'alert', actions: assign({ alert: 'loadFailed' }) },
            ],
          },
        },
        ready: {
          type: 'parallel',
          tags: ['ready'],
          on: {
            'chat.send': {
              actions: enqueueActions(({ context, event, enqueue }) => {
                const text = event.text.trim();
                // Blank text is not sent (spec §5); longer than the limit neither.
                if (text === '' || !context.customer) return;
                if ([...text].length > CHAT_TEXT_MAX) return enqueue({ type: 'toast', params: { messageKey: 'chat:error.tooLong' } });
                enqueue({ type: 'startSend', params: { customerId: context.customer.customerId, contentType: ChatContentType.text, content: text, questionId: 0, msgId: event.msgId } });
              }),
            },
            'chat.ask': {
              actions: enqueueActions(({ context, event, enqueue }) => {
                const question = context.customer?.questions.find((q) => q.id === event.questionId);
                if (!question || !context.customer) return;
                enqueue({
                  type: 'startSend',
                  params: { customerId: context.customer.customerId, contentType: ChatContentType.question, content: question.question, questionId: question.id, msgId: event.msgId },
                });
              }),
            },
            'chat.resend': {
              guard: 'mayResend',
              actions: [
                assign({ messages: ({ context, event }) => withSendState(context.messages, event.msgId, ChatSendState.sending) }),
                { type: 'toSend', params: ({ event }) => ({ msgId: event.msgId, event: { type: 'send.retry' } }) },
              ],
            },
            'rt.response': {
              guard: 'isSendAnswer',
              actions: { type: 'toSend', params: ({ context, event }) => ({ msgId: sendOf(context, event)!, event: { type: 'send.answered', body: event.body } }) },
            },
            'rt.requestFailed': {
              guard: 'isSendAnswer',
              actions: { type: 'toSend', params: ({ context, event }) => ({ msgId: sendOf(context, event)!, event: { type: 'send.lost' } }) },
            },
          },
          states: {
            history: {
              initial: 'idle',
              states: {
                idle: { on: { 'chat.scrolled': { guard: 'nearTop', target: 'loadingOlder' } } },
                // One older page at a time: scrolling while it loads asks for nothing more.
                loadingOlder: {
                  tags: ['loadingOlder'],
                  entry: {
                    type: 'request',
                    params: ({ context }) => ({
                      route: ChatRoute.pull,
                      tag: TAG.older,
                      body: { customerId: context.customer?.customerId ?? 1, page: context.page + 1, pageSize: CHAT_PAGE_SIZE } satisfies ChatPullRequest,
                    }),
                  },
                  on: {
                    'rt.response': [
                      { guard: 'isOlderPageLast', target: 'complete', actions: 'keepOlderPage' },
                      // A refused page changes nothing: scrolling up asks again.
                      { guard: 'isOlderAnswer', target: 'idle', actions: 'keepOlderPage' },
                    ],
                    'rt.requestFailed': { guard: 'isOlderAnswer', target: 'idle' },
                  },
                },
                complete: { description: 'The oldest page is in: nothing older is asked for, and the welcome shows at the top.', tags: ['noMore'] },
              },
            },
            upload: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'chat.upload': [
                      {
                        guard: ({ event }) => chatUploadExtension(event.name) === null,
                        actions: { type: 'toast', params: { messageKey: 'chat:error.format' } },
                      },
                      {
                        guard: ({ event }) => event.file.size > (chatUploadExtension(event.name) === 'mp4' ? CHAT_VIDEO_MAX_BYTES : CHAT_IMAGE_MAX_BYTES),
                        actions: { type: 'toast', params: { messageKey: 'chat:error.tooLarge' } },
                      },
                      {
                        target: 'uploading',
                        actions: assign({
                          upload: ({ event }) => ({ file: event.file, name: event.name, msgId: event.msgId, contentType: uploadContentType(chatUploadExtension(event.name)!) }),
                        }),
                      },
                    ],
                  },
                },
                uploading: {
                  tags: ['uploading'],
                  invoke: {
                    src: 'uploadChatFile',
                    input: ({ context }) => ({ file: context.upload!.file, name: context.upload!.name, visitorId: context.visitorId, token: context.token }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        { type: 'startSend', params: ({ context, event }) => ({ customerId: context.customer?.customerId ?? 1, contentType: context.upload!.contentType, content: event.output.code, questionId: 0, msgId: context.upload!.msgId }) },
                        assign({ upload: null }),
                      ],
                    },
                    onError: { target: 'idle', actions: [{ type: 'toast', params: { messageKey: 'chat:error.upload' } }, assign({ upload: null })] },
                  },
                },
              },
            },
          },
        },
        alert: {
          tags: ['alert'],
          entry: stopChild('connection'),
          on: {
            'chat.alert.confirm': { actions: { type: 'navigate', params: { to: CHAT_EXIT_PATH } } },
            'rt.closed': {},
            // The alert stays: a login does not restart a chat that could not go on.
            'session.changed': {},
          },
        },
      },
    },
  },
});

export type CustomerChatMachine = typeof customerChatMachine;
export type CustomerChatSnapshot = SnapshotFrom<CustomerChatMachine>;
export type CustomerChatRef = ActorRefFrom<CustomerChatMachine>;
