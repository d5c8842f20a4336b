import { fromCallback, type PromiseActorLogic } from 'xstate';
import type { AppCalls } from '../../machines/app/services';
import type { ChatUploadAnswer, ChatUploadInput, CustomerChatSetup } from '../../machines/chat/customer-chat.machine';
import type { SocketCommand, SocketEvent, SocketInput } from '../../machines/chat/realtime-connection.machine';
import type { CustomerConfig } from '../../models/content';
import {
  ChatCode,
  ChatContentType,
  ChatPush,
  ChatRoute,
  ChatSendState,
  ChatSendType,
  type ChatMessage,
  type ChatSendRequest,
} from '../../models/realtime/chat';
import type { PomeloEvent } from '../../models/realtime/pomelo';

/**
 * The customer-service chat of the fake platform (tests/support/fake-platform.ts): the customer
 * configuration, uploads, and a gateway that speaks Pomelo packets to the chat's socket as the
 * reference gateway does (handshake with a 25 s heartbeat, a ping after the ACK and a pong at
 * once, entry issuing visitor ids, visitorInit, pull pages newest first, send storing and
 * answering, an automatic answer to a quick question), with levers for tests: refuse the
 * handshake, leave sends unanswered or refuse them, push a service reply, revoke, kick, drop.
 */
export const FAKE_CHAT_HEARTBEAT_S = 25;

export interface FakeSocketHandle {
  address: string;
  token: string | null;
  conversation: string | null;
  sent: PomeloEvent[];
  closed: boolean;
  emit(event: SocketEvent): void;
}

export interface FakeChatState {
  config: CustomerConfig;
  /** Messages per conversation ('player:<token>' or the visitor id), oldest first. */
  conversations: Map<string, ChatMessage[]>;
  sockets: FakeSocketHandle[];
  /** Every request the gateway got, in order. */
  requests: { route: string; body: Record<string, unknown> }[];
  /** Handshake code to answer (200 normally). */
  handshakeCode: number;
  /** Sends get no answer at all while true. */
  holdSends: boolean;
  /** Sends are answered with this code (0 stores them). */
  sendCode: number;
  uploads: ChatUploadInput[];
  /** What `storeChatVisitorId` kept ("localStorage"). */
  storedVisitorId: string | null;
  nextId: number;
  nextVisitor: number;
}

export const demoCustomerConfig = (): CustomerConfig => ({
  content: '<p>Welcome to <b>Fastdraw</b> support</p>',
  serviceName: 'Fastdraw Support',
  questionList: [
    { id: 1, keyword: 'Deposit', question: 'How soon is a deposit credited?' },
    { id: 2, keyword: 'Withdraw', question: 'How long does a withdrawal take?' },
  ],
  customerUrl: '/pages/chat/customer-service?service_id=3&username={username}&tel={tel}',
  clientIp: '127.0.0.1',
});

export function fakeChatState(): FakeChatState {
  return {
    config: demoCustomerConfig(),
    conversations: new Map(),
    sockets: [],
    requests: [],
    handshakeCode: 200,
    holdSends: false,
    sendCode: ChatCode.ok,
    uploads: [],
    storedVisitorId: null,
    nextId: 1,
    nextVisitor: 1,
  };
}

export const automaticAnswer = (question: string) => `Automatic answer: ${question}`;

type ChatPromiseCall = 'fetchCustomerConfig' | 'uploadChatFile';
type InputOf<K extends ChatPromiseCall> = AppCalls[K] extends PromiseActorLogic<infer _O, infer I> ? I : never;
type OutputOf<K extends ChatPromiseCall> = AppCalls[K] extends PromiseActorLogic<infer O, infer _I> ? O : never;
export type FakeChatCall = <K extends ChatPromiseCall>(name: K, run: (input: InputOf<K>) => OutputOf<K>) => AppCalls[K];

