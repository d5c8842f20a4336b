import { GamingCode, leftOf, periodBounds, zoneFormatter, type LimitUsage } from '../../../models/gaming-limits';
import { formatAmount } from '../../../models/money';
import type { Queryable } from '../../db/database';

/**
 * What a player's limits have counted (gaming_usage, migration 022, the one place that counts
 * them, also called inside place_order) and the refusal that tells what is left. The periods are
 * the site's calendar (siteTimeZone): the server's own time zone, the one every time it shows is in.
 */

let knownZone: { tz: string | undefined; zone: string } | undefined;

/**
 * The zone the periods are counted in: the server process's (TZ), as every server time it shows.
 * Asked on every order, so kept until TZ changes (building a formatter to read it is not cheap).
 */
export function siteTimeZone(): string {
  const tz = process.env.TZ;
  if (knownZone?.tz !== tz || !knownZone) knownZone = { tz, zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return knownZone.zone;
}

/** The starts of the site's day, week (Monday) and month holding `now`: gaming_usage's period arguments. */
export function periodStarts(now: number, timeZone: string): { day: Date; week: Date; month: Date } {
  return {
    day: new Date(periodBounds('day', now, timeZone).start),
    week: new Date(periodBounds('week', now, timeZone).start),
    month: new Date(periodBounds('month', now, timeZone).start),
  };
}

/** A gaming_usage row: a limit in force, or the exclusion that stands (kind 'exclusion', limit 0). */
export type UsageRow = LimitUsage | { kind: 'exclusion'; period: 'none'; limitCents: 0; usedCents: 0 };

const toUsage = (row: { kind: string; period: string; limit_cents: number; used_cents: number }): UsageRow =>
  ({ kind: row.kind, period: row.period, limitCents: Number(row.limit_cents), usedCents: Number(row.used_cents) }) as UsageRow;

/** gaming_usage of each (user, round) pair, in one statement; keyed `user:round` (round '' for none). */
export async function readUsage(db: Queryable, pairs: readonly { userId: number; roundId: number | null }[], now: number, timeZone: string): Promise<Map<string, UsageRow[]>> {
  const unique = [...new Map(pairs.map((pair) => [usageKey(pair.userId, pair.roundId), pair])).values()];
  const found = new Map<string, UsageRow[]>(unique.map((pair) => [usageKey(pair.userId, pair.roundId), []]));
  if (unique.length === 0) return found;
  const starts = periodStarts(now, timeZone);
  const rows = await db.query<{ user_id: number; round_id: number | null; kind: string; period: string; limit_cents: number; used_cents: number }>(
    `SELECT p.user_id, p.round_id, g.* FROM unnest($1::bigint[], $2::bigint[]) AS p(user_id, round_id),
            LATERAL gaming_usage(p.user_id, p.round_id, $3, $4, $5, $6) AS g`,
    [unique.map((pair) => pair.userId), unique.map((pair) => pair.roundId), starts.day, starts.week, starts.month, new Date(now)],
  );
  for (const row of rows) found.get(usageKey(Number(row.user_id), row.round_id === null ? null : Number(row.round_id)))!.push(toUsage(row));
  return found;
}

export const usageKey = (userId: number, roundId: number | null): string => `${userId}:${roundId ?? ''}`;

/** One player's gaming_usage (no round: a stake limit counts 0). */
export async function usageOf(db: Queryable, userId: number, now: number, timeZone: string, roundId: number | null = null): Promise<UsageRow[]> {
  return (await readUsage(db, [{ userId, roundId }], now, timeZone)).get(usageKey(userId, roundId)) ?? [];
}

/** Server time in `timeZone`, as every server time is written: 'YYYY-MM-DD HH:mm'. */
export const formatZoneTime = (at: number, timeZone: string): string => zoneFormatter('minute', timeZone).format(at);

const PERIOD_TEXT = { day: '每日', week: '每周', month: '每月' } as const;

/**
 * The refusal for an amount that passes `usage` (after `extraCents` taken in the same batch), in
 * zh-CN (message-texts.ts PATTERNS translate it): what is left and when it resets.
 */
export function limitRefusal(usage: UsageRow, now: number, timeZone: string, extraCents = 0): { code: number; msg: string } {
  if (usage.kind === 'exclusion') return { code: GamingCode.selfExcluded, msg: '账号处于冷静期或自我排除期' };
  const left = formatAmount(leftOf(usage, extraCents));
  if (usage.kind === 'stake' || usage.period === 'round') return { code: GamingCode.stakeLimitReached, msg: `超出每期投注限额：本期还可投注 ${left}` };
  const resets = formatZoneTime(periodBounds(usage.period, now, timeZone).end, timeZone);
  const period = PERIOD_TEXT[usage.period];
  return usage.kind === 'deposit'
    ? { code: GamingCode.depositLimitReached, msg: `超出${period}存款限额：还可存款 ${left}，${resets} 重置` }
    : { code: GamingCode.lossLimitReached, msg: `超出${period}亏损限额：还可投注 ${left}，${resets} 重置` };
}

/** The exclusion message for login: until when, or that it is permanent. */
export function exclusionMessage(endsAt: number | null, timeZone: string): string {
  return endsAt === null ? '账号已永久自我排除' : `账号处于冷静期或自我排除期，${formatZoneTime(endsAt, timeZone)} 结束`;
}
