import dayjs from 'dayjs';
import { formatAmount } from '../../models/money';
import type { Database, Queryable } from '../db/database';
import { decideWithdrawal, pendingWithdrawals } from '../domain/banking/withdrawals';
import { setGameDisabledIn } from '../domain/games/disabled-games';
import { postNotice } from '../domain/notices';
import { setSiteText } from '../domain/account/site-texts';
import { contentOverview } from '../domain/content/overview';
import { postMessage } from '../domain/content/messages';
import { postActivity, postBanner, removeContent, type ContentKind } from '../domain/content/promotions';
import { creditAccountIn, OperatorError, requireAccount, setFrozenIn, setWithdrawBlockedIn } from '../domain/operator';
import { failDeposit, findDeposit, submittedDeposits } from '../domain/payments/deposits';
import { confirmUsdtDeposit } from '../domain/payments/usdt';
import { showLimits } from './show-limits';
import { liftExclusions } from '../domain/gaming/exclusions';
import type { OperatorAction } from './actions';
import type { OperatorResult } from './result';
import { executeSetup } from './setup-execute';
import { terminalText as shown } from './terminal-text';

export type { OperatorResult } from './result';

const time = (at: Date): string => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/** Runs one action on the database in one transaction; OperatorError (nothing changed) for anything the operator must fix. */
export function executeAction(db: Database, action: OperatorAction): Promise<OperatorResult> {
  // Room sockets live in the servers: without one there is no one to tell (server/cli.ts publishes on PostgreSQL's bus).
  if (action.command === 'room-notice') return Promise.reject(new OperatorError('room-notice needs the running server (npm start), or DATABASE_URL to reach the servers of a PostgreSQL database', 409));
  return db.transaction((tx) => executeIn(tx, action));
}

/** Runs one action in the caller's transaction (the admin API claims an Idempotency-Key in the same one). */
export async function executeIn(db: Queryable, action: OperatorAction): Promise<OperatorResult> {
  switch (action.command) {
    case 'post-notice': {
      const id = await postNotice(db, { platformId: 1, texts: action.translations });
      return { message: `Notice ${id} published in ${languagesOf(action.translations)}`, data: { id } };
    }
    case 'post-message': {
      const recipient = action.account === null ? null : await requireAccount(db, action.account);
      const id = await postMessage(db, { recipientId: recipient?.id ?? null, coinCents: action.coinCents, texts: action.translations });
      const gift = action.coinCents > 0 ? ` with a gift of ${formatAmount(action.coinCents)}` : '';
      return { message: `Message ${id} sent to ${action.account ?? 'every player'}${gift} in ${languagesOf(action.translations)}`, data: { id } };
    }
    case 'post-activity': {
      const id = await postActivity(db, { iconUrl: action.icon, texts: action.translations });
      return { message: `Activity ${id} published in ${languagesOf(action.translations)}`, data: { id } };
    }
    case 'post-banner': {
      const id = await postBanner(db, { type: action.type, imageUrl: action.image, videoUrl: action.video, activityId: action.activityId, texts: action.translations });
      return { message: `Banner ${id} (type ${action.type}) added in ${languagesOf(action.translations)}`, data: { id } };
    }
    case 'set-text':
      await setSiteText(db, action.name, action.lang, action.content);
      return { message: `Text ${action.name} (${action.lang}) saved`, data: { name: action.name, lang: action.lang } };
    case 'clear-text':
      await setSiteText(db, action.name, action.lang, null);
      return { message: `Text ${action.name} (${action.lang}) removed`, data: { name: action.name, lang: action.lang } };
    case 'remove-notice':
    case 'remove-message':
    case 'remove-activity':
    case 'remove-banner': {
      const kind = action.command.slice('remove-'.length) as ContentKind;
      await removeContent(db, kind, action.id);
      return { message: `${kind[0]!.toUpperCase()}${kind.slice(1)} ${action.id} removed`, data: { id: action.id } };
    }
    case 'content':
      return listContent(db);
    case 'credit': {
      const balance = await creditAccountIn(db, action.account, action.amountCents, action.note);
      return { message: `Credited ${formatAmount(action.amountCents)} to ${action.account}; balance ${formatAmount(balance)}`, data: { balance } };
    }
    case 'freeze':
    case 'unfreeze': {
      // The user id tells the caller whose sockets to close (frozenUserId).
      const userId = await setFrozenIn(db, action.account, action.command === 'freeze');
      return { message: `${action.account} ${action.command === 'freeze' ? 'frozen' : 'unfrozen'}`, data: { userId } };
    }
    case 'block-withdrawals':
    case 'unblock-withdrawals': {
      const blocked = action.command === 'block-withdrawals';
      await setWithdrawBlockedIn(db, action.account, blocked);
      return { message: `${action.account}: withdrawals ${blocked ? 'blocked' : 'allowed'}` };
    }
    case 'disable-game':
    case 'enable-game': {
      const list = await setGameDisabledIn(db, action.account, action.lotteryId, action.command === 'disable-game');
      const verb = action.command === 'disable-game' ? 'disabled' : 'enabled';
      return { message: `${action.account}: lottery ${action.lotteryId} ${verb}; disabled lotteries ${JSON.stringify(list)}`, data: { list } };
    }
    case 'pending':
      return pending(db);
    case 'approve-withdrawal':
    case 'reject-withdrawal': {
      const approve = action.command === 'approve-withdrawal';
      const reason = action.command === 'reject-withdrawal' ? action.reason || '提现信息有误，已退回' : '';
      const result = await decideWithdrawal(db, action.id, approve ? { approve } : { approve, reason });
      if (!result.ok) {
        if (result.reason === 'not-found') throw new OperatorError(`No withdrawal ${action.id}`, 404);
        throw new OperatorError(`Withdrawal ${action.id} was already ${result.status === 1 ? 'approved' : 'rejected'}; nothing changed`, 409);
      }
      return approve
        ? { message: `Withdrawal ${action.id} approved (${formatAmount(result.amountCents)})`, data: { id: action.id, status: 1 } }
        : { message: `Withdrawal ${action.id} rejected; ${formatAmount(result.amountCents)} refunded`, data: { id: action.id, status: 2 } };
    }
    case 'show-limits':
      return showLimits(db, action.account);
    case 'lift-exclusion': {
      const user = await requireAccount(db, action.account);
      await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      if (!(await liftExclusions(db, user.id, action.reason, Date.now()))) throw new OperatorError(`${action.account} has no time-out or self-exclusion in force; nothing changed`, 409);
      return { message: `${action.account}: time-out / self-exclusion lifted (logged: ${shown(action.reason)})`, data: { userId: user.id } };
    }
    case 'confirm-deposit': {
      const result = await confirmUsdtDeposit(db, action.orderId);
      switch (result.kind) {
        case 'credited':
          return {
            message: `Deposit ${action.orderId} credited: ${formatAmount(result.deposit.money)}${result.deposit.bonus > 0 ? ` plus bonus ${formatAmount(result.deposit.bonus)}` : ''}; balance ${formatAmount(result.balance)}`,
            data: { orderId: action.orderId, status: 1, balance: result.balance },
          };
        case 'already-credited':
          throw new OperatorError(`Deposit ${action.orderId} was already credited; nothing changed`, 409);
        case 'closed':
          throw new OperatorError(`Deposit ${action.orderId} is closed as failed; nothing changed`, 409);
        case 'tx-used':
          throw new OperatorError(`The transaction id of deposit ${action.orderId} already credited another order; nothing changed`, 409);
        case 'refused':
          throw new OperatorError(`The ledger refused deposit ${action.orderId} (${result.reason}); nothing changed`, 409);
        default:
          throw new OperatorError(`No USDT deposit ${action.orderId}`, 404);
      }
    }
    case 'reject-deposit': {
      const deposit = await findDeposit(db, action.orderId);
      if (!deposit) throw new OperatorError(`No deposit ${action.orderId}`, 404);
      if (!(await failDeposit(db, action.orderId))) {
        throw new OperatorError(`Deposit ${action.orderId} is not awaiting payment; nothing changed`, 409);
      }
      return { message: `Deposit ${action.orderId} closed as failed`, data: { orderId: action.orderId, status: 2 } };
    }
    case 'create-invite-code':
    case 'remove-invite-code':
    case 'list-invite-codes':
    case 'add-payment-method':
    case 'list-payment-methods':
    case 'disable-payment-method':
    case 'enable-payment-method':
    case 'set-payment-method-text':
    case 'list-banks':
    case 'add-bank':
    case 'set-bank-name':
      return executeSetup(db, action);
    case 'room-notice':
      // Nothing to store: the admin API sends it to the rooms once this command's transaction committed.
      return { message: roomNoticeMessage(action), data: { lotteryId: action.lotteryId, roomId: action.roomId } };
  }
}

