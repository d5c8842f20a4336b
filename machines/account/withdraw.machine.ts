import { assign, fromPromise, sendTo, setup, spawnChild } from 'xstate';
import type { WithdrawAnswer, WithdrawInfo, WithdrawRequest } from '../../models/account';
import type { Variant } from '../../models/currency';
import { ErrorCode } from '../../models/errors';
import { typedAmountCents } from '../../models/typed-amount';
import { validateWithdraw } from '../../models/validation';
import { emailCodeMachine } from './email-code.machine';
import { toFormError, type FormError } from '../core/form-error';

/**
 * The withdraw page (spec §2 "Withdraw", §4, §5): the withdraw info (available amount, limits,
 * the bound bank, whether an e-mail code is needed, the reminder), the form, and the request.
 * The form is checked in the §5 order, then a confirmation shows the exact amount, fee and
 * destination, and only the player's confirm sends it; after a success the amount,
 * password and code clear, the available amount drops at once to the server's new balance, the
 * owner refreshes the session's balance (`withdrawn`) and the info reloads. The e-mail code of a
 * withdrawal (type 1) and its resend block are the child `code` (email-code.machine.ts).
 *
 * ```
 * loading ─▶ ready ─withdraw.submit (valid)─▶ confirming ─withdraw.confirm─▶ submitting ─▶ loading (cleared) | ready (refusal)
 *              ▲                                   │
 *              └──────────withdraw.back────────────┘
 *    └────▶ failed ─withdraw.retry─▶ loading
 * ```
 */
export interface WithdrawInput {
  /** For the amounts in messages (the minimum). */
  variant: Variant;
}

export interface WithdrawContext {
  variant: Variant;
  info: WithdrawInfo | null;
  /** The chosen bound entry (`UserBank.id`), null when none is chosen. */
  bankId: number | null;
  /** Currency units exactly as typed (models/typed-amount.ts readTypedAmount reads it). */
  amount: string;
  withdrawPassword: string;
  verifyCode: string;
  error: FormError | null;
  notice: string | null;
}

export type WithdrawEvent =
  | { type: 'withdraw.bank'; bankId: number | null }
  | { type: 'withdraw.amount'; amount: string }
  | { type: 'withdraw.password'; withdrawPassword: string }
  | { type: 'withdraw.code'; verifyCode: string }
  /** Ask for the e-mail code (type 1, to the bound address). */
  | { type: 'withdraw.sendCode' }
  | { type: 'withdraw.submit' }
  /** Send the withdrawal the confirmation shows. */
  | { type: 'withdraw.confirm' }
  /** Close the confirmation and change the form. */
  | { type: 'withdraw.back' }
  | { type: 'withdraw.retry' };

export const WithdrawNotice = { requested: 'money:withdraw.requested' } as const;

const valuesOf = (context: WithdrawContext) => ({
  status: context.info?.status ?? 1,
  staticNotice: context.info?.staticNotice ?? '',
  bankId: context.bankId,
  amount: context.amount,
  withdrawPassword: context.withdrawPassword,
  availableCents: context.info?.amount ?? 0,
  minWithdrawCents: context.info?.minWithdraw ?? 0,
  emailRequired: context.info?.emailRequired ?? false,
  verifyCode: context.verifyCode,
  variant: context.variant,
});

/** The request for the chosen bound entry; the server pays to the bound entry itself. */
function requestOf(context: WithdrawContext): WithdrawRequest {
  const bank = context.info?.bank;
  return {
    id: bank?.id ?? 0,
    bankId: bank?.bankId ?? 0,
    bankName: bank?.bankName ?? '',
    bankCardNo: bank?.bankCardNo ?? '',
    bankUserName: bank?.bankUserName ?? '',
    amount: typedAmountCents(context.amount) ?? 0,
    withdrawPassword: context.withdrawPassword,
    email: context.info?.email ?? '',
    verifyCode: context.verifyCode.trim(),
  };
}

