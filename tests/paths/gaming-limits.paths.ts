import { gamingLimitsMachine } from '../../machines/account/gaming-limits.machine';
import { ErrorCode } from '../../models/errors';
import { LIMIT_SLOTS, type GamingStatus } from '../../models/gaming-limits';
import { fail, ok, type PathSuite } from './generate';

/**
 * The limits page: read, or fail and retry; a player types an amount (a valid one, or text that is
 * not an amount), sets it, removes a limit or cancels a pending raise; the server answers with the
 * new status (applied now or left pending) or refuses.
 */
const status = (pending: boolean): GamingStatus => ({
  timeZone: 'UTC',
  limits: LIMIT_SLOTS.map(({ kind, period }) => ({
    kind,
    period,
    limitCents: 10_000,
    usedCents: 2_500,
    leftCents: 7_500,
    resetsAt: period === 'round' ? null : 1_800_000_000_000,
    pending: pending && kind === 'deposit' && period === 'day' ? { limitCents: 20_000, at: 1_800_000_000_000 } : null,
  })),
});

export const STATUS_NOW = status(false);
export const STATUS_PENDING = status(true);

export const gamingLimitsPaths: PathSuite<typeof gamingLimitsMachine> = {
  machine: gamingLimitsMachine,
  events: [
    { type: 'limits.input', slot: 'deposit:day', text: '200' },
    { type: 'limits.input', slot: 'deposit:day', text: 'abc' },
    { type: 'limits.save', kind: 'deposit', period: 'day' },
    { type: 'limits.remove', kind: 'deposit', period: 'day' },
    { type: 'limits.cancelPending', kind: 'deposit', period: 'day' },
    { type: 'limits.retry' },
  ],
  answers: {
    fetchGamingLimits: [ok(STATUS_NOW), fail()],
    setGamingLimit: [ok(STATUS_NOW, 'applied now'), ok(STATUS_PENDING, 'pending'), fail(Object.assign(new Error('refused'), { kind: 'business', code: ErrorCode.failed, messageKey: 'errors:code.1' }))],
    cancelGamingLimit: [ok(STATUS_NOW), fail()],
  },
  vertex: (snapshot) => [snapshot.value, snapshot.context.drafts['deposit:day'] ?? '', snapshot.context.error?.messageKey ?? null, snapshot.context.notice?.key ?? null],
};
