import type { WithdrawInfo } from '../../../models/account';
import { formatAmount } from '../../../models/money';
import type { Queryable } from '../../db/database';
import { inWindow, type WithdrawLimits } from '../account/settings';
import { siteText } from '../account/site-texts';
import { findUserBank } from './banks';
import { withdrawalsToday } from './withdrawals';

/** POST /withdraw/v1/index: what the withdraw page shows, and whether withdrawing is possible now. */
export async function withdrawInfo(db: Queryable, userId: number, limits: WithdrawLimits, now: number): Promise<WithdrawInfo | null> {
  const [user] = await db.query<{ balance_cents: number; email: string; withdraw_blocked: boolean }>(
    'SELECT balance_cents, email, withdraw_blocked FROM users WHERE id = $1',
    [userId],
  );
  if (!user) return null;
  const usedCount = await withdrawalsToday(db, userId, now);
  const open = inWindow(limits.window, now);
  const staticNotice = user.withdraw_blocked
    ? '该账号暂不能提现，请联系客服。'
    : !open
    ? `提现时间为每日 ${limits.window}，请在该时间段内申请。`
    : usedCount >= limits.dailyCount
      ? `今日提现次数已用完（每日 ${limits.dailyCount} 次），请明日再试。`
      : '';
  return {
    amount: user.balance_cents,
    minWithdraw: limits.minCents,
    maxWithdraw: limits.maxCents,
    status: staticNotice === '' ? 0 : 1,
    staticNotice,
    remind: await siteText(db, 'withdraw-remind', {
      window: limits.window,
      count: String(limits.dailyCount),
      min: formatAmount(limits.minCents),
      max: formatAmount(limits.maxCents),
    }),
    email: user.email,
    emailRequired: user.email !== '',
    bank: await findUserBank(db, userId),
    withdrawTime: limits.window,
    dailyCount: limits.dailyCount,
    usedCount,
  };
}
