import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../models/errors';
import { LOTTERIES, type Timetable } from '../../../models/games';
import { bettingRefusal, roundView, viewSlots } from '../../../server/domain/games/round-view';
import { RoundState, type RoundRow, type RoundStateValue } from '../../../server/domain/games/rounds';
import { indexOfPrizeNo, slotAt, slotOf } from '../../../server/domain/games/schedule';
import { checkTimetable, TEST_TIMETABLE, timetableOf, timetableSettingFromEnv } from '../../../server/domain/games/timetables';
import { serverOptionsFromEnv } from '../../../server/env';

const minute: Timetable = { drawIntervalS: 60, closeBeforeDrawS: 10, drawDelayS: 5 };
const noon = new Date(2031, 4, 1, 12, 0, 0).getTime();

describe('round slots', () => {
  it("names a kept slot by the process's time zone of the moment (the day of its prize number)", () => {
    const saved = process.env.TZ;
    try {
      // 23:30 UTC on 1 May 2031: still 1 May in UTC, already 2 May in Shanghai.
      const index = slotAt(minute, Date.UTC(2031, 4, 1, 23, 30)).index;
      process.env.TZ = 'UTC';
      expect(slotOf(minute, index).prizeNo.slice(0, 8)).toBe('20310501');
      expect(slotOf(minute, index)).toBe(slotOf(minute, index));
      process.env.TZ = 'Asia/Shanghai';
      expect(slotOf(minute, index).prizeNo.slice(0, 8)).toBe('20310502');
      // Kept per zone: back in UTC, the UTC day again.
      process.env.TZ = 'UTC';
      expect(slotOf(minute, index).prizeNo.slice(0, 8)).toBe('20310501');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('draws every interval on the epoch grid, closes before and opens the next round after the draw', () => {
    const slot = slotAt(minute, noon + 20_000);
    expect(slot.drawAt).toBe(noon + 60_000);
    expect(slot.closeAt).toBe(noon + 50_000);
    expect(slot.openAt).toBe(noon + 5_000);
    expect(slot.nextOpenAt).toBe(noon + 65_000);
    const next = slotOf(minute, slot.index + 1);
    expect(next.drawAt - slot.drawAt).toBe(60_000);
    expect(next.openAt).toBe(slot.nextOpenAt);
  });

  it('keeps showing a round between its draw and the next opening', () => {
    expect(slotAt(minute, noon + 60_000).drawAt).toBe(noon + 60_000);
    expect(slotAt(minute, noon + 64_999).drawAt).toBe(noon + 60_000);
    expect(slotAt(minute, noon + 65_000).drawAt).toBe(noon + 120_000);
  });

  it('numbers rounds by local day from 0001, the first draw of the day being the one at or after midnight', () => {
    const midnight = new Date(2031, 4, 2, 0, 0, 0).getTime();
    expect(slotAt(minute, midnight - 1_000).prizeNo).toBe('203105020001');
    expect(slotAt(minute, midnight - 60_000).prizeNo).toBe('203105011440');
    expect(slotAt({ drawIntervalS: 300, closeBeforeDrawS: 30, drawDelayS: 10 }, noon).prizeNo).toBe('203105010145');
  });

  it('widens the day number when a day has more than 9999 rounds', () => {
    expect(slotAt({ drawIntervalS: 2, closeBeforeDrawS: 0.5, drawDelayS: 0.5 }, noon).prizeNo).toMatch(/^20310501\d{5}$/);
  });

  it('reads every prize number back to its round, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.constantFrom(minute, TEST_TIMETABLE, { drawIntervalS: 1.5, closeBeforeDrawS: 0.3, drawDelayS: 0.2 }), (index, timetable) => {
        expect(indexOfPrizeNo(timetable, slotOf(timetable, index).prizeNo)).toBe(index);
      }),
    );
    for (const bad of ['', '2031050', '20310501', '203105010000', '203105011441', '203102300001', '2031050100001', 'x03105010001']) {
      expect(indexOfPrizeNo(minute, bad)).toBeNull();
    }
  });
});

