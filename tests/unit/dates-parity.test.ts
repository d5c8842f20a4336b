import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FORMAT, REQUEST_DATE_FORMAT, dateRange, formatDisplayTime, formatRequestDate } from '../../models/dates';

/**
 * models/dates formats by hand (no date library in the first page's bundle): exactly as dayjs did.
 * Millisecond times only: a number of ten digits is a time in seconds (§9, toMillis), checked apart.
 */
const isTenDigits = (time: number) => String(Math.trunc(Math.abs(time))).length === 10;
const times = fc.integer({ min: new Date(1, 0, 1).getTime(), max: new Date(9999, 11, 31).getTime() }).filter((time) => !isTenDigits(time));

describe('dates formatted as dayjs formats them', () => {
  it('display time and request date', () => {
    fc.assert(
      fc.property(times, (time) => {
        expect(formatDisplayTime(time)).toBe(dayjs(time).format(DISPLAY_FORMAT));
        expect(formatRequestDate(new Date(time))).toBe(dayjs(time).format(REQUEST_DATE_FORMAT));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a ten-digit number as seconds, as the server sends them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }).filter(isTenDigits), (seconds) => {
        expect(formatDisplayTime(seconds)).toBe(dayjs(seconds * 1000).format(DISPLAY_FORMAT));
      }),
      { numRuns: 500 },
    );
  });

  it('date ranges across months, years and daylight-saving changes', () => {
    fc.assert(
      fc.property(times, fc.integer({ min: 1, max: 400 }), (time, days) => {
        const day = dayjs(time);
        expect(dateRange(days, new Date(time))).toEqual({
          startDate: day.subtract(days - 1, 'day').format(REQUEST_DATE_FORMAT),
          endDate: day.add(1, 'day').format(REQUEST_DATE_FORMAT),
        });
      }),
      { numRuns: 2000 },
    );
  });
});
