import { describe, expect, it } from 'vitest';
import { EmailBindNotice } from '../../machines/account/email-bind.machine';
import { validateBindEmail } from '../../models/validation';
import { BOUND, emailBindPaths } from '../paths/email-bind.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of the e-mail page (tests/paths/email-bind.paths.ts) on a live actor: the mode
 * follows the bound address, only a valid form is sent, a bind or unbind tells the owner and
 * switches the mode, and the child code runs with the mode's type.
 */
const paths = generatePaths(emailBindPaths);

describe('e-mail page — generated paths', () => {
  for (const path of paths) {
    it(describePath(emailBindPaths.machine, path), async () => {
      let changes = 0;
      const suite = { ...emailBindPaths, provide: { actions: { changed: () => void changes++ } } } as typeof emailBindPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { bound, email, verifyCode, error, notice } = snapshot.context;
        const code = snapshot.children.code as { getSnapshot(): { context: { type: number } } } | undefined;
        if (snapshot.matches('waiting')) expect([bound, code]).toEqual([null, undefined]);
        if (snapshot.matches('bind')) {
          expect([bound, snapshot.hasTag('bind'), code?.getSnapshot().context.type]).toEqual(['', true, 2]);
          if (snapshot.matches({ bind: 'binding' })) expect([validateBindEmail({ email, code: verifyCode }), error]).toEqual([null, null]);
        }
        if (snapshot.matches('edit')) {
          expect([snapshot.hasTag('edit'), code?.getSnapshot().context.type]).toEqual([true, 3]);
          if (snapshot.matches({ edit: 'unbinding' })) expect(verifyCode.trim()).not.toBe('');
        }
        if (snapshot.hasTag('busy')) expect(snapshot.matches({ bind: 'binding' }) || snapshot.matches({ edit: 'unbinding' })).toBe(true);
        // A bind or unbind the server took is said and told to the owner, and switches the mode.
        if (event.type.startsWith('xstate.done.actor.')) {
          expect(notice).toBe(snapshot.matches('edit') ? EmailBindNotice.bound : EmailBindNotice.unbound);
          if (snapshot.matches('edit')) expect(bound).toBe(BOUND);
          expect(changes).toBeGreaterThan(0);
        }
        if (event.type.startsWith('xstate.error.actor.')) expect(error).toMatchObject({ code: 1 });
        if (event.type === 'email.submit' && snapshot.matches({ bind: 'editing' })) expect(error?.messageKey).toBe(validateBindEmail({ email, code: verifyCode })?.messageKey);
      });
    });
  }
});
