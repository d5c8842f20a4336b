import { randomUUID } from 'node:crypto';
import { CHAT_TEXT_MAX, ChatContentType, ChatKickReason, ChatSendType, type ChatContentTypeValue, type ChatMessage, type ChatRevokePush } from '../../../models/realtime/chat';
import type { Language } from '../../../models/language';
import type { Database, Queryable } from '../../db/database';
import type { RealtimeBus } from '../../realtime/bus';
import { quickQuestion, quickQuestionLanguage } from '../content/customer';
import { contentTypeOfFile, DESK_OWNER, type ChatFiles } from './files';
import { findConversation, openConversation, revokeMessage, setBanned, storeMessage, type ChatParty, type Conversation } from './store';
import type { VisitorIds } from './visitor-ids';

/**
 * The chat's one way to add or revoke a message, for the gateway (players) and the desk
 * (service): store it, then publish it on the bus (topic 'chat'). Sockets are fed only from the
 * bus subscription, so a reply stored on another node reaches this node's players the same way.
 */

/** What travels on the bus, topic 'chat'. */
export type ChatEvent =
  | { kind: 'message'; key: string; message: ChatMessage; /** The socket that sent it (it has the answer already). */ origin?: string }
  | { kind: 'revoke'; key: string; revoke: ChatRevokePush }
  /** The desk banned the conversation: its sockets are kicked with `reason`. */
  | { kind: 'kick'; key: string; reason: string };

export type ChatListener = (event: ChatEvent) => void;

/** Kick reason of a banned conversation's sockets. */
export const BANNED = ChatKickReason.banned;

/** Why a send was refused (the gateway answers ChatCode.badRequest with it). */
export class ChatRefusal extends Error {}

export interface PlayerSend {
  contentType: ChatContentTypeValue;
  content: string;
  questionId: number;
  /** Absent: the server makes one (no dedupe). */
  msgId: string | null;
}

export interface ChatService {
  readonly ids: VisitorIds;
  readonly files: ChatFiles;
  /**
   * A player's or visitor's message; a quick question also stores its automatic answer. A resend
   * (same msgId) answers the stored message and publishes nothing. ChatRefusal on a bad body.
   */
  send(party: ChatParty, send: PlayerSend, lang: Language, origin: string): Promise<ChatMessage>;
  /** The service's text or file reply into conversation `key`; null when there is no such conversation. */
  reply(key: string, contentType: ChatContentTypeValue, content: string): Promise<ChatMessage | null>;
  /** Hides message `id` of conversation `key` for the player; null when there is nothing to revoke. */
  revoke(key: string, id: number): Promise<ChatRevokePush | null>;
  /** Bans (kicking its sockets on every node) or lifts the ban of conversation `key`; false when there is none. */
  ban(key: string, banned: boolean): Promise<boolean>;
  /** Events from the bus, this node's own included. */
  subscribe(listener: ChatListener): () => void;
  close(): void;
}

export interface ChatServiceDeps {
  db: Database;
  bus: RealtimeBus;
  ids: VisitorIds;
  files: ChatFiles;
  logError(error: unknown, message: string): void;
}

const isChatEvent = (payload: unknown): payload is ChatEvent => {
  if (typeof payload !== 'object' || payload === null) return false;
  const event = payload as { kind?: unknown; key?: unknown };
  return (event.kind === 'message' || event.kind === 'revoke' || event.kind === 'kick') && typeof event.key === 'string';
};

/** Text a player or the service may send: not blank, at most CHAT_TEXT_MAX characters. */
export function checkText(content: unknown): string {
  if (typeof content !== 'string' || content.trim() === '') throw new ChatRefusal('blank text');
  if ([...content].length > CHAT_TEXT_MAX) throw new ChatRefusal(`text longer than ${CHAT_TEXT_MAX} characters`);
  return content;
}

