import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WebSocket, type RawData } from 'ws';
import { matchLanguage, DEFAULT_LANGUAGE, type Language } from '../../models/language';
import {
  CHAT_DICTIONARY,
  CHAT_PAGE_SIZE,
  ChatCode,
  ChatKickReason,
  ChatContentType,
  ChatPush,
  ChatRoute,
  WS_BASE,
  WsPath,
  type ChatContentTypeValue,
  type ChatEntryAnswer,
  type ChatMessage,
  type ChatPullAnswer,
  type ChatSendAnswer,
} from '../../models/realtime/chat';
import {
  CLIENT_TYPE,
  decodeFrame,
  dictionaryOf,
  encodeHandshake,
  encodeKick,
  encodePush,
  encodeResponse,
  HandshakeCode,
  HEARTBEAT_FRAME,
  type HandshakeResponse,
  type PomeloEvent,
} from '../../models/realtime/pomelo';
import { countPackages } from '../../models/realtime/protocol';
import type { Database } from '../db/database';
import { SERVICE_NAME } from '../domain/content/customer';
import { ChatRefusal, type ChatEvent, type ChatService } from '../domain/chat/service';
import { findConversation, messagePage, type ChatParty } from '../domain/chat/store';
import { playerKey, visitorKey, visitorLabel } from '../domain/chat/visitor-ids';
import { findCaller } from '../domain/sessions';
import type { RealtimeBus } from './bus';
import { slidingWindow } from './chat-limits';
import { onPlayerFrozen } from './player-events';
import { socketBudget, type SocketBudget } from './socket-budget';
import type { SocketEndpoint } from './sockets';

/**
 * The customer-service chat gateway: the Pomelo hybrid protocol (docs/api.md "Customer-service
 * chat") over `ws`. Each socket goes INITED → WAIT_ACK (handshake answered) → WORKING (ACK
 * received; heartbeats and requests served) → CLOSED. A visitor reaches only its own
 * conversation: a player's by the user id of its session token, a visitor's by the signed id
 * the server issued. Pushes come from the bus only (ChatService.subscribe), and so does the
 * order to close a frozen player's sockets (realtime/player-events.ts).
 *
 * Abuse: every frame is charged to the socket's budget (its packages and bytes) before it is
 * decoded, and a socket over it is kicked ('flood'); heartbeats of a burst get one answer; a
 * socket that does not read what it was sent gets no more work done (over maxBufferedBytes
 * unsent, its next frame or answer drops it).
 */

export interface ChatGatewayOptions {
  /** Heartbeat interval in seconds (handshake `sys.heartbeat`); the timeout is twice it. */
  heartbeatSeconds: number;
  /** A socket that has not finished the handshake by then is closed. */
  handshakeTimeoutMs: number;
  /** Largest incoming frame. */
  maxPayloadBytes: number;
  /** A client that lets this much output pile up unread is closed instead of buffered without end. */
  maxBufferedBytes: number;
  /** Messages (send) per socket, and per IP across sockets, per window. */
  sendsPerSocket: number;
  sendsPerIp: number;
  /** Any request per socket per window (pull, entry, …). */
  requestsPerSocket: number;
  windowMs: number;
  /** Sockets of one conversation on one node; one more takes over from (kicks) the oldest. */
  socketsPerConversation: number;
  /**
   * What one socket may send (realtime/socket-budget.ts): packages per second with a burst (a
   * frame costs its packages, at least one) and bytes per second with a burst (at least
   * maxPayloadBytes, or the largest frame could never pass). Beyond: kicked ('flood'), closed 1008.
   */
  packagesPerSecond: number;
  packagesBurst: number;
  bytesPerSecond: number;
  bytesBurst: number;
  /** Client heartbeats are answered at most once per this many ms: a burst gets one answer. */
  heartbeatReplyGapMs: number;
}

export const DEFAULT_CHAT_GATEWAY: ChatGatewayOptions = {
  heartbeatSeconds: 25,
  handshakeTimeoutMs: 10_000,
  maxPayloadBytes: 64 * 1024,
  maxBufferedBytes: 1024 * 1024,
  sendsPerSocket: 10,
  sendsPerIp: 30,
  requestsPerSocket: 60,
  windowMs: 10_000,
  socketsPerConversation: 5,
  packagesPerSecond: 10,
  packagesBurst: 40,
  bytesPerSecond: 16 * 1024,
  bytesBurst: 64 * 1024,
  heartbeatReplyGapMs: 1000,
};

