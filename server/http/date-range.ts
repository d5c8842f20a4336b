import { parseServerTime } from '../../models/dates';

/**
 * The date filter of record lists (bet records, fund records, agent report): `startDate` and
 * `endDate` are yyyy-MM-dd in server local time, from startDate 00:00 inclusive to endDate 00:00
 * exclusive (the client's default range, today to tomorrow, is today); a missing or malformed
 * date leaves that end open.
 */

/** Far enough to be "no end", near enough for PostgreSQL timestamps (8.64e15 ms is beyond them). */
const LATEST = Date.UTC(9999, 11, 31);

/** Local midnight of a yyyy-MM-dd date, ms; null when the text is not one. */
export const midnightOf = (date: string): number | null => parseServerTime(`${date} 00:00:00`)?.getTime() ?? null;

/** Dates before the epoch (year 0000 among them, which PostgreSQL rejects) count as the epoch, later than LATEST as LATEST. */
const clamp = (ms: number): number => Math.min(Math.max(ms, 0), LATEST);

/** The fields of DATE_RANGE_FIELDS (request-schemas.ts). */
export function dateRangeOf(fields: { startDate?: string; endDate?: string }): { from: Date; to: Date } {
  return {
    from: new Date(clamp(midnightOf(fields.startDate ?? '') ?? 0)),
    to: new Date(clamp(midnightOf(fields.endDate ?? '') ?? LATEST)),
  };
}
