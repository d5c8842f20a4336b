import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { EmailCodeType, SendEmailRequest } from '../../models/account';
import { validateEmailForCode } from '../../models/validation';
import { toFormError, type FormError } from '../core/form-error';

/**
 * One e-mail code and its resend block (spec §4 "Resend blocked for 120 s", §5): the withdraw page
 * asks for type 1, the e-mail page for 2 (bind) and 3 (unbind). After a code is sent the button
 * counts down to the server's `resendAfter`. The block is an absolute deadline (wall-clock ms),
 * kept in context and, through the injected `storeResendDeadline`, in storage: a reload reads it
 * back (`loadResendDeadline`) and counts on from where it was, since neither a persisted snapshot
 * nor a reload keeps an `after` timer. Time comes from an injected ticker (`clock.tick {now}`).
 *
 * ```
 * restoring ─(a deadline ahead)─▶ cooling ─now ≥ deadline─▶ idle
 *     └──────(none)───────────▶ idle ─code.send─▶ sending ─▶ cooling | idle (refusal)
 * ```
 */
export const RESEND_SECONDS = 120;
export const CLOCK_TICK_MS = 1000;

/** A tick of the wall clock (ms since the epoch), from the injected `ticker`. */
export type ClockTick = { type: 'clock.tick'; now: number };

export interface EmailCodeInput {
  type: EmailCodeType;
}

export interface EmailCodeContext {
  type: EmailCodeType;
  /** Wall-clock ms until which a resend is blocked; null when it is not. */
  resendUntil: number | null;
  /** The wall clock as last told (restore, send answer, ticks). */
  now: number;
  error: FormError | null;
  /** Translation key of the "code sent" message, once a code went out on this page. */
  notice: string | null;
}

/** `email` is the address to bind (type 2); types 1 and 3 go to the bound address. */
export type EmailCodeEvent = { type: 'code.send'; email: string } | ClockTick;

export const EmailCodeNotice = { sent: 'money:email.codeSent' } as const;

/** What the send call answers: the server's resend wait and when the answer arrived (wall clock). */
export interface SentCode {
  resendAfter: number;
  receivedAt: number;
}

/** What storage holds for this type: the deadline, if any, and the wall clock at reading. */
export interface StoredDeadline {
  resendUntil: number | null;
  now: number;
}

export const emailCodeMachine = setup({
  types: { context: {} as EmailCodeContext, events: {} as EmailCodeEvent, input: {} as EmailCodeInput },
  actors: {
    loadResendDeadline: fromPromise<StoredDeadline, { type: EmailCodeType }>(async () => {
      throw new Error('emailCode: the loadResendDeadline actor must be provided');
    }),
    sendCode: fromPromise<SentCode, SendEmailRequest>(async () => {
      throw new Error('emailCode: the sendCode actor must be provided');
    }),
    ticker: fromCallback<ClockTick, { intervalMs: number }>(() => {
      throw new Error('emailCode: the ticker actor must be provided');
    }),
  },
  actions: {
    /** Keeps (or, with null, forgets) the deadline where a reload finds it. */
    storeResendDeadline: (_, _params: { type: EmailCodeType; until: number | null }) => {},
  },
  guards: {
    hasDeadlineAhead: (_, params: StoredDeadline) => params.resendUntil !== null && params.resendUntil > params.now,
    isAddressRefused: ({ context, event }) => context.type === 2 && event.type === 'code.send' && validateEmailForCode(event.email) !== null,
    isOver: ({ context }) => context.resendUntil === null || context.now >= context.resendUntil,
  },
}).createMachine({
  id: 'emailCode',
  context: ({ input }) => ({ type: input.type, resendUntil: null, now: 0, error: null, notice: null }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['restoring'],
      description: 'Reading the stored resend deadline: the button waits.',
      invoke: {
        src: 'loadResendDeadline',
        input: ({ context }) => ({ type: context.type }),
        onDone: [
          {
            guard: { type: 'hasDeadlineAhead', params: ({ event }) => event.output },
            target: 'cooling',
            actions: assign({ resendUntil: ({ event }) => event.output.resendUntil, now: ({ event }) => event.output.now }),
          },
          { target: 'idle' },
        ],
        // Storage unreadable: nothing is blocked here; the server still refuses a too-early resend (1001).
        onError: 'idle',
      },
    },
    idle: {
      on: {
        'code.send': [
          { guard: 'isAddressRefused', actions: assign({ error: ({ event }) => validateEmailForCode(event.email), notice: null }) },
          { target: 'sending', actions: assign({ error: null, notice: null }) },
        ],
      },
    },
    sending: {
      tags: ['sending'],
      description: 'The code is on its way: the button waits.',
      invoke: {
        src: 'sendCode',
        input: ({ context, event }) => ({ type: context.type, email: event.type === 'code.send' ? event.email.trim() : '' }),
        onDone: {
          target: 'cooling',
          actions: [
            assign({
              resendUntil: ({ event }) => event.output.receivedAt + event.output.resendAfter * 1000,
              now: ({ event }) => event.output.receivedAt,
              notice: EmailCodeNotice.sent,
            }),
            { type: 'storeResendDeadline', params: ({ context }) => ({ type: context.type, until: context.resendUntil }) },
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },
    cooling: {
      invoke: { src: 'ticker', input: { intervalMs: CLOCK_TICK_MS } },
      always: { guard: 'isOver', target: 'idle', actions: [assign({ resendUntil: null }), { type: 'storeResendDeadline', params: ({ context }) => ({ type: context.type, until: null }) }] },
      on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
    },
  },
});

export type EmailCodeSnapshot = SnapshotFrom<typeof emailCodeMachine>;

/** Whole seconds until a resend is allowed (0 when it is). */
export function resendSeconds(snapshot: EmailCodeSnapshot): number {
  const { resendUntil, now } = snapshot.context;
  if (!snapshot.matches('cooling') || resendUntil === null) return 0;
  return Math.max(0, Math.ceil((resendUntil - now) / 1000));
}
