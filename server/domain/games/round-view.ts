import { ErrorCode } from '../../../models/errors';
import type { RoundStatus, Timetable } from '../../../models/games';
import { RoundState, type RoundRow } from './rounds';
import { indexOfPrizeNo, slotAt, slotOf, type RoundSlot } from './schedule';

/**
 * The round a player sees at `now` and its status of spec §4, as the client's round machine
 * expects it (machines/games/round-clock.ts):
 * - before betting closes: 0 open (1 when the round was never created: nobody can bet on it);
 * - until the draw time: 1 closed;
 * - until the next round opens: 4 once drawn (or voided), 2 while the draw has not happened;
 * - past the next opening with this round still not drawn (the scheduler is behind): 3, and the
 *   player keeps seeing this round until it is drawn.
 */
export interface RoundView {
  slot: RoundSlot;
  row: RoundRow | undefined;
  status: RoundStatus;
}

/** The slots whose stored rows roundView needs: the round of `now` and the one before it. */
export function viewSlots(timetable: Timetable, now: number): [RoundSlot, RoundSlot] {
  const current = slotAt(timetable, now);
  return [slotOf(timetable, current.index - 1), current];
}

/** `rows`: the stored rounds of viewSlots, by prize number (findRounds). */
export function roundView(timetable: Timetable, now: number, rows: ReadonlyMap<string, RoundRow>): RoundView {
  const [previous, current] = viewSlots(timetable, now);
  const previousRow = rows.get(previous.prizeNo);
  if (previousRow?.state === RoundState.pending) return { slot: previous, row: previousRow, status: 3 };
  const row = rows.get(current.prizeNo);
  return { slot: current, row, status: statusOf(current, row, now) };
}

function statusOf(slot: RoundSlot, row: RoundRow | undefined, now: number): RoundStatus {
  if (now < slot.closeAt) return row?.state === RoundState.pending ? 0 : 1;
  if (now < slot.drawAt) return 1;
  return row && row.state !== RoundState.pending ? 4 : 2;
}

/**
 * Why a bet on round `prizeNo` is refused in this view, or null when that round is open: 3009 for
 * the shown round when it is not open or for an earlier one, 3006 for a later one, 3011 for a
 * number that names no round of this timetable.
 */
export function bettingRefusal(timetable: Timetable, view: RoundView, prizeNo: string): number | null {
  if (prizeNo === view.slot.prizeNo) return view.status === 0 ? null : ErrorCode.periodClosed;
  const index = indexOfPrizeNo(timetable, prizeNo);
  if (index === null) return ErrorCode.wrongPeriodNumber;
  return index < view.slot.index ? ErrorCode.periodClosed : ErrorCode.notOpen;
}

/**
 * bettingRefusal for each state the stored rounds may be in, for a caller that reads them later
 * in the same statement that places the order (orders-postgres.ts): while the round before
 * `now`'s is still pending (`behind`), while `now`'s is pending (`open`; null when the bet may
 * go in), and while it is missing, drawn or void (`notOpen`). The rows are matched by prize
 * number and draw time, as findRounds matches them.
 */
export interface RefusalsByRoundState {
  previous: RoundSlot;
  current: RoundSlot;
  behind: number;
  open: number | null;
  notOpen: number;
}

export function refusalsByRoundState(timetable: Timetable, now: number, lotteryId: number, prizeNo: string): RefusalsByRoundState {
  const [previous, current] = viewSlots(timetable, now);
  const pending = (slot: RoundSlot): [string, RoundRow] => [
    slot.prizeNo,
    { id: 0, lotteryId, prizeNo: slot.prizeNo, closeAt: slot.closeAt, drawAt: slot.drawAt, state: RoundState.pending, seedHash: '' },
  ];
  const refusal = (rows: [string, RoundRow][]) => bettingRefusal(timetable, roundView(timetable, now, new Map(rows)), prizeNo);
  return {
    previous,
    current,
    behind: refusal([pending(previous)]) ?? ErrorCode.periodClosed,
    open: refusal([pending(current)]),
    notOpen: refusal([]) ?? ErrorCode.periodClosed,
  };
}
