import {
  ChatContentType,
  ChatSendState,
  ChatSendType,
  type ChatMessage,
  type ChatSendRequest,
  type ChatSendStateValue,
} from '../../models/realtime/chat';

/**
 * The customer-service chat's message list (spec §3 "Chat message", §4 "Chat send"): oldest
 * first, one entry per message however often the server sends it (a push, a send's answer, a
 * page of history), and a send state that never leaves 0 once sent.
 */

const sameMessage = (a: ChatMessage, b: ChatMessage) => (a._id !== '' && a._id === b._id) || (a.msgId !== '' && a.msgId === b.msgId);

/** A message from the server: replaces the entry it is (by _id or msgId), else is appended. */
export function mergeMessage(list: readonly ChatMessage[], incoming: ChatMessage): ChatMessage[] {
  const index = list.findIndex((m) => sameMessage(m, incoming));
  if (index < 0) return [...list, incoming];
  const existing = list[index]!;
  const merged: ChatMessage = { ...existing, ...incoming, sendState: existing.sendState === ChatSendState.sent ? ChatSendState.sent : incoming.sendState };
  return list.map((m, i) => (i === index ? merged : m));
}

/** An older page of history (oldest first) before the list, without the ones already there. */
export function prependOlder(list: readonly ChatMessage[], older: readonly ChatMessage[]): ChatMessage[] {
  const fresh = older.filter((o) => !list.some((m) => sameMessage(m, o)));
  return [...fresh, ...list];
}

/** Sets a message's send state, except that a sent message stays sent. */
export function withSendState(list: readonly ChatMessage[], msgId: string, state: ChatSendStateValue): ChatMessage[] {
  return list.map((m) => (m.msgId === msgId && m.sendState !== ChatSendState.sent ? { ...m, sendState: state } : m));
}

/** Hides a revoked message (status 1). */
export function revoke(list: readonly ChatMessage[], revoked: { msgId?: string; _id?: string }): ChatMessage[] {
  return list.map((m) => ((revoked._id && m._id === revoked._id) || (revoked.msgId && m.msgId === revoked.msgId) ? { ...m, status: 1 as const } : m));
}

/** The visitor's own message while it is on its way (no server id yet). */
export function pendingMessage(request: ChatSendRequest): ChatMessage {
  return {
    _id: '',
    msgId: request.msgId,
    content: request.content,
    sendTime: 0,
    customerId: request.customerId,
    contentType: request.contentType,
    sendType: ChatSendType.own,
    sendState: ChatSendState.sending,
    status: 0,
  };
}

/** A well-formed message from the server (a push or an answer), else null. */
export function asChatMessage(value: unknown): ChatMessage | null {
  if (!value || typeof value !== 'object') return null;
  const m = value as Partial<ChatMessage>;
  if (typeof m.content !== 'string' || typeof m.msgId !== 'string' || typeof m._id !== 'string') return null;
  const contentType = Object.values(ChatContentType).includes(m.contentType as never) ? m.contentType! : ChatContentType.text;
  return {
    _id: m._id,
    msgId: m.msgId,
    content: m.content,
    sendTime: typeof m.sendTime === 'number' ? m.sendTime : 0,
    customerId: typeof m.customerId === 'number' ? m.customerId : 0,
    contentType,
    sendType: m.sendType === ChatSendType.service ? ChatSendType.service : ChatSendType.own,
    sendState: ChatSendState.sent,
    status: m.status === 1 ? 1 : 0,
  };
}

/** The service id in the customer config's chat address (`service_id=`), else 1. */
export function customerIdOf(customerUrl: string): number {
  const match = /[?&]service_id=(\d+)/.exec(customerUrl);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : 1;
}
