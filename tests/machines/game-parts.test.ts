import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { CAROUSEL_MS, diceMachine, SPIN_MS, STAGGER_MS } from '../../machines/dice.machine';
import { gameMachine, gameRoundMachine, gameSlipMachine, slipOf } from '../../machines/game.machine';
import { pageCount, prizePagerMachine, type PrizePage } from '../../machines/prize-pager.machine';
import { PC28_ROOMS, RULES, type Room, type SellingInfo } from '../../models/games';
import { flush } from './support';

describe('prize pager', () => {
  const start = (total = 25) => {
    const fetches = vi.fn();
    const machine = prizePagerMachine.provide({
      actors: {
        fetchPage: fromPromise<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>(async ({ input }) => {
          fetches(input);
          return { records: [], total };
        }),
      },
    });
    return { actor: createActor(machine, { input: { lotteryId: 3, pageSize: 10 } }).start(), fetches };
  };

  it('loads page 1 of 10, moves between existing pages only, reloads', async () => {
    const { actor, fetches } = start();
    await flush();
    expect(fetches).toHaveBeenLastCalledWith({ lotteryId: 3, pageIndex: 1, pageSize: 10 });
    expect(pageCount(actor.getSnapshot().context)).toBe(3);
    actor.send({ type: 'pager.goTo', page: 3 });
    await flush();
    expect(fetches).toHaveBeenLastCalledWith({ lotteryId: 3, pageIndex: 3, pageSize: 10 });
    actor.send({ type: 'pager.goTo', page: 4 });
    actor.send({ type: 'pager.goTo', page: 0 });
    actor.send({ type: 'pager.goTo', page: 3 });
    expect(fetches).toHaveBeenCalledTimes(2);
    actor.send({ type: 'pager.reload' });
    await flush();
    expect(fetches).toHaveBeenCalledTimes(3);
  });
});

describe('dice animation', () => {
  it('spins 3 s, stops one die every 350 ms, cycles faces every 90 ms, ends on the result', () => {
    const clock = new SimulatedClock();
    const actor = createActor(diceMachine, { input: { result: [1, 1, 1] }, clock }).start();
    actor.send({ type: 'dice.roll', result: [6, 2, 5] });
    const faces0 = actor.getSnapshot().context.faces;
    clock.increment(CAROUSEL_MS);
    expect(actor.getSnapshot().context.faces).not.toEqual(faces0);
    clock.increment(SPIN_MS - CAROUSEL_MS);
    expect(actor.getSnapshot().context.stopped).toBe(1);
    expect(actor.getSnapshot().context.faces[0]).toBe(6);
    clock.increment(STAGGER_MS);
    expect(actor.getSnapshot().context.stopped).toBe(2);
    expect(actor.getSnapshot().matches('spinning')).toBe(true);
    clock.increment(STAGGER_MS);
    expect(actor.getSnapshot().value).toBe('still');
    expect(actor.getSnapshot().context.faces).toEqual([6, 2, 5]);
  });

  it('shows a result at once without animation', () => {
    const actor = createActor(diceMachine, { input: {} }).start();
    actor.send({ type: 'dice.show', result: [3, 4, 5] });
    expect(actor.getSnapshot().context.faces).toEqual([3, 4, 5]);
  });
});

describe('game machine', () => {
  const info = (no: string): SellingInfo => ({
    currentNo: no,
    status: 0,
    currentTime: '2026-11-22 12:00:00',
    resultTime: '2026-11-22 12:01:00',
    closeTime: 10,
    openTime: '2026-11-22 12:01:00',
    orderList: [],
  });

  function startGame(gameType: 'k3' | 'pc28') {
    const clock = new SimulatedClock();
    const roundInputs = vi.fn();
    const slipInputs = vi.fn();
    const notify = vi.fn();
    const machine = gameMachine.provide({
      actors: {
        round: gameRoundMachine.provide({
          actors: {
            fetchSellingInfo: fromPromise(async ({ input }) => {
              roundInputs(input);
              return { info: info('001'), receivedAt: clock.now() };
            }),
            ticker: fromCallback(() => () => {}),
          },
        }),
        slip: gameSlipMachine.provide({
          actors: {
            fetchRules: fromPromise(async ({ input }) => {
              slipInputs(input);
              return [...RULES[gameType]];
            }),
            placeOrder: fromPromise(async () => ({ orderId: 5 })),
          },
        }),
        draws: prizePagerMachine.provide({ actors: { fetchPage: fromPromise(async (): Promise<PrizePage> => ({ records: [], total: 0 })) } }),
        fetchRooms: fromPromise(async (): Promise<Room[]> => [...PC28_ROOMS]),
      },
      actions: { notify: (_, n) => notify(n) },
    });
    const actor = createActor(machine, { input: { lotteryId: 9, gameType, balanceCents: 50_000 }, clock }).start();
    return { actor, roundInputs, slipInputs, notify };
  }

  it('tells the slip the round status and number, and forwards the balance', async () => {
    const { actor } = startGame('k3');
    await flush();
    await flush();
    const slip = slipOf(actor.getSnapshot())!;
    expect(slip.getSnapshot().context).toMatchObject({ roundStatus: 0, prizeNo: '001', balanceCents: 50_000 });
    actor.send({ type: 'game.balance', cents: 123 });
    expect(slip.getSnapshot().context.balanceCents).toBe(123);
  });

  it('a placed order refreshes the round and notifies the page', async () => {
    const { actor, roundInputs, notify } = startGame('k3');
    await flush();
    await flush();
    const slip = slipOf(actor.getSnapshot())!;
    slip.send({ type: 'slip.pick', group: 0, ball: '3' });
    slip.send({ type: 'slip.submit' });
    await flush();
    await flush();
    expect(notify).toHaveBeenCalledWith({ type: 'game.orderPlaced', orderId: 5, totalCents: 100 });
    expect(roundInputs).toHaveBeenCalledTimes(2);
  });

  it('pc28: loads rooms, bets in the chosen room; changing room restarts round and slip', async () => {
    const { actor, roundInputs, slipInputs } = startGame('pc28');
    // The balance may arrive while the rooms load, before any slip exists.
    actor.send({ type: 'game.balance', cents: 70_000 });
    expect(actor.getSnapshot().status).toBe('active');
    await flush();
    await flush();
    expect(roundInputs).toHaveBeenLastCalledWith(expect.objectContaining({ roomId: 1 }));
    actor.send({ type: 'game.room', roomId: 3 });
    await flush();
    expect(roundInputs).toHaveBeenLastCalledWith(expect.objectContaining({ roomId: 3 }));
    expect(slipInputs).toHaveBeenLastCalledWith(expect.objectContaining({ room: expect.objectContaining({ id: 3 }) }));
    expect(slipOf(actor.getSnapshot())!.getSnapshot().context).toMatchObject({ stake: '100', balanceCents: 70_000 });
  });
});
