import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup, stopChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CustomerConfig, CustomerQuestion } from '../models/content';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_PAGE_SIZE,
  CHAT_SEND_TIMEOUT_MS,
  CHAT_TEXT_MAX,
  CHAT_TOP_LOAD_PX,
  CHAT_VIDEO_MAX_BYTES,
  ChatCode,
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
  type ChatSendAnswer,
  type ChatSendRequest,
} from '../models/realtime/chat';
import type { AppEvent } from './app.machine';
import { asChatMessage, customerIdOf, mergeMessage, pendingMessage, prependOlder, revoke, withSendState } from './chat/messages';
import { realtimeConnectionMachine, type RealtimeConnectionEvent, type RealtimeNotification } from './realtime-connection.machine';
import { watchSession, type SessionChanged } from './session-watch';
import { sessionActor, systemTarget } from './system';

/**
 * The customer-service chat (spec §2 "Customer-service chat", §3, §4 "Chat send", §7, §9): loads
 * the customer info, opens the chat socket (a realtime connection child, reconnect off as the
 * spec asks for the secure chat socket), enters as the player (account name when a token is
 * held) or as a visitor (the stored visitor id, and keeps the one the server returns), pulls the
 * newest page and older pages on demand, sends with a state per message, uploads images and
 * videos, and follows the service's pushes. A failed load or a dropped connection shows an alert;
 * confirming it leaves for home. Spawned by the app while the chat page shows.
 */

/** Where the player goes after the alert (the spec's "/index", which this app routes to home). */
export const CHAT_EXIT_PATH = '/home';
/** How long entry waits for a logged-in player's account name before entering without it. */
export const CHAT_USER_WAIT_MS = 5000;
export const CHAT_CONNECTION_ID = 'customerChatConnection';

export interface CustomerChatSetup {
  /** The first customer configuration (spec §3 "Customer info"). */
  config: CustomerConfig;
  platformId: number;
  /** The site's host name, sent with entry. */
  domain: string;
}

export interface ChatUploadInput {
  file: Blob;
  name: string;
  visitorId: string;
  token: string | null;
}
export interface ChatUploadAnswer {
  /** The file code getFile serves it under. */
  code: string;
}

export interface ChatCustomer {
  serviceName: string;
  /** Welcome text (operator HTML; the view sanitizes it). */
  welcome: string;
  questions: CustomerQuestion[];
  customerId: number;
  clientIp: string;
  platformId: number;
  domain: string;
}

export type ChatAlert = 'loadFailed' | 'connectionLost';

export interface CustomerChatInput {
  /** The visitor id this browser was given before, '' on a first visit. */
  visitorId: string;
}

export interface CustomerChatContext {
  visitorId: string;
  loggedIn: boolean;
  account: string;
  /** The session has been reported once (later login changes restart the chat). */
  sessionSeen: boolean;
  /** Read from the session when connecting (handshake and uploads); redacted in the journal. */
  token: string | null;
  customer: ChatCustomer | null;
  /** Oldest first. */
  messages: ChatMessage[];
  /** What each unanswered or failed send asked, by msgId (a resend repeats it). */
  sends: Record<string, ChatSendRequest>;
  /** The last history page loaded (1 = newest). */
  page: number;
  noMore: boolean;
  alert: ChatAlert | null;
  /** The file being uploaded, until its message is sent. */
  upload: { file: Blob; name: string; msgId: string; contentType: ChatContentTypeValue } | null;
}

export type CustomerChatEvent =
  | SessionChanged
  | RealtimeNotification
  | { type: 'chat.send'; text: string; msgId: string }
  /** A quick question's keyword tag: sends its question as contentType 4. */
  | { type: 'chat.ask'; questionId: number; msgId: string }
  /** The failed marker: sends the same message (same msgId) again. */
  | { type: 'chat.resend'; msgId: string }
  | { type: 'chat.upload'; file: Blob; name: string; msgId: string }
  /** The list's distance from its top (px), reported by the view as it scrolls. */
  | { type: 'chat.scrolled'; top: number }
  | { type: 'chat.sendTimeout'; msgId: string }
  | { type: 'chat.alert.confirm' };

const TAG = { entry: 'entry', visitorInit: 'visitorInit', pull: 'pull', older: 'pull:older', send: 'send:' } as const;
const sendTimer = (msgId: string) => `send:${msgId}`;

