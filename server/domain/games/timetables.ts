import type { Lottery, Timetable } from '../../../models/games';

/**
 * Which timetables the rounds follow: 'real' is each lottery's own (models/games/lotteries.ts);
 * 'test' makes every lottery draw every 20 s, so a browser test sees whole rounds quickly; a
 * Timetable gives every lottery that one (server tests use rounds of a second or two).
 */
export type TimetableSetting = 'real' | 'test' | Timetable;

export const TEST_TIMETABLE: Timetable = { drawIntervalS: 20, closeBeforeDrawS: 4, drawDelayS: 3 };

export function timetableOf(lottery: Lottery, setting: TimetableSetting): Timetable {
  if (setting === 'real') return lottery.timetable;
  return setting === 'test' ? TEST_TIMETABLE : setting;
}

/** Throws a start-up error unless every round has a betting window before it closes. */
export function checkTimetable(timetable: Timetable): void {
  const { drawIntervalS, closeBeforeDrawS, drawDelayS } = timetable;
  const fine = drawIntervalS > 0 && closeBeforeDrawS >= 0 && drawDelayS >= 0 && closeBeforeDrawS + drawDelayS < drawIntervalS;
  if (!fine) throw new Error(`A timetable needs 0 ≤ closeBeforeDrawS + drawDelayS < drawIntervalS, got ${JSON.stringify(timetable)}`);
}

/** FASTDRAW_TIMETABLE: unset or 'real', or 'test'. */
export function timetableSettingFromEnv(value: string | undefined): TimetableSetting {
  const setting = value?.trim() || 'real';
  if (setting !== 'real' && setting !== 'test') throw new Error(`FASTDRAW_TIMETABLE must be real or test, got "${value}"`);
  return setting;
}
