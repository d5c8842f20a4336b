import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { slipLines, slipMachine, slipView, type PlaceOrderInput, type SlipInput } from '../../machines/games/slip.machine';
import type { SavedSlip, SlipMemory } from '../../machines/games/slip/saved-slip';
import type { SlipMemoryCommand, SlipMemoryEvent, SlipMemoryInput } from '../../machines/games/slip/memory';
import { PC28_ROOMS, RULES, type Pc28Order, type OrderRequest } from '../../models/games';
import { apiError, flush } from './support';

function startSlip(input: Partial<SlipInput> = {}, answer: () => Promise<{ orderId: number }> = async () => ({ orderId: 77 }), more: { slipMemory?: AnyActorLogic } = {}) {
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
      slipMemory: (more.slipMemory ?? fromCallback(() => {})) as never,
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
    expect(actor.getSnapshot().value).toMatchObject({ bet: { ready: 'editing' }, follow: 'idle' });
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
    // The money rule: what was typed stays, refused with its reason, never read as another number.
    actor.send({ type: 'slip.stake', value: '1,5' });
    expect(actor.getSnapshot().context.stake).toBe('1,5');
    expect(view()).toMatchObject({ stakeCents: 0, canConfirm: false, stakeProblem: { messageKey: 'validation:tips_amount_format' } });
    actor.send({ type: 'slip.stake', value: '1.005' });
    expect(view().stakeProblem?.messageKey).toBe('validation:tips_amount_decimals');
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
    expect(actor.getSnapshot().value).toMatchObject({ bet: 'confirming', follow: 'idle' });
    expect(placed).not.toHaveBeenCalled();
    actor.send({ type: 'slip.confirm' });
    expect(actor.getSnapshot().value).toMatchObject({ bet: 'placing', follow: 'idle' });
    const order = placed.mock.calls[0]![0].order as OrderRequest;
    expect(order.orderDTO).toMatchObject({ lotteryId: 1, prizeNo: '20261122001', bettingCount: 1, bettingAmount: 500, bettingTimes: 1, bettingTotal: 500 });
    await flush();
    await flush();
    expect(notify).toHaveBeenCalledWith({ type: 'slip.placed', orderId: 77, prizeNo: '20261122001', totalCents: 500 });
    expect(fetchRules).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toMatchObject({ bet: { ready: 'editing' }, follow: 'idle' });
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
    actor.send({ type: 'slip.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ bet: { ready: 'editing' }, follow: 'idle' });
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
    actor.send({ type: 'slip.confirm' });
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
    expect(actor.getSnapshot().value).toMatchObject({ bet: { ready: 'editing' }, follow: 'idle' });
    expect(actor.getSnapshot().context.selection).toEqual(selection);
    expect(view()).toMatchObject({ count: 1, stakeCents: 500 });
    actor.send({ type: 'slip.submit' });
    actor.send({ type: 'slip.confirm' });
    expect(actor.getSnapshot().value).toMatchObject({ bet: 'placing', follow: 'idle' });
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

describe('bet slip: faster betting (issue 20 §3)', () => {
  /** A member's slip whose memory is a fake store: what it starts with and every save. */
  function startRemembering(memory: SlipMemory = { skipConfirm: false, last: null, draft: null }, answer?: () => Promise<{ orderId: number }>, input: Partial<SlipInput> = {}) {
    const saved: SlipMemory[] = [];
    const slipMemory = fromCallback<SlipMemoryCommand, SlipMemoryInput, SlipMemoryEvent>(({ sendBack, receive }) => {
      sendBack({ type: 'slip.memory', ...memory });
      receive((command) => saved.push(command.memory));
    });
    const started = startSlip({ playerId: 7, ...input }, answer, { slipMemory });
    return { ...started, saved };
  }
  const sum10 = { type: 'slip.pick' as const, group: 7, ball: '10' };
  const last: SavedSlip = { prizeNo: '20261121009', ruleId: 101, selection: RULES.k3[0]!.balls.map((g) => (g.name === '10' ? ['10'] : [])), stake: '2', multiplier: '3', rates: RULES.k3[0]!.balls.map((g) => g.ruleItemRate) };

  it('multiplies the stake: total = bets × stake × multiplier, and the order carries it per bet', async () => {
    const { actor, placed, view } = startSlip();
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.selectRule', ruleId: 107 });
    for (const ball of ['1', '2', '3']) actor.send({ type: 'slip.pick', group: 0, ball });
    actor.send({ type: 'slip.stake', value: '2' });
    actor.send({ type: 'slip.multiplier', value: '5' });
    expect(view()).toMatchObject({ count: 3, times: 5, stakeCents: 1000, totalCents: 3000, balanceAfterCents: 1_000_000 - 3000, multiplierProblem: null });
    actor.send({ type: 'slip.submit' });
    actor.send({ type: 'slip.confirm' });
    expect((placed.mock.calls[0]![0].order as OrderRequest).orderDTO).toMatchObject({ bettingAmount: 1000, bettingTimes: 1, bettingTotal: 3000 });
  });

  it('Bet asks first: the confirmation lists every line; cancel goes back with the slip as it was, nothing sent', async () => {
    const { actor, placed } = startSlip();
    await flush();
    actor.send(open);
    actor.send(sum10);
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(slipLines(actor.getSnapshot().context)).toMatchObject([{ ruleName: '和值', bettingCount: 1, bettingTotal: 100 }]);
    actor.send({ type: 'slip.cancel' });
    expect(actor.getSnapshot().matches({ bet: { ready: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.selection[7]).toEqual(['10']);
    await flush();
    expect(placed).not.toHaveBeenCalled();
  });

  it('confirming a bet whose round closed meanwhile is refused without a call', async () => {
    const { actor, placed } = startSlip();
    await flush();
    actor.send(open);
    actor.send(sum10);
    actor.send({ type: 'slip.submit' });
    actor.send({ type: 'slip.round', status: 1, prizeNo: open.prizeNo });
    actor.send({ type: 'slip.confirm' });
    expect(actor.getSnapshot().matches({ bet: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error?.messageKey).toBe('games:tips_no_buy');
    expect(placed).not.toHaveBeenCalled();
  });


  it('a member whose balance has not arrived yet (a reload) is asked to confirm, not refused as short of money; a known balance is checked', async () => {
    const { actor, view } = startSlip({ balanceCents: null });
    await flush();
    actor.send(open);
    actor.send(sum10);
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(view().balanceAfterCents).toBeNull();
    actor.send({ type: 'slip.cancel' });
    actor.send({ type: 'slip.balance', cents: 50 });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 2001 });
    actor.send({ type: 'slip.balance', cents: 500 });
    actor.send({ type: 'slip.submit' });
    expect(view().balanceAfterCents).toBe(400);
  });
  it('"don\'t ask again" is remembered for the player; Bet then places at once', async () => {
    const { actor, placed, saved } = startRemembering();
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.askFirst', ask: false });
    expect(saved.at(-1)).toEqual({ skipConfirm: true, last: null, draft: null });
    actor.send(sum10);
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().matches({ bet: 'placing' })).toBe(true);
    await flush();
    expect(placed).toHaveBeenCalledTimes(1);
  });

  it('a placed slip becomes the remembered last slip; bet again restores it for this round and asks first', async () => {
    const { actor, saved } = startRemembering();
    await flush();
    actor.send(open);
    actor.send(sum10);
    actor.send({ type: 'slip.stake', value: '2' });
    actor.send({ type: 'slip.multiplier', value: '3' });
    actor.send({ type: 'slip.submit' });
    actor.send({ type: 'slip.confirm' });
    await flush();
    await flush();
    expect(saved.at(-1)?.last).toMatchObject({ prizeNo: open.prizeNo, ruleId: 101, stake: '2', multiplier: '3' });
    // Placed: the draft is dropped.
    expect(saved.at(-1)?.draft).toBeNull();
    expect(actor.getSnapshot().context.selection[7]).toEqual([]);
    actor.send({ type: 'slip.round', status: 0, prizeNo: '20261122002' });
    actor.send({ type: 'slip.again' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ stake: '2', multiplier: '3', changes: [{ kind: 'round', from: open.prizeNo, to: '20261122002' }] });
    expect(actor.getSnapshot().context.selection[7]).toEqual(['10']);
  });

  it('bet again after a reload: the stored slip comes back; changed odds or a pick no longer offered are shown and wait for the player', async () => {
    const changed = { ...last, rates: last.rates.map((r) => r + 0.5), selection: last.selection.map((g, i) => (i === 7 ? ['10', '99'] : g)) };
    const { actor, placed } = startRemembering({ skipConfirm: true, last: changed, draft: null });
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.again' });
    expect(actor.getSnapshot().matches({ bet: { ready: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.changes).toEqual([{ kind: 'round', from: last.prizeNo, to: open.prizeNo }, { kind: 'lines' }, { kind: 'odds' }]);
    expect(actor.getSnapshot().context.selection[7]).toEqual(['10']);
    await flush();
    expect(placed).not.toHaveBeenCalled();
  });

  it('bet again of a play no longer offered restores nothing and says so', async () => {
    const { actor } = startRemembering({ skipConfirm: false, last: { ...last, ruleId: 999 }, draft: null });
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.again' });
    expect(actor.getSnapshot().context.changes).toEqual([{ kind: 'gone' }]);
    expect(slipView(actor.getSnapshot().context).count).toBe(0);
  });

  it('a typed multiplier is kept exactly as typed; anything but a whole number from 1 to 1000 is refused with its reason and never sent', async () => {
    const { actor, placed, view } = startSlip();
    await flush();
    actor.send(open);
    actor.send(sum10);
    for (const typed of ['2.5', '0', '1001', '1,000', '1e3', '-2', 'x', '']) {
      actor.send({ type: 'slip.multiplier', value: typed });
      expect(actor.getSnapshot().context.multiplier).toBe(typed);
      expect(view()).toMatchObject({ times: null, stakeCents: 0, totalCents: 0, canConfirm: false, multiplierProblem: { messageKey: 'validation:tips_multiplier', field: 'multiplier' } });
    }
    actor.send({ type: 'slip.multiplier', value: '2.5' });
    actor.send({ type: 'slip.submit' });
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'validation:tips_multiplier' });
    // Typed with a Chinese input method: full-width digits read as the same number.
    actor.send({ type: 'slip.multiplier', value: '１０００' });
    expect(view()).toMatchObject({ times: 1000, stakeCents: 100_000, multiplierProblem: null });
    await flush();
    expect(placed).not.toHaveBeenCalled();
  });
});

describe('bet slip: the draft survives a reload and a round change (issue 20 §3)', () => {
  function startWithDraft(draft: SavedSlip | null, input: Partial<SlipInput> = {}) {
    const saved: SlipMemory[] = [];
    const started = vi.fn();
    const slipMemory = fromCallback<SlipMemoryCommand, SlipMemoryInput, SlipMemoryEvent>(({ sendBack, receive }) => {
      started();
      sendBack({ type: 'slip.memory', skipConfirm: false, last: null, draft });
      receive((command) => saved.push(command.memory));
    });
    return { ...startSlip({ playerId: 7, ...input }, undefined, { slipMemory }), saved, started };
  }
  const sum10 = { type: 'slip.pick' as const, group: 7, ball: '10' };
  const hz = RULES.k3[0]!;
  const draft: SavedSlip = { prizeNo: open.prizeNo, ruleId: 101, selection: hz.balls.map((g) => (g.name === '10' ? ['10'] : [])), stake: '2', multiplier: '4', rates: hz.balls.map((g) => g.ruleItemRate) };

  it('every edit is kept as the draft; clearing the picks drops it', async () => {
    const { actor, saved } = startWithDraft(null);
    await flush();
    actor.send(open);
    actor.send(sum10);
    expect(saved.at(-1)?.draft).toMatchObject({ prizeNo: open.prizeNo, ruleId: 101, stake: '1', multiplier: '1' });
    actor.send({ type: 'slip.stake', value: '2' });
    actor.send({ type: 'slip.multiplier', value: '4' });
    expect(saved.at(-1)?.draft).toEqual(draft);
    actor.send({ type: 'slip.clear' });
    expect(saved.at(-1)?.draft).toBeNull();
  });

  it('is read once the slip has its rules and round, and restored as it was in the same round, nothing to say', async () => {
    const { actor, started, saved } = startWithDraft(draft);
    await flush();
    expect(started).not.toHaveBeenCalled();
    actor.send(open);
    expect(started).toHaveBeenCalledTimes(1);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ ruleId: 101, stake: '2', multiplier: '4', changes: [] });
    expect(context.selection[7]).toEqual(['10']);
    expect(slipView(context)).toMatchObject({ count: 1, stakeCents: 800, canConfirm: true });
    expect(saved.at(-1)?.draft).toEqual(draft);
  });

  it('restored in a later round with other odds and a pick gone: the picks that remain, and what changed', async () => {
    const older = { ...draft, prizeNo: '20261122000', rates: draft.rates.map((r) => r + 1), selection: draft.selection.map((g, i) => (i === 7 ? ['10', '99'] : g)) };
    const { actor } = startWithDraft(older);
    await flush();
    actor.send(open);
    expect(actor.getSnapshot().context.changes).toEqual([{ kind: 'round', from: '20261122000', to: open.prizeNo }, { kind: 'lines' }, { kind: 'odds' }]);
    expect(actor.getSnapshot().context.selection[7]).toEqual(['10']);
  });

  it('a draft over the balance says so; one whose play is gone restores nothing and is dropped', async () => {
    const poor = startWithDraft(draft, { balanceCents: 500 });
    await flush();
    poor.actor.send(open);
    expect(poor.actor.getSnapshot().context.changes).toEqual([{ kind: 'balance' }]);
    const gone = startWithDraft({ ...draft, ruleId: 999 });
    await flush();
    gone.actor.send(open);
    expect(gone.actor.getSnapshot().context.changes).toEqual([{ kind: 'gone' }]);
    expect(slipView(gone.actor.getSnapshot().context).count).toBe(0);
    expect(gone.saved.at(-1)?.draft).toBeNull();
  });

  it("a visitor's picks before the login win over an older draft, and become the draft", async () => {
    const { actor, saved } = startWithDraft({ ...draft, stake: '9' }, { member: false, playerId: null });
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.pick', group: 8, ball: '11' });
    actor.send({ type: 'slip.account', member: true, playerId: 7 });
    expect(actor.getSnapshot().context.selection[8]).toEqual(['11']);
    expect(actor.getSnapshot().context.stake).toBe('1');
    expect(saved.at(-1)?.draft?.selection[8]).toEqual(['11']);
  });

  it('a bet placed before the memory came (the player id arrives late) is newer than a kept draft: the draft is dropped, not restored', async () => {
    const { actor, saved } = startWithDraft(draft, { playerId: null });
    await flush();
    actor.send(open);
    actor.send({ type: 'slip.pick', group: 8, ball: '11' });
    actor.send({ type: 'slip.submit' });
    actor.send({ type: 'slip.confirm' });
    await flush();
    await flush();
    expect(saved).toEqual([]);
    actor.send({ type: 'slip.account', member: true, playerId: 7 });
    expect(actor.getSnapshot().context.selection[7]).toEqual([]);
    expect(actor.getSnapshot().context.changes).toEqual([]);
    expect(saved.at(-1)).toMatchObject({ draft: null, last: { selection: expect.arrayContaining([['11']]) } });
  });

  it('a new round keeps the picks, which now go to it, and says so from the round they were made in', async () => {
    const { actor, placed } = startWithDraft(null);
    await flush();
    actor.send(open);
    actor.send(sum10);
    actor.send({ type: 'slip.round', status: 1, prizeNo: open.prizeNo });
    expect(actor.getSnapshot().context.changes).toEqual([]);
    actor.send({ type: 'slip.round', status: 0, prizeNo: '20261122002' });
    actor.send({ type: 'slip.round', status: 0, prizeNo: '20261122003' });
    expect(actor.getSnapshot().context.changes).toEqual([{ kind: 'round', from: open.prizeNo, to: '20261122003' }]);
    expect(actor.getSnapshot().context.selection[7]).toEqual(['10']);
    actor.send({ type: 'slip.submit' });
    actor.send({ type: 'slip.confirm' });
    await flush();
    expect((placed.mock.calls[0]![0].order as OrderRequest).orderDTO.prizeNo).toBe('20261122003');
    // Nothing picked: a new round has nothing to say.
    actor.send({ type: 'slip.round', status: 0, prizeNo: '20261122004' });
    expect(actor.getSnapshot().context.changes).toEqual([]);
  });
});
