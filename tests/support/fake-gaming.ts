import type { PromiseActorLogic } from 'xstate';
import type { AppCalls } from '../../machines/app/services';
import { ErrorCode } from '../../models/errors';
import {
  exclusionEnd,
  exclusionKind,
  isLimitAmount,
  LIMIT_RAISE_DELAY_MS,
  LIMIT_SLOTS,
  limitChangeTiming,
  periodBounds,
  type ExclusionStatus,
  type GamingStatus,
  type LimitStatus,
  type RealityCheckSaved,
  type SessionResult,
  resumeRealityCheck,
} from '../../models/gaming-limits';
import { apiFailure } from './fake-basics';

/**
 * The responsible-gaming calls of the fake platform, with the reference server's rules
 * (docs/api.md "Responsible gaming"; the models' 24-hour rule and periods in UTC): limits with
 * what they have counted (`used`, set by tests), pending raises, and the login password check.
 */
export interface FakeGamingState {
  limits: Record<string, { limitCents: number | null; pending: { limitCents: number | null; at: number } | null }>;
  /** What each limit has counted, by `kind:period`. */
  used: Record<string, number>;
  exclusion: ExclusionStatus | null;
  /** The reality check kept on the device, by player (src/app/reality-check-store.ts in the browser). */
  realityKept: Map<number, RealityCheckSaved>;
  /** What `fetchSessionResult` answers. */
  session: SessionResult;
}

export const fakeGamingState = (): FakeGamingState => ({ limits: {}, used: {}, exclusion: null, realityKept: new Map(), session: { stakeCents: 0, netCents: 0 } });

export type GamingCallName = 'fetchGamingLimits' | 'setGamingLimit' | 'cancelGamingLimit' | 'selfExclude' | 'fetchSessionResult' | 'loadRealityCheck' | 'saveRealityCheck';
type OutputOf<K extends GamingCallName> = AppCalls[K] extends PromiseActorLogic<infer O, infer _I> ? O : never;
type InputOf<K extends GamingCallName> = AppCalls[K] extends PromiseActorLogic<infer _O, infer I> ? I : never;
export type FakeGamingCall = <K extends GamingCallName>(name: K, run: (input: InputOf<K>) => OutputOf<K>) => AppCalls[K];

export function fakeGamingCalls(
  call: FakeGamingCall,
  state: { gaming: FakeGamingState; profile: { passwords: { login: string } } },
  now: () => number,
): Pick<AppCalls, GamingCallName> {
  const standing = (key: string) => {
    const row = state.gaming.limits[key] ?? { limitCents: null, pending: null };
    return row.pending && row.pending.at <= now() ? { limitCents: row.pending.limitCents, pending: null } : row;
  };
  const status = (): GamingStatus => ({
    timeZone: 'UTC',
    limits: LIMIT_SLOTS.map(({ kind, period }): LimitStatus => {
      const key = `${kind}:${period}`;
      const { limitCents, pending } = standing(key);
      const usedCents = state.gaming.used[key] ?? 0;
      return {
        kind,
        period,
        limitCents,
        usedCents,
        leftCents: limitCents === null ? null : Math.max(0, limitCents - usedCents),
        resetsAt: period === 'round' ? null : periodBounds(period, now(), 'UTC').end,
        pending,
      };
    }),
  });
  return {
    fetchGamingLimits: call('fetchGamingLimits', () => status()),
    setGamingLimit: call('setGamingLimit', ({ kind, period, limitCents }) => {
      if (limitCents !== null && !isLimitAmount(limitCents)) throw apiFailure(ErrorCode.failed);
      const key = `${kind}:${period}`;
      const current = standing(key);
      const timing = limitChangeTiming(current.limitCents, limitCents);
      if (timing === 'now' || (timing === 'none' && current.pending)) state.gaming.limits[key] = { limitCents: timing === 'now' ? limitCents : current.limitCents, pending: null };
      if (timing === 'delayed') state.gaming.limits[key] = { limitCents: current.limitCents, pending: { limitCents, at: now() + LIMIT_RAISE_DELAY_MS } };
      return status();
    }),
    cancelGamingLimit: call('cancelGamingLimit', ({ kind, period }) => {
      const key = `${kind}:${period}`;
      state.gaming.limits[key] = { limitCents: standing(key).limitCents, pending: null };
      return status();
    }),
    selfExclude: call('selfExclude', ({ choice, password }) => {
      if (password !== state.profile.passwords.login) throw apiFailure(ErrorCode.wrongPassword);
      state.gaming.exclusion = { kind: exclusionKind(choice), choice, startsAt: now(), endsAt: exclusionEnd(choice, now()) };
      return state.gaming.exclusion;
    }),
    fetchSessionResult: call('fetchSessionResult', () => state.gaming.session),
    loadRealityCheck: call('loadRealityCheck', ({ player }) => ({ ...resumeRealityCheck(state.gaming.realityKept.get(player) ?? null, now()), now: now() })),
    saveRealityCheck: call('saveRealityCheck', ({ player, ...saved }) => void state.gaming.realityKept.set(player, saved)),
  };
}
