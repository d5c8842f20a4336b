/**
 * Dates and times of spec §9. Server times are wall-clock strings without a zone; like the
 * original client we read them in the browser's local zone. Round countdowns only use
 * differences between server times, so the zone cancels out there.
 */

/**
 * dd/MM/yyyy HH:mm:ss on a 24-hour clock. The spec writes `hh`, which on a 12-hour clock without
 * an AM/PM marker would print 01:00 and 13:00 the same way, so we read it as 24-hour.
 */
export const DISPLAY_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** Dates sent in requests (filters, reports). */
export const REQUEST_DATE_FORMAT = 'YYYY-MM-DD';

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A server time 'YYYY-MM-DD HH:mm:ss' as a local Date, or null when the text is not exactly that
 * format or names no real local time (31 February, 24:00:00, a skipped daylight-saving hour).
 */
export function parseServerTime(text: string): Date | null {
  const match = SERVER_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(2000, 0, 1, 0, 0, 0, 0);
  // setFullYear keeps years 0–99 literal (the Date constructor maps them to 19xx).
  date.setFullYear(year, month - 1, day);
  date.setHours(hour, minute, second, 0);
  const exact =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return exact ? date : null;
}

/** Milliseconds of a timestamp; ten-digit timestamps (number or digit string) are seconds (§9). NaN for non-numeric text. */
export function toMillis(timestamp: number | string): number {
  const value = typeof timestamp === 'string' ? (timestamp.trim() === '' ? Number.NaN : Number(timestamp)) : timestamp;
  if (!Number.isFinite(value)) return Number.NaN;
  return String(Math.trunc(Math.abs(value))).length === 10 ? value * 1000 : value;
}

function checkedMillis(time: Date | number): number {
  const millis = typeof time === 'number' ? toMillis(time) : time.getTime();
  if (!Number.isFinite(millis)) throw new RangeError(`Not a time: ${String(time)}`);
  return millis;
}

/** A time as shown to players, e.g. 05/03/2024 14:07:09. Numbers go through toMillis. Throws RangeError for an invalid time. */
export function formatDisplayTime(time: Date | number): string {
  const date = new Date(checkedMillis(time));
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${year(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A date as sent in requests, e.g. 2024-03-05. Throws RangeError for an invalid time. */
export function formatRequestDate(time: Date | number): string {
  return requestDate(new Date(checkedMillis(time)));
}

// Formatting by hand (local time, as DISPLAY_FORMAT and REQUEST_DATE_FORMAT say): two formats
// do not need a date library in the first page's bundle.
const pad = (value: number): string => String(value).padStart(2, '0');
const year = (date: Date): string => String(date.getFullYear()).padStart(4, '0');
const requestDate = (date: Date): string => `${year(date)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `date` moved by whole calendar days in local time (a daylight-saving day keeps its clock time). */
function addDays(date: Date, days: number): Date {
  const moved = new Date(date.getTime());
  moved.setDate(moved.getDate() + days);
  return moved;
}

/** Keys of relative times in the `common` namespace; minutesAgo and hoursAgo are plural families. */
export const RelativeTimeKey = {
  justNow: 'common:time.justNow',
  minutesAgo: 'common:time.minutesAgo',
  hoursAgo: 'common:time.hoursAgo',
  oneDayAgo: 'common:time.oneDayAgo',
} as const;

/** Either a translation key (with `count` for the plural ones) or, past two days, the formatted date. */
export type RelativeTime =
  | { key: typeof RelativeTimeKey.justNow | typeof RelativeTimeKey.oneDayAgo }
  | { key: typeof RelativeTimeKey.minutesAgo | typeof RelativeTimeKey.hoursAgo; count: number }
  | { key: 'date'; text: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `timestamp` was at `now` (§9): under 30 s just now, under 1 h minutes (at least 1),
 * under 24 h hours, under 48 h one day, else the display date. Times in the future count as just now.
 */
export function relativeTime(timestamp: number | Date, now: number): RelativeTime {
  const then = checkedMillis(timestamp);
  const elapsed = now - then;
  if (elapsed < 30 * SECOND) return { key: RelativeTimeKey.justNow };
  if (elapsed < HOUR) return { key: RelativeTimeKey.minutesAgo, count: Math.max(1, Math.floor(elapsed / MINUTE)) };
  if (elapsed < DAY) return { key: RelativeTimeKey.hoursAgo, count: Math.floor(elapsed / HOUR) };
  if (elapsed < 2 * DAY) return { key: RelativeTimeKey.oneDayAgo };
  return { key: 'date', text: formatDisplayTime(new Date(then)) };
}

/**
 * The default filter range of records and reports (§9): from today minus (days − 1) to tomorrow,
 * as request dates. `days` is a whole number of at least 1.
 */
export function dateRange(days: number, today: Date): { startDate: string; endDate: string } {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a whole number ≥ 1, got ${days}`);
  const day = new Date(checkedMillis(today));
  return { startDate: requestDate(addDays(day, -(days - 1))), endDate: requestDate(addDays(day, 1)) };
}
