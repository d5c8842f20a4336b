/** Chips and the multiplier (issue 20 §3): one stake rule for the slip, the order and the server's check. */
import { describe, expect, it } from 'vitest';
import { checkOrder } from '../../../server/domain/games/order-check';
import { readOrder } from '../../../server/domain/games/order-request';
import { ErrorCode } from '../../../models/errors';
import { betAmountCents, buildOrder, buildPc28Order, MAX_MULTIPLIER, PC28_ROOMS, readMultiplier, stakeChips, validateBet } from '../../../models/games';
import { ruleOf } from './support';

const ebth = ruleOf('k3', 'ebth');
const pick3 = [['1', '2', '3']];

describe('betAmountCents', () => {
  it('is the typed stake times the multiplier, refusing what the money rule refuses', () => {
    expect(betAmountCents('k3', '2.5', 3)).toBe(750);
    expect(betAmountCents('k3', '2.5')).toBe(250);
    expect(betAmountCents('k3', '1,5', 2)).toBeNull();
    expect(betAmountCents('k3', '1.005', 2)).toBeNull();
    expect(betAmountCents('k3', '1', 0)).toBeNull();
    expect(betAmountCents('k3', '1', 1.5)).toBeNull();
    expect(betAmountCents('k3', '1', MAX_MULTIPLIER + 1)).toBeNull();
    expect(betAmountCents('pc28', '2.5', 2)).toBe(400);
  });
});

describe('readMultiplier', () => {
  it('reads a typed whole number from 1 to MAX_MULTIPLIER by the typed-amount rule, and refuses anything else instead of making it another number', () => {
    expect(['1', '7', ' 12 ', '1000', '１０', '3.0'].map(readMultiplier)).toEqual([1, 7, 12, 1000, 10, 3]);
    for (const refused of ['', ' ', '0', '1001', '2.5', '1,000', '1e3', '-2', '+2', '0x10', 'x', '١٢', String(MAX_MULTIPLIER * 10)]) expect(readMultiplier(refused), refused).toBeNull();
  });
});

describe('an order with a multiplier', () => {
  it('carries stake × multiplier per bet with bettingTimes 1, and the server’s check accepts it', () => {
    const order = buildOrder({ gameType: 'k3', lotteryId: 1, prizeNo: '20261207001', rule: ebth, selection: pick3, stake: '2', multiplier: 5 });
    expect(order.orderDTO).toMatchObject({ bettingCount: 3, bettingAmount: 1000, bettingTimes: 1, bettingTotal: 3000 });
    expect(order.orderItemDTOList.every((item) => item.bettingTimes === 1 && item.bettingAmount === 1000)).toBe(true);
    const placed = readOrder('k3', order);
    expect(placed && checkOrder('k3', placed)).toMatchObject({ ok: true });
  });

  it('is refused by the server when its total is not count × stake × multiplier', () => {
    const order = buildOrder({ gameType: 'k3', lotteryId: 1, prizeNo: '20261207001', rule: ebth, selection: pick3, stake: '2', multiplier: 5 });
    const forged = { ...order, orderDTO: { ...order.orderDTO, bettingTotal: 600 } };
    expect(checkOrder('k3', readOrder('k3', forged)!)).toEqual({ ok: false, code: ErrorCode.wrongBetCount });
  });

  it('checks the minimum and the balance against the multiplied stake', () => {
    const base = { gameType: 'k3' as const, rule: ebth, selection: pick3, roundStatus: 0 as const };
    expect(validateBet({ ...base, stake: '0.5', multiplier: 2, balanceCents: 10_000 })).toBeNull();
    expect(validateBet({ ...base, stake: '0.5', multiplier: 1, balanceCents: 10_000 })?.code).toBe(ErrorCode.belowRoomMinimum);
    expect(validateBet({ ...base, stake: '1', multiplier: 4, balanceCents: 1_100 })?.code).toBe(ErrorCode.insufficientBalance);
  });

  it('builds a pc28 order the same way', () => {
    const room = PC28_ROOMS[0]!;
    const rule = ruleOf('pc28', 'dxds');
    const group = rule.balls.findIndex((g) => g.balls.length > 0);
    const selection = rule.balls.map((g, i) => (i === group ? [g.balls[0]!.number] : []));
    const order = buildPc28Order({ lotteryId: 20, prizeNo: '1', rule, selection, stake: '10', multiplier: 3, roomId: room.id });
    expect(order).toMatchObject({ bettingAmount: 3000, bettingCount: 1, bettingTotal: 3000 });
  });
});

describe('stakeChips', () => {
  it('offers the quick stakes within the play’s limits, whole units, at most six', () => {
    expect(stakeChips('k3', { ...ebth, minBetting: 100, maxBetting: 100_000 })).toEqual([1, 2, 5, 10, 20, 50]);
    expect(stakeChips('k3', { ...ebth, minBetting: 1000, maxBetting: 5000 })).toEqual([10, 20, 50]);
    const room = { ...PC28_ROOMS[0]!, minLimitBetting: 500 };
    expect(stakeChips('pc28', { ...ruleOf('pc28', 'dxds'), maxBetting: 1_000_000 }, room)[0]).toBe(5);
  });
});
