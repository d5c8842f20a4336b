import { describe, expect, it } from 'vitest';
import { LimitNotice } from '../../machines/account/gaming-limits.machine';
import { ValidationKey } from '../../models/validation';
import { gamingLimitsPaths, STATUS_PENDING } from '../paths/gaming-limits.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of the limits page's machine (tests/paths/gaming-limits.paths.ts) on a live
 * actor: only a valid amount is sent, the answer's status is shown with the right notice (now or
 * pending), a refusal stays beside its limit, the typed amount is cleared once saved.
 */
describe('gaming limits — generated paths', () => {
  for (const path of generatePaths(gamingLimitsPaths)) {
    it(describePath(gamingLimitsPaths.machine, path), async () => {
      await replayPath(gamingLimitsPaths, path, (snapshot, event) => {
        const { drafts, error, notice, request, status } = snapshot.context;
        if (snapshot.matches({ ready: 'saving' }) && request?.limitCents !== null) expect(request).toEqual({ kind: 'deposit', period: 'day', limitCents: 20_000 });
        if (event.type === 'limits.save' && drafts['deposit:day'] !== '200') expect(error).toEqual({ messageKey: ValidationKey.depositAmount, slot: 'deposit:day' });
        if (event.type.startsWith('xstate.done.actor.') && snapshot.matches({ ready: 'idle' }) && request !== null && notice?.key !== LimitNotice.cancelled) {
          expect(notice).toEqual({ key: status === STATUS_PENDING ? LimitNotice.pending : LimitNotice.now, slot: 'deposit:day' });
          expect(drafts['deposit:day']).toBe('');
        }
        if (event.type.startsWith('xstate.error.actor.') && snapshot.matches('ready')) expect(error).toMatchObject({ slot: 'deposit:day' });
        if (event.type === 'limits.input') expect([error, notice]).toEqual([null, null]);
      });
    });
  }
});
