/**
 * Responsible-gaming rules shared by the server (which enforces them) and the account page (which
 * shows them): the limits a player may set, when a change takes effect, the periods the limits
 * count in, and the lengths of a time-out or a self-exclusion. See docs/decisions.md.
 */

/**
 * The reference server's refusals of responsible gaming (not in spec §8, docs/api.md). Kept out of
 * models/errors.ts, whose catalogue the first paint loads: unknown to it, their `msg` (what is
 * left, until when, in the player's language) is what the client shows.
 */
export const GamingCode = {
  /** A time-out or self-exclusion stands: login, orders and deposits. */
  selfExcluded: 1016,
  depositLimitReached: 4031,
  lossLimitReached: 4032,
  stakeLimitReached: 4033,
} as const;

/**
 * The calls of responsible gaming, under the API base (docs/api.md "Responsible gaming"). Apart from
 * models/api-paths.ts AccountPath, which the first paint loads: only the account area needs them.
 */
export const GamingPath = {
  /** GET → GamingStatus (models/gaming-limits.ts): the player's limits, used, left, pending. */
  gamingLimits: '/user/v1/gamingLimits',
  /** POST SetLimitRequest → GamingStatus: lower at once, raise or remove after 24 hours. */
  setGamingLimit: '/user/v1/setGamingLimit',
  /** POST CancelLimitRequest → GamingStatus: drops a pending raise or removal. */
  cancelGamingLimit: '/user/v1/cancelGamingLimit',
  /** POST SelfExcludeRequest → ExclusionStatus; every session of the account ends. */
  selfExclude: '/user/v1/selfExclude',
  /** GET `?since=<ms>` → SessionResult: stakes and net result since then (the reality check). */
  sessionResult: '/user/v1/sessionResult',
} as const;

export type LimitKind = 'deposit' | 'loss' | 'stake';
export type LimitPeriod = 'day' | 'week' | 'month' | 'round';

/** The seven limits a player may set: deposits and losses per day, week, month; stake per round. */
export const LIMIT_SLOTS: readonly { kind: LimitKind; period: LimitPeriod }[] = [
  { kind: 'deposit', period: 'day' },
  { kind: 'deposit', period: 'week' },
  { kind: 'deposit', period: 'month' },
  { kind: 'loss', period: 'day' },
  { kind: 'loss', period: 'week' },
  { kind: 'loss', period: 'month' },
  { kind: 'stake', period: 'round' },
];

/** `deposit:day`, `stake:round`…: which limit a typed amount, a notice or an error belongs to. */
export type SlotKey = `${LimitKind}:${LimitPeriod}`;
export const slotKey = (kind: LimitKind, period: LimitPeriod): SlotKey => `${kind}:${period}`;

export const isLimitSlot = (kind: unknown, period: unknown): kind is LimitKind =>
  LIMIT_SLOTS.some((slot) => slot.kind === kind && slot.period === period);

/** An increase or a removal waits this long; a decrease (or a new limit) applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/** The largest limit: one ledger entry's bound (server/domain/ledger-limits.ts MAX_ENTRY_CENTS). */
export const MAX_LIMIT_CENTS = 10_000_000_000_000;

/** A limit amount in cents: a positive whole number no larger than MAX_LIMIT_CENTS. */
export const isLimitAmount = (cents: unknown): cents is number =>
  typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_LIMIT_CENTS;

/**
 * How a change from `current` to `next` (null: no limit) takes effect: a tighter limit at once,
 * a looser one (higher, or none) after LIMIT_RAISE_DELAY_MS, the same one not at all.
 */
export function limitChangeTiming(current: number | null, next: number | null): 'now' | 'delayed' | 'none' {
  if (current === next) return 'none';
  if (next === null) return 'delayed';
  if (current === null || next < current) return 'now';
  return 'delayed';
}

/** Time-outs and self-exclusions the player may choose. */
export const TIME_OUTS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSIONS = ['6m', '1y', 'permanent'] as const;
export type ExclusionChoice = (typeof TIME_OUTS)[number] | (typeof SELF_EXCLUSIONS)[number];
export const isExclusionChoice = (value: unknown): value is ExclusionChoice =>
  (TIME_OUTS as readonly unknown[]).includes(value) || (SELF_EXCLUSIONS as readonly unknown[]).includes(value);