/** Paths of the gateway: the client's `{wsBase}/chat`, and '/' for stock Pomelo clients (no path). */
export const CHAT_SOCKET_PATHS = [`${WS_BASE}${WsPath.chat}`, '/'] as const;

/** Largest page a pull may ask for. */
export const CHAT_PULL_MAX = 50;

export { ChatKickReason };

/**
 * checkClient: the handshake's `sys.type` must be 'js-websocket' (the stock web client and ours)
 * and `sys.version` a dotted version of at least 0.0.1; anything else is answered 501.
 */
export function clientAccepted(type: unknown, version: unknown): boolean {
  if (type !== CLIENT_TYPE || typeof version !== 'string') return false;
  const match = /^(\d{1,4})\.(\d{1,4})\.(\d{1,4})$/.exec(version);
  return match !== null && match.slice(1).some((part) => Number(part) > 0);
}

const State = { inited: 0, waitAck: 1, working: 2, closed: 3 } as const;
type StateValue = (typeof State)[keyof typeof State];

const DICTIONARY = dictionaryOf(CHAT_DICTIONARY);
const DICT_VERSION = createHash('sha256').update(JSON.stringify(CHAT_DICTIONARY)).digest('base64url').slice(0, 16);

const MSG_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

interface ChatSocket {
  id: string;
  ws: WebSocket;
  ip: string;
  lang: Language;
  state: StateValue;
  userId: number | null;
  conversation: ChatParty | null;
  timer: NodeJS.Timeout | null;
  budget: SocketBudget;
  /** When the last heartbeat answer went, and the one waiting for the end of the reply gap. */
  heartbeatAnsweredAt: number;
  heartbeatAnswer: NodeJS.Timeout | null;
}

/** What the gateway did since start, for operators and tests. */
export interface ChatGatewayStats {
  /** Answers sent: responses to requests and heartbeats to client heartbeats. */
  answers: number;
  /** Sockets kicked for going over their budget. */
  overBudget: number;
  /** Sockets dropped for not reading their output. */
  slowReaders: number;
}

export interface ChatGateway {
  endpoint: SocketEndpoint;
  /** Open sockets of this node. */
  readonly size: number;
  readonly stats: Readonly<ChatGatewayStats>;
  /** Kicks every socket (reason 'shutdown') and stops listening to the bus. */
  close(): void;
}

