import { fromCallback } from 'xstate';
import { roundMachine, type FetchedSellingInfo } from '../../machines/games/round.machine';
import type { SellingInfo } from '../../models/games';
import { fail, ok, type PathSuite } from './generate';

/**
 * The round's sample answers (a round open, closed, ended and waiting for the next, all fetched
 * at client time 0) and the ticks that move it on: time is `round.tick {now}`, so the suite
 * replaces the ticker with one that sends nothing.
 */
const T0 = new Date(2026, 10, 22, 12, 0, 0).getTime();
const pad = (n: number) => String(n).padStart(2, '0');
export const at = (ms: number) => {
  const d = new Date(T0 + ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const fetched = (info: Omit<SellingInfo, 'currentTime' | 'orderList'>): FetchedSellingInfo => ({
  info: { ...info, currentTime: at(0), orderList: [] },
  receivedAt: 0,
});

/** Open for 50 s more (closes 10 s before the draw at 60 s). */
export const OPEN = fetched({ currentNo: 'A', status: 0, resultTime: at(60_000), closeTime: 10, openTime: at(60_000) });
const CLOSED = fetched({ currentNo: 'A', status: 1, resultTime: at(10_000), closeTime: 10, openTime: at(10_000) });
const ENDED = fetched({ currentNo: 'A', status: 3, resultTime: at(-20_000), closeTime: 10, openTime: at(-10_000) });
const WAITING = fetched({ currentNo: 'A', status: 4, resultTime: at(-5_000), closeTime: 10, openTime: at(15_000) });

export const roundPaths: PathSuite<typeof roundMachine> = {
  machine: roundMachine,
  input: { lotteryId: 1, gameType: 'k3' },
  events: [
    { type: 'round.refresh' },
    // 16 s: the next round opens; 31 s: a result is due again; 55 s: betting closed; 61 s: drawn.
    { type: 'round.tick', now: 16_000 },
    { type: 'round.tick', now: 31_000 },
    { type: 'round.tick', now: 55_000 },
    { type: 'round.tick', now: 61_000 },
    // 64 s: the pushed draw is PUSH_GRACE_MS late (the live round asks anyway).
    { type: 'round.tick', now: 64_000 },
    // The page's socket (issue 20 §2), and what it pushes about round A and the next, B.
    { type: 'round.live' },
    { type: 'round.fallback' },
    { type: 'round.pushed', push: { type: 'round', event: 'closed', lotteryId: 1, prizeNo: 'A', at: 0 } },
    { type: 'round.pushed', push: { type: 'round', event: 'drawn', lotteryId: 1, prizeNo: 'A', at: 0, result: '1,2,3' } },
    { type: 'round.pushed', push: { type: 'round', event: 'opened', lotteryId: 1, prizeNo: 'B', at: 0 } },
  ],
  answers: { fetchSellingInfo: [ok(OPEN), ok(CLOSED), ok(ENDED), ok(WAITING), fail()] },
  provide: { actors: { ticker: fromCallback(() => {}) } },
};
