/**
 * hp8 (keno) plays. No private platform publishes a keno table (game-odds §5), so any-k plays
 * pay about 0.87–0.95 of fair in the shape of the official 快乐8 table: a top tier plus small
 * consolation tiers, and pick-7 pays the stake back when none of the seven is drawn.
 */
import { ballRange, betGroup, defineRule, twoDigits } from '../catalogue';
import type { PrizeTier, Rule } from '../types';

/** Prize tiers of any-1 … any-7, best first. */
const ANY_K_TIERS: Readonly<Record<number, PrizeTier[]>> = {
  1: [{ hits: 1, rate: 3.8 }],
  2: [{ hits: 2, rate: 15.5 }],
  3: [{ hits: 3, rate: 50 }, { hits: 2, rate: 1.5 }],
  4: [{ hits: 4, rate: 160 }, { hits: 3, rate: 4 }, { hits: 2, rate: 1 }],
  5: [{ hits: 5, rate: 800 }, { hits: 4, rate: 20 }, { hits: 3, rate: 1.5 }],
  6: [{ hits: 6, rate: 3000 }, { hits: 5, rate: 60 }, { hits: 4, rate: 8 }, { hits: 3, rate: 1 }],
  7: [{ hits: 7, rate: 12_000 }, { hits: 6, rate: 300 }, { hits: 5, rate: 15 }, { hits: 4, rate: 2 }, { hits: 0, rate: 1 }],
};

/** A slip holds at most this many numbers (spec §5: 'rx' picks 1 to 8). */
export const MAX_KENO_PICKS = 8;

const CHINESE_DIGITS = ['一', '二', '三', '四', '五', '六', '七'];

const anyK = (k: number): Rule => {
  const tiers = ANY_K_TIERS[k] ?? [];
  return defineRule({
    id: 400 + k,
    code: `rx${k}`,
    name: `任选${CHINESE_DIGITS[k - 1]}`,
    maxBetting: k <= 2 ? 500_000 : 100_000,
    remark: `从 01–80 中选 ${k}–${MAX_KENO_PICKS} 个号码，每 ${k} 个号码为一注，按该注号码在 20 个开奖号码中的个数计奖。`,
    groups: [{ code: 'n', name: '号码', rate: tiers[0]?.rate ?? 0, balls: ballRange(1, 80, twoDigits) }],
    rateList: tiers,
  });
};

export const HP8_RULES: readonly Rule[] = [
  ...[1, 2, 3, 4, 5, 6, 7].map(anyK),
  defineRule({
    id: 408, code: 'qw', name: '趣味', maxBetting: 1_000_000,
    remark: '上中下盘看 01–40 与 41–80 的个数，奇和偶盘看单双号码的个数（10:10 为中盘、和盘）；总和以 810 为界，开 810 时大小不中。',
    groups: [
      betGroup('upper', '上盘', 2.4),
      betGroup('middle', '中盘', 4.6),
      betGroup('lower', '下盘', 2.4),
      betGroup('oddMore', '奇盘', 2.4),
      betGroup('oddEvenTie', '和盘', 4.6),
      betGroup('evenMore', '偶盘', 2.4),
      betGroup('big', '总和大', 1.95),
      betGroup('small', '总和小', 1.95),
      betGroup('sum810', '总和810', 200),
      betGroup('odd', '总和单', 1.95),
      betGroup('even', '总和双', 1.95),
    ],
  }),
];
