import { describe, expect, it } from 'vitest';
import { exclusionEnd, limitChangeTiming, passedLimit, periodBounds } from '../../models/gaming-limits';

const iso = (at: number) => new Date(at).toISOString();

describe('responsible-gaming periods in the site’s time zone', () => {
  it('a day runs from local midnight to the next, whatever the zone', () => {
    const at = Date.parse('2026-12-07T20:30:00Z');
    expect([iso(periodBounds('day', at, 'UTC').start), iso(periodBounds('day', at, 'UTC').end)]).toEqual(['2026-12-07T00:00:00.000Z', '2026-12-08T00:00:00.000Z']);
    // 04:30 on the 8th in Shanghai (UTC+8).
    expect([iso(periodBounds('day', at, 'Asia/Shanghai').start), iso(periodBounds('day', at, 'Asia/Shanghai').end)]).toEqual(['2026-12-07T16:00:00.000Z', '2026-12-08T16:00:00.000Z']);
    // 15:30 on the 7th in New York (UTC-5).
    expect(iso(periodBounds('day', at, 'America/New_York').start)).toBe('2026-12-07T05:00:00.000Z');
  });

  it('kept bounds serve only instants inside them: the next period starts at `end`, and going back gives the earlier one', () => {
    const day = periodBounds('day', Date.parse('2026-12-07T10:00:00Z'), 'UTC');
    expect(iso(periodBounds('day', day.end, 'UTC').start)).toBe('2026-12-08T00:00:00.000Z');
    expect(iso(periodBounds('day', day.end - 1, 'UTC').start)).toBe('2026-12-07T00:00:00.000Z');
    expect(iso(periodBounds('day', day.start - 1, 'UTC').start)).toBe('2026-12-06T00:00:00.000Z');
    // Another zone's bounds are its own, even for an instant inside UTC's kept day.
    expect(iso(periodBounds('day', day.start + 1, 'Asia/Shanghai').start)).toBe('2026-12-06T16:00:00.000Z');
    // What a caller does with the answer does not change the kept bounds.
    periodBounds('day', day.start, 'UTC').start = 0;
    expect(iso(periodBounds('day', day.start, 'UTC').start)).toBe('2026-12-07T00:00:00.000Z');
  });

  it('a day around a daylight-saving change is 23 or 25 hours', () => {
    const spring = periodBounds('day', Date.parse('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(spring.end - spring.start).toBe(23 * 3600_000);
    const autumn = periodBounds('day', Date.parse('2026-11-01T12:00:00Z'), 'America/New_York');
    expect(autumn.end - autumn.start).toBe(25 * 3600_000);
  });

  it('a week starts on Monday, a month on the 1st', () => {
    // Sunday 2026-12-13 in Tokyo.
    const sunday = Date.parse('2026-12-13T10:00:00+09:00');
    expect(iso(periodBounds('week', sunday, 'Asia/Tokyo').start)).toBe('2026-12-06T15:00:00.000Z');
    expect(iso(periodBounds('week', sunday, 'Asia/Tokyo').end)).toBe('2026-12-13T15:00:00.000Z');
    expect(iso(periodBounds('month', Date.parse('2026-12-31T23:00:00Z'), 'Asia/Ho_Chi_Minh').start)).toBe('2026-12-31T17:00:00.000Z');
    expect(iso(periodBounds('month', Date.parse('2026-12-15T00:00:00Z'), 'UTC').end)).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('the 24-hour rule', () => {
  it('tightening applies now; loosening or removing waits; the same limit changes nothing', () => {
    expect(limitChangeTiming(null, 100)).toBe('now');
    expect(limitChangeTiming(200, 100)).toBe('now');
    expect(limitChangeTiming(100, 200)).toBe('delayed');
    expect(limitChangeTiming(100, null)).toBe('delayed');
    expect(limitChangeTiming(100, 100)).toBe('none');
  });
});

describe('limits and exclusions', () => {
  it('names the passed limit with the least left, counting what the batch took', () => {
    const usages = [
      { kind: 'loss', period: 'day', limitCents: 1000, usedCents: 100 },
      { kind: 'loss', period: 'week', limitCents: 5000, usedCents: 4500 },
    ] as const;
    expect(passedLimit(usages, 400)).toBeNull();
    expect(passedLimit(usages, 600)).toBe(usages[1]);
    expect(passedLimit(usages, 400, () => 200)).toBe(usages[1]);
  });

  it('ends a time-out after its hours and a self-exclusion after calendar months, or never', () => {
    const start = Date.parse('2026-08-31T10:00:00Z');
    expect(exclusionEnd('24h', start)).toBe(start + 86_400_000);
    expect(iso(exclusionEnd('1y', start)!)).toBe('2027-08-31T10:00:00.000Z');
    expect(exclusionEnd('permanent', start)).toBeNull();
  });
});
