import { afterEach, describe, expect, it } from 'vitest';
import {
  DISPLAY_FORMAT,
  REQUEST_DATE_FORMAT,
  dateRange,
  formatDisplayTime,
  formatRequestDate,
  parseServerTime,
  relativeTime,
  toMillis,
} from '../../models/dates';

// Local times throughout: server times carry no zone and are read in the browser's zone.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('formats', () => {
  it('uses dd/MM/yyyy with a 24-hour clock for display and yyyy-MM-dd for requests', () => {
    expect(DISPLAY_FORMAT).toBe('DD/MM/YYYY HH:mm:ss');
    expect(REQUEST_DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(formatDisplayTime(local(2024, 3, 5, 14, 7, 9))).toBe('05/03/2024 14:07:09');
    expect(formatDisplayTime(local(2024, 3, 5, 1, 0, 0))).toBe('05/03/2024 01:00:00');
    expect(formatRequestDate(local(2024, 12, 31, 23, 59, 59))).toBe('2024-12-31');
  });

  it('reads numbers as timestamps, ten digits as seconds', () => {
    const date = local(2024, 3, 5, 14, 7, 9);
    expect(formatDisplayTime(date.getTime())).toBe('05/03/2024 14:07:09');
    expect(formatDisplayTime(date.getTime() / 1000)).toBe('05/03/2024 14:07:09');
  });

  it('refuses invalid times', () => {
    expect(() => formatDisplayTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatRequestDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseServerTime', () => {
  it('reads YYYY-MM-DD HH:mm:ss as local time', () => {
    expect(parseServerTime('2024-03-05 14:07:09')).toEqual(local(2024, 3, 5, 14, 7, 9));
    expect(parseServerTime(' 2024-03-05 00:00:00 ')).toEqual(local(2024, 3, 5));
  });

  it('keeps years below 100 literal', () => {
    expect(parseServerTime('0099-01-01 00:00:00')?.getFullYear()).toBe(99);
  });

  it.each([
    '',
    '2024-03-05',
    '2024-03-05T14:07:09',
    '2024-3-5 14:07:09',
    '2024-02-30 10:00:00',
    '2023-02-29 10:00:00',
    '2024-13-01 10:00:00',
    '2024-03-05 24:00:00',
    '2024-03-05 23:60:00',
    '2024-03-05 23:59:60',
    '05/03/2024 14:07:09',
  ])('refuses %j', (text) => {
    expect(parseServerTime(text)).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseServerTime('2024-02-29 10:00:00')).toEqual(local(2024, 2, 29, 10));
  });

  describe('in a zone with daylight saving', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it('refuses a wall-clock time the zone skips', () => {
      process.env.TZ = 'America/New_York';
      expect(parseServerTime('2024-03-10 02:30:00')).toBeNull();
      expect(parseServerTime('2024-03-10 03:30:00')).not.toBeNull();
    });
  });
});

describe('toMillis', () => {
  it('treats ten-digit timestamps as seconds', () => {
    expect(toMillis(1709647629)).toBe(1709647629000);
    expect(toMillis('1709647629')).toBe(1709647629000);
    expect(toMillis(1709647629.5)).toBe(1709647629500);
  });

  it('keeps other timestamps as milliseconds', () => {
    expect(toMillis(1709647629000)).toBe(1709647629000);
    expect(toMillis('1709647629000')).toBe(1709647629000);
    expect(toMillis(999999999)).toBe(999999999);
    expect(toMillis(0)).toBe(0);
  });

  it.each(['', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('gives NaN for %j', (value) => {
    expect(toMillis(value)).toBeNaN();
  });
});

describe('relativeTime', () => {
  const now = local(2024, 3, 5, 12, 0, 0).getTime();
  const ago = (ms: number) => now - ms;
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;

  it('says just now under 30 s, and for the future', () => {
    expect(relativeTime(ago(0), now)).toEqual({ key: 'common:time.justNow' });
    expect(relativeTime(ago(29_999), now)).toEqual({ key: 'common:time.justNow' });
    expect(relativeTime(ago(-5 * min), now)).toEqual({ key: 'common:time.justNow' });
  });

  it('counts minutes under an hour, at least one', () => {
    expect(relativeTime(ago(30 * s), now)).toEqual({ key: 'common:time.minutesAgo', count: 1 });
    expect(relativeTime(ago(2 * min + 59 * s), now)).toEqual({ key: 'common:time.minutesAgo', count: 2 });
    expect(relativeTime(ago(h - 1), now)).toEqual({ key: 'common:time.minutesAgo', count: 59 });
  });

  it('counts hours under a day', () => {
    expect(relativeTime(ago(h), now)).toEqual({ key: 'common:time.hoursAgo', count: 1 });
    expect(relativeTime(ago(24 * h - 1), now)).toEqual({ key: 'common:time.hoursAgo', count: 23 });
  });

  it('says one day ago under 48 h', () => {
    expect(relativeTime(ago(24 * h), now)).toEqual({ key: 'common:time.oneDayAgo' });
    expect(relativeTime(ago(48 * h - 1), now)).toEqual({ key: 'common:time.oneDayAgo' });
  });

  it('shows the date from 48 h on', () => {
    expect(relativeTime(ago(48 * h), now)).toEqual({ key: 'date', text: '03/03/2024 12:00:00' });
  });

  it('reads ten-digit timestamps as seconds and accepts dates', () => {
    expect(relativeTime(Math.floor(ago(5 * min) / 1000), now)).toEqual({ key: 'common:time.minutesAgo', count: 5 });
    expect(relativeTime(new Date(ago(3 * h)), now)).toEqual({ key: 'common:time.hoursAgo', count: 3 });
  });

  it('formats an old millisecond timestamp without reading it as seconds again', () => {
    // 5 000 000 000 ms is ten digits: as a date it must stay milliseconds (1970-02-27).
    expect(relativeTime(new Date(5_000_000_000), now)).toEqual({
      key: 'date',
      text: formatDisplayTime(new Date(5_000_000_000)),
    });
  });

  it('refuses an invalid timestamp', () => {
    expect(() => relativeTime(Number.NaN, now)).toThrow(RangeError);
  });
});

describe('dateRange', () => {
  it('runs from today minus (days − 1) to tomorrow', () => {
    const today = local(2024, 3, 5, 15, 30);
    expect(dateRange(1, today)).toEqual({ startDate: '2024-03-05', endDate: '2024-03-06' });
    expect(dateRange(7, today)).toEqual({ startDate: '2024-02-28', endDate: '2024-03-06' });
    expect(dateRange(30, local(2024, 1, 1))).toEqual({ startDate: '2023-12-03', endDate: '2024-01-02' });
  });

  it('crosses month and leap-year ends', () => {
    expect(dateRange(1, local(2024, 2, 28, 23, 59))).toEqual({ startDate: '2024-02-28', endDate: '2024-02-29' });
    expect(dateRange(3, local(2024, 3, 1))).toEqual({ startDate: '2024-02-28', endDate: '2024-03-02' });
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s days', (days) => {
    expect(() => dateRange(days, local(2024, 3, 5))).toThrow(RangeError);
  });
});
