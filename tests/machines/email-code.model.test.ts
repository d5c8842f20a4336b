import { describe, expect, it } from 'vitest';
import { EmailCodeNotice, resendSeconds, RESEND_SECONDS } from '../../machines/account/email-code.machine';
import { validateEmailForCode } from '../../models/validation';
import { bindCodePaths, LATER, NOW, STORED_AHEAD, withdrawCodePaths } from '../paths/email-code.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of the e-mail code machine (tests/paths/email-code.paths.ts) on a live actor:
 * the countdown the button shows, the deadline kept in storage, the address check of type 2.
 */
for (const [name, suite] of [
  ['bind code', bindCodePaths],
  ['withdraw code', withdrawCodePaths],
] as const) {
  describe(`e-mail code (${name}) — generated paths`, () => {
    for (const path of generatePaths(suite)) {
      it(describePath(suite.machine, path), async () => {
        const stored: (number | null)[] = [];
        const counting = { ...suite, provide: { ...suite.provide, actions: { storeResendDeadline: (_: unknown, { until }: { until: number | null }) => void stored.push(until) } } };
        await replayPath(counting as typeof suite, path, (snapshot, event) => {
          const { resendUntil, now, error, notice } = snapshot.context;
          if (snapshot.matches('cooling')) {
            expect(resendUntil).toBeGreaterThan(now);
            const sent = resendUntil === NOW + RESEND_SECONDS * 1000;
            expect(resendSeconds(snapshot)).toBe(sent ? RESEND_SECONDS : (STORED_AHEAD.resendUntil - NOW) / 1000);
            // A sent code says so and is kept where a reload finds it; a restored block is not stored again.
            expect([notice, stored]).toEqual(sent ? [EmailCodeNotice.sent, [resendUntil]] : [null, []]);
          } else {
            expect(resendSeconds(snapshot)).toBe(0);
          }
          if (snapshot.matches('idle')) {
            expect(resendUntil).toBeNull();
            // The block that ran out is forgotten in storage too.
            if (event.type === 'clock.tick') expect([now, stored.at(-1)]).toEqual([LATER, null]);
            if (event.type === 'code.send') expect(error).toEqual(suite.input?.type === 2 ? validateEmailForCode((event as unknown as { email: string }).email) : null);
            // The server's refusal is shown; storage unreadable is no error.
            if (event.type.startsWith('xstate.error.actor.')) expect(error?.code ?? null).toBe(path.steps.some((s) => s.event.type === 'code.send') ? 1 : null);
          }
          // Only a valid address (or, for type 1, the bound one) is sent.
          if (snapshot.matches('sending')) expect(error).toBeNull();
        });
      });
    }
  });
}