export const exclusionKind = (choice: ExclusionChoice): 'time-out' | 'self-exclusion' =>
  (TIME_OUTS as readonly string[]).includes(choice) ? 'time-out' : 'self-exclusion';

const HOUR = 60 * 60 * 1000;

/** When an exclusion chosen at `start` ends (null: never). Months are calendar months in UTC. */
export function exclusionEnd(choice: ExclusionChoice, start: number): number | null {
  if (choice === '24h') return start + 24 * HOUR;
  if (choice === '7d') return start + 7 * 24 * HOUR;
  if (choice === '30d') return start + 30 * 24 * HOUR;
  if (choice === 'permanent') return null;
  const at = new Date(start);
  at.setUTCMonth(at.getUTCMonth() + (choice === '6m' ? 6 : 12));
  return at.getTime();
}

/** Reality-check intervals in minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const isRealityMinutes = (value: unknown): value is RealityMinutes => REALITY_CHECK_MINUTES.includes(value as RealityMinutes);

/**
 * A session the reality check counts is never longer than this: one kept on the device from
 * further back starts anew, and the server counts the net result from at most this far back.
 */
export const REALITY_SESSION_MAX_MS = 24 * 60 * 60 * 1000;

/** What the device keeps of the reality check, per player (docs/decisions.md "Reality check"). */
export interface RealityCheckSaved {
  minutes: RealityMinutes;
  /** When this session began (0: no session — it ended with the login). */
  sessionStart: number;
  /** When the dialog is due (null: off). */
  deadline: number | null;
}

/**
 * The reality check a page starts with at `now`: the kept session goes on (a reload, another tab);
 * none, an ended one or one older than REALITY_SESSION_MAX_MS gives a new session starting now,
 * with the kept interval's first deadline.
 */
export function resumeRealityCheck(kept: RealityCheckSaved | null, now: number): RealityCheckSaved {
  const minutes = kept?.minutes ?? 0;
  if (kept && kept.sessionStart > 0 && now - kept.sessionStart < REALITY_SESSION_MAX_MS && kept.sessionStart <= now) {
    return { minutes, sessionStart: kept.sessionStart, deadline: minutes === 0 ? null : (kept.deadline ?? now + minutes * 60_000) };
  }
  return { minutes, sessionStart: now, deadline: minutes === 0 ? null : now + minutes * 60_000 };
}

/** A kept record read back from storage, or null when it is not one (tampered, an older shape). */
export function parseRealityCheck(value: unknown): RealityCheckSaved | null {
  if (!value || typeof value !== 'object') return null;
  const { minutes, sessionStart, deadline } = value as Record<string, unknown>;
  if (!isRealityMinutes(minutes) || !Number.isSafeInteger(sessionStart) || (deadline !== null && !Number.isSafeInteger(deadline))) return null;
  return { minutes, sessionStart: sessionStart as number, deadline: deadline as number | null };
}

