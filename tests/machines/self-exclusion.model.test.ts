import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../models/errors';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { selfExclusionPaths, STARTED } from '../paths/self-exclusion.paths';

/**
 * Generated paths of the time-out / self-exclusion machine (tests/paths/self-exclusion.paths.ts):
 * nothing is sent without a password, a wrong password belongs to its field and is cleared, going
 * back forgets the choice, and once started the owner is told exactly once.
 */
describe('self-exclusion — generated paths', () => {
  for (const path of generatePaths(selfExclusionPaths)) {
    it(describePath(selfExclusionPaths.machine, path), async () => {
      let excluded = 0;
      const suite = { ...selfExclusionPaths, provide: { actions: { excluded: () => void excluded++ } } } as typeof selfExclusionPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { choice, password, error, started } = snapshot.context;
        if (snapshot.matches('submitting')) expect([choice, password]).toEqual(['24h', 'demo1234']);
        if (snapshot.matches('choosing')) expect([choice, password, error]).toEqual([null, '', null]);
        if (event.type === 'exclusion.confirm' && snapshot.matches('confirming')) expect(error).toMatchObject({ field: 'password' });
        if (event.type.startsWith('xstate.error.actor.')) expect([error?.field, error?.code, password]).toEqual(['password', ErrorCode.wrongPassword, '']);
        if (snapshot.matches('excluded')) expect([started, password]).toEqual([STARTED, '']);
        expect(excluded).toBe(snapshot.matches('excluded') ? 1 : 0);
      });
    });
  }
});
