import { onlyRow, type Queryable } from '../db/database';
import type { FundTypeValue } from './fund-types';
import { MAX_BALANCE_CENTS, MAX_ENTRY_CENTS } from './ledger-limits';

/**
 * The wallet: an append-only ledger. A balance changes only here, in the caller's transaction,
 * together with the ledger row that explains it; the database refuses updates and deletes of
 * ledger rows, and replaying the rows rebuilds every balance.
 */

export interface LedgerEntry {
  userId: number;
  type: FundTypeValue;
  /** Positive credits, negative debits; never zero. */
  amountCents: number;
  /** What caused it: an order, deposit or withdrawal id, or an operator note. */
  reference: string;
}

export interface PostedEntry extends LedgerEntry {
  id: number;
  balanceAfterCents: number;
}

/**
 * Why a post changed nothing: the debit would overdraw, the entry is above MAX_ENTRY_CENTS, or
 * the balance would pass MAX_BALANCE_CENTS (ledger-limits.ts).
 */
export type PostRefusal = 'insufficient-balance' | 'amount-limit' | 'balance-limit';

export type PostResult = { ok: true; entry: PostedEntry } | { ok: false; reason: PostRefusal };

/**
 * Appends `entry` and moves the user's balance. The user row is locked first, so concurrent posts
 * to one wallet queue up instead of reading the same old balance. A debit that would take the
 * balance below zero changes nothing and answers `insufficient-balance`; an entry or a balance
 * beyond the bounds of ledger-limits.ts changes nothing and answers `amount-limit` /
 * `balance-limit`. Only malformed amounts (zero, fractions, unsafe numbers) throw: they are bugs.
 */
export async function post(tx: Queryable, entry: LedgerEntry): Promise<PostResult> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new RangeError(`ledger amount must be a non-zero whole number of cents, got ${entry.amountCents}`);
  }
  if (Math.abs(entry.amountCents) > MAX_ENTRY_CENTS) return { ok: false, reason: 'amount-limit' };
  const [user] = await tx.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1 FOR UPDATE', [entry.userId]);
  if (!user) throw new Error(`ledger post for unknown user ${entry.userId}`);

  const balanceAfterCents = user.balance_cents + entry.amountCents;
  if (balanceAfterCents < 0) return { ok: false, reason: 'insufficient-balance' };
  if (balanceAfterCents > MAX_BALANCE_CENTS) return { ok: false, reason: 'balance-limit' };

  const row = onlyRow(await tx.query<{ id: number }>(
    `INSERT INTO ledger (user_id, type, amount_cents, balance_after_cents, reference)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [entry.userId, entry.type, entry.amountCents, balanceAfterCents, entry.reference],
  ));
  await tx.query('UPDATE users SET balance_cents = $2 WHERE id = $1', [entry.userId, balanceAfterCents]);
  return { ok: true, entry: { ...entry, id: row.id, balanceAfterCents } };
}