/** The zone formats the limits use: a date with its weekday, a wall-clock time, and the server's 'YYYY-MM-DD HH:mm'. */
const ZONE_FORMATS = {
  date: ['en-US', { year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' }],
  wall: ['en-US', { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }],
  minute: ['sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per format and zone: building an Intl.DateTimeFormat costs far more than using one
 * (the server asks for the periods on every order), and a zone's formatter never changes.
 */
export function zoneFormatter(format: keyof typeof ZONE_FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${format} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const [locale, options] = ZONE_FORMATS[format];
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The wall-clock date and weekday of `at` in `timeZone`. */
function localDate(at: number, timeZone: string): { year: number; month: number; day: number; weekday: number } {
  const parts = zoneFormatter('date', timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  return { year: Number(part('year')), month: Number(part('month')), day: Number(part('day')), weekday };
}

/** `timeZone`'s offset from UTC at `at`, in ms (positive east of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  const parts = zoneFormatter('wall', timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant of local midnight starting the date year-month-day (overflowing days roll over) in `timeZone`. */
function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the offset at the answer around a DST change.
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return at;
}

type Bounds = { start: number; end: number };
/** The last bounds worked out per period and zone: every instant inside them has the same ones. */
const lastBounds = new Map<string, Bounds>();

/**
 * The calendar period of `period` holding `at` in `timeZone`: a day from local midnight, a week
 * from Monday's, a month from the 1st's; `end` is the next period's start (when it resets).
 */
export function periodBounds(period: Exclude<LimitPeriod, 'round'>, at: number, timeZone: string): Bounds {
  const key = `${period} ${timeZone}`;
  const last = lastBounds.get(key);
  if (last && last.start <= at && at < last.end) return { ...last };
  const bounds = boundsOf(period, at, timeZone);
  lastBounds.set(key, bounds);
  return { ...bounds };
}

function boundsOf(period: Exclude<LimitPeriod, 'round'>, at: number, timeZone: string): Bounds {
  const { year, month, day, weekday } = localDate(at, timeZone);
  if (period === 'day') return { start: localMidnight(year, month, day, timeZone), end: localMidnight(year, month, day + 1, timeZone) };
  if (period === 'week') return { start: localMidnight(year, month, day - weekday, timeZone), end: localMidnight(year, month, day - weekday + 7, timeZone) };
  return { start: localMidnight(year, month, 1, timeZone), end: localMidnight(year, month + 1, 1, timeZone) };
}

/** One limit as the player sees it. */
export interface LimitStatus {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force now (null: none). */
  limitCents: number | null;
  /** Counted so far this period (deposits; net loss with open stakes; this round's stakes: 0). */
  usedCents: number;
  /** What is left this period; null without a limit. */
  leftCents: number | null;
  /** When the period resets (ms); null for a round. */
  resetsAt: number | null;
  /** An increase or removal waiting for its 24 hours: the new amount (null: removal) and when. */
  pending: { limitCents: number | null; at: number } | null;
}

export interface ExclusionStatus {
  kind: 'time-out' | 'self-exclusion';
  choice: ExclusionChoice;
  startsAt: number;
  /** null: permanent. */
  endsAt: number | null;
}

/** GET gamingLimits: the player's limits and the site's time zone the periods are counted in. */
export interface GamingStatus {
  timeZone: string;
  limits: LimitStatus[];
}

/** POST setGamingLimit. `limitCents` null removes the limit (after 24 hours). */
export interface SetLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
  limitCents: number | null;
}

export interface CancelLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
}

/** POST selfExclude: the login password confirms it; every session ends. */
export interface SelfExcludeRequest {
  choice: ExclusionChoice;
  password: string;
}

/** GET sessionResult?since=ms: the reality check's net result since the session began. */
export interface SessionResult {
  stakeCents: number;
  /** Paid back (wins, refunds, cancellations) minus stakes; negative: a loss. */
  netCents: number;
}

/** What one limit in force has counted, as the server reads it before judging an amount. */
export interface LimitUsage {
  kind: LimitKind;
  period: LimitPeriod;
  limitCents: number;
  usedCents: number;
}

/**
 * The limit an amount would pass, after `extraCents` already taken in the same batch: the one with
 * the least left (the one to tell the player about), or null when every limit allows it.
 */
export function passedLimit<U extends Pick<LimitUsage, 'limitCents' | 'usedCents'>>(usages: readonly U[], amountCents: number, extraCents: (usage: U) => number = () => 0): U | null {
  let passed: U | null = null;
  let least = Infinity;
  for (const usage of usages) {
    const left = usage.limitCents - usage.usedCents - extraCents(usage);
    if (amountCents > left && left < least) {
      passed = usage;
      least = left;
    }
  }
  return passed;
}

/** What is left of a limit (never below zero). */
export const leftOf = (usage: Pick<LimitUsage, 'limitCents' | 'usedCents'>, extraCents = 0): number => Math.max(0, usage.limitCents - usage.usedCents - extraCents);
