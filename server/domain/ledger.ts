import type { Queryable } from '../db/database';
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

/** What an entry does to its wallet in memory: the balance after it, or why it changes nothing. */
export type Applied = { ok: true; balanceAfterCents: number } | { ok: false; reason: PostRefusal };

/** Only malformed amounts (zero, fractions, unsafe numbers) throw: they are bugs, not refusals. */
function assertAmount(entry: LedgerEntry): void {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new RangeError(`ledger amount must be a non-zero whole number of cents, got ${entry.amountCents}`);
  }
}

/**
 * Wallets locked for the caller's transaction, to which entries are applied in memory one after
 * the other (each sees the balances the previous ones left) and then written all at once. The one
 * implementation of the ledger's rules: `post` and `postMany` are made of it, and the order batch
 * (routes/place-orders.ts) applies its own checks between the entries.
 */
export class Wallets {
  private readonly added: { entry: LedgerEntry; balanceAfterCents: number }[] = [];

  private constructor(private readonly balances: Map<number, number>) {}

  /**
   * Locks the wallets of `userIds` in one statement, in id order (so two transactions locking
   * several wallets cannot deadlock), and reads their balances.
   */
  static async lock(tx: Queryable, userIds: Iterable<number>): Promise<Wallets> {
    const ids = [...new Set(userIds)].sort((a, b) => a - b);
    const rows =
      ids.length === 0
        ? []
        : await tx.query<{ id: number; balance_cents: number }>('SELECT id, balance_cents FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [ids]);
    return new Wallets(new Map(rows.map((row) => [row.id, row.balance_cents])));
  }

  /**
   * Applies `entry` to its wallet's balance, or answers why it changes nothing: a debit that would
   * take the balance below zero answers `insufficient-balance`; an entry or a balance beyond the
   * bounds of ledger-limits.ts `amount-limit` / `balance-limit`. Nothing is written until `write`.
   */
  apply(entry: LedgerEntry): Applied {
    assertAmount(entry);
    if (Math.abs(entry.amountCents) > MAX_ENTRY_CENTS) return { ok: false, reason: 'amount-limit' };
    const balance = this.balances.get(entry.userId);
    if (balance === undefined) throw new Error(`ledger post for unknown user ${entry.userId} (or its wallet is not locked)`);
    const balanceAfterCents = balance + entry.amountCents;
    if (balanceAfterCents < 0) return { ok: false, reason: 'insufficient-balance' };
    if (balanceAfterCents > MAX_BALANCE_CENTS) return { ok: false, reason: 'balance-limit' };
    this.balances.set(entry.userId, balanceAfterCents);
    this.added.push({ entry, balanceAfterCents });
    return { ok: true, balanceAfterCents };
  }

  /**
   * Appends the applied entries' ledger rows, in the order they were applied, and sets every
   * touched wallet to its last balance: one statement. Answers the rows in that order.
   */
  async write(tx: Queryable): Promise<PostedEntry[]> {
    const added = this.added.splice(0);
    if (added.length === 0) return [];
    const column = <T>(pick: (item: (typeof added)[number]) => T): T[] => added.map(pick);
    const last = new Map(added.map(({ entry, balanceAfterCents }) => [entry.userId, balanceAfterCents]));
    const rows = await tx.query<{ id: number }>(
      `WITH moved AS (
         UPDATE users AS u SET balance_cents = w.balance FROM unnest($6::bigint[], $7::bigint[]) AS w(id, balance) WHERE u.id = w.id
       )
       INSERT INTO ledger (user_id, type, amount_cents, balance_after_cents, reference)
       SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::bigint[], $5::text[])
       RETURNING id`,
      [
        column(({ entry }) => entry.userId),
        column(({ entry }) => entry.type),
        column(({ entry }) => entry.amountCents),
        column(({ balanceAfterCents }) => balanceAfterCents),
        column(({ entry }) => entry.reference),
        [...last.keys()],
        [...last.values()],
      ],
    );
    if (rows.length !== added.length) throw new Error(`ledger wrote ${rows.length} rows for ${added.length} entries`);
    // Ids come from the sequence row by row, so ascending ids are the rows in insertion order.
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    return added.map(({ entry, balanceAfterCents }, index) => ({ ...entry, id: ids[index]!, balanceAfterCents }));
  }
}

/**
 * Appends `entries` in order and moves the balances, in three statements at most whatever their
 * number: the wallets are locked first (concurrent posts to one wallet queue up instead of reading
 * the same old balance), each entry is judged against the balance the previous ones left, with
 * the refusals of `Wallets.apply`, and a refused entry changes nothing. Malformed amounts throw
 * before anything is read or written.
 */
export async function postMany(tx: Queryable, entries: readonly LedgerEntry[]): Promise<PostResult[]> {
  entries.forEach(assertAmount);
  const lockable = entries.filter((entry) => Math.abs(entry.amountCents) <= MAX_ENTRY_CENTS);
  const wallets = await Wallets.lock(tx, lockable.map((entry) => entry.userId));
  const applied = entries.map((entry) => wallets.apply(entry));
  const written = await wallets.write(tx);
  let next = 0;
  return applied.map((result): PostResult => (result.ok ? { ok: true, entry: written[next++]! } : result));
}

/** Appends one entry and moves its user's balance: postMany of one (same rules, same refusals). */
export async function post(tx: Queryable, entry: LedgerEntry): Promise<PostResult> {
  const [result] = await postMany(tx, [entry]);
  return result!;
}
