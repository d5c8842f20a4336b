/** Settlement of every play on crafted results (payouts for a 1-unit = 100-cent stake per bet). */
import { describe, expect, it } from 'vitest';
import { countItem, floorOdds, payoutOf, settleItem, type Rule1314 } from '../../../models/games';
import { byBall, columns, payout, ruleOf, settleSelection } from './support';

const identity = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('k3 settlement', () => {
  const k3 = (code: string, balls: string[], dice: number[]) => payout('k3', ruleOf('k3', code), byBall(ruleOf('k3', code), balls), dice);

  it('hz pays the odds of the drawn sum', () => {
    expect(k3('hz', ['10', '3'], [4, 4, 2])).toBe(560);
    expect(k3('hz', ['10', '3'], [1, 1, 1])).toBe(16_500);
    expect(k3('hz', ['10', '3'], [6, 6, 6])).toBe(0);
  });

  it('dxds pays 1.98 on the sum and loses on a triple', () => {
    expect(k3('dxds', ['big'], [6, 5, 1])).toBe(198);
    expect(k3('dxds', ['big'], [1, 2, 3])).toBe(0);
    expect(k3('dxds', ['big'], [6, 6, 6])).toBe(0);
    expect(k3('dxds', ['odd'], [1, 2, 4])).toBe(198);
    expect(k3('dxds', ['odd'], [3, 3, 3])).toBe(0);
  });

  it('fh pays the size-parity combination and loses on a triple', () => {
    expect(k3('fh', ['bigOdd'], [5, 5, 1])).toBe(342);
    expect(k3('fh', ['bigOdd'], [6, 5, 1])).toBe(0);
    expect(k3('fh', ['bigOdd'], [5, 5, 5])).toBe(0);
    expect(k3('fh', ['smallOdd'], [1, 2, 4])).toBe(456);
  });

  it('dm pays once however many dice show the number', () => {
    expect(k3('dm', ['3'], [3, 3, 1])).toBe(205);
    expect(k3('dm', ['3'], [1, 2, 4])).toBe(0);
  });

  it('ethfx pays a pair or a triple of a picked number', () => {
    expect(k3('ethfx', ['1', '2'], [1, 1, 5])).toBe(980);
    expect(k3('ethfx', ['1', '2'], [1, 1, 1])).toBe(980);
    expect(k3('ethfx', ['1', '2'], [1, 2, 3])).toBe(0);
  });

  it('ethdx pays an exact pair plus a picked different single', () => {
    const rule = ruleOf('k3', 'ethdx');
    const slip = columns(rule, [['1', '2'], ['3', '4']]);
    expect(payout('k3', rule, slip, [1, 3, 1])).toBe(6400);
    expect(payout('k3', rule, slip, [2, 2, 4])).toBe(6400);
    expect(payout('k3', rule, slip, [1, 1, 1])).toBe(0);
    expect(payout('k3', rule, slip, [1, 1, 2])).toBe(0);
  });

  it('ebth pays every drawn pair of picked numbers', () => {
    expect(k3('ebth', ['1', '2', '3'], [1, 2, 3])).toBe(3 * 480);
    expect(k3('ebth', ['1', '2', '3'], [1, 1, 2])).toBe(480);
    expect(k3('ebth', ['1', '2', '3'], [4, 5, 6])).toBe(0);
  });

  it('sthtx pays any triple, slhtx any three in a row', () => {
    expect(k3('sthtx', ['any'], [2, 2, 2])).toBe(2750);
    expect(k3('sthtx', ['any'], [2, 2, 3])).toBe(0);
    expect(k3('slhtx', ['any'], [3, 1, 2])).toBe(800);
    expect(k3('slhtx', ['any'], [4, 6, 5])).toBe(800);
    expect(k3('slhtx', ['any'], [1, 2, 4])).toBe(0);
  });

  it('sthdx pays the picked triple, sbth the three picked different numbers', () => {
    expect(k3('sthdx', ['2', '5'], [5, 5, 5])).toBe(16_500);
    expect(k3('sthdx', ['2', '5'], [2, 2, 5])).toBe(0);
    expect(k3('sbth', ['1', '2', '3', '4'], [4, 2, 1])).toBe(3200);
    expect(k3('sbth', ['1', '2', '3', '4'], [1, 1, 2])).toBe(0);
  });
});