export function fakeChatCalls(call: FakeChatCall, chat: FakeChatState, now: () => number): Pick<AppCalls, ChatPromiseCall | 'openPomeloSocket'> {
  const store = (conversation: string, message: Omit<ChatMessage, '_id' | 'sendTime' | 'sendState' | 'status'>): ChatMessage => {
    const stored: ChatMessage = { ...message, _id: String(chat.nextId++), sendTime: now(), sendState: ChatSendState.sent, status: 0 };
    const list = chat.conversations.get(conversation) ?? [];
    chat.conversations.set(conversation, [...list, stored]);
    return stored;
  };
  const answer = (socket: FakeSocketHandle, packet: PomeloEvent) => queueMicrotask(() => !socket.closed && socket.emit({ type: 'socket.received', packet }));

  function handle(socket: FakeSocketHandle, id: number, route: string, body: Record<string, unknown>) {
    chat.requests.push({ route, body });
    const reply = (payload: unknown) => answer(socket, { kind: 'response', id, body: payload });
    if (route === ChatRoute.entry) {
      const presented = typeof body.visitorId === 'string' ? body.visitorId : '';
      const known = [...chat.conversations.keys()].includes(presented);
      const visitorId = socket.token ? `player:${socket.token}` : known ? presented : `visitor-${chat.nextVisitor++}`;
      if (!chat.conversations.has(visitorId)) chat.conversations.set(visitorId, []);
      socket.conversation = visitorId;
      return reply({ code: ChatCode.ok, visitorId, serviceName: chat.config.serviceName });
    }
    if (!socket.conversation) return reply({ code: ChatCode.noEntry, msg: 'entry first' });
    const conversation = socket.conversation;
    const list = chat.conversations.get(conversation) ?? [];
    if (route === ChatRoute.visitorInit) return reply({ code: ChatCode.ok });
    if (route === ChatRoute.pull) {
      const page = Number(body.page);
      const size = Number(body.pageSize);
      const end = list.length - (page - 1) * size;
      const start = Math.max(0, end - size);
      return reply({ code: ChatCode.ok, msgRecord: end > 0 ? list.slice(start, end) : [], noMore: start === 0 });
    }
    if (route === ChatRoute.send) {
      if (chat.holdSends) return;
      if (chat.sendCode !== ChatCode.ok) return reply({ code: chat.sendCode });
      const request = body as unknown as ChatSendRequest;
      const existing = list.find((m) => m.msgId === request.msgId);
      const stored =
        existing ?? store(conversation, { msgId: request.msgId, content: request.content, customerId: request.customerId, contentType: request.contentType, sendType: ChatSendType.own });
      reply({ code: ChatCode.ok, data: stored });
      if (!existing && request.contentType === ChatContentType.question) {
        const auto = store(conversation, { msgId: `auto-${request.msgId}`, content: automaticAnswer(request.content), customerId: request.customerId, contentType: ChatContentType.text, sendType: ChatSendType.service });
        answer(socket, { kind: 'push', route: ChatPush.onVisitor, body: auto });
      }
      return;
    }
    reply({ code: ChatCode.badRequest });
  }

  return {
    fetchCustomerConfig: call('fetchCustomerConfig', (): CustomerChatSetup => ({ config: { ...chat.config }, platformId: 1, domain: 'fastdraw.test' })),
    uploadChatFile: call('uploadChatFile', (input): ChatUploadAnswer => {
      chat.uploads.push(input);
      return { code: `file-${chat.uploads.length}` };
    }),
    openPomeloSocket: fromCallback<SocketCommand, SocketInput, SocketEvent>(({ input, sendBack, receive }) => {
      const socket: FakeSocketHandle = { address: input.address, token: null, conversation: null, sent: [], closed: false, emit: sendBack };
      chat.sockets.push(socket);
      queueMicrotask(() => !socket.closed && sendBack({ type: 'socket.opened' }));
      receive(({ packet }) => {
        if (socket.closed) return;
        switch (packet.kind) {
          case 'handshake': {
            const user = (packet.body.user ?? {}) as { token?: string };
            socket.token = user.token ?? null;
            const code = chat.handshakeCode;
            answer(socket, { kind: 'handshake', body: code === 200 ? { code, sys: { heartbeat: FAKE_CHAT_HEARTBEAT_S, useDict: true }, user: { login: !!socket.token } } : { code } });
            return;
          }
          case 'handshakeAck':
          case 'heartbeat':
            // The stock server pings right after the ACK and answers every heartbeat at once.
            answer(socket, { kind: 'heartbeat' });
            return;
          case 'request':
            handle(socket, packet.id, packet.route, (packet.body ?? {}) as Record<string, unknown>);
            return;
          case 'notify':
            return;
        }
      });
      return () => void (socket.closed = true);
    }),
  };
}

/** Levers of the fake gateway for tests. */
export function chatLevers(chat: FakeChatState, now: () => number) {
  const open = () => chat.sockets.filter((s) => !s.closed);
  return {
    /** The service replies in a conversation (pushed to its open sockets). */
    serviceReply(conversation: string, content: string, contentType: ChatMessage['contentType'] = ChatContentType.text): ChatMessage {
      const list = chat.conversations.get(conversation) ?? [];
      const message: ChatMessage = { _id: String(chat.nextId++), msgId: `desk-${chat.nextId}`, content, sendTime: now(), customerId: 3, contentType, sendType: ChatSendType.service, sendState: 0, status: 0 };
      chat.conversations.set(conversation, [...list, message]);
      for (const socket of open().filter((s) => s.conversation === conversation)) socket.emit({ type: 'socket.received', packet: { kind: 'push', route: ChatPush.onVisitor, body: message } });
      return message;
    },
    revoke(conversation: string, msgId: string) {
      const list = chat.conversations.get(conversation) ?? [];
      const found = list.find((m) => m.msgId === msgId);
      if (found) found.status = 1;
      for (const socket of open().filter((s) => s.conversation === conversation)) {
        socket.emit({ type: 'socket.received', packet: { kind: 'push', route: ChatPush.onRevokeMsg, body: { msgId, _id: found?._id ?? '', status: 1 } } });
      }
    },
    kickAll(reason = 'replaced') {
      for (const socket of open()) socket.emit({ type: 'socket.received', packet: { kind: 'kick', reason } });
    },
    dropAll() {
      for (const socket of open()) socket.emit({ type: 'socket.closed' });
    },
    /** Stores `count` older messages in a conversation (history to page through). */
    seed(conversation: string, count: number) {
      const list = chat.conversations.get(conversation) ?? [];
      const seeded = Array.from({ length: count }, (_, i): ChatMessage => ({
        _id: String(chat.nextId++),
        msgId: `seed-${i + 1}`,
        content: `history ${i + 1}`,
        sendTime: now(),
        customerId: 3,
        contentType: ChatContentType.text,
        sendType: i % 2 ? ChatSendType.service : ChatSendType.own,
        sendState: 0,
        status: 0,
      }));
      chat.conversations.set(conversation, [...seeded, ...list]);
    },
    openSockets: open,
  };
}
