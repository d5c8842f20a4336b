import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { slipMachine, slipView, type PlaceOrderInput, type SlipInput } from '../../machines/games/slip.machine';
import { PC28_ROOMS, RULES, type Pc28Order, type OrderRequest } from '../../models/games';
import { apiError, flush } from './support';

function startSlip(input: Partial<SlipInput> = {}, answer: () => Promise<{ orderId: number }> = async () => ({ orderId: 77 })) {
  const placed = vi.fn();
  const notify = vi.fn();
  const fetchRules = vi.fn();
  const gameType = input.gameType ?? 'k3';
  const machine = slipMachine.provide({
    actors: {
      fetchRules: fromPromise(async () => {
        fetchRules();
        return [...RULES[gameType]];
      }),
      placeOrder: fromPromise(async (args: { input: PlaceOrderInput }) => {
        placed(args.input);
        return answer();
      }),
    },
    actions: { notify: (_, n) => notify(n) },
  });
  const actor = createActor(machine, { input: { lotteryId: 1, gameType, balanceCents: 1_000_000, ...input } }).start();
  const view = () => slipView(actor.getSnapshot().context);
  return { actor, placed, notify, fetchRules, view };
}

const open = { type: 'slip.round' as const, status: 0 as const, prizeNo: '20261122001' };

describe('bet slip', () => {
  it('loads the rules, selects the first and the default stake', async () => {
    const { actor, view } = startSlip();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ bet: { ready: 'editing' }, follow: 'idle' });
    expect(view().rule?.code).toBe('hz');
    expect(actor.getSnapshot().context.stake).toBe('1');
    expect(view()).toMatchObject({ count: 0, canConfirm: false });
  });

  it('counts picks and totals them; confirm needs count > 0 and stake > 0', async () => {
    const { actor, view } = startSlip();
    await flush();
    actor.send({ type: 'slip.selectRule', ruleId: 107 }); // ebth: C(n, 2)
    for (const ball of ['1', '2', '3', '4']) actor.send({ type: 'slip.pick', group: 0, ball });
    actor.send({ type: 'slip.stake', value: '2.5' });
    expect(view()).toMatchObject({ count: 6, stakeCents: 250, totalCents: 1500, canConfirm: true });
    actor.send({ type: 'slip.stake', value: '0' });
    expect(view().canConfirm).toBe(false);
    actor.send({ type: 'slip.stake', value: 'a1b.2x34' });
    expect(actor.getSnapshot().context.stake).toBe('1.23');
  });

  it('runs the §5 checks in order and never sends a refused bet', async () => {
    const { actor, placed } = startSlip({ balanceCents: 100 });
    await flush();
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().context.error?.messageKey).toBe('games:tips_no_buy');
    actor.send(open);
    actor.send({ type: 'slip.stake', value: '0.5' });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'games:tips_bet_min', values: { min: 1 } });
    actor.send({ type: 'slip.stake', value: '2' });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().context.error?.messageKey).toBe('games:tips_number');
    actor.send({ type: 'slip.pick', group: 0, ball: '3' });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 2001, messageKey: 'errors:code.2001' });
    expect(placed).not.toHaveBeenCalled();
  });

  it('posts a valid order, then clears the selection, reloads the rules and notifies', async () => {
    const { actor, placed, notify, fetchRules, view } = startSlip();
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.selectRule', ruleId: 101 });
    actor.send({ type: 'slip.pick', group: 7, ball: '10' });
    actor.send({ type: 'slip.stake', value: '5' });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().value).toEqual({ bet: 'placing', follow: 'idle' });
    const order = placed.mock.calls[0]![0].order as OrderRequest;
    expect(order.orderDTO).toMatchObject({ lotteryId: 1, prizeNo: '20261122001', bettingCount: 1, bettingAmount: 500, bettingTimes: 1, bettingTotal: 500 });
    await flush();
    await flush();
    expect(notify).toHaveBeenCalledWith({ type: 'slip.placed', orderId: 77, prizeNo: '20261122001', totalCents: 500 });
    expect(fetchRules).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ bet: { ready: 'editing' }, follow: 'idle' });
    expect(view()).toMatchObject({ count: 0 });
    expect(view().rule?.id).toBe(101); // the player's rule is kept
    expect(actor.getSnapshot().context.stake).toBe('5');
  });

  it('keeps the selection and shows the server error when the order is refused', async () => {
    const { actor, view } = startSlip({}, async () => Promise.reject(apiError(3009)));
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.pick', group: 0, ball: '3' });
    actor.send({ type: 'slip.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ bet: { ready: 'editing' }, follow: 'idle' });
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'errors:code.3009', code: 3009 });
    expect(view().count).toBe(1);
  });

  it('pc28: one number per rule, stake floored to whole units, the room minimum and the pc28 order shape', async () => {
    const room = PC28_ROOMS[1]!; // level2, minimum 10
    const { actor, placed, view } = startSlip({ gameType: 'pc28', room });
    await flush();
    expect(actor.getSnapshot().context.stake).toBe('10');
    actor.send(open);
    actor.send({ type: 'slip.pick', group: 3, ball: '3' });
    actor.send({ type: 'slip.pick', group: 5, ball: '5' });
    expect(view().count).toBe(1);
    actor.send({ type: 'slip.stake', value: '9.99' });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'games:tips_bet_min', values: { min: 10 } });
    actor.send({ type: 'slip.stake', value: '12.7' });
    actor.send({ type: 'slip.submit' });
    const order = placed.mock.calls[0]![0].order as Pc28Order;
    expect(order).toMatchObject({ bettingAmount: 1200, bettingCount: 1, bettingTotal: 1200, roomId: 2, ruleId: 501 });
    expect(order.ruleItemId).toBeGreaterThan(0);
  });
});

