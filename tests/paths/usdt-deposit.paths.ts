import { usdtDepositMachine } from '../../machines/account/usdt-deposit.machine';
import type { DepositOrder } from '../../models/account';
import { validateTransactionId } from '../../models/validation';
import { PENDING_DEPOSIT } from './fixtures/money';
import { fail, ok, type PathSuite } from './generate';

/**
 * The USDT order page: the order loads (awaiting payment) or fails (and is retried, or refreshed);
 * the player types a blank or a real transaction id and submits it; the server credits the order
 * at once (demo mode), takes it for checking, or refuses; the wallet address is copied, or the
 * clipboard refuses, and "copied" shows for 3 s. One suite per region of the page (the form, the
 * copy button): walked together they would multiply their states for nothing.
 */
export const USDT_ORDER: DepositOrder = {
  ...PENDING_DEPOSIT,
  orderId: 'U202611220001',
  payName: 'USDT',
  checkType: 2,
  money: 72_500,
  protocolType: 'TRC20',
  walletAddress: 'TXdemoWalletAddress000000000000000',
  usdtAmount: 10_000,
  exchangeRate: 7.25,
};

export const usdtDepositPaths: PathSuite<typeof usdtDepositMachine> = {
  machine: usdtDepositMachine,
  input: { orderId: USDT_ORDER.orderId },
  events: [
    { type: 'usdt.txId', txId: '  ' },
    { type: 'usdt.txId', txId: '0xbeef' },
    { type: 'usdt.submit' },
    { type: 'usdt.refresh' },
    { type: 'usdt.retry' },
  ],
  answers: {
    fetchDepositOrder: [ok(USDT_ORDER), fail()],
    submitTxId: [ok({ ...USDT_ORDER, status: 1, txId: '0xbeef' }, 'credited'), ok({ ...USDT_ORDER, txId: '0xbeef' }, 'to check'), fail()],
  },
  // Whether the typed id may be sent, the order's status, and what shows under the form.
  vertex: (snapshot) => {
    const { txId, order, notice, error } = snapshot.context;
    return [snapshot.value, validateTransactionId(txId) === null, order?.status ?? null, notice, error?.code ?? error?.messageKey ?? null];
  },
};

export const usdtCopyPaths: PathSuite<typeof usdtDepositMachine> = {
  machine: usdtDepositMachine,
  input: { orderId: USDT_ORDER.orderId },
  events: [{ type: 'usdt.copy' }],
  answers: { fetchDepositOrder: [ok(USDT_ORDER)], copyText: [ok(), fail(new Error('clipboard refused'), 'clipboard refused')] },
};
