import type { WithdrawalRecord, WithdrawStatus } from '../../../models/account';
import { ErrorCode } from '../../../models/errors';
import { formatAmount } from '../../../models/money';
import type { Language } from '../../../models/language';
import type { Queryable } from '../../db/database';
import { inWindow, type WithdrawLimits } from '../account/settings';
import { FundType } from '../fund-types';
import { post } from '../ledger';
import { notifyPlayer, withdrawalApprovedTexts, withdrawalRejectedTexts } from '../money-messages';
import { formatServerTime } from '../notices';
import { findUserBank, nameIn } from './banks';
import { turnoverShortfall } from './turnover';

/**
 * Withdrawals: requested by the player (the amount is reserved at once: ledger type 3), decided
 * by an operator (approve → status 1; reject → status 2 and the amount back as type 8). Each
 * decision happens once: only a withdrawal still in progress can be decided.
 */

export const withdrawalReference = (id: number): string => `withdrawal:${id}`;

export interface WithdrawalRequest {
  userId: number;
  /** The bound entry the player chose (WithdrawRequest.id); another player's id is "wrong withdrawal info". */
  userBankId: number;
  amountCents: number;
  now: number;
  /**
   * The last check, run with the wallet locked once every other check passed: given the player's
   * bound e-mail ('' when none), answers a refusal code or null (the e-mail code, which it uses up).
   */
  verify(email: string): Promise<number | null>;
}

export type RequestResult = { ok: true; withdrawId: number; balance: number } | { ok: false; code: number; msg?: string };

/** Local midnight of the day of `now` and of the next day. */
export function dayOf(now: number): { start: Date; end: Date } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { start, end };
}

export async function withdrawalsToday(db: Queryable, userId: number, now: number): Promise<number> {
  const { start, end } = dayOf(now);
  const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM withdrawals WHERE user_id = $1 AND created_at >= $2 AND created_at < $3', [
    userId,
    start,
    end,
  ]);
  return row?.n ?? 0;
}

/** Whether an operator stopped the player's withdrawals (code 4003). */
export async function withdrawalsBlocked(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ withdraw_blocked: boolean }>('SELECT withdraw_blocked FROM users WHERE id = $1', [userId]);
  return row?.withdraw_blocked ?? true;
}

/** The limit checks that do not need the wallet: window (1013), minimum (1014), maximum (1015). */
export function limitRefusal(limits: WithdrawLimits, amountCents: number, now: number): { code: number; msg: string } | null {
  if (!inWindow(limits.window, now)) return { code: ErrorCode.withdrawOutsideWindow, msg: limits.window };
  if (amountCents < limits.minCents) return { code: ErrorCode.withdrawBelowMinimum, msg: formatAmount(limits.minCents) };
  if (amountCents > limits.maxCents) return { code: ErrorCode.withdrawAboveMaximum, msg: formatAmount(limits.maxCents) };
  return null;
}

/**
 * Reserves the amount and records the withdrawal, in the caller's transaction: the bound entry
 * (4002), then with the wallet locked the daily count (4008), the balance (2001), the turnover
 * requirement (4004, `msg` what is still to be staked) and `verify`.
 * The lock makes concurrent requests of one player count and debit one after the other: of 50
 * requests for the whole balance exactly one succeeds.
 */