describe('bet slip: a visitor', () => {
  it('picks like anyone; Bet runs the checks but the balance, asks for the login and sends nothing', async () => {
    const { actor, placed, notify } = startSlip({ member: false, balanceCents: 0 });
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.submit' });
    // An empty pick is refused as for a member: no dialog for a slip that could not be bet.
    expect(actor.getSnapshot().context.error?.messageKey).toBe('games:tips_number');
    expect(actor.getSnapshot().matches({ bet: { ready: 'editing' } })).toBe(true);
    actor.send({ type: 'slip.pick', group: 0, ball: '3' });
    actor.send({ type: 'slip.stake', value: '2' });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().matches({ bet: { ready: 'awaitingLogin' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(notify).toHaveBeenCalledWith({ type: 'slip.loginNeeded' });
    // Still editable while the dialog is open; a second Bet asks again.
    actor.send({ type: 'slip.pick', group: 0, ball: '4' });
    actor.send({ type: 'slip.submit' });
    expect(notify.mock.calls.filter(([n]) => n.type === 'slip.loginNeeded')).toHaveLength(2);
    await flush();
    expect(placed).not.toHaveBeenCalled();
  });

  it('after the login it is back to editing with the same selection and stake, and bets it at once', async () => {
    const { actor, placed, view } = startSlip({ member: false, balanceCents: 0 });
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.pick', group: 0, ball: '3' });
    actor.send({ type: 'slip.stake', value: '5' });
    actor.send({ type: 'slip.submit' });
    const selection = actor.getSnapshot().context.selection;
    actor.send({ type: 'slip.balance', cents: 1_000_000 });
    actor.send({ type: 'slip.account', member: true });
    expect(actor.getSnapshot().value).toEqual({ bet: { ready: 'editing' }, follow: 'idle' });
    expect(actor.getSnapshot().context.selection).toEqual(selection);
    expect(view()).toMatchObject({ count: 1, stakeCents: 500 });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().value).toEqual({ bet: 'placing', follow: 'idle' });
    await flush();
    expect(placed).toHaveBeenCalledTimes(1);
    expect(placed.mock.calls[0]![0].order.orderDTO).toMatchObject({ bettingCount: 1, bettingTotal: 500 });
  });

  it('a member who logs out is a visitor again: Bet asks for the login', async () => {
    const { actor, placed, notify } = startSlip();
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.pick', group: 0, ball: '3' });
    actor.send({ type: 'slip.account', member: false });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().matches({ bet: { ready: 'awaitingLogin' } })).toBe(true);
    expect(notify).toHaveBeenCalledWith({ type: 'slip.loginNeeded' });
    expect(placed).not.toHaveBeenCalled();
  });
});
