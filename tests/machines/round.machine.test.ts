import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { AWAIT_LIMIT_MS, AWAIT_REFRESH_MS, PUSH_GRACE_MS, roundMachine, roundView, type RoundInput } from '../../machines/games/round.machine';
import type { SellingInfo } from '../../models/games';
import { simulatedTicker } from './support';

/** Server wall time: 2026-11-22 12:00:00 local is t = 0 of the simulated client clock. */
const T0 = new Date(2026, 10, 22, 12, 0, 0).getTime();
const pad = (n: number) => String(n).padStart(2, '0');
const serverTime = (ms: number) => {
  const d = new Date(T0 + ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** A round: opens at `open`, result at `result`, betting closes `close` s before; next opens at `next`. */
function info(no: string, status: SellingInfo['status'], at: number, { result, close = 10, next }: { result: number; close?: number; next: number }): SellingInfo {
  return { currentNo: no, status, currentTime: serverTime(at), resultTime: serverTime(result), closeTime: close, openTime: serverTime(next), orderList: [] };
}

function startRound(answers: (calls: number, now: number) => SellingInfo, input: RoundInput = { lotteryId: 1, gameType: 'k3' }, skewMs = 0) {
  const clock = new SimulatedClock();
  const fetches = vi.fn();
  const notify = vi.fn();
  const machine = roundMachine.provide({
    actors: {
      fetchSellingInfo: fromPromise(async () => {
        fetches(clock.now());
        return { info: answers(fetches.mock.calls.length, clock.now() + skewMs), receivedAt: clock.now() };
      }),
      ticker: simulatedTicker(clock),
    },
    actions: { notify: (_, n) => notify(n) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => roundView(actor.getSnapshot());
  /** Advance the simulated clock one second at a time, letting fetches settle. */
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 1000) {
      clock.increment(1000);
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { actor, clock, fetches, notify, view, advance };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('round machine', () => {
  it('counts down to the close threshold, warns in the last seconds, then draws and refreshes', async () => {
    // Round 1 draws at 60 s, closes at 50 s; round 2 opens at 60 s and draws at 120 s.
    const r = startRound((calls, now) =>
      calls === 1 ? info('001', 0, now, { result: 60_000, next: 60_000 }) : info('002', 0, now, { result: 120_000, next: 120_000 }),
    );
    await flush();
    expect(r.view()).toMatchObject({ status: 0, currentNo: '001', remaining: 50, warning: false, canBet: true });
    await r.advance(40_000);
    expect(r.view()).toMatchObject({ status: 0, remaining: 10, warning: true });
    await r.advance(10_000);
    expect(r.view()).toMatchObject({ status: 2, remaining: 10, canBet: false });
    await r.advance(10_000);
    expect(r.notify).toHaveBeenCalledWith({ type: 'round.drawn', prizeNo: '001' });
    expect(r.fetches).toHaveBeenCalledTimes(2);
    expect(r.view()).toMatchObject({ status: 0, currentNo: '002', remaining: 50 });
    expect(r.notify).toHaveBeenCalledWith({ type: 'round.status', status: 0, prizeNo: '002' });
    expect(r.notify).toHaveBeenCalledWith({ type: 'round.status', status: 2, prizeNo: '001' });
  });

  it('computes the countdown from the server clock offset, not the client clock', async () => {
    // The server's clock is 3 h ahead of the client's: the round still closes 50 s from now.
    const skew = 3 * 3600_000;
    const r = startRound((_, now) => info('001', 0, now, { result: skew + 60_000, next: skew + 60_000 }), undefined, skew);
    await flush();
    expect(r.view()).toMatchObject({ status: 0, remaining: 50 });
    await r.advance(20_000);
    expect(r.view().remaining).toBe(30);
  });

  it('stays right after a long gap between ticks (hidden tab)', async () => {
    const r = startRound((calls, now) =>
      calls === 1 ? info('001', 0, now, { result: 60_000, next: 60_000 }) : info('002', 0, now, { result: 120_000, next: 120_000 }),
    );
    await flush();
    // No ticks for 30 s (timers throttled), then one tick: the countdown jumps to the truth.
    r.actor.send({ type: 'round.tick', now: 30_000 });
    expect(r.view().remaining).toBe(20);
  });

  it('status not 0 from the server: draws, then waits for the next open (4) when before openTime', async () => {
    const r = startRound((calls, now) =>
      calls === 1
        ? info('001', 1, now, { result: 5_000, next: 20_000 })
        : calls === 2
          ? info('001', 4, now, { result: 5_000, next: 20_000 })
          : info('002', 0, now, { result: 80_000, next: 80_000 }),
    );
    await flush();
    expect(r.view()).toMatchObject({ status: 2, remaining: 5 });
    await r.advance(5_000);
    expect(r.view()).toMatchObject({ status: 4, remaining: 15 });
    await r.advance(15_000);
    expect(r.view()).toMatchObject({ status: 0, currentNo: '002' });
  });

  it('past openTime with no new round: awaits the result, refreshing every 30 s and after 300 s', async () => {
    const r = startRound((_, now) => info('001', 3, now, { result: -10_000, next: -5_000 }));
    await flush();
    expect(r.view()).toMatchObject({ status: 3 });
    expect(r.fetches).toHaveBeenCalledTimes(1);
    await r.advance(AWAIT_REFRESH_MS);
    expect(r.fetches).toHaveBeenCalledTimes(2);
    await r.advance(AWAIT_REFRESH_MS);
    expect(r.fetches).toHaveBeenCalledTimes(3);
    await r.advance(AWAIT_LIMIT_MS - 2 * AWAIT_REFRESH_MS);
    expect(r.fetches.mock.calls.length).toBeGreaterThanOrEqual(11);
  });

  it('pc28 waits for the result without the 30 s refreshes, and refreshes at the end of 300 s', async () => {
    const r = startRound((_, now) => info('001', 3, now, { result: -10_000, next: -5_000 }), { lotteryId: 9, gameType: 'pc28', roomId: 1 });
    await flush();
    await r.advance(AWAIT_LIMIT_MS - 1000);
    expect(r.fetches).toHaveBeenCalledTimes(1);
    await r.advance(1000);
    expect(r.fetches).toHaveBeenCalledTimes(2);
  });

  it('retries a failed selling-info call after 5 s', async () => {
    let fail = true;
    const clock = new SimulatedClock();
    const machine = roundMachine.provide({
      actors: {
        fetchSellingInfo: fromPromise(async () => {
          if (fail) throw new Error('offline');
          return { info: info('001', 0, clock.now(), { result: 60_000, next: 60_000 }), receivedAt: clock.now() };
        }),
        ticker: fromCallback(() => () => {}),
      },
    });
    const actor = createActor(machine, { input: { lotteryId: 1, gameType: 'k3' }, clock }).start();
    await flush();
    expect(actor.getSnapshot().matches({ phase: 'failed' })).toBe(true);
    fail = false;
    clock.increment(5000);
    await flush();
    expect(actor.getSnapshot().matches({ phase: 'open' })).toBe(true);
  });
});

describe('round machine — pushed, not polled (issue 20 §2)', () => {
  const pushed = (event: 'opened' | 'closed' | 'drawn', prizeNo: string) => ({ type: 'round.pushed' as const, push: { type: 'round' as const, event, lotteryId: 1, prizeNo, at: 0 } });
  // Round 001 draws at 60 s (closes at 50 s); 002 opens at 65 s. Going live reads 001 again.
  const twoRounds = (calls: number, now: number) =>
    calls <= 2 ? info('001', 0, now, { result: 60_000, next: 65_000 }) : info('002', 0, now, { result: 125_000, next: 125_000 });

  it('while live, shows the pushed draw without a fetch, loads the next round when its opening is pushed, and never polls meanwhile', async () => {
    const r = startRound(twoRounds);
    await flush();
    r.actor.send({ type: 'round.live' });
    await flush();
    // Going live reads the round once (pushes may have been missed).
    expect(r.fetches).toHaveBeenCalledTimes(2);
    expect(r.actor.getSnapshot().hasTag('live')).toBe(true);
    await r.advance(62_000);
    // Past the draw time: waiting for the push, no fetch.
    expect(r.fetches).toHaveBeenCalledTimes(2);
    expect(r.view()).toMatchObject({ status: 2, currentNo: '001' });
    r.actor.send(pushed('drawn', '001'));
    expect(r.notify).toHaveBeenCalledWith({ type: 'round.drawn', prizeNo: '001' });
    expect(r.view()).toMatchObject({ status: 4, currentNo: '001' });
    expect(r.fetches).toHaveBeenCalledTimes(2);
    // A late copy of the same draw changes nothing.
    r.actor.send(pushed('drawn', '001'));
    expect(r.notify.mock.calls.filter(([n]) => n.type === 'round.drawn')).toHaveLength(1);
    r.actor.send(pushed('opened', '002'));
    await flush();
    expect(r.fetches).toHaveBeenCalledTimes(3);
    expect(r.view()).toMatchObject({ status: 0, currentNo: '002' });
  });

  it('a pushed close ends betting before the clock does; a push for another round is ignored', async () => {
    const r = startRound(twoRounds);
    await flush();
    r.actor.send({ type: 'round.live' });
    await flush();
    r.actor.send(pushed('closed', '000'));
    expect(r.view()).toMatchObject({ status: 0, canBet: true });
    r.actor.send(pushed('closed', '001'));
    expect(r.view()).toMatchObject({ status: 2, canBet: false });
  });

  it('a live round whose push is late asks anyway after PUSH_GRACE_MS, and a dropped socket goes back to polling at once', async () => {
    const r = startRound(twoRounds);
    await flush();
    r.actor.send({ type: 'round.live' });
    await flush();
    await r.advance(60_000 + PUSH_GRACE_MS - 1000);
    expect(r.fetches).toHaveBeenCalledTimes(2);
    await r.advance(1000);
    expect(r.fetches).toHaveBeenCalledTimes(3);
    expect(r.notify).toHaveBeenCalledWith({ type: 'round.drawn', prizeNo: '001' });

    const s = startRound(twoRounds);
    await flush();
    s.actor.send({ type: 'round.live' });
    await flush();
    await s.advance(61_000);
    expect(s.fetches).toHaveBeenCalledTimes(2);
    s.actor.send({ type: 'round.fallback' });
    await flush();
    expect(s.actor.getSnapshot().hasTag('polling')).toBe(true);
    expect(s.fetches).toHaveBeenCalledTimes(3);
  });

  it('stops the 30 s refreshes of a late result while live; the pushed draw ends the wait', async () => {
    const r = startRound((calls, now) => (calls <= 2 ? info('001', 3, now, { result: -10_000, next: -5_000 }) : info('002', 0, now, { result: 60_000, next: 60_000 })));
    await flush();
    r.actor.send({ type: 'round.live' });
    await flush();
    await r.advance(3 * AWAIT_REFRESH_MS);
    expect(r.fetches).toHaveBeenCalledTimes(2);
    r.actor.send(pushed('drawn', '001'));
    await flush();
    expect(r.notify).toHaveBeenCalledWith({ type: 'round.drawn', prizeNo: '001' });
  });
});