export interface ChatGatewayDeps {
  db: Database;
  service: ChatService;
  /** For the players frozen on any node (topic 'player'). */
  bus: RealtimeBus;
  options?: Partial<ChatGatewayOptions>;
  logError(error: unknown, message: string): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const languageOf = (request: IncomingMessage): Language => {
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const match = matchLanguage(part.split(';')[0] ?? '');
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
};

export function createChatGateway(deps: ChatGatewayDeps): ChatGateway {
  const options = { ...DEFAULT_CHAT_GATEWAY, ...deps.options };
  const { db, service } = deps;
  const sockets = new Set<ChatSocket>();
  const byConversation = new Map<string, ChatSocket[]>();
  const sendsBySocket = slidingWindow(options.sendsPerSocket, options.windowMs);
  const sendsByIp = slidingWindow(options.sendsPerIp, options.windowMs);
  const requestsBySocket = slidingWindow(options.requestsPerSocket, options.windowMs);
  const stats: ChatGatewayStats = { answers: 0, overBudget: 0, slowReaders: 0 };
  let nextId = 0;
  const nodeTag = Math.random().toString(36).slice(2, 10);

  /** Normal output: only while WORKING, and never past the output cap. */
  function send(socket: ChatSocket, bytes: Uint8Array, force = false): void {
    if (socket.ws.readyState !== WebSocket.OPEN || (!force && socket.state !== State.working)) return;
    if (readsTooSlowly(socket)) return;
    socket.ws.send(bytes);
  }

  /** Over the output cap: dropped (no close frame: it would not be read either). Checked before any work for the socket. */
  function readsTooSlowly(socket: ChatSocket): boolean {
    if (socket.ws.bufferedAmount <= options.maxBufferedBytes) return false;
    if (socket.state !== State.closed) stats.slowReaders += 1;
    finish(socket);
    socket.ws.terminate();
    return true;
  }

  function finish(socket: ChatSocket): void {
    if (socket.state === State.closed) return;
    socket.state = State.closed;
    if (socket.timer) clearTimeout(socket.timer);
    if (socket.heartbeatAnswer) clearTimeout(socket.heartbeatAnswer);
    sockets.delete(socket);
    leaveConversation(socket);
  }

  function leaveConversation(socket: ChatSocket): void {
    const key = socket.conversation?.key;
    if (key === undefined) return;
    const left = (byConversation.get(key) ?? []).filter((other) => other !== socket);
    if (left.length === 0) byConversation.delete(key);
    else byConversation.set(key, left);
  }

  /** Kick (type 5) with a reason, then close on the next tick, as the stock server does. */
  function kick(socket: ChatSocket, reason: string, closeCode = 1000): void {
    send(socket, encodeKick(reason), true);
    finish(socket);
    setImmediate(() => socket.ws.close(closeCode, reason));
  }

  /** Refused handshake: answered even though unfinished, then closed on the next tick. */
  function refuseHandshake(socket: ChatSocket, code: number): void {
    send(socket, encodeHandshake({ code }), true);
    finish(socket);
    setImmediate(() => socket.ws.close(1008, 'handshake refused'));
  }

  function armHeartbeatTimeout(socket: ChatSocket): void {
    if (socket.timer) clearTimeout(socket.timer);
    socket.timer = setTimeout(() => {
      finish(socket);
      socket.ws.terminate();
    }, options.heartbeatSeconds * 2000);
  }

  /**
   * Only heartbeats (and the ACK) reset the timeout, as in the stock server. The answer goes at
   * once (after the rest of the frame), or, within heartbeatReplyGapMs of the last one, at the end
   * of the gap: however many heartbeats a frame or a burst holds, they get one answer. A client
   * sends its next heartbeat an interval after the answer, so it never waits for one.
   */
  function heartbeat(socket: ChatSocket): void {
    armHeartbeatTimeout(socket);
    if (socket.heartbeatAnswer) return;
    const wait = Math.max(0, socket.heartbeatAnsweredAt + options.heartbeatReplyGapMs - Date.now());
    socket.heartbeatAnswer = setTimeout(() => {
      socket.heartbeatAnswer = null;
      socket.heartbeatAnsweredAt = Date.now();
      if (socket.state !== State.working || readsTooSlowly(socket)) return;
      stats.answers += 1;
      send(socket, HEARTBEAT_FRAME);
    }, wait);
  }

  async function handshake(socket: ChatSocket, body: unknown): Promise<void> {
    if (!isObject(body) || !isObject(body.sys)) return refuseHandshake(socket, HandshakeCode.useError);
    if (!clientAccepted(body.sys.type, body.sys.version)) return refuseHandshake(socket, HandshakeCode.oldClient);
    const user = isObject(body.user) ? body.user : {};
    if (typeof user.lang === 'string') socket.lang = matchLanguage(user.lang) ?? socket.lang;
    if (typeof user.token === 'string' && user.token !== '') {
      const caller = await findCaller(db, user.token);
      socket.userId = caller?.userId ?? null;
    }
    if (socket.state !== State.inited) return;
    const sys: NonNullable<HandshakeResponse['sys']> = { heartbeat: options.heartbeatSeconds, useDict: true };
    if (body.sys.dictVersion !== DICT_VERSION) {
      const codeToRoute = Object.fromEntries(Object.entries(DICTIONARY.codeToRoute).map(([code, route]) => [code, route]));
      Object.assign(sys, { dict: { ...DICTIONARY.routeToCode }, routeToCode: { ...DICTIONARY.routeToCode }, codeToRoute, dictVersion: DICT_VERSION });
    }
    // `user.login` tells the client whether its token was accepted (else it chats as a visitor).
    send(socket, encodeHandshake({ code: HandshakeCode.ok, sys, user: { login: socket.userId !== null } }), true);
    socket.state = State.waitAck;
  }

  function joinConversation(socket: ChatSocket, conversation: ChatParty): void {
    leaveConversation(socket);
    socket.conversation = conversation;
    const held = [...(byConversation.get(conversation.key) ?? []), socket];
    byConversation.set(conversation.key, held);
    // One more tab than allowed takes over: the oldest is told why and closed.
    while (held.length > options.socketsPerConversation) kick(held.shift()!, ChatKickReason.replaced);
  }

  async function entry(socket: ChatSocket, body: Record<string, unknown>): Promise<ChatEntryAnswer> {
    let party: ChatParty;
    let visitorId: string;
    if (socket.userId !== null) {
      // The player is who the token says; a `username` in the body is never trusted.
      const [user] = await db.query<{ account: string }>('SELECT account FROM users WHERE id = $1', [socket.userId]);
      party = { key: playerKey(socket.userId), userId: socket.userId, label: user?.account ?? `#${socket.userId}` };
      visitorId = String(socket.userId);
    } else {
      const presented = typeof body.visitorId === 'string' ? body.visitorId : '';
      visitorId = service.ids.verify(presented) ? presented : service.ids.issue();
      party = { key: visitorKey(visitorId), userId: null, label: visitorLabel(visitorId) };
    }
    const existing = await findConversation(db, party.key);
    if (socket.state !== State.working) return { code: ChatCode.failed, visitorId: '' };
    if (existing?.banned) {
      // Answered first, then kicked: the client shows the reason and does not reconnect.
      setImmediate(() => kick(socket, ChatKickReason.banned));
      return { code: ChatCode.failed, visitorId: '', msg: 'banned' };
    }
    joinConversation(socket, party);
    return { code: ChatCode.ok, visitorId, serviceName: SERVICE_NAME[socket.lang] };
  }

  async function pull(party: ChatParty, body: Record<string, unknown>): Promise<ChatPullAnswer> {
    const page = body.page === undefined ? 1 : body.page;
    const pageSize = body.pageSize === undefined ? CHAT_PAGE_SIZE : body.pageSize;
    if (!Number.isSafeInteger(page) || (page as number) < 1 || !Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > CHAT_PULL_MAX) {
      return { code: ChatCode.badRequest, msgRecord: [], noMore: true, msg: `page ≥ 1 and pageSize 1..${CHAT_PULL_MAX}` };
    }
    const conversation = await findConversation(db, party.key);
    if (!conversation) return { code: ChatCode.ok, msgRecord: [], noMore: true };
    const result = await messagePage(db, conversation.id, page as number, pageSize as number);
    return { code: ChatCode.ok, msgRecord: result.messages, noMore: result.noMore };
  }

  async function sendMessage(socket: ChatSocket, conversation: ChatParty, body: Record<string, unknown>): Promise<ChatSendAnswer> {
    if (!sendsBySocket.take(socket.id) || !sendsByIp.take(socket.ip)) return { code: ChatCode.rateLimited, msg: 'too many messages, slow down' };
    const msgId = body.msgId === undefined || body.msgId === '' ? null : body.msgId;
    if (msgId !== null && (typeof msgId !== 'string' || !MSG_ID.test(msgId))) return { code: ChatCode.badRequest, msg: 'msgId: 1-64 letters, digits, _ . : -' };
    const contentType = body.contentType;
    if (!Object.values(ChatContentType).includes(contentType as ChatContentTypeValue)) return { code: ChatCode.badRequest, msg: 'unknown content type' };
    try {
      const data: ChatMessage = await service.send(
        conversation,
        {
          contentType: contentType as ChatContentTypeValue,
          content: typeof body.content === 'string' ? body.content : '',
          questionId: typeof body.questionId === 'number' ? body.questionId : 0,
          msgId,
        },
        socket.lang,
        socket.id,
      );
      return { code: ChatCode.ok, data };
    } catch (error) {
      if (error instanceof ChatRefusal) return { code: ChatCode.badRequest, msg: error.message };
      throw error;
    }
  }

  async function request(socket: ChatSocket, route: string, body: unknown): Promise<object> {
    if (!requestsBySocket.take(socket.id)) return { code: ChatCode.rateLimited, msg: 'too many requests, slow down' };
    const fields = isObject(body) ? body : {};
    if (route === ChatRoute.entry) return entry(socket, fields);
    const conversation = socket.conversation;
    const known = route === ChatRoute.visitorInit || route === ChatRoute.pull || route === ChatRoute.send;
    if (!known) return { code: ChatCode.badRequest, msg: `unknown route ${route}` };
    if (!conversation) return { code: ChatCode.noEntry, msg: 'entry first' };
    if (route === ChatRoute.visitorInit) return { code: ChatCode.ok };
    if (route === ChatRoute.pull) return pull(conversation, fields);
    return sendMessage(socket, conversation, fields);
  }

  async function onEvent(socket: ChatSocket, event: PomeloEvent): Promise<void> {
    switch (event.kind) {
      case 'handshake':
        // Accepted only in INITED; a repeat, even one racing the first's token lookup, is ignored.
        if (socket.state === State.inited) await handshake(socket, event.body);
        return;
      case 'handshakeAck':
        if (socket.state !== State.waitAck) return;
        socket.state = State.working;
        send(socket, HEARTBEAT_FRAME);
        armHeartbeatTimeout(socket);
        return;
      case 'heartbeat':
        if (socket.state === State.working) heartbeat(socket);
        return;
      case 'request': {
        if (socket.state !== State.working || readsTooSlowly(socket)) return;
        let answer: object;
        try {
          answer = await request(socket, event.route, event.body);
        } catch (error) {
          deps.logError(error, 'chat request failed');
          answer = { code: ChatCode.failed, msg: 'failed, try again' };
        }
        if (socket.state !== State.working || readsTooSlowly(socket)) return;
        stats.answers += 1;
        send(socket, encodeResponse(event.id, answer));
        return;
      }
      case 'notify':
        // No notify routes: counted against the request limit, otherwise ignored.
        requestsBySocket.take(socket.id);
        return;
      default:
        // A client never sends responses, pushes or kicks: the stock server disconnects too.
        throw new Error(`unexpected ${event.kind} package from a client`);
    }
  }

  function onFrame(socket: ChatSocket, data: RawData, isBinary: boolean): void {
    if (socket.state === State.closed || readsTooSlowly(socket)) return;
    if (!isBinary) return badFrame(socket);
    const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    // Charged before anything is decoded: the packages are counted from their headers alone.
    if (!socket.budget.take(Math.max(1, countPackages(bytes, options.packagesBurst)), bytes.byteLength)) {
      stats.overBudget += 1;
      return kick(socket, ChatKickReason.flood, 1008);
    }
    let events: PomeloEvent[];
    try {
      events = decodeFrame(bytes, DICTIONARY);
    } catch {
      return badFrame(socket);
    }
    // One frame's packages in order, each after the previous one finished.
    void events
      .reduce<Promise<void>>((previous, event) => previous.then(() => onEvent(socket, event)), Promise.resolve())
      .catch(() => badFrame(socket));
  }

  function badFrame(socket: ChatSocket): void {
    finish(socket);
    socket.ws.close(1002, 'bad frame');
  }

  function onChatEvent(event: ChatEvent): void {
    const held = byConversation.get(event.key);
    if (!held) return;
    if (event.kind === 'kick') {
      for (const socket of [...held]) kick(socket, event.reason);
      return;
    }
    const frame = event.kind === 'message' ? encodePush(ChatPush.onVisitor, event.message, DICTIONARY) : encodePush(ChatPush.onRevokeMsg, event.revoke, DICTIONARY);
    for (const socket of [...held]) {
      // The sender's own socket has its message in the send answer already.
      if (event.kind === 'message' && event.origin === socket.id) continue;
      send(socket, frame);
    }
  }
  const unsubscribe = service.subscribe(onChatEvent);
  // A frozen player's sockets close on every node (their session tokens no longer work).
  const stopFrozen = onPlayerFrozen(deps.bus, (userId) => {
    for (const socket of [...sockets]) if (socket.userId === userId) kick(socket, ChatKickReason.frozen);
  });

  return {
    get size() {
      return sockets.size;
    },
    stats,
    endpoint: {
      paths: CHAT_SOCKET_PATHS,
      maxPayload: options.maxPayloadBytes,
      accept(ws, request, ip) {
        nextId += 1;
        const socket: ChatSocket = {
          id: `${nodeTag}:${nextId}`,
          ws,
          ip,
          lang: languageOf(request),
          state: State.inited,
          userId: null,
          conversation: null,
          timer: null,
          budget: socketBudget({ perSecond: options.packagesPerSecond, burst: options.packagesBurst }, { perSecond: options.bytesPerSecond, burst: options.bytesBurst }),
          heartbeatAnsweredAt: 0,
          heartbeatAnswer: null,
        };
        sockets.add(socket);
        socket.timer = setTimeout(() => {
          if (socket.state === State.inited || socket.state === State.waitAck) badFrame(socket);
        }, options.handshakeTimeoutMs);
        ws.on('message', (data, isBinary) => onFrame(socket, data, isBinary));
        ws.on('error', () => finish(socket));
        ws.on('close', () => finish(socket));
      },
    },
    close() {
      unsubscribe();
      stopFrozen();
      for (const socket of [...sockets]) kick(socket, ChatKickReason.shutdown);
      sendsBySocket.close();
      sendsByIp.close();
      requestsBySocket.close();
    },
  };
}
