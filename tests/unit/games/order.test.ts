/** Bet checks (spec §5, in order), default stakes and order building. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_TYPES,
  GameMessageKey,
  PC28_ROOMS,
  RULES,
  buildOrder,
  buildPc28Order,
  countBets,
  countItem,
  defaultStake,
  pick,
  clearSelection,
  validateBet,
  type BetInput,
  type Rule,
  type Selection,
} from '../../../models/games';
import { ErrorCode } from '../../../models/errors';
import { byBall, columns, placeOrder, ruleOf } from './support';

const ebth = ruleOf('k3', 'ebth');
const okBet: BetInput = {
  gameType: 'k3',
  rule: ebth,
  selection: [['1', '2', '3']],
  stake: 2,
  roundStatus: 0,
  balanceCents: 10_000,
};

const room = (typeCode: string) => {
  const found = PC28_ROOMS.find((r) => r.typeCode === typeCode);
  if (!found) throw new Error(`no room ${typeCode}`);
  return found;
};

describe('validateBet', () => {
  it('accepts a valid bet', () => {
    expect(validateBet(okBet)).toBeNull();
  });

  it('refuses a round that is not open first', () => {
    for (const roundStatus of [1, 2, 3, 4] as const) {
      expect(validateBet({ ...okBet, roundStatus, stake: 0, selection: [[]] })).toEqual({
        code: ErrorCode.periodClosed,
        key: GameMessageKey.noBuy,
      });
    }
  });

  it('then a missing, zero, non-numeric or too small stake, with the minimum', () => {
    const tooSmall = { code: ErrorCode.belowRoomMinimum, key: GameMessageKey.betMin, values: { minCents: 100 } };
    for (const stake of [0, -1, 'abc', '', 0.99]) {
      expect(validateBet({ ...okBet, stake, selection: [[]] })).toEqual(tooSmall);
    }
  });

  it('then an invalid selection', () => {
    expect(validateBet({ ...okBet, selection: [['1']] })).toEqual({ code: ErrorCode.wrongBetRules, key: GameMessageKey.number });
  });

  it('then a balance below count × stake', () => {
    // 3 bets × 2 units = 600 cents.
    expect(validateBet({ ...okBet, balanceCents: 600 })).toBeNull();
    expect(validateBet({ ...okBet, balanceCents: 599 })).toMatchObject({ code: ErrorCode.insufficientBalance });
  });

  it('then a stake above the play maximum', () => {
    expect(validateBet({ ...okBet, stake: 5001, balanceCents: 10_000_000 })).toMatchObject({ code: ErrorCode.abovePlayMaximum });
  });

  it('pc28: floors the stake, uses the room minimum (at least 1 unit) and the room limits', () => {
    const tm = ruleOf('pc28', 'tm');
    const selection = byBall(tm, ['13']);
    const level2 = room('level2');
    const base: BetInput = { gameType: 'pc28', rule: tm, selection, stake: 10, roundStatus: 0, balanceCents: 1_000_000, room: level2 };
    expect(validateBet(base)).toBeNull();
    expect(validateBet({ ...base, stake: 10.99 })).toBeNull();
    expect(validateBet({ ...base, stake: 9.99 })).toMatchObject({ key: GameMessageKey.betMin, values: { minCents: 1000 } });
    expect(validateBet({ ...base, room: { ...level2, minLimitBetting: 0 }, stake: 0.5 })).toMatchObject({
      values: { minCents: 100 },
    });
    expect(validateBet({ ...base, balanceCents: 999 })).toMatchObject({ code: ErrorCode.insufficientBalance });
    const dxds = ruleOf('pc28', 'dxds');
    const big = { ...base, rule: dxds, selection: byBall(dxds, ['big']), balanceCents: 100_000_000 };
    expect(validateBet({ ...big, stake: 20_000 })).toBeNull();
    expect(validateBet({ ...big, stake: 20_001 })).toMatchObject({ code: ErrorCode.aboveRoomSingleMaximum });
    expect(validateBet({ ...big, stake: 20_000, periodStakedCents: 8_000_000 })).toBeNull();
    expect(validateBet({ ...big, stake: 20_000, periodStakedCents: 8_000_001 })).toMatchObject({
      code: ErrorCode.abovePersonalPeriodLimit,
    });
  });

  it('refuses a rule item id that is not above 0', () => {
    const tm = ruleOf('pc28', 'tm');
    const broken: Rule = { ...tm, balls: tm.balls.map((group) => ({ ...group, ruleItemId: 0 })) };
    expect(
      validateBet({ gameType: 'pc28', rule: broken, selection: byBall(broken, ['13']), stake: 1, roundStatus: 0, balanceCents: 10_000 }),
    ).toMatchObject({ key: GameMessageKey.number });
  });
});

describe('defaultStake', () => {
  it('is the rule minimum, or 1 without one; pc28 the room minimum in whole units, at least 1', () => {
    expect(defaultStake('k3', ebth)).toBe(1);
    expect(defaultStake('k3', { ...ebth, minBetting: 500 })).toBe(5);
    expect(defaultStake('k3', { ...ebth, minBetting: 0 })).toBe(1);
    const tm = ruleOf('pc28', 'tm');
    expect(defaultStake('pc28', tm, room('level3'))).toBe(100);
    expect(defaultStake('pc28', tm, { ...room('level1'), minLimitBetting: 150 })).toBe(2);
    expect(defaultStake('pc28', tm, { ...room('level1'), minLimitBetting: 0 })).toBe(1);
    expect(defaultStake('pc28', tm)).toBe(1);
  });
});

describe('buildOrder', () => {
  it('makes one item per group with its own odds, and one item for a multi-group play', () => {
    const hz = ruleOf('k3', 'hz');
    const sums = placeOrder('k3', hz, byBall(hz, ['3', '10']), 1.5);
    expect(sums.orderDTO).toEqual({ lotteryId: 1, prizeNo: '1', bettingCount: 2, bettingAmount: 150, bettingTimes: 1, bettingTotal: 300 });
    expect(sums.orderItemDTOList.map((item) => [item.ruleItemId, item.bettingNumbers])).toEqual([
      [10101, '3'],
      [10108, '10'],
    ]);
    const ethdx = ruleOf('k3', 'ethdx');
    const pairs = placeOrder('k3', ethdx, columns(ethdx, [['1', '2'], ['3']]), 2);
    expect(pairs.orderItemDTOList).toEqual([
      {
        lotteryId: 1, ruleId: 106, ruleName: '二同号单选', ruleItemId: 10601,
        bettingNumbers: '1,2|3', betNumbers: '11,22|3',
        bettingCount: 2, bettingAmount: 200, bettingTimes: 1, bettingTotal: 400,
      },
    ]);
  });

  it('totals count × stake, and the server recounts each item to the same count (property)', () => {
    const cases = GAME_TYPES.flatMap((gameType) => RULES[gameType].map((rule) => ({ gameType, rule })));
    const arbitrary = fc.constantFrom(...cases).chain(({ gameType, rule }) => {
      const step = fc.integer({ min: 0, max: rule.balls.length - 1 }).chain((g) =>
        fc.constantFrom(...(rule.balls[g]?.balls ?? [])).map((b) => [g, b.number] as const),
      );
      return fc.record({
        gameType: fc.constant(gameType),
        rule: fc.constant(rule),
        steps: fc.array(step, { minLength: 1, maxLength: 12 }),
        stakeCents: fc.integer({ min: 1, max: 100_000 }),
      });
    });
    fc.assert(
      fc.property(arbitrary, ({ gameType, rule, steps, stakeCents }) => {
        const selection = steps.reduce<Selection>((s, [g, ball]) => pick(gameType, rule, s, g, ball), clearSelection(rule));
        const count = countBets(gameType, rule, selection);
        fc.pre(count > 0);
        const stake = gameType === 'pc28' ? Math.ceil(stakeCents / 100) : stakeCents / 100;
        const order = placeOrder(gameType, rule, selection, stake);
        const amount = order.orderDTO.bettingAmount;
        expect(order.orderDTO.bettingCount).toBe(count);
        expect(order.orderDTO.bettingTotal).toBe(count * amount);
        expect(order.orderItemDTOList.reduce((sum, item) => sum + item.bettingTotal, 0)).toBe(order.orderDTO.bettingTotal);
        for (const item of order.orderItemDTOList) {
          expect(item.bettingTotal).toBe(item.bettingCount * amount);
          expect(countItem(gameType, rule, item)).toBe(item.bettingCount);
        }
      }),
    );
  });

  it('carries the room id only when there is one', () => {
    const input = { gameType: 'k3' as const, lotteryId: 1, prizeNo: '1', rule: ebth, selection: [['1', '2']], stake: 1 };
    expect(buildOrder(input).orderDTO).not.toHaveProperty('roomId');
    expect(buildOrder({ ...input, roomId: 3 }).orderDTO.roomId).toBe(3);
  });

  it('refuses a bet that validateBet would refuse', () => {
    expect(() => placeOrder('k3', ebth, [['1']])).toThrow();
    expect(() => placeOrder('k3', ebth, [['1', '2']], 0)).toThrow();
  });
});

describe('countItem', () => {
  it('is 0 for an item the rule does not know or one beyond the play limits', () => {
    const dxds = ruleOf('k3', 'dxds');
    const big = dxds.balls[0];
    if (!big) throw new Error('no big group');
    expect(countItem('k3', dxds, { ruleItemId: big.ruleItemId, bettingNumbers: 'big' })).toBe(1);
    expect(countItem('k3', dxds, { ruleItemId: big.ruleItemId, bettingNumbers: 'small' })).toBe(0);
    expect(countItem('k3', dxds, { ruleItemId: 1, bettingNumbers: 'big' })).toBe(0);
    const rx1 = ruleOf('hp8', 'rx1');
    const grid = rx1.balls[0];
    if (!grid) throw new Error('no grid');
    expect(countItem('hp8', rx1, { ruleItemId: grid.ruleItemId, bettingNumbers: '1,2,3,4,5,6,7,8,9' })).toBe(0);
    const q2 = ruleOf('pk10', 'q2');
    const first = q2.balls[0];
    if (!first) throw new Error('no column');
    expect(countItem('pk10', q2, { ruleItemId: first.ruleItemId, bettingNumbers: '1,2|1,3' })).toBe(3);
    expect(countItem('pk10', q2, { ruleItemId: first.ruleItemId, bettingNumbers: '1,2' })).toBe(0);
    const second = q2.balls[1];
    if (!second) throw new Error('no second column');
    expect(countItem('pk10', q2, { ruleItemId: second.ruleItemId, bettingNumbers: '1,2|1,3' })).toBe(0);
  });
});

describe('buildPc28Order', () => {
  it('floors the stake to whole units and names the picked rule item', () => {
    const zh = ruleOf('pc28', 'zh');
    const order = buildPc28Order({ lotteryId: 8, prizeNo: '2024001', rule: zh, selection: byBall(zh, ['bigEven']), stake: 12.7, roomId: 2 });
    expect(order).toEqual({
      bettingAmount: 1200,
      bettingCount: 1,
      bettingTotal: 1200,
      lotteryId: 8,
      prizeNo: '2024001',
      roomId: 2,
      ruleId: 503,
      ruleItemId: 50302,
    });
  });
});