export async function requestWithdrawal(tx: Queryable, limits: WithdrawLimits, request: WithdrawalRequest): Promise<RequestResult> {
  const { userId, amountCents, now } = request;
  const bank = await findUserBank(tx, userId);
  if (!bank || bank.id !== request.userBankId) return { ok: false, code: ErrorCode.wrongWithdrawInfo };
  const [wallet] = await tx.query<{ balance_cents: number; email: string }>('SELECT balance_cents, email FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (!wallet) return { ok: false, code: ErrorCode.wrongWithdrawInfo };
  if ((await withdrawalsToday(tx, userId, now)) >= limits.dailyCount) return { ok: false, code: ErrorCode.dailyWithdrawCountUsed };
  if (wallet.balance_cents < amountCents) return { ok: false, code: ErrorCode.insufficientBalance };
  const shortfall = await turnoverShortfall(tx, userId, limits.turnoverPercent);
  if (shortfall > 0) return { ok: false, code: ErrorCode.turnoverNotMet, msg: formatAmount(shortfall) };
  const refusal = await request.verify(wallet.email);
  if (refusal !== null) return { ok: false, code: refusal };

  const [row] = await tx.query<{ id: number }>(`SELECT nextval('withdrawals_id_seq') AS id`);
  const id = row!.id;
  const debit = await post(tx, { userId, type: FundType.withdrawal, amountCents: -amountCents, reference: withdrawalReference(id) });
  if (!debit.ok) return { ok: false, code: debit.reason === 'insufficient-balance' ? ErrorCode.insufficientBalance : ErrorCode.abnormalBalance };
  await tx.query(
    `INSERT INTO withdrawals (id, user_id, user_bank_id, amount_cents, bank_name, bank_code, card_no, holder, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, userId, bank.id, amountCents, bank.bankName, bank.bankCode, bank.bankCardNo, bank.bankUserName, new Date(now)],
  );
  return { ok: true, withdrawId: id, balance: debit.entry.balanceAfterCents };
}

export type DecisionResult = { ok: true; userId: number; amountCents: number; status: WithdrawStatus } | { ok: false; reason: 'not-found' | 'decided'; status?: WithdrawStatus };

/**
 * Approves (paid out) or rejects (refunded as type 8 with the reason) a withdrawal in progress.
 * The status changes from 0 only once, so a repeated or concurrent decision does nothing. The
 * player gets a personal message with the decision (and the reason) in the same transaction.
 */
export async function decideWithdrawal(tx: Queryable, id: number, decision: { approve: true } | { approve: false; reason: string }): Promise<DecisionResult> {
  const status: WithdrawStatus = decision.approve ? 1 : 2;
  const reason = decision.approve ? '' : decision.reason.trim().slice(0, 200);
  const [decided] = await tx.query<{ user_id: number; amount_cents: number }>(
    `UPDATE withdrawals SET status = $2, reason = $3, decided_at = now() WHERE id = $1 AND status = 0 RETURNING user_id, amount_cents`,
    [id, status, reason],
  );
  if (!decided) {
    const [existing] = await tx.query<{ status: WithdrawStatus }>('SELECT status FROM withdrawals WHERE id = $1', [id]);
    return existing ? { ok: false, reason: 'decided', status: existing.status } : { ok: false, reason: 'not-found' };
  }
  if (!decision.approve) {
    const refund = await post(tx, { userId: decided.user_id, type: FundType.withdrawalRejectedRefund, amountCents: decided.amount_cents, reference: withdrawalReference(id) });
    // The reserved amount came out of this very wallet; a refund can only fail past the balance bound.
    if (!refund.ok) throw new Error(`refund of withdrawal ${id} refused: ${refund.reason}`);
  }
  const decidedWithdrawal = { id, amountCents: decided.amount_cents, reason };
  await notifyPlayer(tx, decided.user_id, decision.approve ? withdrawalApprovedTexts(decidedWithdrawal) : withdrawalRejectedTexts(decidedWithdrawal));
  return { ok: true, userId: decided.user_id, amountCents: decided.amount_cents, status };
}

export interface PendingWithdrawal {
  id: number;
  account: string;
  amountCents: number;
  bankName: string;
  cardNo: string;
  holder: string;
  createdAt: Date;
}

export async function pendingWithdrawals(db: Queryable, limit = 100): Promise<PendingWithdrawal[]> {
  const rows = await db.query<{ id: number; account: string; amount_cents: number; bank_name: string; card_no: string; holder: string; created_at: Date }>(
    `SELECT w.id, u.account, w.amount_cents, w.bank_name, w.card_no, w.holder, w.created_at
     FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE w.status = 0 ORDER BY w.created_at, w.id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ id: row.id, account: row.account, amountCents: row.amount_cents, bankName: row.bank_name, cardNo: row.card_no, holder: row.holder, createdAt: row.created_at }));
}

/** A card number or wallet as the history shows it: only its last 4 characters. */
export const maskCardNo = (cardNo: string): string => (cardNo.length <= 4 ? cardNo : `**** ${cardNo.slice(-4)}`);

interface WithdrawalRow {
  id: number;
  amount_cents: number;
  bank_name: string;
  listed_name: string | null;
  listed_names: string | null;
  card_no: string;
  status: WithdrawStatus;
  reason: string;
  created_at: Date;
  decided_at: Date | null;
}

/**
 * One page of the player's withdrawals, newest first (the withdrawal history). The bank is named
 * in `lang` while the site still lists it (found by its code); a bank removed since keeps the name
 * the withdrawal was made with.
 */
export async function listWithdrawals(
  db: Queryable,
  userId: number,
  page: { pageIndex: number; pageSize: number },
  lang: Language,
): Promise<{ list: WithdrawalRecord[]; total: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*) AS n FROM withdrawals WHERE user_id = $1', [userId]);
  const rows = await db.query<WithdrawalRow>(
    `SELECT w.id, w.amount_cents, w.bank_name, b.name AS listed_name, b.names AS listed_names, w.card_no, w.status, w.reason, w.created_at, w.decided_at
     FROM withdrawals w LEFT JOIN banks b ON b.code = w.bank_code
     WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.pageSize, (page.pageIndex - 1) * page.pageSize],
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      amount: row.amount_cents,
      bankName: row.listed_name === null ? row.bank_name : nameIn({ name: row.listed_name, names: row.listed_names ?? '' }, lang),
      cardNo: maskCardNo(row.card_no),
      status: row.status,
      reason: row.reason,
      createTime: formatServerTime(row.created_at),
      decideTime: row.decided_at ? formatServerTime(row.decided_at) : '',
    })),
    total: count?.n ?? 0,
  };
}