/** The player a `freeze` just froze, whose open sockets must now close on every node; else null. */
export function frozenUserId(action: OperatorAction, result: OperatorResult): number | null {
  const userId = (result.data as { userId?: unknown } | undefined)?.userId;
  return action.command === 'freeze' && typeof userId === 'number' ? userId : null;
}

export const roomNoticeMessage = (notice: { lotteryId: number; roomId: number }): string =>
  `Notice sent to ${notice.roomId === 0 ? 'every room' : `room ${notice.roomId}`} of lottery ${notice.lotteryId}`;

const languagesOf = (translations: object): string => Object.keys(translations).join(', ');

async function listContent(db: Queryable): Promise<OperatorResult> {
  const items = await contentOverview(db);
  const lines = items.length === 0 ? ['No content.'] : items.map((item) => `  ${item.kind.padEnd(8)} #${String(item.id).padEnd(5)} ${item.createTime}  [${item.languages.join(' ')}]  ${shown(item.title)}${item.detail ? `  (${shown(item.detail)})` : ''}`);
  return { message: lines.join('\n'), data: { items } };
}

async function pending(db: Queryable): Promise<OperatorResult> {
  const withdrawals = await pendingWithdrawals(db);
  const deposits = await submittedDeposits(db);
  const lines = [
    withdrawals.length === 0 ? 'No withdrawals in progress.' : `Withdrawals in progress (${withdrawals.length}):`,
    // Players wrote these (bank, card, holder, transaction id): shown with their control characters made visible.
    ...withdrawals.map((w) => `  #${w.id}  ${time(w.createdAt)}  ${shown(w.account)}  ${formatAmount(w.amountCents)}  ${shown(w.bankName)} ${shown(w.cardNo)}${w.holder ? ` ${shown(w.holder)}` : ''}`),
    deposits.length === 0 ? 'No USDT deposits awaiting confirmation.' : `USDT deposits awaiting confirmation (${deposits.length}):`,
    ...deposits.map((d) => `  ${shown(d.orderId)}  ${time(d.createdAt)}  ${shown(d.account)}  ${formatAmount(d.moneyCents)}  ${formatAmount(d.usdtCents)} USDT ${shown(d.protocolType)}  tx ${shown(d.txId)}`),
  ];
  return {
    message: lines.join('\n'),
    data: {
      withdrawals: withdrawals.map((w) => ({ ...w, createdAt: time(w.createdAt) })),
      deposits: deposits.map((d) => ({ ...d, createdAt: time(d.createdAt) })),
    },
  };
}
