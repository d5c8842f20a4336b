import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import type { DepositOrder, DepositStatus } from '../../../models/account';
import type { Queryable } from '../../db/database';
import { lockName } from '../../db/locks';
import { FundType } from '../fund-types';
import { post, type LedgerEntry } from '../ledger';
import { MAX_BALANCE_CENTS } from '../ledger-limits';
import { depositCreditedTexts, notifyPlayer } from '../money-messages';
import { formatServerTime } from '../notices';

/**
 * Deposit orders and the one place a deposit is credited. `creditDeposit` moves an order from
 * awaiting (0) or submitted (3) to credited (1) in the transaction that appends its ledger rows
 * (type 0, and type 9 for the bonus, both referencing deposit:<orderId>); the status change, the
 * unique provider transaction id and the ledger's unique (reference, type) each make a second
 * credit impossible, whatever is retried, replayed or raced. An order awaiting payment expires at
 * its `expires_at` (FASTDRAW_DEPOSIT_EXPIRY_MINUTES after it was made): from then on it reads as
 * expired (4) and no payment credits it; `expireOverdueDeposits` (the server's sweep) then stores
 * 4, so what an operator lists straight from the table says so too.
 */

export const depositReference = (orderId: string): string => `deposit:${orderId}`;

/** 'D', the local date, 12 random hex digits: unguessable enough to be no hint, short enough to read out. */
export const newOrderId = (now: number): string => `D${dayjs(now).format('YYYYMMDD')}${randomBytes(6).toString('hex').toUpperCase()}`;

export interface NewDeposit {
  orderId: string;
  userId: number;
  payMethodId: number;
  payName: string;
  provider: string;
  checkType: number;
  moneyCents: number;
  bonusCents: number;
  protocolType?: string;
  walletAddress?: string;
  usdtCents?: number;
  exchangeRate?: string;
  /** Minutes the order may await payment. */
  expiryMinutes: number;
  /** When it was made by the server clock (the deposit limits count by it); default the database's now(). */
  createdAt?: number;
}

export async function insertDeposit(tx: Queryable, deposit: NewDeposit): Promise<void> {
  await tx.query(
    `INSERT INTO deposits (order_id, user_id, pay_method_id, pay_name, provider, check_type, money_cents, bonus_cents,
                           protocol_type, wallet_address, usdt_cents, exchange_rate, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() + make_interval(mins => $13::int), coalesce($14::timestamptz, now()))`,
    [
      deposit.orderId,
      deposit.userId,
      deposit.payMethodId,
      deposit.payName,
      deposit.provider,
      deposit.checkType,
      deposit.moneyCents,
      deposit.bonusCents,
      deposit.protocolType ?? '',
      deposit.walletAddress ?? '',
      deposit.usdtCents ?? 0,
      deposit.exchangeRate ?? '0',
      deposit.expiryMinutes,
      deposit.createdAt === undefined ? null : new Date(deposit.createdAt),
    ],
  );
}

/** Orders still awaiting payment that one player may have open (then 4006). */
export const MAX_OPEN_ORDERS = 20;

