import { fromCallback } from 'xstate';
import { emailCodeMachine, RESEND_SECONDS } from '../../machines/account/email-code.machine';
import type { EmailCodeType } from '../../models/account';
import { fail, ok, type PathSuite } from './generate';

/** Wall-clock ms at which the page opens and at which a code is sent. */
export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
/** A deadline the stored block still has ahead, and one long past. */
export const STORED_AHEAD = { resendUntil: NOW + 60_000, now: NOW };
const STORED_PAST = { resendUntil: NOW - 1000, now: NOW };
/** Past any deadline a send or the storage gives. */
export const LATER = NOW + (RESEND_SECONDS + 60) * 1000;

/**
 * One e-mail code and its 120 s resend block: the stored deadline is ahead, past, absent or
 * unreadable; the player sends a code (to a valid or, when binding, an invalid address); the server
 * sends it or refuses; a tick of the wall clock ends the block. Time comes as `clock.tick`, so the
 * suite's ticker sends nothing.
 */
const suite = (type: EmailCodeType): PathSuite<typeof emailCodeMachine> => ({
  machine: emailCodeMachine,
  input: { type },
  events: [
    { type: 'code.send', email: 'player@example.com' },
    { type: 'code.send', email: 'not-an-address' },
    { type: 'clock.tick', now: LATER },
  ],
  answers: {
    loadResendDeadline: [ok(STORED_AHEAD, 'ahead'), ok(STORED_PAST, 'past'), ok({ resendUntil: null, now: NOW }, 'none'), fail(new Error('storage'))],
    sendCode: [ok({ resendAfter: RESEND_SECONDS, receivedAt: NOW }), fail()],
  },
  provide: { actors: { ticker: fromCallback(() => {}) } },
  // An address refused by the §5 check stays in idle with an error: a vertex of its own.
  vertex: (snapshot) => [snapshot.value, snapshot.context.error?.messageKey ?? null, snapshot.context.notice],
});

/** Binding an address (type 2: the address is checked) and the withdraw page's code (type 1: to the bound address). */
export const bindCodePaths = suite(2);
export const withdrawCodePaths = suite(1);
