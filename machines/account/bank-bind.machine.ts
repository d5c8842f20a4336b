import { assign, fromPromise, setup } from 'xstate';
import type { Bank, BindBankRequest, UserBank } from '../../models/account';
import { ErrorCode } from '../../models/errors';
import { isUsdtBank, validateBindBank } from '../../models/validation';
import { toFormError, type FormError } from '../core/form-error';

/**
 * Binding the one withdrawal bank card or USDT wallet (spec §2 "Bind bank", §4, §5): the bank
 * list and the bound entry load together; once bound, the page is a read-only view (changes go
 * through customer service). A USDT wallet (bankCode USDTTRC20 / USDTERC20) asks for the wallet
 * address (checked for its network) and no holder; the jp variant adds bankSub, bankNumber,
 * bankUserNameKa (not validated). The withdrawal password confirms the binding, which is for good.
 *
 * ```
 * loading ─▶ editing ─bank.submit (valid)─▶ submitting ─▶ bound | editing (refusal, 4001 at the card)
 *    ├────▶ bound
 *    └────▶ failed ─bank.retry─▶ loading
 * ```
 */
export interface BankBindInput {
  /** The Japan variant's three extra fields. */
  japan: boolean;
}

export interface BankForm {
  bankId: number | null;
  bankCardNo: string;
  bankUserName: string;
  bankSub: string;
  bankNumber: string;
  bankUserNameKa: string;
  /** Confirms a binding that is for good. */
  withdrawPassword: string;
}

export type BankFormField = Exclude<keyof BankForm, 'bankId'>;

export interface BankBindContext {
  japan: boolean;
  banks: Bank[];
  bound: UserBank | null;
  values: BankForm;
  error: FormError | null;
  notice: string | null;
}

export type BankBindEvent =
  | { type: 'bank.select'; bankId: number | null }
  | { type: 'bank.input'; field: BankFormField; value: string }
  | { type: 'bank.submit' }
  | { type: 'bank.retry' };

/** What the page loads: the banks to choose from and the bound entry, if any. */
export interface BankPage {
  banks: Bank[];
  bound: UserBank | null;
}

export const BankBindNotice = { bound: 'money:bank.bound' } as const;

const EMPTY: BankForm = { bankId: null, bankCardNo: '', bankUserName: '', bankSub: '', bankNumber: '', bankUserNameKa: '', withdrawPassword: '' };

const chosenBank = (context: BankBindContext) => context.banks.find((bank) => bank.bankId === context.values.bankId) ?? null;

const validate = (context: BankBindContext) =>
  validateBindBank({
    bankId: context.values.bankId,
    bankCode: chosenBank(context)?.bankCode ?? null,
    bankCardNo: context.values.bankCardNo.trim(),
    bankUserName: context.values.bankUserName.trim(),
    withdrawPassword: context.values.withdrawPassword,
  });

function requestOf(context: BankBindContext): BindBankRequest {
  const { values } = context;
  const usdt = isUsdtBank(chosenBank(context)?.bankCode);
  return {
    bankId: values.bankId ?? 0,
    bankCardNo: values.bankCardNo.trim(),
    bankUserName: usdt ? '' : values.bankUserName.trim(),
    withdrawPassword: values.withdrawPassword,
    ...(context.japan ? { bankSub: values.bankSub.trim(), bankNumber: values.bankNumber.trim(), bankUserNameKa: values.bankUserNameKa.trim() } : {}),
  };
}

/** Server refusals that belong to one field show beside it. */
const FIELD_OF_CODE: Readonly<Record<number, string>> = {
  [ErrorCode.withdrawMethodBoundByOther]: 'bankCardNo',
  [ErrorCode.wrongWithdrawPassword]: 'withdrawPassword',
};

function serverError(error: unknown): FormError {
  const formError = toFormError(error);
  const field = formError.code === undefined ? undefined : FIELD_OF_CODE[formError.code];
  return field ? { ...formError, field } : formError;
}

export const bankBindMachine = setup({
  types: { context: {} as BankBindContext, events: {} as BankBindEvent, input: {} as BankBindInput },
  actors: {
    fetchBanks: fromPromise<BankPage, void>(async () => {
      throw new Error('bankBind: the fetchBanks actor must be provided');
    }),
    bindBank: fromPromise<UserBank, BindBankRequest>(async () => {
      throw new Error('bankBind: the bindBank actor must be provided');
    }),
  },
  actions: {
    /** Bound: the user's bind status changed, whoever shows it should refresh. */
    bound: () => {},
  },
  guards: {
    isBound: (_, params: { bound: UserBank | null }) => params.bound !== null,
    isValid: ({ context }) => validate(context) === null,
  },
}).createMachine({
  id: 'bankBind',
  context: ({ input }) => ({ japan: input.japan, banks: [], bound: null, values: EMPTY, error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchBanks',
        onDone: [
          { guard: { type: 'isBound', params: ({ event }) => event.output }, target: 'bound', actions: assign({ banks: ({ event }) => event.output.banks, bound: ({ event }) => event.output.bound }) },
          { target: 'editing', actions: assign({ banks: ({ event }) => event.output.banks, bound: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },
    failed: {
      description: 'The banks could not be loaded: the page says why.',
      tags: ['failed'],
      on: { 'bank.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      tags: ['form'],
      on: {
        'bank.select': { actions: assign({ values: ({ context, event }) => ({ ...context.values, bankId: event.bankId }), error: null }) },
        'bank.input': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }), error: null }) },
        'bank.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ error: ({ context }) => validate(context) }) },
        ],
      },
    },
    submitting: {
      description: 'The binding is on its way: the form is disabled.',
      tags: ['form', 'submitting'],
      invoke: {
        src: 'bindBank',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'bound', actions: [assign({ bound: ({ event }) => event.output, values: EMPTY, notice: BankBindNotice.bound }), 'bound'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => serverError(event.error) }) },
      },
    },
    // Read-only: one method only; changes go through customer service.
    bound: { description: 'A card is bound: the page shows it read-only.', tags: ['bound'] },
  },
});

export type BankBindMachine = typeof bankBindMachine;
