import { selfExclusionMachine } from '../../machines/account/self-exclusion.machine';
import { ErrorCode } from '../../models/errors';
import { fail, ok, type PathSuite } from './generate';

/**
 * Time-out and self-exclusion: the player picks a length, types the login password (or not),
 * confirms or goes back; the server starts it or refuses the password.
 */
export const STARTED = { kind: 'time-out', choice: '24h', startsAt: 1_800_000_000_000, endsAt: 1_800_086_400_000 } as const;

export const selfExclusionPaths: PathSuite<typeof selfExclusionMachine> = {
  machine: selfExclusionMachine,
  events: [
    { type: 'exclusion.choose', choice: '24h' },
    { type: 'exclusion.input', values: { password: 'demo1234' } },
    { type: 'exclusion.confirm' },
    { type: 'exclusion.back' },
  ],
  answers: {
    selfExclude: [ok(STARTED), fail(Object.assign(new Error('wrong'), { kind: 'business', code: ErrorCode.wrongPassword, messageKey: 'errors:code.1004' }))],
  },
  vertex: (snapshot) => [snapshot.value, snapshot.context.password !== '', snapshot.context.error?.field ?? null],
  provide: { actions: { excluded: () => {} } },
};