export function createChatService(deps: ChatServiceDeps): ChatService {
  const { db, bus, files } = deps;
  const listeners = new Set<ChatListener>();
  const unsubscribe = bus.subscribe((topic, payload) => {
    if (topic !== 'chat' || !isChatEvent(payload)) return;
    for (const listener of listeners) {
      try {
        listener(payload);
      } catch (error) {
        deps.logError(error, 'chat listener failed');
      }
    }
  });

  const publish = async (events: ChatEvent[]): Promise<void> => {
    for (const event of events) {
      await bus.publish('chat', event).catch((error: unknown) => deps.logError(error, 'chat publish failed'));
    }
  };

  /** The stored content of a player's message, checked against its type. */
  async function playerContent(tx: Queryable, conversation: Conversation, send: PlayerSend, lang: Language): Promise<{ content: string; answer: string | null }> {
    switch (send.contentType) {
      case ChatContentType.text:
        return { content: checkText(send.content), answer: null };
      case ChatContentType.image:
      case ChatContentType.video: {
        const type = typeof send.content === 'string' ? await files.useInMessage(tx, send.content, conversation.key) : null;
        if (type === null || contentTypeOfFile(type) !== send.contentType) throw new ChatRefusal('not a file this conversation uploaded');
        return { content: send.content, answer: null };
      }
      case ChatContentType.question: {
        // The tag the player clicked names its language; a question typed in another form gets the socket's.
        const questionLang = quickQuestionLanguage(send.questionId, send.content) ?? lang;
        const question = quickQuestion(send.questionId, questionLang);
        if (!question) throw new ChatRefusal('unknown quick question');
        return { content: question.question, answer: question.answer };
      }
      default:
        throw new ChatRefusal('unknown content type');
    }
  }

  return {
    ids: deps.ids,
    files,
    async send(party, send, lang, origin) {
      const msgId = send.msgId ?? `srv-${randomUUID()}`;
      const { stored, events } = await db.transaction(async (tx) => {
        // The row is made by the first message, so entries alone (bots, page views) write nothing.
        const conversation = await openConversation(tx, party.key, party.userId, party.label);
        if (conversation.banned) throw new ChatRefusal('banned');
        const { content, answer } = await playerContent(tx, conversation, send, lang);
        const first = await storeMessage(tx, conversation.id, { msgId, content, contentType: send.contentType, sendType: ChatSendType.own });
        if (!first.created) return { stored: first.message, events: [] as ChatEvent[] };
        const out: ChatEvent[] = [{ kind: 'message', key: conversation.key, message: first.message, origin }];
        if (answer !== null) {
          const auto = await storeMessage(tx, conversation.id, { msgId: `auto-${first.message._id}`, content: answer, contentType: ChatContentType.text, sendType: ChatSendType.service });
          out.push({ kind: 'message', key: conversation.key, message: auto.message });
        }
        return { stored: first.message, events: out };
      });
      await publish(events);
      return stored;
    },
    async reply(key, contentType, content) {
      const conversation = await findConversation(db, key);
      if (!conversation) return null;
      const { message } = await db.transaction(async (tx) => {
        // A file reply keeps the desk's upload (housekeeping removes the files never sent).
        if (contentType !== ChatContentType.text) await files.useInMessage(tx, content, DESK_OWNER);
        return storeMessage(tx, conversation.id, { msgId: `desk-${randomUUID()}`, content, contentType, sendType: ChatSendType.service });
      });
      await publish([{ kind: 'message', key, message }]);
      return message;
    },
    async revoke(key, id) {
      const conversation = await findConversation(db, key);
      if (!conversation) return null;
      const message = await revokeMessage(db, conversation.id, id);
      if (!message) return null;
      const revoke: ChatRevokePush = { msgId: message.msgId, _id: message._id, status: 1 };
      await publish([{ kind: 'revoke', key, revoke }]);
      return revoke;
    },
    async ban(key, banned) {
      if (!(await setBanned(db, key, banned))) return false;
      if (banned) await publish([{ kind: 'kick', key, reason: BANNED }]);
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      unsubscribe();
      listeners.clear();
    },
  };
}
