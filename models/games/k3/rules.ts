/**
 * k3 plays with their odds. Sources (docs/games.md): LHC for sums, two-sides, 独胆, pairs,
 * two-different and triples; plays without a sourced table pay about 0.89–0.95 of fair odds.
 */
import { ball, ballRange, betGroup, defineRule, type GroupSpec } from '../catalogue';
import { SIDE_NAMES } from '../sides';
import type { Rule } from '../types';

/** LHC sum odds for 3–10; 11–18 mirror them (sum s pays like 21 − s). */
const SUM_ODDS: Readonly<Record<number, number>> = { 3: 165, 4: 48, 5: 25, 6: 15, 7: 10, 8: 7.2, 9: 6.05, 10: 5.6 };

const sumGroup = (sum: number): GroupSpec => {
  const rate = SUM_ODDS[Math.min(sum, 21 - sum)] ?? 0;
  return { code: String(sum), name: String(sum), rate, balls: [ball(String(sum))] };
};

const faces = (label: (face: number) => string = String) => ballRange(1, 6, label);
const oneGroup = (code: string, name: string, rate: number, balls = faces()): GroupSpec[] => [
  { code, name, rate, balls },
];

const EVEN_MONEY = 2_000_000;
const MEDIUM = 500_000;
const LONG_SHOT = 200_000;

export const K3_RULES: readonly Rule[] = [
  defineRule({
    id: 101, code: 'hz', name: '和值', maxBetting: LONG_SHOT,
    remark: '猜三个骰子点数之和（3–18），开奖和值与所选相同即中奖，各和值赔率不同。',
    groups: Array.from({ length: 16 }, (_, i) => sumGroup(i + 3)),
  }),
  defineRule({
    id: 102, code: 'dxds', name: '大小单双', maxBetting: EVEN_MONEY,
    remark: '猜和值：11–18 为大，3–10 为小，单双看和值；开出豹子时全部不中。',
    groups: (['big', 'small', 'odd', 'even'] as const).map((side) => betGroup(side, SIDE_NAMES[side], 1.982)),
  }),
  defineRule({
    id: 103, code: 'fh', name: '复合', maxBetting: MEDIUM,
    remark: '猜和值的大小与单双组合（大单、大双、小单、小双）；开出豹子时不中。',
    groups: [
      betGroup('bigOdd', SIDE_NAMES.bigOdd, 3.42),
      betGroup('bigEven', SIDE_NAMES.bigEven, 4.56),
      betGroup('smallOdd', SIDE_NAMES.smallOdd, 4.56),
      betGroup('smallEven', SIDE_NAMES.smallEven, 3.42),
    ],
  }),
  defineRule({
    id: 104, code: 'dm', name: '独胆', maxBetting: EVEN_MONEY,
    remark: '选 1 个号码，开奖三个骰子中出现该号码即中奖，出现多次也只赔一次。',
    groups: oneGroup('n', '号码', 2.05),
  }),
  defineRule({
    id: 105, code: 'ethfx', name: '二同号复选', maxBetting: MEDIUM,
    remark: '选对子（如 11*），开奖中至少两个骰子为该号码即中奖。',
    groups: oneGroup('pair', '对子', 9.8, faces((face) => `${face}${face}*`)),
  }),
  defineRule({
    id: 106, code: 'ethdx', name: '二同号单选', maxBetting: LONG_SHOT,
    remark: '选对子号与一个不同号（如 11 与 2），开奖为该组合（顺序不限）即中奖；注数为对子数 × 不同号数。',
    groups: [
      { code: 'pair', name: '同号', rate: 64, balls: faces((face) => `${face}${face}`) },
      { code: 'single', name: '不同号', rate: 64, balls: faces() },
    ],
  }),
  defineRule({
    id: 107, code: 'ebth', name: '二不同号', maxBetting: MEDIUM,
    remark: '至少选 2 个号码，开奖中同时出现其中两个不同号码即中奖，每两个号码为一注。',
    groups: oneGroup('n', '号码', 4.8),
  }),
  defineRule({
    id: 108, code: 'sthtx', name: '三同号通选', maxBetting: MEDIUM,
    remark: '开奖为任意豹子（111、222…666）即中奖。',
    groups: [betGroup('any', '三同号通选', 27.5)],
  }),
  defineRule({
    id: 109, code: 'slhtx', name: '三连号通选', maxBetting: MEDIUM,
    remark: '开奖为任意三连号（123、234、345、456，顺序不限）即中奖。',
    groups: [betGroup('any', '三连号通选', 8)],
  }),
  defineRule({
    id: 110, code: 'sthdx', name: '三同号单选', maxBetting: LONG_SHOT,
    remark: '选豹子号码，开奖为该豹子即中奖。',
    groups: oneGroup('triple', '豹子', 165, faces((face) => `${face}${face}${face}`)),
  }),
  defineRule({
    id: 111, code: 'sbth', name: '三不同号', maxBetting: LONG_SHOT,
    remark: '至少选 3 个号码，开奖为其中三个不同号码（顺序不限）即中奖，每三个号码为一注。',
    groups: oneGroup('n', '号码', 32),
  }),
];
