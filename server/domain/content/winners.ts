import { maskAccount, type Winner } from '../../../models/content';
import { lotteryById } from '../../../models/games';
import type { Language } from '../../../models/language';
import { formatAmount } from '../../../models/money';
import type { Queryable } from '../../db/database';
import { lotteryImage } from '../games/lottery-cards';
import { lotteryName } from '../games/rule-introduce';
import { formatServerTime } from '../notices';

/**
 * The winners feed of home: the newest real wins — bonus payouts (ledger type 2) the draws made
 * for settled winning orders — at most 20, accounts masked. Nothing is invented: an empty site
 * has an empty feed. Refunds (type 7) are not wins and do not appear.
 */

export const WINNERS_LIMIT = 20;

const CONTENT: Readonly<Record<Language, (lottery: string, amount: string) => string>> = {
  'zh-CN': (lottery, amount) => `在 ${lottery} 中奖 ${amount}`,
  'en-US': (lottery, amount) => `won ${amount} in ${lottery}`,
  'vi-VN': (lottery, amount) => `trúng ${amount} tại ${lottery}`,
  'ja-JP': (lottery, amount) => `${lottery} で ${amount} 当選`,
};

export async function listWinners(db: Queryable, lang: Language, limit = WINNERS_LIMIT): Promise<Winner[]> {
  const rows = await db.query<{ account: string; amount_cents: number; created_at: Date; lottery_id: number; lottery_name: string }>(
    `SELECT u.account, l.amount_cents, l.created_at, o.lottery_id, o.lottery_name
     FROM (SELECT id, user_id, amount_cents, created_at, reference FROM ledger
           WHERE type = 2 AND reference LIKE 'order:%' ORDER BY id DESC LIMIT $1) l
     JOIN users u ON u.id = l.user_id
     JOIN bet_orders o ON o.id = substring(l.reference FROM 7)::bigint AND o.status = 2
     ORDER BY l.id DESC`,
    [limit],
  );
  return rows.map((row) => {
    const lottery = lotteryById(row.lottery_id);
    const name = lottery ? lotteryName(lottery, lang) : row.lottery_name;
    return {
      account: maskAccount(row.account),
      content: CONTENT[lang](name, formatAmount(row.amount_cents)),
      amount: row.amount_cents,
      imageUrl: lottery ? lotteryImage(lottery) : '',
      lotteryId: row.lottery_id,
      createTime: formatServerTime(row.created_at),
    };
  });
}
