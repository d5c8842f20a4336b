import { ChatContentType, ChatSendState, type ChatContentTypeValue, type ChatMessage, type ChatSendTypeValue } from '../../../models/realtime/chat';
import { onlyRow, type Queryable } from '../../db/database';

/** Conversations and messages of the customer-service chat (migration 008). */

/** The one service desk of this server: every message carries its id as `customerId`. */
export const SERVICE_ID = 1;

/** Who a conversation belongs to, before it has a row: made on its first message (openConversation). */
export interface ChatParty {
  key: string;
  userId: number | null;
  label: string;
}

export interface Conversation {
  id: number;
  key: string;
  label: string;
  userId: number | null;
  /** The desk banned it: no entry, no uploads. */
  banned: boolean;
}

interface MessageRow {
  id: number;
  msg_id: string;
  content: string;
  content_type: number;
  send_type: number;
  status: number;
  send_time: number;
}

const MESSAGE_COLUMNS = `id, msg_id, content, content_type, send_type, status,
  (extract(epoch FROM sent_at) * 1000)::bigint AS send_time`;

const toMessage = (row: MessageRow): ChatMessage => ({
  _id: String(row.id),
  msgId: row.msg_id,
  content: row.content,
  sendTime: row.send_time,
  customerId: SERVICE_ID,
  contentType: row.content_type as ChatContentTypeValue,
  sendType: row.send_type as ChatSendTypeValue,
  sendState: ChatSendState.sent,
  status: row.status === 1 ? 1 : 0,
});

/** The conversation of `key`, made on first use; a player's label follows its account name. */
export async function openConversation(db: Queryable, key: string, userId: number | null, label: string): Promise<Conversation> {
  const row = onlyRow(
    await db.query<{ id: number; user_id: number | null; label: string; banned: boolean }>(
      `INSERT INTO chat_conversations (key, user_id, label) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET label = EXCLUDED.label
       RETURNING id, user_id, label, banned_at IS NOT NULL AS banned`,
      [key, userId, label],
    ),
  );
  return { id: row.id, key, label: row.label, userId: row.user_id, banned: row.banned };
}

export async function findConversation(db: Queryable, key: string): Promise<Conversation | null> {
  const [row] = await db.query<{ id: number; user_id: number | null; label: string; banned: boolean }>(
    'SELECT id, user_id, label, banned_at IS NOT NULL AS banned FROM chat_conversations WHERE key = $1',
    [key],
  );
  return row ? { id: row.id, key, label: row.label, userId: row.user_id, banned: row.banned } : null;
}

/** Bans or lifts the ban of a conversation; false when there is no such conversation. */
export async function setBanned(db: Queryable, key: string, banned: boolean): Promise<boolean> {
  const rows = await db.query(`UPDATE chat_conversations SET banned_at = ${banned ? 'coalesce(banned_at, now())' : 'NULL'} WHERE key = $1 RETURNING id`, [key]);
  return rows.length > 0;
}

export interface NewMessage {
  msgId: string;
  content: string;
  contentType: ChatContentTypeValue;
  sendType: ChatSendTypeValue;
}

/**
 * Stores a message once per (conversation, msgId): a resend finds the first one (`created` false)
 * and changes nothing. A player's message counts as unread for the desk.
 */
