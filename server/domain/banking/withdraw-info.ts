import type { WithdrawInfo } from '../../../models/account';
import { DEFAULT_LANGUAGE, type Language } from '../../../models/language';
import { formatAmount } from '../../../models/money';
import type { Queryable } from '../../db/database';
import { inWindow, type WithdrawLimits } from '../account/settings';
import { siteText } from '../account/site-texts';
import { findUserBank } from './banks';
import { withdrawalsToday } from './withdrawals';

/** Why withdrawing is not possible now, in each content language. */
const STATIC_NOTICES: Readonly<Record<Language, { blocked: string; closed: (window: string) => string; usedUp: (count: number) => string }>> = {
  'zh-CN': {
    blocked: '该账号暂不能提现，请联系客服。',
    closed: (window) => `提现时间为每日 ${window}，请在该时间段内申请。`,
    usedUp: (count) => `今日提现次数已用完（每日 ${count} 次），请明日再试。`,
  },
  'en-US': {
    blocked: 'This account cannot withdraw at the moment. Please contact customer service.',
    closed: (window) => `Withdrawals are open daily ${window}. Please apply within that time.`,
    usedUp: (count) => `You have used today's withdrawals (${count} a day). Please try again tomorrow.`,
  },
  'vi-VN': {
    blocked: 'Tài khoản này tạm thời không thể rút tiền. Vui lòng liên hệ chăm sóc khách hàng.',
    closed: (window) => `Thời gian rút tiền hằng ngày là ${window}. Vui lòng gửi yêu cầu trong khung giờ này.`,
    usedUp: (count) => `Bạn đã dùng hết số lần rút tiền hôm nay (${count} lần mỗi ngày). Vui lòng thử lại vào ngày mai.`,
  },
  'ja-JP': {
    blocked: 'このアカウントは現在出金できません。カスタマーサービスにお問い合わせください。',
    closed: (window) => `出金受付時間は毎日 ${window} です。時間内に申請してください。`,
    usedUp: (count) => `本日の出金回数（1 日 ${count} 回）を使い切りました。明日もう一度お試しください。`,
  },
};

/** POST /withdraw/v1/index: what the withdraw page shows, and whether withdrawing is possible now. Texts in `lang`. */
export async function withdrawInfo(db: Queryable, userId: number, limits: WithdrawLimits, now: number, lang: Language = DEFAULT_LANGUAGE): Promise<WithdrawInfo | null> {
  const [user] = await db.query<{ balance_cents: number; email: string; withdraw_blocked: boolean }>(
    'SELECT balance_cents, email, withdraw_blocked FROM users WHERE id = $1',
    [userId],
  );
  if (!user) return null;
  const usedCount = await withdrawalsToday(db, userId, now);
  const open = inWindow(limits.window, now);
  const notices = STATIC_NOTICES[lang];
  const staticNotice = user.withdraw_blocked
    ? notices.blocked
    : !open
      ? notices.closed(limits.window)
      : usedCount >= limits.dailyCount
        ? notices.usedUp(limits.dailyCount)
        : '';
  return {
    amount: user.balance_cents,
    minWithdraw: limits.minCents,
    maxWithdraw: limits.maxCents,
    status: staticNotice === '' ? 0 : 1,
    staticNotice,
    remind: await siteText(db, 'withdraw-remind', lang, {
      window: limits.window,
      count: String(limits.dailyCount),
      min: formatAmount(limits.minCents),
      max: formatAmount(limits.maxCents),
    }),
    email: user.email,
    emailRequired: user.email !== '',
    bank: await findUserBank(db, userId, lang),
    withdrawTime: limits.window,
    dailyCount: limits.dailyCount,
    usedCount,
  };
}