describe('pk10 settlement', () => {
  it('q1 pays the champion', () => {
    const rule = ruleOf('pk10', 'q1');
    expect(payout('pk10', rule, [['3', '7']], [7, ...identity.filter((n) => n !== 7)])).toBe(991);
    expect(payout('pk10', rule, [['3', '7']], identity)).toBe(0);
  });

  it('q2 and q3 pay the leading places in order', () => {
    const q2 = ruleOf('pk10', 'q2');
    expect(payout('pk10', q2, [['1', '2'], ['1', '2']], [2, 1, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8550);
    expect(payout('pk10', q2, [['1', '2'], ['1', '2']], [1, 3, 2, 4, 5, 6, 7, 8, 9, 10])).toBe(0);
    const q3 = ruleOf('pk10', 'q3');
    expect(payout('pk10', q3, [['1'], ['2'], ['3']], identity)).toBe(68_400);
    expect(payout('pk10', q3, [['1'], ['2'], ['3']], [1, 3, 2, 4, 5, 6, 7, 8, 9, 10])).toBe(0);
  });

  it('fixed position pays each picked car in its place, first five and last five', () => {
    expect(payout('pk10', ruleOf('pk10', 'dwdq5'), [['1'], [], [], [], ['5', '6']], identity)).toBe(2 * 991);
    expect(payout('pk10', ruleOf('pk10', 'dwdh5'), [['6'], [], [], [], ['9']], identity)).toBe(991);
  });
});

describe('ssc settlement', () => {
  const ssc = (code: string, slip: string[][], digits: number[]) => payout('ssc', ruleOf('ssc', code), slip, digits);

  it('straight plays pay the exact digits in place', () => {
    expect(ssc('wxzx', [['1'], ['2'], ['3'], ['4'], ['5', '6']], [1, 2, 3, 4, 5])).toBe(9_500_000);
    expect(ssc('wxzx', [['1'], ['2'], ['3'], ['4'], ['6']], [1, 2, 3, 4, 5])).toBe(0);
    expect(ssc('sxzx', [['3'], ['4'], ['5']], [0, 0, 3, 4, 5])).toBe(95_000);
    expect(ssc('sxzx', [['3'], ['4'], ['5']], [3, 4, 5, 0, 0])).toBe(0);
  });

  it('group plays pay the back digits in any order', () => {
    expect(ssc('zu3', [['1', '2']], [9, 9, 1, 2, 1])).toBe(31_600);
    expect(ssc('zu3', [['1', '2']], [9, 9, 1, 1, 1])).toBe(0);
    expect(ssc('zu3', [['1', '2']], [9, 9, 1, 2, 3])).toBe(0);
    expect(ssc('zu6', [['1', '2', '3', '4']], [9, 9, 3, 1, 2])).toBe(15_800);
    expect(ssc('zu6', [['1', '2', '3', '4']], [9, 9, 1, 1, 2])).toBe(0);
    expect(ssc('exzu', [['5', '7']], [0, 0, 0, 7, 5])).toBe(4750);
    expect(ssc('exzu', [['5', '7']], [0, 0, 0, 5, 5])).toBe(0);
  });

  it('position, two-sides and dragon-tiger', () => {
    expect(ssc('dwd', [['1'], [], [], [], ['9']], [1, 0, 0, 0, 9])).toBe(2 * 991);
    const dxds = ruleOf('ssc', 'dxds');
    expect(payout('ssc', dxds, byBall(dxds, ['big']), [9, 9, 5, 0, 0])).toBe(198);
    expect(payout('ssc', dxds, byBall(dxds, ['big']), [9, 9, 4, 0, 0])).toBe(0);
    expect(payout('ssc', dxds, byBall(dxds, ['even']), [9, 9, 4, 0, 0])).toBe(198);
    const lhh = ruleOf('ssc', 'lhh');
    expect(payout('ssc', lhh, byBall(lhh, ['dragon']), [5, 0, 0, 0, 3])).toBe(220);
    expect(payout('ssc', lhh, byBall(lhh, ['dragon']), [4, 0, 0, 0, 4])).toBe(0);
    expect(payout('ssc', lhh, byBall(lhh, ['tie']), [4, 0, 0, 0, 4])).toBe(940);
  });
});

describe('hp8 settlement', () => {
  const draw = (...numbers: number[]) => {
    const rest = Array.from({ length: 80 }, (_, i) => 80 - i).filter((n) => !numbers.includes(n));
    return [...numbers, ...rest].slice(0, 20).sort((a, b) => a - b);
  };

  it('any-1 pays each drawn pick', () => {
    expect(payout('hp8', ruleOf('hp8', 'rx1'), [['1', '2', '3']], draw(1, 2))).toBe(2 * 380);
  });

  it('any-k pays every k-combination by its own hits, consolation tiers included', () => {
    // {1,2,3} hits 3; {1,2,4}, {1,3,4}, {2,3,4} hit 2 each.
    expect(payout('hp8', ruleOf('hp8', 'rx3'), [['1', '2', '3', '4']], draw(1, 2, 3))).toBe(5000 + 3 * 150);
    expect(payout('hp8', ruleOf('hp8', 'rx3'), [['1', '2', '3', '4']], draw())).toBe(0);
  });

  it('any-k pays the top odds of the rule item when a server sends no tiers', () => {
    const { rateList: _tiers, ...rx2 } = ruleOf('hp8', 'rx2');
    expect(payout('hp8', rx2, [['1', '2', '3']], draw(1, 2))).toBe(1550);
  });

  it('any-7 pays the stake back when none of the seven is drawn', () => {
    const settled = settleSelection('hp8', ruleOf('hp8', 'rx7'), [['1', '2', '3', '4', '5', '6', '7']], draw());
    expect(settled).toMatchObject({ payoutCents: 100, outcomes: ['win'] });
  });

  it('qw pays the disks and the total', () => {
    const qw = ruleOf('hp8', 'qw');
    const low = Array.from({ length: 20 }, (_, i) => i + 1); // total 210, ten odd numbers, all in 1–40
    expect(payout('hp8', qw, byBall(qw, ['upper']), low)).toBe(240);
    expect(payout('hp8', qw, byBall(qw, ['lower']), low)).toBe(0);
    expect(payout('hp8', qw, byBall(qw, ['oddEvenTie']), low)).toBe(460);
    expect(payout('hp8', qw, byBall(qw, ['small']), low)).toBe(195);
    expect(payout('hp8', qw, byBall(qw, ['even']), low)).toBe(195);
    const middle = [...Array.from({ length: 10 }, (_, i) => i + 1), ...Array.from({ length: 10 }, (_, i) => 80 - i)];
    expect(middle.reduce((a, b) => a + b, 0)).toBe(810);
    expect(payout('hp8', qw, byBall(qw, ['middle']), middle)).toBe(460);
    expect(payout('hp8', qw, byBall(qw, ['sum810']), middle)).toBe(20_000);
    expect(payout('hp8', qw, byBall(qw, ['big']), middle)).toBe(0);
    expect(payout('hp8', qw, byBall(qw, ['small']), middle)).toBe(0);
  });
});

describe('pc28 settlement', () => {
  const pc28 = (code: string, bet: string, digits: number[], rule1314?: Rule1314, stake = 1) =>
    settleSelection('pc28', ruleOf('pc28', code), byBall(ruleOf('pc28', code), [bet]), digits, { rule1314, stake });
  const refund: Rule1314 = { mode: 'refund', thresholdCents: 100_000 };
  const reduced: Rule1314 = { mode: 'reduced', odds: 1.6 };

  it('tm, extremes, colours and leopard pay their odds', () => {
    expect(pc28('tm', '13', [4, 4, 5]).payoutCents).toBe(1300);
    expect(pc28('tm', '27', [9, 9, 9]).payoutCents).toBe(90_000);
    expect(pc28('jz', 'extremeBig', [9, 9, 4]).payoutCents).toBe(1600);
    expect(pc28('jz', 'extremeBig', [9, 9, 3]).payoutCents).toBe(0);
    expect(pc28('jz', 'extremeSmall', [0, 0, 5]).payoutCents).toBe(1600);
    expect(pc28('bs', 'red', [1, 1, 1]).payoutCents).toBe(294);
    expect(pc28('bs', 'green', [4, 4, 5], refund).outcomes).toEqual(['lose']);
    expect(pc28('bz', 'triple', [7, 7, 7]).payoutCents).toBe(9000);
    expect(pc28('bz', 'triple', [7, 7, 8]).payoutCents).toBe(0);
  });

  it('settles two-sides and combos normally on 13 or 14 when the rule is off', () => {
    expect(pc28('dxds', 'big', [9, 5, 0])).toMatchObject({ payoutCents: 198, outcomes: ['win'] });
    expect(pc28('zh', 'bigEven', [9, 5, 0])).toMatchObject({ payoutCents: 347, outcomes: ['win'] });
    expect(pc28('zh', 'bigOdd', [9, 5, 1]).payoutCents).toBe(393);
  });

  it('refund rule: winning two-sides from the threshold stake, and winning combos, get the stake back', () => {
    expect(pc28('dxds', 'big', [9, 5, 0], refund)).toMatchObject({ payoutCents: 198, outcomes: ['win'] });
    expect(pc28('dxds', 'big', [9, 5, 0], refund, 1000)).toMatchObject({ payoutCents: 100_000, outcomes: ['refund'] });
    expect(pc28('dxds', 'even', [9, 5, 0], refund, 1000)).toMatchObject({ payoutCents: 100_000, outcomes: ['refund'] });
    expect(pc28('dxds', 'big', [9, 6, 0], refund, 1000)).toMatchObject({ payoutCents: 198_000, outcomes: ['win'] });
    expect(pc28('zh', 'smallOdd', [9, 4, 0], refund)).toMatchObject({ payoutCents: 100, outcomes: ['refund'] });
  });

  it('refund rule: bets that lose on 13 or 14 still lose', () => {
    expect(pc28('dxds', 'big', [9, 4, 0], refund, 1000)).toMatchObject({ payoutCents: 0, outcomes: ['lose'] });
    expect(pc28('zh', 'bigOdd', [9, 4, 0], refund)).toMatchObject({ payoutCents: 0, outcomes: ['lose'] });
  });

  it('reduced rule: winners on 13 or 14 pay the reduced odds', () => {
    expect(pc28('dxds', 'big', [9, 5, 0], reduced).payoutCents).toBe(160);
    expect(pc28('dxds', 'small', [9, 5, 0], reduced).outcomes).toEqual(['lose']);
    expect(pc28('zh', 'smallOdd', [9, 4, 0], reduced).payoutCents).toBe(160);
    expect(pc28('dxds', 'big', [9, 6, 0], reduced).payoutCents).toBe(198);
  });

  it('settles a pc28 order, which has no bettingNumbers, by its rule item', () => {
    const rule = ruleOf('pc28', 'tm');
    const group = rule.balls[13];
    if (!group) throw new Error('no sum 13');
    const item = { ruleItemId: group.ruleItemId, bettingAmount: 200, bettingTotal: 200 };
    expect(settleItem('pc28', rule, item, [4, 4, 5])).toEqual({ outcome: 'win', payoutCents: 2600 });
    expect(countItem('pc28', rule, item)).toBe(1);
  });
});

describe('odds and payouts', () => {
  it('floors odds to 2 decimals', () => {
    expect(floorOdds(1.982)).toBe(1.98);
    expect(floorOdds(9.91)).toBe(9.91);
    expect(floorOdds(6.05)).toBe(6.05);
  });

  it('pays floored odds times the stake, rounded down to whole cents', () => {
    expect(payoutOf(100, 1.982)).toBe(198);
    expect(payoutOf(333, 1.98)).toBe(659);
    expect(payoutOf(1, 1.98)).toBe(1);
  });

  it('rejects an item that is not a bet of the rule', () => {
    const rule = ruleOf('k3', 'ebth');
    const foreign = { ruleItemId: 1, bettingNumbers: '1,2', bettingAmount: 100, bettingTotal: 100 };
    expect(() => settleItem('k3', rule, foreign, [1, 2, 3])).toThrow();
    const group = rule.balls[0];
    if (!group) throw new Error('no group');
    const bad = { ruleItemId: group.ruleItemId, bettingNumbers: '1,9', bettingAmount: 100, bettingTotal: 100 };
    expect(() => settleItem('k3', rule, bad, [1, 2, 3])).toThrow();
  });
});
