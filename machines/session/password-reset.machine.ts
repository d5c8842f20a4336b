import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { ErrorCode } from '../../models/errors';
import type { ForgotPasswordAnswer, ResetPasswordRequest } from '../../models/password-reset';
import { validatePasswordReset, validateResetRequest, type PasswordResetValues } from '../../models/validation';
import { toFormError, type FormError } from '../core/form-error';

/**
 * A forgotten login password, reset by a code sent to the account's bound e-mail (issue 17 §5).
 * The app spawns it while the auth dialog shows the "forgot password" form and stops it when the
 * dialog turns to another form or closes.
 *
 * ```
 * account ─reset.request (valid)─▶ requesting ─▶ code (address masked) | noAddress (customer service)
 * code (parallel) ── reset.back ─▶ account
 *   form:   editing ─reset.submit (valid)─▶ resetting ─▶ done | editing (refusal)
 *   resend: cooling (a second at a time) ─▶ ready ─reset.resend─▶ resending ─▶ cooling | ready
 * ```
 *
 * Typing carries each field's name as its key (`{ values: { newPassword: '…' } }`), so the journal
 * redacts the passwords.
 */

export interface PasswordResetValuesAll extends PasswordResetValues {
  account: string;
}

export interface PasswordResetInput {
  /** The account typed in the login form, if any: the player need not type it again. */
  account?: string;
}

export interface PasswordResetContext {
  values: PasswordResetValuesAll;
  /** The bound address as the server showed it (masked). */
  maskedEmail: string;
  /** Seconds until another code may be asked for. */
  resendSeconds: number;
  error: FormError | null;
}

export type PasswordResetEvent =
  | { type: 'reset.input'; values: Partial<PasswordResetValuesAll> }
  | { type: 'reset.request' }
  | { type: 'reset.resend' }
  | { type: 'reset.submit' }
  | { type: 'reset.back' };

const EMPTY_CODE_STEP: PasswordResetValues = { code: '', newPassword: '', confirmPassword: '' };

const accountError = (values: PasswordResetValuesAll) => validateResetRequest({ account: values.account });
const resetError = (values: PasswordResetValuesAll) =>
  validatePasswordReset({ code: values.code, newPassword: values.newPassword, confirmPassword: values.confirmPassword });

/** A wrong, expired or used code belongs to the code field. */
function serverError(error: unknown): FormError {
  const formError = toFormError(error);
  return formError.code === ErrorCode.wrongVerificationCode ? { ...formError, field: 'code' } : formError;
}

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, input: {} as PasswordResetInput },
  actors: {
    requestResetCode: fromPromise<ForgotPasswordAnswer, { account: string }>(async () => {
      throw new Error('passwordReset: the requestResetCode actor must be provided');
    }),
    resetPassword: fromPromise<void, ResetPasswordRequest>(async () => {
      throw new Error('passwordReset: the resetPassword actor must be provided');
    }),
  },
  actions: {
    /** A code went out: the masked address and the resend wait from the answer. */
    codeSent: assign(({ event }) => {
      const { email, resendAfter } = (event as unknown as { output: ForgotPasswordAnswer }).output;
      return { maskedEmail: email, resendSeconds: resendAfter, error: null };
    }),
  },
  guards: {
    accountValid: ({ context }) => accountError(context.values) === null,
    resetValid: ({ context }) => resetError(context.values) === null,
    hasAddress: ({ event }) => (event as unknown as { output: ForgotPasswordAnswer }).output.email !== '',
    lastSecond: ({ context }) => context.resendSeconds <= 1,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ values: { account: input.account?.trim() ?? '', ...EMPTY_CODE_STEP }, maskedEmail: '', resendSeconds: 0, error: null }),
  initial: 'account',
  on: {
    'reset.input': { actions: assign({ values: ({ context, event }) => ({ ...context.values, ...event.values }), error: null }) },
  },
  states: {
    account: {
      tags: ['account'],
      on: {
        'reset.request': [
          { guard: 'accountValid', target: 'requesting', actions: assign({ error: null }) },
          { actions: assign({ error: ({ context }) => accountError(context.values) }) },
        ],
      },
    },
    requesting: {
      description: 'Asking for a code to the bound address: the form is disabled.',
      tags: ['requesting'],
      invoke: {
        src: 'requestResetCode',
        input: ({ context }) => ({ account: context.values.account.trim() }),
        onDone: [{ guard: 'hasAddress', target: 'code', actions: 'codeSent' }, { target: 'noAddress' }],
        onError: { target: 'account', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },
    // No bound address (or no such account): customer service is the way (the view links the chat).
    noAddress: {
      description: 'No address is bound: the view links the customer-service chat.',
      tags: ['noAddress'],
      // Whatever the code form held or was refused for does not come back with the account form.
      entry: assign({ values: ({ context }) => ({ ...context.values, ...EMPTY_CODE_STEP }), error: null }),
      on: { 'reset.back': 'account' },
    },
    code: {
      description: 'A code was sent to the masked address: the new password form, and the resend wait.',
      tags: ['code'],
      type: 'parallel',
      on: { 'reset.back': { target: 'account', actions: assign({ values: ({ context }) => ({ ...context.values, ...EMPTY_CODE_STEP }), error: null }) } },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'reset.submit': [
                  { guard: 'resetValid', target: 'resetting', actions: assign({ error: null }) },
                  { actions: assign({ error: ({ context }) => resetError(context.values) }) },
                ],
              },
            },
            resetting: {
              tags: ['resetting'],
              invoke: {
                src: 'resetPassword',
                input: ({ context }) => ({ account: context.values.account.trim(), code: context.values.code.trim(), newPassword: context.values.newPassword }),
                onDone: '#passwordReset.done',
                onError: { target: 'editing', actions: assign({ error: ({ event }) => serverError(event.error) }) },
              },
            },
          },
        },
        resend: {
          initial: 'cooling',
          states: {
            cooling: {
              after: {
                second: [
                  { guard: 'lastSecond', target: 'ready', actions: assign({ resendSeconds: 0 }) },
                  { target: 'cooling', reenter: true, actions: assign({ resendSeconds: ({ context }) => context.resendSeconds - 1 }) },
                ],
              },
            },
            ready: { on: { 'reset.resend': 'resending' } },
            resending: {
              tags: ['resending'],
              invoke: {
                src: 'requestResetCode',
                input: ({ context }) => ({ account: context.values.account.trim() }),
                onDone: [{ guard: 'hasAddress', target: 'cooling', actions: 'codeSent' }, { target: '#passwordReset.noAddress' }],
                onError: { target: 'ready', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
              },
            },
          },
        },
      },
    },
    // Not final: the view reads this actor until the player goes on to log in.
    done: { description: 'The password was reset: the view offers the login.', tags: ['done'], entry: assign({ values: ({ context }) => ({ ...context.values, ...EMPTY_CODE_STEP }) }) },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
export type PasswordResetRef = ActorRefFrom<PasswordResetMachine>;
