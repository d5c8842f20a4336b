import type { MessageCoinAnswer, MessageList, PersonalMessage, ReadMessageAnswer } from '../../../models/content';
import type { Language } from '../../../models/language';
import { onlyRow, type Queryable } from '../../db/database';
import { FundType } from '../fund-types';
import { post } from '../ledger';
import { formatServerTime } from '../notices';
import { decodeTexts, encodeTexts, pick, type Translations } from './languages';

/**
 * Personal messages (docs/api.md "Content"): an operator sends one to a player or to every player
 * (present and future). Read state is a row per player and message; a gift (`coin_cents`) is
 * claimed once per player with messageCoin — for a message to every player, only by players
 * registered when it was sent (later accounts see it without a gift, so fresh accounts cannot
 * farm old gifts). Every query is scoped to the caller: another player's message is "not found".
 */

export type MessageField = 'title' | 'content';

interface MessageRow {
  id: number;
  texts: string;
  coin_cents: number;
  delivered_at: Date;
  read: boolean;
  claimed: boolean;
  gift_allowed: boolean;
}

/** The messages the player may see, with their read and claim state for that player. */
const VISIBLE = `
  FROM messages m
  JOIN users u ON u.id = $1
  LEFT JOIN message_reads r ON r.message_id = m.id AND r.user_id = $1
  LEFT JOIN message_claims c ON c.message_id = m.id AND c.user_id = $1
  WHERE m.removed_at IS NULL AND (m.recipient_id = $1 OR m.recipient_id IS NULL)`;

/**
 * A message to every player reaches a later account when it registers, so that player's copy is
 * dated then: no player has mail from before their own account (decisions.md "Messages to every
 * player are dated at the earliest at registration").
 */
const COLUMNS = `m.id, m.texts, m.coin_cents, GREATEST(m.created_at, u.created_at) AS delivered_at, r.user_id IS NOT NULL AS read, c.user_id IS NOT NULL AS claimed,
  (m.recipient_id IS NOT NULL OR m.created_at >= u.created_at) AS gift_allowed`;

function toMessage(row: MessageRow, lang: Language): PersonalMessage {
  const texts = pick(decodeTexts<Record<MessageField, string>>(row.texts), lang);
  const coin = row.gift_allowed ? row.coin_cents : 0;
  return {
    id: row.id,
    title: texts?.value.title ?? '',
    content: texts?.value.content ?? '',
    createTime: formatServerTime(row.delivered_at),
    status: row.read ? 1 : 0,
    lang: texts?.lang ?? lang,
    coin,
    coinClaimed: coin > 0 && row.claimed,
  };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*) AS count ${VISIBLE} AND r.user_id IS NULL`, [userId]);
  return row?.count ?? 0;
}

/** Newest first; `readCount` is the player's unread count over all their messages. */
export async function listMessages(db: Queryable, userId: number, lang: Language, page: { index: number; size: number }): Promise<MessageList> {
  const rows = await db.query<MessageRow>(`SELECT ${COLUMNS} ${VISIBLE} ORDER BY delivered_at DESC, m.id DESC LIMIT $2 OFFSET $3`, [
    userId,
    page.size,
    (page.index - 1) * page.size,
  ]);
  const [total] = await db.query<{ count: number }>(`SELECT count(*) AS count ${VISIBLE}`, [userId]);
  return { list: rows.map((row) => toMessage(row, lang)), total: total?.count ?? 0, readCount: await unreadCount(db, userId) };
}

async function findVisible(db: Queryable, userId: number, id: number): Promise<MessageRow | null> {
  const [row] = await db.query<MessageRow>(`SELECT ${COLUMNS} ${VISIBLE} AND m.id = $2`, [userId, id]);
  return row ?? null;
}

async function markRead(tx: Queryable, userId: number, id: number): Promise<void> {
  await tx.query('INSERT INTO message_reads (message_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, userId]);
}

/** Marks the player's message read; null when the player has no such message (nothing changes). */
export async function readMessage(tx: Queryable, userId: number, id: number): Promise<ReadMessageAnswer | null> {
  if (!(await findVisible(tx, userId, id))) return null;
  await markRead(tx, userId, id);
  return { id, status: 1, readCount: await unreadCount(tx, userId) };
}

export type ClaimResult =
  | { kind: 'claimed'; answer: MessageCoinAnswer }
  | { kind: 'not-found' }
  | { kind: 'no-gift' }
  | { kind: 'refused' };

/**
 * Claims the gift of the player's message: ledger type 10 (activity gift), reference
 * `message:<id>`, and the message is read. A second claim answers the first one and credits
 * nothing. The wallet row is locked first, so a player's claims queue up; nothing is written
 * when the answer is a refusal.
 */
export async function claimMessageCoin(tx: Queryable, userId: number, id: number): Promise<ClaimResult> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const message = await findVisible(tx, userId, id);
  if (!message) return { kind: 'not-found' };
  if (!message.gift_allowed || message.coin_cents <= 0) return { kind: 'no-gift' };
  const [earlier] = await tx.query<{ amount_cents: number }>('SELECT amount_cents FROM message_claims WHERE user_id = $1 AND message_id = $2', [userId, id]);
  let coin = earlier?.amount_cents ?? 0;
  if (!earlier) {
    const credit = await post(tx, { userId, type: FundType.activityGift, amountCents: message.coin_cents, reference: `message:${id}` });
    if (!credit.ok) return { kind: 'refused' };
    await tx.query('INSERT INTO message_claims (message_id, user_id, amount_cents) VALUES ($1, $2, $3)', [id, userId, message.coin_cents]);
    coin = message.coin_cents;
  }
  await markRead(tx, userId, id);
  const { balance_cents: balance } = onlyRow(await tx.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1', [userId]));
  return { kind: 'claimed', answer: { id, coin, coinClaimed: true, balance, readCount: await unreadCount(tx, userId) } };
}

/** Sends a message to one player (`recipientId`) or to every player (null); answers its id. */
export async function postMessage(tx: Queryable, message: { recipientId: number | null; coinCents: number; texts: Translations<MessageField> }): Promise<number> {
  const row = onlyRow(
    await tx.query<{ id: number }>('INSERT INTO messages (recipient_id, texts, coin_cents) VALUES ($1, $2, $3) RETURNING id', [
      message.recipientId,
      encodeTexts(message.texts),
      message.coinCents,
    ]),
  );
  return row.id;
}
