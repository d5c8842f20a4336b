import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { AWAIT_REFRESH_MS, roundMachine, roundView, type FetchedSellingInfo } from '../../machines/round.machine';
import type { SellingInfo } from '../../models/games';
import { deferred, simulatedTicker } from './support';

/**
 * Model-based paths through every round status: a model of what the player sees, with server
 * answers and the passing of time as plain events. Each path drives the real round machine on
 * a SimulatedClock with a fetch actor whose answers the test chooses.
 */
const model = createMachine({
  id: 'roundModel',
  initial: 'loading',
  states: {
    loading: {
      on: { 'answer.open': 'open', 'answer.closed': 'drawing', 'answer.ended': 'awaitingResult', 'answer.waiting': 'waitingNextOpen' },
    },
    open: { on: { 'clock.toClose': 'drawing' } },
    drawing: { on: { 'clock.toResult': 'loading' } },
    awaitingResult: { on: { 'clock.toRefresh': 'loading' } },
    waitingNextOpen: { on: { 'clock.toOpen': 'loading' } },
  },
});

const T0 = new Date(2026, 10, 22, 12, 0, 0).getTime();
const pad = (n: number) => String(n).padStart(2, '0');
const at = (ms: number) => {
  const d = new Date(T0 + ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

function createSystemUnderTest() {
  const clock = new SimulatedClock();
  let pending: ReturnType<typeof deferred<FetchedSellingInfo>> | null = null;
  const machine = roundMachine.provide({
    actors: {
      fetchSellingInfo: fromPromise(() => {
        pending = deferred<FetchedSellingInfo>();
        return pending.promise;
      }),
      ticker: simulatedTicker(clock),
    },
  });
  const actor = createActor(machine, { input: { lotteryId: 1, gameType: 'k3' }, clock }).start();
  const tick = () => new Promise((r) => setTimeout(r, 0));
  const answer = async (make: (now: number) => Omit<SellingInfo, 'currentTime' | 'orderList'>) => {
    const current = pending;
    if (!current) throw new Error('the round is not fetching');
    pending = null;
    const now = clock.now();
    current.resolve({ info: { ...make(now), currentTime: at(now), orderList: [] }, receivedAt: now });
    await tick();
  };
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 1000) {
      clock.increment(1000);
      await tick();
    }
  };
  return { actor, answer, advance, view: () => roundView(actor.getSnapshot()) };
}

const paths = createTestModel(model).getSimplePaths();

describe('round machine — model-based paths', () => {
  it('covers every status', () => {
    const seen = new Set(paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]));
    expect([...seen].sort()).toEqual(['awaitingResult', 'drawing', 'loading', 'open', 'waitingNextOpen']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = createSystemUnderTest();
      await path.test({
        states: {
          loading: () => expect(sut.actor.getSnapshot().value).toBe('loading'),
          open: () => expect(sut.view()).toMatchObject({ status: 0, canBet: true, remaining: 50 }),
          drawing: () => expect(sut.view()).toMatchObject({ status: 2, canBet: false }),
          awaitingResult: () => expect(sut.view()).toMatchObject({ status: 3, canBet: false }),
          waitingNextOpen: () => expect(sut.view()).toMatchObject({ status: 4, canBet: false, remaining: 15 }),
        },
        events: {
          'answer.open': () => sut.answer((now) => ({ currentNo: 'A', status: 0, resultTime: at(now + 60_000), closeTime: 10, openTime: at(now + 60_000) })),
          'answer.closed': () => sut.answer((now) => ({ currentNo: 'A', status: 1, resultTime: at(now + 10_000), closeTime: 10, openTime: at(now + 10_000) })),
          'answer.ended': () => sut.answer((now) => ({ currentNo: 'A', status: 3, resultTime: at(now - 20_000), closeTime: 10, openTime: at(now - 10_000) })),
          'answer.waiting': () => sut.answer((now) => ({ currentNo: 'A', status: 4, resultTime: at(now - 5_000), closeTime: 10, openTime: at(now + 15_000) })),
          'clock.toClose': () => sut.advance(50_000),
          'clock.toResult': () => sut.advance(sut.view().remaining * 1000),
          'clock.toRefresh': () => sut.advance(AWAIT_REFRESH_MS),
          'clock.toOpen': () => sut.advance(15_000),
        },
      });
    });
  }
});
