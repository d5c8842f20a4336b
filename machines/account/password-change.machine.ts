import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../models/errors';
import { validateLoginPasswordChange, validateWithdrawPasswordChange, type PasswordChangeValues } from '../../models/validation';
import { toFormError, type FormError } from '../core/form-error';

/**
 * Changing the login password or the withdrawal password (spec §2, §4, §5): one machine,
 * parameterised by `kind`. The form is checked in the §5 order before anything is sent.
 *
 * - login: on success the message shows and the owner is told (`loginChanged`); the owner logs the
 *   player out 1 s later (`LOGOUT_DELAY_MS`) — the owner, because it outlives this page, so the
 *   logout follows even when the player leaves the page within that second. The server has already
 *   ended every session of the account; logging out reloads the page.
 * - withdraw: on success the `code.0` message shows and the fields are cleared.
 */
export type PasswordKind = 'login' | 'withdraw';

export type PasswordField = keyof PasswordChangeValues;

export interface PasswordChangeInput {
  kind: PasswordKind;
}

/** What the call sends (the account is added by the transport side; the server knows it by the token). */
export interface PasswordChangeCall {
  kind: PasswordKind;
  oldPassword: string;
  newPassword: string;
}

export interface PasswordChangeContext {
  kind: PasswordKind;
  values: PasswordChangeValues;
  error: FormError | null;
  /** Translation key of the success message, null when there is none to show. */
  notice: string | null;
}

/**
 * Typing carries the field's name as its key (`{ values: { newPassword: '…' } }`), never a bare
 * `value`: the journal redacts secret-looking keys, so a typed password never reaches it in clear.
 */
export type PasswordChangeEvent = { type: 'password.input'; values: Partial<PasswordChangeValues> } | { type: 'password.submit' };

/** Spec §4: "Change login password success: message, logout after 1 s." */
export const LOGOUT_DELAY_MS = 1000;

export const PasswordNotice = {
  /** The login password changed; the player is about to be logged out. */
  loginChanged: 'account:password.loginChanged',
  /** Spec §4: "Withdrawal password change success: code.0 message". */
  withdrawChanged: 'errors:code.0',
} as const;

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

const validate = (kind: PasswordKind, values: PasswordChangeValues) =>
  kind === 'login' ? validateLoginPasswordChange(values) : validateWithdrawPasswordChange(values);

/** A refused old password belongs to the old-password field. */
function serverError(error: unknown): FormError {
  const formError = toFormError(error);
  return formError.code === ErrorCode.wrongPassword || formError.code === ErrorCode.wrongWithdrawPassword ? { ...formError, field: 'oldPassword' } : formError;
}

export const passwordChangeMachine = setup({
  types: { context: {} as PasswordChangeContext, events: {} as PasswordChangeEvent, input: {} as PasswordChangeInput },
  actors: {
    changePassword: fromPromise<void, PasswordChangeCall>(async () => {
      throw new Error('passwordChange: the changePassword actor must be provided');
    }),
  },
  actions: {
    /** The login password changed: the owner logs the player out after LOGOUT_DELAY_MS. */
    loginChanged: () => {},
  },
  guards: {
    isValid: ({ context }) => validate(context.kind, context.values) === null,
    isLoginPassword: ({ context }) => context.kind === 'login',
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({ kind: input.kind, values: EMPTY, error: null, notice: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      description: 'The form takes input and may be submitted.',
      on: {
        'password.input': { actions: assign({ values: ({ context, event }) => ({ ...context.values, ...event.values }), error: null, notice: null }) },
        'password.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ error: null, notice: null }) },
          { actions: assign({ error: ({ context }) => validate(context.kind, context.values) }) },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      description: 'The change is on its way: the form waits.',
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ kind: context.kind, oldPassword: context.values.oldPassword, newPassword: context.values.newPassword }),
        onDone: [
          { guard: 'isLoginPassword', target: 'loggingOut' },
          { target: 'editing', actions: assign({ values: EMPTY, notice: PasswordNotice.withdrawChanged }) },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => serverError(event.error) }) },
      },
    },
    // Not final: the view reads this actor until the logout reloads the page.
    loggingOut: {
      entry: [assign({ values: EMPTY, notice: PasswordNotice.loginChanged }), 'loginChanged'],
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;