export async function storeMessage(tx: Queryable, conversationId: number, message: NewMessage): Promise<{ message: ChatMessage; created: boolean }> {
  const [inserted] = await tx.query<MessageRow>(
    `INSERT INTO chat_messages (conversation_id, msg_id, content, content_type, send_type)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (conversation_id, msg_id) DO NOTHING
     RETURNING ${MESSAGE_COLUMNS}`,
    [conversationId, message.msgId, message.content, message.contentType, message.sendType],
  );
  if (!inserted) {
    const existing = onlyRow(await tx.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND msg_id = $2`, [conversationId, message.msgId]));
    return { message: toMessage(existing), created: false };
  }
  await tx.query(
    `UPDATE chat_conversations SET last_at = now(), unread_by_desk = unread_by_desk + $2 WHERE id = $1`,
    [conversationId, message.sendType === 1 ? 1 : 0],
  );
  return { message: toMessage(inserted), created: true };
}

export interface MessagePage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** No older page. */
  noMore: boolean;
}

/**
 * Page `page` (1 = newest) of `pageSize` messages, oldest first within the page. Revoked messages
 * are left out for the player (`withRevoked` is the desk's view).
 */
export async function messagePage(db: Queryable, conversationId: number, page: number, pageSize: number, withRevoked = false): Promise<MessagePage> {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
     WHERE conversation_id = $1 ${withRevoked ? '' : 'AND status = 0'}
     ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [conversationId, pageSize + 1, (page - 1) * pageSize],
  );
  return { messages: rows.slice(0, pageSize).reverse().map(toMessage), noMore: rows.length <= pageSize };
}

/** Revokes one message of a conversation; null when it is not there or already revoked. */
export async function revokeMessage(db: Queryable, conversationId: number, id: number): Promise<ChatMessage | null> {
  const [row] = await db.query<MessageRow>(
    `UPDATE chat_messages SET status = 1 WHERE conversation_id = $1 AND id = $2 AND status = 0 RETURNING ${MESSAGE_COLUMNS}`,
    [conversationId, id],
  );
  return row ? toMessage(row) : null;
}

/** A conversation as the desk lists it. */
export interface ConversationSummary {
  visitorId: string;
  label: string;
  /** True for a logged-in player's conversation. */
  player: boolean;
  banned: boolean;
  lastAt: number;
  unread: number;
  /** The newest message's text, or its type for a file. */
  lastContent: string;
  lastContentType: number;
}

interface SummaryRow {
  key: string;
  label: string;
  user_id: number | null;
  banned: boolean;
  last_ms: number;
  unread_by_desk: number;
  last_content: string | null;
  last_content_type: number | null;
}

const SUMMARY_SELECT = `SELECT c.key, c.label, c.user_id, c.unread_by_desk, c.banned_at IS NOT NULL AS banned,
    (extract(epoch FROM c.last_at) * 1000)::bigint AS last_ms,
    m.content AS last_content, m.content_type AS last_content_type
  FROM chat_conversations c
  LEFT JOIN LATERAL (
    SELECT content, content_type FROM chat_messages WHERE conversation_id = c.id AND status = 0 ORDER BY id DESC LIMIT 1
  ) m ON true`;

const toSummary = (row: SummaryRow): ConversationSummary => ({
  visitorId: row.key,
  label: row.label,
  player: row.user_id !== null,
  banned: row.banned,
  lastAt: row.last_ms,
  unread: row.unread_by_desk,
  lastContent: row.last_content_type === ChatContentType.image || row.last_content_type === ChatContentType.video ? '' : (row.last_content ?? ''),
  lastContentType: row.last_content_type ?? 0,
});

/** Conversations with at least one message, newest activity first. */
export async function listConversations(db: Queryable, limit: number): Promise<ConversationSummary[]> {
  const rows = await db.query<SummaryRow>(
    `${SUMMARY_SELECT} WHERE EXISTS (SELECT 1 FROM chat_messages WHERE conversation_id = c.id)
     ORDER BY c.last_at DESC, c.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toSummary);
}

export async function conversationSummary(db: Queryable, key: string): Promise<ConversationSummary | null> {
  const [row] = await db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE c.key = $1`, [key]);
  return row ? toSummary(row) : null;
}

/** The desk opened the conversation: its player messages are read. */
export async function markReadByDesk(db: Queryable, conversationId: number): Promise<void> {
  await db.query('UPDATE chat_conversations SET unread_by_desk = 0 WHERE id = $1', [conversationId]);
}
