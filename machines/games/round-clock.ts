import { parseServerTime } from '../../models/dates';
import type { SellingInfo } from '../../models/games';

/**
 * Round arithmetic on the server's clock (spec §4 "Round status"). The client never trusts its
 * own wall clock: when selling info arrives it notes the offset between the server's
 * `currentTime` and its monotonic clock, and every countdown is computed from that offset, so it
 * does not drift and is right again on the first tick after a hidden tab wakes up.
 */
export interface RoundTimes {
  /** Betting closes: resultTime − closeTime seconds. */
  closeAt: number;
  resultAt: number;
  /** When the next round opens. */
  openAt: number;
}

const parse = (text: string): number => parseServerTime(text)?.getTime() ?? Number.NaN;

export function roundTimes(info: SellingInfo): RoundTimes {
  const resultAt = parse(info.resultTime);
  return { resultAt, closeAt: resultAt - info.closeTime * 1000, openAt: parse(info.openTime) };
}

/** Server time minus client monotonic time at the moment the info arrived. */
export function serverOffset(info: SellingInfo, receivedAt: number): number {
  const server = parse(info.currentTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Whole seconds left until `target`, never negative (ceil: "1" until the last instant). */
export function secondsUntil(target: number, serverNow: number): number {
  return Math.max(0, Math.ceil((target - serverNow) / 1000));
}

/** The phase a round is in at `serverNow`, from what the server said (spec §4 fallbacks). */
export type RoundPhase = 'open' | 'drawing' | 'awaitingResult' | 'waitingNextOpen';

export function phaseAt(info: SellingInfo, serverNow: number): RoundPhase {
  const { closeAt, resultAt, openAt } = roundTimes(info);
  if (info.status === 0 && serverNow < closeAt) return 'open';
  // Drawn (a push can beat the client's clock to the draw time by a few ms): wait for the opening.
  if (info.status === 4 && serverNow < openAt) return 'waitingNextOpen';
  if (serverNow < resultAt) return 'drawing';
  // Time ran out: past the next opening we wait for the result (3), else for the opening (4).
  return serverNow >= openAt || !Number.isFinite(openAt) ? 'awaitingResult' : 'waitingNextOpen';
}
