/**
 * ssc plays. Position, two-sides and dragon-tiger odds are LHC's; straight and group plays,
 * which have no sourced table, pay 0.95 of fair. "Three-star" and "group" plays use the back
 * three balls (百十个), "two-star" the back two (十个).
 */
import { ballRange, betGroup, defineRule, type GroupSpec } from '../catalogue';
import { SIDE_NAMES } from '../sides';
import type { Rule } from '../types';

const BALL_NAMES = ['万位', '千位', '百位', '十位', '个位'];

/** One digit column per ball `first`…`last` (1-based). */
const columns = (first: number, last: number, rate: number): GroupSpec[] =>
  BALL_NAMES.slice(first - 1, last).map((name, i) => ({ code: String(first + i), name, rate, balls: ballRange(0, 9) }));

const digitsGroup = (rate: number): GroupSpec[] => [{ code: 'n', name: '号码', rate, balls: ballRange(0, 9) }];

export const SSC_RULES: readonly Rule[] = [
  defineRule({
    id: 301, code: 'wxzx', name: '五星直选复式', maxBetting: 20_000,
    remark: '每位至少选一个号码，五位号码与开奖号码按位全部相同即中奖；注数为各位所选个数之积。',
    groups: columns(1, 5, 95_000),
  }),
  defineRule({
    id: 302, code: 'sxzx', name: '后三直选复式', maxBetting: 200_000,
    remark: '百位、十位、个位各至少选一个号码，与开奖后三位按位相同即中奖；注数为各位所选个数之积。',
    groups: columns(3, 5, 950),
  }),
  defineRule({
    id: 303, code: 'zu3', name: '后三组三', maxBetting: 200_000,
    remark: '至少选 2 个号码，开奖后三位为其中两个号码组成的对子形态（如 112，顺序不限）即中奖；注数为 2 × C(n,2)。',
    groups: digitsGroup(316),
  }),
  defineRule({
    id: 304, code: 'zu6', name: '后三组六', maxBetting: 200_000,
    remark: '至少选 3 个号码，开奖后三位为其中三个不同号码（顺序不限）即中奖；注数为 C(n,3)。',
    groups: digitsGroup(158),
  }),
  defineRule({
    id: 305, code: 'exzu', name: '后二组选', maxBetting: 500_000,
    remark: '至少选 2 个号码，开奖十位、个位为其中两个不同号码（顺序不限）即中奖；对子不中。注数为 C(n,2)。',
    groups: digitsGroup(47.5),
  }),
  defineRule({
    id: 306, code: 'dwd', name: '定位胆', maxBetting: 1_000_000,
    remark: '在任意位置选号码，该位开出所选号码即中奖，每个号码为一注。',
    groups: columns(1, 5, 9.91),
  }),
  defineRule({
    id: 307, code: 'dxds', name: '总和大小单双', maxBetting: 2_000_000,
    remark: '猜五个号码之和：23–45 为大，0–22 为小，单双看总和。',
    groups: (['big', 'small', 'odd', 'even'] as const).map((side) => betGroup(side, SIDE_NAMES[side], 1.982)),
  }),
  defineRule({
    id: 308, code: 'lhh', name: '龙虎和', maxBetting: 2_000_000,
    remark: '比较万位与个位：万位大为龙，个位大为虎，相同为和；开和时龙、虎不中。',
    groups: [
      betGroup('dragon', SIDE_NAMES.dragon, 2.2),
      betGroup('tiger', SIDE_NAMES.tiger, 2.2),
      betGroup('tie', SIDE_NAMES.tie, 9.4),
    ],
  }),
];