describe('the round a player sees', () => {
  const row = (prizeNo: string, state: RoundStateValue): RoundRow => ({ id: 1, lotteryId: 1, prizeNo, closeAt: 0, drawAt: 0, state, seedHash: 'h' });
  const at = (offset: number, states: { previous?: RoundStateValue; current?: RoundStateValue }) => {
    const t = noon + offset;
    const [previous, current] = viewSlots(minute, t);
    const rows = new Map<string, RoundRow>();
    if (states.previous !== undefined) rows.set(previous.prizeNo, row(previous.prizeNo, states.previous));
    if (states.current !== undefined) rows.set(current.prizeNo, row(current.prizeNo, states.current));
    return roundView(minute, t, rows);
  };

  it('is open (0) until betting closes, closed (1) until the draw', () => {
    expect(at(20_000, { previous: RoundState.drawn, current: RoundState.pending }).status).toBe(0);
    expect(at(55_000, { previous: RoundState.drawn, current: RoundState.pending }).status).toBe(1);
  });

  it('is closed (1) while open by time when the round was never created: nobody can bet on it', () => {
    expect(at(20_000, { previous: RoundState.drawn }).status).toBe(1);
  });

  it('is drawing (2) after the draw time until it is drawn, then waits for the next opening (4)', () => {
    expect(at(62_000, { current: RoundState.pending }).status).toBe(2);
    expect(at(62_000, { current: RoundState.drawn }).status).toBe(4);
    expect(at(62_000, { current: RoundState.void }).status).toBe(4);
  });

  it('stays on an undrawn round past the next opening, as awaiting its result (3)', () => {
    const view = at(70_000, { previous: RoundState.pending, current: RoundState.pending });
    expect(view.status).toBe(3);
    expect(view.slot.drawAt).toBe(noon + 60_000);
    expect(at(70_000, { previous: RoundState.drawn, current: RoundState.pending }).status).toBe(0);
  });

  it('refuses bets with 3009 on a closed or past round, 3006 on a later one, 3011 on a number of no round', () => {
    const open = at(20_000, { previous: RoundState.drawn, current: RoundState.pending });
    expect(bettingRefusal(minute, open, open.slot.prizeNo)).toBeNull();
    expect(bettingRefusal(minute, open, slotOf(minute, open.slot.index - 1).prizeNo)).toBe(ErrorCode.periodClosed);
    expect(bettingRefusal(minute, open, slotOf(minute, open.slot.index + 1).prizeNo)).toBe(ErrorCode.notOpen);
    expect(bettingRefusal(minute, open, '2031050199999')).toBe(ErrorCode.wrongPeriodNumber);
    const closed = at(55_000, { current: RoundState.pending });
    expect(bettingRefusal(minute, closed, closed.slot.prizeNo)).toBe(ErrorCode.periodClosed);
    // The scheduler is behind: the round open by time is not open yet for the player either.
    const behind = at(70_000, { previous: RoundState.pending, current: RoundState.pending });
    expect(bettingRefusal(minute, behind, slotAt(minute, noon + 70_000).prizeNo)).toBe(ErrorCode.notOpen);
  });
});

describe('timetables', () => {
  it("uses each lottery's own timetable, or the test one (20 s, closing 4 s before, 3 s pause) for all", () => {
    for (const lottery of LOTTERIES) {
      expect(timetableOf(lottery, 'real')).toBe(lottery.timetable);
      expect(timetableOf(lottery, 'test')).toEqual({ drawIntervalS: 20, closeBeforeDrawS: 4, drawDelayS: 3 });
      expect(timetableOf(lottery, minute)).toBe(minute);
    }
  });

  it('reads FASTDRAW_TIMETABLE (default real) into the server options', () => {
    expect(serverOptionsFromEnv({}).games).toEqual({ timetable: 'real' });
    expect(serverOptionsFromEnv({ FASTDRAW_TIMETABLE: 'test' }).games).toEqual({ timetable: 'test' });
    expect(timetableSettingFromEnv(' real ')).toBe('real');
    expect(() => timetableSettingFromEnv('fast')).toThrow('FASTDRAW_TIMETABLE must be real or test, got "fast"');
  });

  it('refuses a timetable without a betting window', () => {
    expect(() => checkTimetable({ drawIntervalS: 10, closeBeforeDrawS: 6, drawDelayS: 4 })).toThrow(/closeBeforeDrawS \+ drawDelayS < drawIntervalS/);
    expect(() => checkTimetable({ drawIntervalS: 0, closeBeforeDrawS: 0, drawDelayS: 0 })).toThrow();
    expect(() => checkTimetable({ drawIntervalS: 10, closeBeforeDrawS: -1, drawDelayS: 0 })).toThrow();
    expect(() => checkTimetable(minute)).not.toThrow();
  });
});