const answerOf = <T>(event: CustomerChatEvent, tag: string): T | null => (event.type === 'rt.response' && event.tag === tag ? (event.body as T) : null);
const isOk = (answer: { code?: unknown } | null) => answer?.code === ChatCode.ok;
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
    /** Puts a send on its way: the message shows as sending, failed after 5 s without an answer. */
    dispatch: enqueueActions(({ context, enqueue }, request: ChatSendRequest) => {
      const exists = context.messages.some((m) => m.msgId === request.msgId);
      enqueue.assign({
        sends: { ...context.sends, [request.msgId]: request },
        messages: exists ? withSendState(context.messages, request.msgId, ChatSendState.sending) : [...context.messages, pendingMessage(request)],
      });
      enqueue.sendTo('connection', { type: 'rt.request', route: ChatRoute.send, body: request, tag: TAG.send + request.msgId } satisfies RealtimeConnectionEvent);
      enqueue.cancel(sendTimer(request.msgId));
      enqueue.raise({ type: 'chat.sendTimeout', msgId: request.msgId }, { id: sendTimer(request.msgId), delay: CHAT_SEND_TIMEOUT_MS });
    }),
  },
  guards: {
    sessionKnown: ({ context }) => !context.loggedIn || context.account !== '',
    loginChanged: ({ context, event }) => event.type === 'session.changed' && context.sessionSeen && event.loggedIn !== context.loggedIn,
    entryOk: ({ event }) => isOk(answerOf<ChatEntryAnswer>(event, TAG.entry)),
    isEntryAnswer: ({ event }) => answerOf(event, TAG.entry) !== null,
    visitorInitOk: ({ event }) => isOk(answerOf(event, TAG.visitorInit)),
    isVisitorInitAnswer: ({ event }) => answerOf(event, TAG.visitorInit) !== null,
    firstPageOk: ({ event }) => isOk(answerOf<ChatPullAnswer>(event, TAG.pull)),
    isFirstPageAnswer: ({ event }) => answerOf(event, TAG.pull) !== null,
    isOlderAnswer: ({ event }) => answerOf(event, TAG.older) !== null || (event.type === 'rt.requestFailed' && event.tag === TAG.older),
    /** A failure of entry, visitorInit or the first page: the chat cannot start. */
    isStartFailure: ({ event }) => event.type === 'rt.requestFailed' && (event.tag === TAG.entry || event.tag === TAG.visitorInit || event.tag === TAG.pull),
    nearTop: ({ context, event }) => event.type === 'chat.scrolled' && event.top <= CHAT_TOP_LOAD_PX && !context.noMore,
  },
  delays: { userWait: CHAT_USER_WAIT_MS },
}).createMachine({
  id: 'customerChat',
  context: ({ input }) => ({
    visitorId: input.visitorId,
    loggedIn: false,
    account: '',
    sessionSeen: false,
    token: null,
    customer: null,
    messages: [],
    sends: {},
    page: 0,
    noMore: false,
    alert: null,
    upload: null,
  }),
  invoke: { src: 'watchSession' },
  on: {
    'session.changed': [
      {
        // Logged in (or out) while chatting: the conversation is another one, so start again as who the player now is.
        guard: 'loginChanged',
        target: '.loading',
        actions: [
          stopChild('connection'),
          assign({ loggedIn: ({ event }) => event.loggedIn, account: ({ event }) => event.user?.account ?? '', messages: [], sends: {}, page: 0, noMore: false, upload: null }),
        ],
      },
      { actions: assign({ sessionSeen: true, loggedIn: ({ event }) => event.loggedIn, account: ({ event }) => event.user?.account ?? '' }) },
    ],
    // The socket is gone (reconnect is off for this socket): the chat cannot go on.
    'rt.closed': { target: '.alert', actions: assign({ alert: 'connectionLost' }) },
    'rt.push': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (event.route === ChatPush.onVisitor) {
          const message = asChatMessage(event.body);
          if (message) enqueue.assign({ messages: mergeMessage(context.messages, message) });
          if (message?.msgId) enqueue.cancel(sendTimer(message.msgId));
        } else if (event.route === ChatPush.onRevokeMsg) {
          const body = event.body as Partial<ChatRevokePush> | null;
          if (body && body.status === 1) enqueue.assign({ messages: revoke(context.messages, body) });
        }
      }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
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
      entry: [
        assign({ token: ({ system }) => sessionActor(system)?.getSnapshot().context.token ?? null }),
        enqueueActions(({ context, enqueue, system }) => {
          // The page's language names the service and picks the automatic answers' language.
          const lang: unknown = system.get('language')?.getSnapshot().context.language;
          const user: ChatHandshakeUser = { ...(context.token ? { token: context.token } : {}), ...(typeof lang === 'string' ? { lang } : {}) };
          enqueue.spawnChild('connection', { id: 'connection', systemId: CHAT_CONNECTION_ID, input: { address: WsPath.chat, reconnect: false, user } });
        }),
      ],
      on: { 'rt.open': 'entering' },
    },
    entering: {
      initial: 'waitingForUser',
      states: {
        // A logged-in player enters under the account name, which comes with the user info.
        waitingForUser: { always: { guard: 'sessionKnown', target: 'asking' }, after: { userWait: 'asking' } },
        asking: {
          entry: {
            type: 'request',
            params: ({ context }) => ({
              route: ChatRoute.entry,
              tag: TAG.entry,
              body: {
                customerId: context.customer?.customerId ?? 1,
                username: context.loggedIn ? context.account : '',
                visitorId: context.loggedIn ? '' : context.visitorId,
                clientIp: context.customer?.clientIp ?? '',
                platformId: context.customer?.platformId ?? 1,
                domain: context.customer?.domain ?? '',
              } satisfies ChatEntryRequest,
            }),
          },
        },
      },
      on: {
        'rt.response': [
          {
            guard: 'entryOk',
            target: 'initializing',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const answer = answerOf<ChatEntryAnswer>(event, TAG.entry);
              const visitorId = typeof answer?.visitorId === 'string' ? answer.visitorId : context.visitorId;
              enqueue.assign({ visitorId });
              if (answer?.serviceName && context.customer) enqueue.assign({ customer: { ...context.customer, serviceName: answer.serviceName } });
              // Only a visitor's id is kept: a player's conversation follows the account.
              if (!context.loggedIn && visitorId) enqueue({ type: 'storeVisitorId', params: { visitorId } });
            }),
          },
          { guard: 'isEntryAnswer', target: 'alert', actions: assign({ alert: 'loadFailed' }) },
        ],
      },
    },
    initializing: {
      entry: { type: 'request', params: ({ context }) => ({ route: ChatRoute.visitorInit, tag: TAG.visitorInit, body: { customerId: context.customer?.customerId ?? 1 } }) },
      on: {
        'rt.response': [
          { guard: 'visitorInitOk', target: 'pulling' },
          { guard: 'isVisitorInitAnswer', target: 'alert', actions: assign({ alert: 'loadFailed' }) },
        ],
      },
    },
    pulling: {
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
          {
            guard: 'firstPageOk',
            target: 'ready',
            actions: assign(({ context, event }) => {
              const answer = answerOf<ChatPullAnswer>(event, TAG.pull)!;
              const page = (answer.msgRecord ?? []).map(asChatMessage).filter((m): m is ChatMessage => m !== null);
              // Pushes that came while the page was on its way stay (after it).
              return { messages: context.messages.reduce(mergeMessage, page), page: 1, noMore: answer.noMore === true };
            }),
          },
          { guard: 'isFirstPageAnswer', target: 'alert', actions: assign({ alert: 'loadFailed' }) },
        ],
      },
    },
    ready: {
      type: 'parallel',
      on: {
        'chat.send': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const text = event.text.trim();
            // Blank text is not sent (spec §5); longer than the limit neither.
            if (text === '' || !context.customer) return;
            if ([...text].length > CHAT_TEXT_MAX) return enqueue({ type: 'toast', params: { messageKey: 'chat:error.tooLong' } });
            enqueue({ type: 'dispatch', params: { customerId: context.customer.customerId, contentType: ChatContentType.text, content: text, questionId: 0, msgId: event.msgId } });
          }),
        },
        'chat.ask': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const question = context.customer?.questions.find((q) => q.id === event.questionId);
            if (!question || !context.customer) return;
            enqueue({
              type: 'dispatch',
              params: { customerId: context.customer.customerId, contentType: ChatContentType.question, content: question.question, questionId: question.id, msgId: event.msgId },
            });
          }),
        },
        'chat.resend': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const request = context.sends[event.msgId];
            const message = context.messages.find((m) => m.msgId === event.msgId);
            if (request && message?.sendState === ChatSendState.failed) enqueue({ type: 'dispatch', params: request });
          }),
        },
        'chat.sendTimeout': { actions: assign({ messages: ({ context, event }) => withSendState(context.messages, event.msgId, ChatSendState.failed) }) },
        'rt.response': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (!event.tag.startsWith(TAG.send)) return;
            const msgId = event.tag.slice(TAG.send.length);
            enqueue.cancel(sendTimer(msgId));
            const answer = event.body as ChatSendAnswer | null;
            const stored = isOk(answer) ? asChatMessage(answer?.data) : null;
            if (isOk(answer)) {
              const { [msgId]: _sent, ...sends } = context.sends;
              const messages = withSendState(context.messages, msgId, ChatSendState.sent);
              enqueue.assign({ sends, messages: stored ? mergeMessage(messages, { ...stored, msgId }) : messages });
            } else {
              enqueue.assign({ messages: withSendState(context.messages, msgId, ChatSendState.failed) });
              if (answer?.code === ChatCode.rateLimited) enqueue({ type: 'toast', params: { messageKey: 'chat:error.rateLimited' } });
            }
          }),
        },
        'rt.requestFailed': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (!event.tag.startsWith(TAG.send)) return;
            const msgId = event.tag.slice(TAG.send.length);
            enqueue.cancel(sendTimer(msgId));
            enqueue.assign({ messages: withSendState(context.messages, msgId, ChatSendState.failed) });
          }),
        },
      },
      states: {
        history: {
          initial: 'idle',
          states: {
            idle: { on: { 'chat.scrolled': { guard: 'nearTop', target: 'loadingOlder' } } },
            // One older page at a time: scrolling while it loads asks for nothing more.
            loadingOlder: {
              entry: {
                type: 'request',
                params: ({ context }) => ({
                  route: ChatRoute.pull,
                  tag: TAG.older,
                  body: { customerId: context.customer?.customerId ?? 1, page: context.page + 1, pageSize: CHAT_PAGE_SIZE } satisfies ChatPullRequest,
                }),
              },
              on: {
                'rt.response': {
                  guard: 'isOlderAnswer',
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const answer = answerOf<ChatPullAnswer>(event, TAG.older)!;
                    if (!isOk(answer)) return {};
                    const older = (answer.msgRecord ?? []).map(asChatMessage).filter((m): m is ChatMessage => m !== null);
                    return { messages: prependOlder(context.messages, older), page: context.page + 1, noMore: answer.noMore === true || older.length === 0 };
                  }),
                },
                'rt.requestFailed': { guard: 'isOlderAnswer', target: 'idle' },
              },
            },
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
              invoke: {
                src: 'uploadChatFile',
                input: ({ context }) => ({ file: context.upload!.file, name: context.upload!.name, visitorId: context.visitorId, token: context.token }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'dispatch', params: ({ context, event }) => ({ customerId: context.customer?.customerId ?? 1, contentType: context.upload!.contentType, content: event.output.code, questionId: 0, msgId: context.upload!.msgId }) },
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
      entry: stopChild('connection'),
      on: {
        'chat.alert.confirm': { actions: { type: 'navigate', params: { to: CHAT_EXIT_PATH } } },
        'rt.closed': {},
        'session.changed': { actions: assign({ loggedIn: ({ event }) => event.loggedIn, account: ({ event }) => event.user?.account ?? '' }) },
      },
    },
  },
});

export type CustomerChatMachine = typeof customerChatMachine;
export type CustomerChatSnapshot = SnapshotFrom<CustomerChatMachine>;
export type CustomerChatRef = ActorRefFrom<CustomerChatMachine>;

export type ChatPhase = 'loading' | 'ready' | 'alert';

/** What the page shows: loading until the first page is in, then the chat, or the alert. */
export function chatPhase(snapshot: CustomerChatSnapshot): ChatPhase {
  if (snapshot.matches('alert')) return 'alert';
  if (snapshot.matches('ready')) return 'ready';
  return 'loading';
}

export const chatUploading = (snapshot: CustomerChatSnapshot): boolean => snapshot.matches({ ready: { upload: 'uploading' } });
export const chatLoadingOlder = (snapshot: CustomerChatSnapshot): boolean => snapshot.matches({ ready: { history: 'loadingOlder' } });
