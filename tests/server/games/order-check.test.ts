import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../models/errors';
import { checkOrder } from '../../../server/domain/games/order-check';
import { readOrder } from '../../../server/domain/games/order-request';
import { k3Order, pc28Order } from './support';

/** An order body whose only item stakes `cents` per bet (one bet), totals made to match. */
function withStake<T extends object>(body: T, cents: number): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const set = (fields: Record<string, unknown>) => Object.assign(fields, { bettingAmount: cents, bettingTotal: cents * (fields.bettingCount as number) });
  if (Array.isArray(copy.orderItemDTOList)) {
    set(copy.orderDTO as Record<string, unknown>);
    for (const item of copy.orderItemDTOList as Record<string, unknown>[]) set(item);
  } else set(copy);
  return copy;
}

describe('order checks at the edge of safe integers', () => {
  it('answers a stake of 9007199254740991 cents with 3005 (above the play maximum), not 3001', () => {
    const order = readOrder('k3', withStake(k3Order('20261122001'), Number.MAX_SAFE_INTEGER));
    expect(order).not.toBeNull();
    expect(checkOrder('k3', order!)).toEqual({ ok: false, code: ErrorCode.abovePlayMaximum });
  });

  it('keeps pc28 stakes whole units at any size: 3001 for cents, 3005 for a huge whole stake', () => {
    const cents = readOrder('pc28', withStake(pc28Order('20261122001'), Number.MAX_SAFE_INTEGER));
    expect(checkOrder('pc28', cents!)).toEqual({ ok: false, code: ErrorCode.belowRoomMinimum });
    const whole = readOrder('pc28', withStake(pc28Order('20261122001'), 9_007_199_254_740_900));
    expect(checkOrder('pc28', whole!)).toEqual({ ok: false, code: ErrorCode.abovePlayMaximum });
  });
});