/** Server refusals that belong to one field show beside it. */
const FIELD_OF_CODE: Readonly<Record<number, string>> = {
  [ErrorCode.wrongWithdrawPassword]: 'withdrawPassword',
  [ErrorCode.wrongVerificationCode]: 'verifyCode',
  [ErrorCode.withdrawBelowMinimum]: 'amount',
  [ErrorCode.withdrawAboveMaximum]: 'amount',
  [ErrorCode.insufficientBalance]: 'amount',
};

function serverError(error: unknown): FormError {
  const formError = toFormError(error);
  const field = formError.code === undefined ? undefined : FIELD_OF_CODE[formError.code];
  return field ? { ...formError, field } : formError;
}

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
    children: {} as { code: 'emailCode' },
  },
  actors: {
    fetchWithdrawInfo: fromPromise<WithdrawInfo, void>(async () => {
      throw new Error('withdraw: the fetchWithdrawInfo actor must be provided');
    }),
    addWithdraw: fromPromise<WithdrawAnswer, WithdrawRequest>(async () => {
      throw new Error('withdraw: the addWithdraw actor must be provided');
    }),
    emailCode: emailCodeMachine,
  },
  actions: {
    /** A withdrawal was reserved: whoever shows the balance should refresh it. */
    withdrawn: () => {},
  },
  guards: {
    isValid: ({ context }) => validateWithdraw(valuesOf(context)) === null,
    /** The chosen entry is gone after a reload (unbound by customer service). */
    isBankGone: ({ context }) => context.bankId !== null && context.info?.bank?.id !== context.bankId,
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({ variant: input.variant, info: null, bankId: null, amount: '', withdrawPassword: '', verifyCode: '', error: null, notice: null }),
  entry: spawnChild('emailCode', { id: 'code', systemId: 'withdrawCode', input: { type: 1 } }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'The withdraw info (balance, limits, bound banks) is on its way; after a withdrawal the form stays, busy.',
      invoke: {
        src: 'fetchWithdrawInfo',
        onDone: [
          { guard: 'isBankGone', target: 'ready', actions: assign({ info: ({ event }) => event.output, bankId: null }) },
          { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },
    failed: {
      tags: ['failed'],
      description: 'The withdraw info could not be loaded: the page offers a retry.',
      on: { 'withdraw.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      tags: ['form'],
      description: 'The form takes input and may be submitted.',
      on: {
        'withdraw.bank': { actions: assign({ bankId: ({ event }) => event.bankId, error: null, notice: null }) },
        'withdraw.amount': { actions: assign({ amount: ({ event }) => event.amount, error: null, notice: null }) },
        'withdraw.password': { actions: assign({ withdrawPassword: ({ event }) => event.withdrawPassword, error: null, notice: null }) },
        'withdraw.code': { actions: assign({ verifyCode: ({ event }) => event.verifyCode, error: null, notice: null }) },
        'withdraw.sendCode': { actions: sendTo('code', { type: 'code.send', email: '' }) },
        'withdraw.submit': [
          { guard: 'isValid', target: 'confirming', actions: assign({ error: null, notice: null }) },
          { actions: assign({ error: ({ context }) => validateWithdraw(valuesOf(context)), notice: null }) },
        ],
      },
    },
    // A withdrawal cannot be taken back: the player sees the exact amount, fee and destination first.
    confirming: {
      tags: ['confirming'],
      description: 'The exact amount, fee and destination are shown; nothing is sent until the player confirms.',
      on: {
        'withdraw.confirm': { target: 'submitting' },
        'withdraw.back': { target: 'ready' },
      },
    },
    submitting: {
      tags: ['confirming', 'submitting'],
      description: 'The confirmed withdrawal is on its way: the confirmation waits.',
      invoke: {
        src: 'addWithdraw',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'loading',
          actions: [
            assign({
              amount: '',
              withdrawPassword: '',
              verifyCode: '',
              notice: WithdrawNotice.requested,
              // The balance drops at once; the reload confirms it.
              info: ({ context, event }) => (context.info ? { ...context.info, amount: event.output.balance } : context.info),
            }),
            'withdrawn',
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => serverError(event.error) }) },
      },
    },
  },
});

export type WithdrawMachine = typeof withdrawMachine;
