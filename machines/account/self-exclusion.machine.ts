import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../models/errors';
import type { ExclusionChoice, ExclusionStatus, SelfExcludeRequest } from '../../models/gaming-limits';
import { toFormError, type FormError } from '../core/form-error';

/**
 * Taking a time-out (24 h, 7 days, 30 days) or self-excluding (6 months, 1 year, permanent), issue
 * 21 §1: the player picks a length, a dialog asks for the login password and says what follows
 * (logged out, no login until it ends, not shortened on request), and the server starts it and ends
 * every session. Then the owner logs the player out (`excluded`), as after a new login password.
 *
 * Tags the view asks: `dialog` (the confirmation dialog is open), `busy` (its form is locked: on
 * its way or started), `submitting`.
 */

export interface SelfExclusionContext {
  choice: ExclusionChoice | null;
  password: string;
  error: FormError | null;
  /** What the server started (its end shown until the logout). */
  started: ExclusionStatus | null;
}

/** The password travels under its field's name (`values.password`): the journal redacts it. */
export type SelfExclusionEvent =
  | { type: 'exclusion.choose'; choice: ExclusionChoice }
  | { type: 'exclusion.input'; values: { password: string } }
  | { type: 'exclusion.confirm' }
  | { type: 'exclusion.back' };

export const selfExclusionMachine = setup({
  types: { context: {} as SelfExclusionContext, events: {} as SelfExclusionEvent },
  actors: {
    selfExclude: fromPromise<ExclusionStatus, SelfExcludeRequest>(async () => {
      throw new Error('selfExclusion: the selfExclude actor must be provided');
    }),
  },
  actions: {
    /** Every session has ended: the owner logs the player out. */
    excluded: () => {},
  },
  guards: {
    hasPassword: ({ context }) => context.password !== '',
  },
}).createMachine({
  id: 'selfExclusion',
  context: { choice: null, password: '', error: null, started: null },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The lengths offered; nothing is asked yet.',
      on: { 'exclusion.choose': { target: 'confirming', actions: assign({ choice: ({ event }) => event.choice, password: '', error: null }) } },
    },
    confirming: {
      tags: ['dialog'],
      description: 'The dialog: what follows, and the login password to confirm it.',
      on: {
        'exclusion.input': { actions: assign({ password: ({ event }) => event.values.password, error: null }) },
        'exclusion.back': { target: 'choosing', actions: assign({ choice: null, password: '', error: null }) },
        'exclusion.confirm': [
          { guard: 'hasPassword', target: 'submitting' },
          { actions: assign({ error: { field: 'password', messageKey: 'account:limits.exclusion.passwordNeeded' } }) },
        ],
      },
    },
    submitting: {
      tags: ['dialog', 'busy', 'submitting'],
      description: 'The server checks the password, starts it and ends every session.',
      invoke: {
        src: 'selfExclude',
        input: ({ context }) => ({ choice: context.choice!, password: context.password }),
        onDone: { target: 'excluded', actions: assign({ started: ({ event }) => event.output, password: '' }) },
        onError: {
          target: 'confirming',
          actions: assign({
            password: '',
            error: ({ event }) => {
              const error = toFormError(event.error);
              return error.code === ErrorCode.wrongPassword ? { ...error, field: 'password' } : error;
            },
          }),
        },
      },
    },
    // Not final: the view shows the end until the logout reloads the page.
    excluded: { tags: ['dialog', 'busy'], description: 'Started; the player is being logged out.', entry: 'excluded' },
  },
});

export type SelfExclusionMachine = typeof selfExclusionMachine;
