/**
 * pk10 plays: the result is the finishing order of cars 1–10. Single-position odds are LHC's
 * 9.91; top two and top three, which have no sourced table, pay 0.95 of fair (90 and 720).
 */
import { ballRange, defineRule, twoDigits, type GroupSpec } from '../catalogue';
import type { Rule } from '../types';

const POSITION_NAMES = ['冠军', '亚军', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'];

/** Groups for positions `first`…`last` (1-based), each a column of cars 01–10 at `rate`. */
const positions = (first: number, last: number, rate: number): GroupSpec[] =>
  POSITION_NAMES.slice(first - 1, last).map((name, i) => ({
    code: String(first + i),
    name,
    rate,
    balls: ballRange(1, 10, twoDigits),
  }));

const NUMBER_ODDS = 9.91;

export const PK10_RULES: readonly Rule[] = [
  defineRule({
    id: 201, code: 'q1', name: '冠军', maxBetting: 1_000_000,
    remark: '猜第一名（冠军）的车号，所选号码与冠军相同即中奖。',
    groups: positions(1, 1, NUMBER_ODDS),
  }),
  defineRule({
    id: 202, code: 'q2', name: '前二', maxBetting: 200_000,
    remark: '分别选冠军、亚军的车号，顺序一致即中奖；两位不能是同一号码。',
    groups: positions(1, 2, 85.5),
  }),
  defineRule({
    id: 203, code: 'q3', name: '前三', maxBetting: 50_000,
    remark: '分别选冠军、亚军、第三名的车号，顺序一致即中奖；三位不能有相同号码。',
    groups: positions(1, 3, 684),
  }),
  defineRule({
    id: 204, code: 'dwdq5', name: '定位胆（前五）', maxBetting: 1_000_000,
    remark: '在第一至第五名任意位置选车号，该名次开出所选号码即中奖，每个号码为一注。',
    groups: positions(1, 5, NUMBER_ODDS),
  }),
  defineRule({
    id: 205, code: 'dwdh5', name: '定位胆（后五）', maxBetting: 1_000_000,
    remark: '在第六至第十名任意位置选车号，该名次开出所选号码即中奖，每个号码为一注。',
    groups: positions(6, 10, NUMBER_ODDS),
  }),
];