export async function openOrderCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM deposits WHERE user_id = $1 AND status = 0 AND expires_at > now()`, [
    userId,
  ]);
  return row?.n ?? 0;
}

interface DepositRow {
  order_id: string;
  user_id: number;
  pay_method_id: number;
  pay_name: string;
  provider: string;
  check_type: number;
  money_cents: number;
  bonus_cents: number;
  status: DepositStatus;
  protocol_type: string;
  wallet_address: string;
  usdt_cents: number;
  exchange_rate: string;
  tx_id: string | null;
  provider_tx_id: string | null;
  created_at: Date;
  expires_at: Date;
  /** expires_at has passed (by the database's clock). */
  expired: boolean;
}

/** The columns of an order as toDeposit reads it. */
const ORDER_COLUMNS = 'd.*, d.expires_at <= now() AS expired';

export type StoredDeposit = DepositOrder & { userId: number; provider: string; providerTxId: string | null };

function toDeposit(row: DepositRow): StoredDeposit {
  return {
    orderId: row.order_id,
    payTypeId: row.pay_method_id,
    payName: row.pay_name,
    checkType: row.check_type,
    money: row.money_cents,
    bonus: row.bonus_cents,
    // Awaiting payment past its time reads as expired, whether or not anything marked it yet.
    status: row.status === 0 && row.expired ? 4 : row.status,
    createTime: formatServerTime(row.created_at),
    expireTime: formatServerTime(row.expires_at),
    protocolType: row.protocol_type,
    walletAddress: row.wallet_address,
    usdtAmount: row.usdt_cents,
    exchangeRate: Number(row.exchange_rate),
    txId: row.tx_id ?? '',
    userId: row.user_id,
    provider: row.provider,
    providerTxId: row.provider_tx_id,
  };
}

/** The public view of an order (what the player sees). */
export function publicDeposit(deposit: StoredDeposit): DepositOrder {
  const { userId: _userId, provider: _provider, providerTxId: _providerTxId, ...shown } = deposit;
  return shown;
}

/** An order by id; with `userId`, only that player's (another player's order is "not found"). */
export async function findDeposit(db: Queryable, orderId: string, userId?: number, lock = false): Promise<StoredDeposit | null> {
  const [row] = await db.query<DepositRow>(
    `SELECT ${ORDER_COLUMNS} FROM deposits d WHERE order_id = $1 AND ($2::bigint IS NULL OR user_id = $2)${lock ? ' FOR UPDATE' : ''}`,
    [orderId, userId ?? null],
  );
  return row ? toDeposit(row) : null;
}

export type CreditResult =
  | { kind: 'credited'; deposit: StoredDeposit; balance: number }
  /** Already credited (by this transaction id or another): nothing moved. */
  | { kind: 'already-credited'; deposit: StoredDeposit }
  /** The order is failed or cancelled: nothing moved; an operator must look at it. */
  | { kind: 'closed'; deposit: StoredDeposit }
  /** The order expired before it was paid: nothing moved; a payment collected anyway must be refunded by an operator. */
  | { kind: 'expired'; deposit: StoredDeposit }
  | { kind: 'not-found' }
  /** The provider transaction id already credited another order. */
  | { kind: 'tx-used' }
  /** The amount collected differs from the order's: nothing moved. */
  | { kind: 'amount-mismatch'; deposit: StoredDeposit }
  /** The ledger refused (balance bound): nothing moved. */
  | { kind: 'refused'; reason: string };

/**
 * Credits an order once. `provider` must be the order's (a callback of one gateway cannot credit
 * another's order); `amountCents`, when given, must equal the order's amount.
 */
export async function creditDeposit(tx: Queryable, payment: { orderId: string; provider: string; providerTxId: string; amountCents?: number }): Promise<CreditResult> {
  const deposit = await findDeposit(tx, payment.orderId, undefined, true);
  if (!deposit || deposit.provider !== payment.provider) return { kind: 'not-found' };
  if (deposit.status === 1) return { kind: 'already-credited', deposit };
  if (deposit.status === 2) return { kind: 'closed', deposit };
  if (deposit.status === 4) {
    await tx.query('UPDATE deposits SET status = 4, decided_at = coalesce(decided_at, now()) WHERE order_id = $1 AND status = 0', [deposit.orderId]);
    return { kind: 'expired', deposit };
  }
  if (payment.amountCents !== undefined && payment.amountCents !== deposit.money) return { kind: 'amount-mismatch', deposit };
  await lockName(tx, `provider-tx:${payment.provider}`, payment.providerTxId);
  const [used] = await tx.query<{ order_id: string }>('SELECT order_id FROM deposits WHERE provider = $1 AND provider_tx_id = $2', [payment.provider, payment.providerTxId]);
  if (used) return { kind: 'tx-used' };

  // The wallet is locked before anything moves; both rows must fit its bound, or neither is written.
  const [wallet] = await tx.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1 FOR UPDATE', [deposit.userId]);
  if (!wallet || wallet.balance_cents + deposit.money + deposit.bonus > MAX_BALANCE_CENTS) return { kind: 'refused', reason: 'balance-limit' };
  const reference = depositReference(deposit.orderId);
  let balance = await credit(tx, { userId: deposit.userId, type: FundType.recharge, amountCents: deposit.money, reference });
  if (deposit.bonus > 0) balance = await credit(tx, { userId: deposit.userId, type: FundType.bonusGift, amountCents: deposit.bonus, reference });
  await tx.query('UPDATE deposits SET status = 1, provider_tx_id = $2, decided_at = now() WHERE order_id = $1', [deposit.orderId, payment.providerTxId]);
  await tx.query(
    `UPDATE users SET recharge_total_cents = recharge_total_cents + $2,
            vip_level = greatest(vip_level, coalesce((SELECT max(level) FROM vip_levels WHERE limit_recharge_cents <= recharge_total_cents + $2), 0))
     WHERE id = $1`,
    [deposit.userId, deposit.money],
  );
  await notifyPlayer(tx, deposit.userId, depositCreditedTexts(deposit));
  return { kind: 'credited', deposit: { ...deposit, status: 1, providerTxId: payment.providerTxId }, balance };
}

async function credit(tx: Queryable, entry: LedgerEntry): Promise<number> {
  const posted = await post(tx, entry);
  // Checked above: a credit within the bounds cannot be refused.
  if (!posted.ok) throw new Error(`deposit credit refused: ${posted.reason}`);
  return posted.entry.balanceAfterCents;
}

/** Marks an order awaiting payment (or submitted) as failed; false when it was not open (an expired order stays expired). */
export async function failDeposit(tx: Queryable, orderId: string, provider?: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE deposits SET status = 2, decided_at = now() WHERE order_id = $1 AND (status = 3 OR (status = 0 AND expires_at > now())) AND ($2::text IS NULL OR provider = $2) RETURNING 1`,
    [orderId, provider ?? null],
  );
  return rows.length > 0;
}

