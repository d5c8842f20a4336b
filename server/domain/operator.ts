import { formatAmount } from '../../models/money';
import type { Database, Queryable } from '../db/database';
import { findLoginRecord } from './accounts';
import { FundType } from './fund-types';
import { post } from './ledger';
import { MAX_BALANCE_TEXT, MAX_ENTRY_CENTS, MAX_ENTRY_TEXT } from './ledger-limits';
import { revokeAllSessions } from './sessions';

/**
 * Operator tasks behind the CLI and the admin API. Each throws an OperatorError whose message is
 * meant for the operator, and whose status the admin API answers with. The `…In` forms run in the
 * caller's transaction (server/operator/execute.ts runs a whole command in one); the others open
 * their own.
 */
export class OperatorError extends Error {
  /** 400 a value out of bounds, 404 nothing by that name or id, 409 not in a state that allows it. */
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

/**
 * Gives a player money through the ledger (fund type 11, manual credit: the player reads it as what
 * it is, not as a bonus); answers the new balance.
 * Refused before anything is written when the amount or the resulting balance passes the ledger's
 * bounds (ledger-limits.ts).
 */
export async function creditAccountIn(tx: Queryable, account: string, amountCents: number, note: string): Promise<number> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new OperatorError('The amount must be positive');
  if (amountCents > MAX_ENTRY_CENTS) throw new OperatorError(`The amount must be at most ${MAX_ENTRY_TEXT}; nothing was credited`);
  const user = await requireAccount(tx, account);
  const result = await post(tx, { userId: user.id, type: FundType.manualCredit, amountCents, reference: `operator:${note.slice(0, 200)}` });
  if (!result.ok) {
    throw new OperatorError(`Crediting ${formatAmount(amountCents)} would take the balance of ${account} past ${MAX_BALANCE_TEXT}; nothing was credited`);
  }
  return result.entry.balanceAfterCents;
}

export const creditAccount = (db: Database, account: string, amountCents: number, note: string): Promise<number> =>
  db.transaction((tx) => creditAccountIn(tx, account, amountCents, note));

/**
 * Freezing also ends every session, so the player is out at once, not when the token expires (and
 * room tokens, which stand only with their session). Answers the user id: the caller closes the
 * player's open sockets once this has committed (realtime/player-events.ts).
 */
export async function setFrozenIn(tx: Queryable, account: string, frozen: boolean): Promise<number> {
  const user = await requireAccount(tx, account);
  await tx.query('UPDATE users SET frozen = $2 WHERE id = $1', [user.id, frozen]);
  if (frozen) await revokeAllSessions(tx, user.id);
  return user.id;
}

export const setFrozen = (db: Database, account: string, frozen: boolean): Promise<number> => db.transaction((tx) => setFrozenIn(tx, account, frozen));

/** Stops or allows one player's withdrawals (code 4003); the player keeps playing. */
export async function setWithdrawBlockedIn(tx: Queryable, account: string, blocked: boolean): Promise<void> {
  const user = await requireAccount(tx, account);
  await tx.query('UPDATE users SET withdraw_blocked = $2 WHERE id = $1', [user.id, blocked]);
}

export async function requireAccount(db: Queryable, account: string): Promise<{ id: number }> {
  const user = await findLoginRecord(db, account);
  if (!user) throw new OperatorError(`No account "${account}"`, 404);
  return user;
}
