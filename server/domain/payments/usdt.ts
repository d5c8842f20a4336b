import { ErrorCode } from '../../../models/errors';
import { validateTransactionId } from '../../../models/validation';
import type { Queryable } from '../../db/database';
import { lockName } from '../../db/locks';
import { creditDeposit, findDeposit, type CreditResult, type StoredDeposit } from './deposits';
import { USDT_PROVIDER } from './provider';

/**
 * USDT deposits: the player transfers to the order's wallet and submits the blockchain
 * transaction id; the order waits (status 3) until an operator confirms it (`cli confirm-deposit`),
 * or is credited at once in demo mode. A transaction id can belong to one order only.
 */

/** A transaction hash as wallets show it: 0x and hex (ERC20), or 64 hex (TRC20); lenient up to 128 letters and digits. */
const TX_ID = /^(?:0x)?[A-Za-z0-9]{16,128}$/;

export type SubmitResult = { ok: true; deposit: StoredDeposit } | { ok: false; code: number; msg?: string };

export async function submitTransactionId(tx: Queryable, request: { userId: number; orderId: string; txId: string; demo: boolean }): Promise<SubmitResult> {
  const txId = request.txId.trim();
  const invalid = validateTransactionId(txId);
  if (invalid) return { ok: false, code: ErrorCode.failed, msg: invalid.messageKey };
  if (!TX_ID.test(txId)) return { ok: false, code: ErrorCode.failed, msg: 'validation:tips_input_txid' };

  const deposit = request.orderId === '' ? null : await findDeposit(tx, request.orderId, request.userId, true);
  if (!deposit || deposit.provider !== USDT_PROVIDER) return { ok: false, code: ErrorCode.failed, msg: '订单不存在' };
  if (deposit.status === 4) return { ok: false, code: ErrorCode.failed, msg: '订单已过期' };
  if (deposit.status !== 0) {
    // The same submission again is answered with the order as it is; anything else is refused.
    return deposit.txId.toLowerCase() === txId.toLowerCase() ? { ok: true, deposit } : { ok: false, code: ErrorCode.failed, msg: '订单状态已变更' };
  }
  await lockName(tx, 'usdt-tx', txId.toLowerCase());
  const [used] = await tx.query('SELECT 1 FROM deposits WHERE lower(tx_id) = lower($1)', [txId]);
  if (used) return { ok: false, code: ErrorCode.failed, msg: '该交易哈希已被提交' };
  await tx.query('UPDATE deposits SET status = 3, tx_id = $2 WHERE order_id = $1', [deposit.orderId, txId]);
  if (request.demo) {
    const credited = await confirmUsdtDeposit(tx, deposit.orderId);
    if (credited.kind === 'credited') return { ok: true, deposit: credited.deposit };
  }
  return { ok: true, deposit: { ...deposit, status: 3, txId } };
}

/** An operator's (or demo mode's) confirmation: the transaction id is the provider transaction. */
export async function confirmUsdtDeposit(tx: Queryable, orderId: string): Promise<CreditResult> {
  const deposit = await findDeposit(tx, orderId, undefined, true);
  if (!deposit || deposit.provider !== USDT_PROVIDER) return { kind: 'not-found' };
  return creditDeposit(tx, { orderId, provider: USDT_PROVIDER, providerTxId: deposit.txId || `manual:${orderId}` });
}