/** Orders one statement of the sweep marks expired, at most. */
export const EXPIRY_BATCH = 500;
/** Batches of one sweep, at most: the rest waits for the next sweep. */
export const EXPIRY_MAX_BATCHES = 20;

/**
 * The sweep: stores status 4 on orders still awaiting payment (0) past their `expires_at`, in
 * batches of `batch` (each its own statement, so no long transaction), until none is left or
 * `maxBatches` ran. Idempotent, and safe beside a payment or another node's sweep: an order whose
 * row another transaction holds (a callback crediting it) is skipped this time and its status is
 * checked again when written. Answers how many it marked. Submitted USDT orders (3) never expire.
 */
export async function expireOverdueDeposits(db: Queryable, { batch = EXPIRY_BATCH, maxBatches = EXPIRY_MAX_BATCHES } = {}): Promise<number> {
  let marked = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const rows = await db.query(
      // The batch is chosen once (MATERIALIZED): a subquery the planner re-ran per row could pick
      // other rows of equal expires_at each time and mark more than a batch.
      `WITH due AS MATERIALIZED (
         SELECT order_id FROM deposits WHERE status = 0 AND expires_at <= now() ORDER BY expires_at, order_id LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       UPDATE deposits d SET status = 4, decided_at = coalesce(d.decided_at, now())
       FROM due WHERE d.order_id = due.order_id AND d.status = 0
       RETURNING 1`,
      [batch],
    );
    marked += rows.length;
    if (rows.length < batch) break;
  }
  return marked;
}

export interface WaitingDeposit {
  orderId: string;
  account: string;
  payName: string;
  moneyCents: number;
  status: DepositStatus;
  protocolType: string;
  usdtCents: number;
  txId: string;
  createdAt: Date;
}

/** USDT orders whose transaction id was submitted: what an operator must confirm. */
export async function submittedDeposits(db: Queryable, limit = 100): Promise<WaitingDeposit[]> {
  const rows = await db.query<DepositRow & { account: string }>(
    `SELECT ${ORDER_COLUMNS}, u.account FROM deposits d JOIN users u ON u.id = d.user_id WHERE d.status = 3 ORDER BY d.created_at, d.order_id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    account: row.account,
    payName: row.pay_name,
    moneyCents: row.money_cents,
    status: row.status,
    protocolType: row.protocol_type,
    usdtCents: row.usdt_cents,
    txId: row.tx_id ?? '',
    createdAt: row.created_at,
  }));
}

/** One page of the player's orders, newest first (the deposit history). */
export async function listDeposits(db: Queryable, userId: number, page: { pageIndex: number; pageSize: number }): Promise<{ list: DepositOrder[]; total: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*) AS n FROM deposits WHERE user_id = $1', [userId]);
  const rows = await db.query<DepositRow>(`SELECT ${ORDER_COLUMNS} FROM deposits d WHERE user_id = $1 ORDER BY created_at DESC, order_id DESC LIMIT $2 OFFSET $3`, [
    userId,
    page.pageSize,
    (page.pageIndex - 1) * page.pageSize,
  ]);
  return { list: rows.map((row) => publicDeposit(toDeposit(row))), total: count?.n ?? 0 };
}
