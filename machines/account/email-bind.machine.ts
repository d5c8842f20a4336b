import { assign, fromPromise, sendTo, setup, spawnChild, stopChild } from 'xstate';
import type { BindEmailRequest } from '../../models/account';
import { ErrorCode } from '../../models/errors';
import { isBlank, validateBindEmail, ValidationKey } from '../../models/validation';
import { emailCodeMachine } from './email-code.machine';
import { toFormError, type FormError } from '../core/form-error';
import type { SessionChanged } from '../core/events';
import { watchSession } from '../core/session-watch';

/**
 * The e-mail page (spec §2, §4 "E-mail binding", §5): with no bound address it is in bind mode
 * (type 2: the address, a code sent to it, bind); with one, in edit mode (type 3: a code to the
 * bound address unbinds it, then the page is back in bind mode). The bound address follows the
 * session's user info. Each mode's code and its 120 s resend block are the child `code`
 * (email-code.machine.ts), restarted with the mode's type.
 *
 * ```
 * waiting ─session.changed─▶ bind ⇄ edit
 * bind: editing ─email.submit (valid)─▶ binding ─▶ edit | editing (refusal)
 * edit: editing ─email.submit (code)──▶ unbinding ─▶ bind | editing (refusal)
 * ```
 */
export interface EmailBindContext {
  /** The bound address ('' none), null until the session's user info is known. */
  bound: string | null;
  /** Bind mode: the address to bind. */
  email: string;
  verifyCode: string;
  error: FormError | null;
  notice: string | null;
}

export type EmailBindEvent =
  | { type: 'email.address'; email: string }
  | { type: 'email.code'; verifyCode: string }
  | { type: 'email.sendCode' }
  | { type: 'email.submit' }
  | SessionChanged;

export const EmailBindNotice = { bound: 'money:email.bindDone', unbound: 'money:email.unbindDone' } as const;

/** The §5 check; the code's field is called verifyCode here, as in every form with a code. */
function bindError(context: EmailBindContext): FormError | null {
  const error = validateBindEmail({ email: context.email, code: context.verifyCode });
  return error?.field === 'code' ? { ...error, field: 'verifyCode' } : error;
}

const codeError = (error: unknown): FormError => {
  const formError = toFormError(error);
  return formError.code === ErrorCode.wrongVerificationCode ? { ...formError, field: 'verifyCode' } : formError;
};

const modeOf = (bound: string | null) => (bound === null ? 'waiting' : bound === '' ? 'bind' : 'edit');

export const emailBindMachine = setup({
  types: {
    context: {} as EmailBindContext,
    events: {} as EmailBindEvent,
    children: {} as { code: 'emailCode'; session: 'watchSession' },
  },
  actors: {
    watchSession,
    bindEmail: fromPromise<void, BindEmailRequest>(async () => {
      throw new Error('emailBind: the bindEmail actor must be provided');
    }),
    emailCode: emailCodeMachine,
  },
  actions: {
    /** The bound address changed: whoever shows the user info should refresh it. */
    changed: () => {},
  },
  guards: {
    isBindValid: ({ context }) => bindError(context) === null,
    hasCode: ({ context }) => !isBlank(context.verifyCode.trim()),
    /** The session says another address (or none) than this page's mode shows. */
    isOtherMode: ({ context, event }) => event.type === 'session.changed' && modeOf(event.user?.email ?? null) !== modeOf(context.bound),
  },
}).createMachine({
  id: 'emailBind',
  context: { bound: null, email: '', verifyCode: '', error: null, notice: null },
  invoke: { id: 'session', src: 'watchSession' },
  initial: 'waiting',
  on: {
    'session.changed': [
      { guard: 'isOtherMode', target: '.routing', actions: assign({ bound: ({ event }) => event.user?.email ?? null }) },
      { actions: assign({ bound: ({ event }) => event.user?.email ?? null }) },
    ],
  },
  states: {
    waiting: {},
    routing: {
      always: [{ guard: ({ context }) => context.bound === '', target: 'bind' }, { guard: ({ context }) => !!context.bound, target: 'edit' }, { target: 'waiting' }],
    },
    bind: {
      description: 'No address bound: the form binds one (code type 2).',
      tags: ['bind'],
      entry: spawnChild('emailCode', { id: 'code', systemId: 'emailCode', input: { type: 2 } }),
      exit: [stopChild('code'), assign({ verifyCode: '', error: null })],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'email.address': { actions: assign({ email: ({ event }) => event.email, error: null, notice: null }) },
            'email.code': { actions: assign({ verifyCode: ({ event }) => event.verifyCode, error: null, notice: null }) },
            'email.sendCode': { actions: [assign({ notice: null }), sendTo('code', ({ context }) => ({ type: 'code.send', email: context.email }) as const)] },
            'email.submit': [
              { guard: 'isBindValid', target: 'binding', actions: assign({ error: null, notice: null }) },
              { actions: assign({ error: ({ context }) => bindError(context), notice: null }) },
            ],
          },
        },
        binding: {
          tags: ['busy'],
          invoke: {
            src: 'bindEmail',
            input: ({ context }) => ({ email: context.email.trim(), code: context.verifyCode.trim(), type: 2 as const }),
            onDone: {
              target: '#emailBind.edit',
              actions: [assign({ bound: ({ context }) => context.email.trim(), email: '', notice: EmailBindNotice.bound }), 'changed'],
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => codeError(event.error) }) },
          },
        },
      },
    },
    edit: {
      description: 'An address is bound: a code to it unbinds it (type 3), then bind.',
      tags: ['edit'],
      entry: spawnChild('emailCode', { id: 'code', systemId: 'emailCode', input: { type: 3 } }),
      exit: [stopChild('code'), assign({ verifyCode: '', error: null })],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'email.code': { actions: assign({ verifyCode: ({ event }) => event.verifyCode, error: null, notice: null }) },
            'email.sendCode': { actions: [assign({ notice: null }), sendTo('code', { type: 'code.send', email: '' })] },
            'email.submit': [
              { guard: 'hasCode', target: 'unbinding', actions: assign({ error: null, notice: null }) },
              { actions: assign({ error: { field: 'verifyCode', messageKey: ValidationKey.emailCode }, notice: null }) },
            ],
          },
        },
        unbinding: {
          tags: ['busy'],
          invoke: {
            src: 'bindEmail',
            input: ({ context }) => ({ email: context.bound ?? '', code: context.verifyCode.trim(), type: 3 as const }),
            onDone: { target: '#emailBind.bind', actions: [assign({ bound: '', notice: EmailBindNotice.unbound }), 'changed'] },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => codeError(event.error) }) },
          },
        },
      },
    },
  },
});

export type EmailBindMachine = typeof emailBindMachine;
