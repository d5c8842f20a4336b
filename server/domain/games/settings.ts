import { LOTTERIES, type Lottery, type Timetable } from '../../../models/games';
import type { Queryable } from '../../db/database';
import { loadRoomTokenKey } from './room-token';
import { checkTimetable, timetableOf, type TimetableSetting } from './timetables';

/** What createServer can be told about the games (ServerOptions.games). */
export interface GameOptions {
  /** Default 'real'; FASTDRAW_TIMETABLE=test gives 'test'. */
  timetable?: TimetableSetting;
  /** The server clock, ms since the epoch. Default Date.now; tests move a fake one by hand. */
  now?: () => number;
  /** Draw on the scheduler's own timers (default true). False: only when told to (tests). */
  autoDraw?: boolean;
  /** Agent rebate per mille of a sub-account's drawn stake (createServer passes the account settings'). Default 0. */
  rebatePermille?: number;
  /** The IANA zone the responsible-gaming periods are counted in. Default the process's (gaming/usage.ts siteTimeZone). */
  timeZone?: string;
}

/** What the game routes and the scheduler share. */
export interface GameSettings {
  now(): number;
  timetableOf(lottery: Lottery): Timetable;
  /** HMAC key of the room access tokens, shared by every node through the database. */
  roomTokenKey: Buffer;
  /** Paid to agents when a draw settles their sub-accounts' bets. */
  rebatePermille: number;
  /** The site's time zone of the responsible-gaming periods; absent: the process's. */
  timeZone?: string;
}

/** Checks the timetables (start-up fails on a bad one) and loads the shared key. */
export async function loadGameSettings(db: Queryable, options: GameOptions = {}): Promise<GameSettings> {
  const setting = options.timetable ?? 'real';
  for (const lottery of LOTTERIES) checkTimetable(timetableOf(lottery, setting));
  return {
    now: options.now ?? Date.now,
    timetableOf: (lottery) => timetableOf(lottery, setting),
    roomTokenKey: await loadRoomTokenKey(db),
    rebatePermille: options.rebatePermille ?? 0,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  };
}
