import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CAROUSEL_MS, diceMachine, SPIN_MS, STAGGER_MS } from '../../machines/games/dice.machine';
import { pageCount, prizePagerMachine, type PrizePage } from '../../machines/games/prize-pager.machine';
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

  it('shows a roll at once when motion is not allowed (reduced motion)', () => {
    const actor = createActor(diceMachine.provide({ guards: { motionAllowed: () => false } }), { input: {} }).start();
    actor.send({ type: 'dice.roll', result: [2, 2, 6] });
    expect(actor.getSnapshot().value).toBe('still');
    expect(actor.getSnapshot().context.faces).toEqual([2, 2, 6]);
  });

  it('shows a result at once without animation', () => {
    const actor = createActor(diceMachine, { input: {} }).start();
    actor.send({ type: 'dice.show', result: [3, 4, 5] });
    expect(actor.getSnapshot().context.faces).toEqual([3, 4, 5]);
  });
});
