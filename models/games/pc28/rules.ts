/**
 * pc28 plays, one pick per rule (spec §4 "PC28: one number per rule at a time"). Sum, two-sides,
 * colour and leopard odds are LHC's current table, combos LHC's older one (its current 3.94 on
 * every combo pays more than fair on big-even and small-odd). Extremes use the ZJ range at 16,
 * because LHC's 10 would return only 0.56 of stakes.
 */
import { betGroup, defineRule, type GroupSpec } from '../catalogue';
import { SIDE_NAMES } from '../sides';
import type { Rule } from '../types';

/** LHC sum odds, 0–27. */
const SUM_ODDS = [800, 325, 162, 97, 64, 46, 34, 27, 21, 18, 15, 14, 13, 13, 13, 13, 14, 15, 18, 21, 27, 34, 46, 64, 99, 162, 325, 900];

const sumGroups: GroupSpec[] = SUM_ODDS.map((rate, sum) => betGroup(String(sum), String(sum), rate));

export const PC28_RULES: readonly Rule[] = [
  defineRule({
    id: 501, code: 'tm', name: '特码', maxBetting: 200_000,
    remark: '猜三个号码之和（0–27），与开奖总和相同即中奖。',
    groups: sumGroups,
  }),
  defineRule({
    id: 502, code: 'dxds', name: '大小单双', maxBetting: 5_000_000,
    remark: '14–27 为大，0–13 为小，单双看总和。开 13、14 时按房间规则退款或降赔。',
    groups: (['big', 'small', 'odd', 'even'] as const).map((side) => betGroup(side, SIDE_NAMES[side], 1.98)),
  }),
  defineRule({
    id: 503, code: 'zh', name: '组合', maxBetting: 2_000_000,
    remark: '大单、大双、小单、小双。开 13、14 时按房间规则退款或降赔。',
    groups: [
      betGroup('bigOdd', SIDE_NAMES.bigOdd, 3.93),
      betGroup('bigEven', SIDE_NAMES.bigEven, 3.47),
      betGroup('smallOdd', SIDE_NAMES.smallOdd, 3.47),
      betGroup('smallEven', SIDE_NAMES.smallEven, 3.93),
    ],
  }),
  defineRule({
    id: 504, code: 'jz', name: '极值', maxBetting: 500_000,
    remark: '极大：总和 22–27；极小：总和 0–5。',
    groups: [betGroup('extremeBig', '极大', 16), betGroup('extremeSmall', '极小', 16)],
  }),
  defineRule({
    id: 505, code: 'bs', name: '波色', maxBetting: 1_000_000,
    remark: '红波 3、6、9、12、15、18、21、24；绿波 1、4、7、10、16、19、22、25；蓝波 2、5、8、11、17、20、23、26；0、13、14、27 不属任何波色。',
    groups: [betGroup('red', '红波', 2.94), betGroup('green', '绿波', 2.94), betGroup('blue', '蓝波', 2.94)],
  }),
  defineRule({
    id: 506, code: 'bz', name: '豹子', maxBetting: 200_000,
    remark: '三个号码相同即中奖。',
    groups: [betGroup('triple', '豹子', 90)],
  }),
];
