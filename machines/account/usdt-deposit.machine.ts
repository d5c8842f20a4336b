import { and, assign, fromPromise, setup } from 'xstate';
import type { DepositOrder, SubmitTxIdRequest } from '../../models/account';
import { validateTransactionId } from '../../models/validation';
import { toFormError, type FormError } from '../core/form-error';

/**
 * A USDT deposit order (`deposit-usdt-info?orderId=…`, spec §2, §4, §5): the wallet address to pay
 * to (with a copy button and its QR), the USDT amount, and the blockchain transaction id the payer
 * submits (it must not be empty). The server credits the order when an operator confirms the
 * transaction (at once in demo mode); `credited` then tells the owner to refresh the balance.
 *
 * ```
 * loading ─▶ ready.(form: editing ─usdt.submit─▶ submitting ─▶ editing · copy: idle ⇄ copying ─▶ copied | copyFailed)
 *    └────▶ failed ─usdt.retry─▶ loading         usdt.refresh ─▶ loading
 * ```
 */
export interface UsdtDepositInput {
  orderId: string;
}

export interface UsdtDepositContext {
  orderId: string;
  order: DepositOrder | null;
  txId: string;
  error: FormError | null;
  notice: string | null;
}

export type UsdtDepositEvent =
  | { type: 'usdt.txId'; txId: string }
  | { type: 'usdt.submit' }
  | { type: 'usdt.copy' }
  | { type: 'usdt.refresh' }
  | { type: 'usdt.retry' };

export const UsdtNotice = { submitted: 'money:usdt.submitted', credited: 'money:usdt.credited' } as const;

/** How long "copied" shows. */
export const COPIED_MS = 3000;

export const usdtDepositMachine = setup({
  types: { context: {} as UsdtDepositContext, events: {} as UsdtDepositEvent, input: {} as UsdtDepositInput },
  actors: {
    fetchDepositOrder: fromPromise<DepositOrder, { orderId: string }>(async () => {
      throw new Error('usdtDeposit: the fetchDepositOrder actor must be provided');
    }),
    submitTxId: fromPromise<DepositOrder, SubmitTxIdRequest>(async () => {
      throw new Error('usdtDeposit: the submitTxId actor must be provided');
    }),
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('usdtDeposit: the copyText actor must be provided');
    }),
  },
  actions: {
    /** The order was credited: whoever shows the balance should refresh it. */
    credited: () => {},
  },
  guards: {
    hasTxId: ({ context }) => validateTransactionId(context.txId) === null,
    /** Only an order awaiting payment takes a transaction id. */
    isAwaitingPayment: ({ context }) => context.order?.status === 0,
    isCredited: (_, params: DepositOrder) => params.status === 1,
  },
  delays: { copied: COPIED_MS },
}).createMachine({
  id: 'usdtDeposit',
  context: ({ input }) => ({ orderId: input.orderId, order: null, txId: '', error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchDepositOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },
    failed: { description: 'The order could not be loaded: the page offers a retry.', tags: ['failed'], on: { 'usdt.retry': 'loading' } },
    ready: {
      type: 'parallel',
      on: { 'usdt.refresh': { target: 'loading', actions: assign({ notice: null, error: null }) } },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'usdt.txId': { actions: assign({ txId: ({ event }) => event.txId, error: null }) },
                'usdt.submit': [
                  { guard: and(['isAwaitingPayment', 'hasTxId']), target: 'submitting', actions: assign({ error: null, notice: null }) },
                  { guard: 'isAwaitingPayment', actions: assign({ error: ({ context }) => validateTransactionId(context.txId), notice: null }) },
                ],
              },
            },
            submitting: {
              description: 'The transaction id is on its way: the form is disabled.',
              tags: ['submitting'],
              invoke: {
                src: 'submitTxId',
                input: ({ context }) => ({ orderId: context.orderId, txId: context.txId.trim() }),
                onDone: [
                  {
                    guard: { type: 'isCredited', params: ({ event }) => event.output },
                    target: 'editing',
                    actions: [assign({ order: ({ event }) => event.output, txId: '', notice: UsdtNotice.credited }), 'credited'],
                  },
                  { target: 'editing', actions: assign({ order: ({ event }) => event.output, txId: '', notice: UsdtNotice.submitted }) },
                ],
                onError: { target: 'editing', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
              },
            },
          },
        },
        copy: {
          initial: 'idle',
          states: {
            idle: { on: { 'usdt.copy': 'copying' } },
            copying: {
              invoke: {
                src: 'copyText',
                input: ({ context }) => ({ text: context.order?.walletAddress ?? '' }),
                onDone: 'copied',
                onError: 'copyFailed',
              },
            },
            copied: { tags: ['copied'], after: { copied: 'idle' }, on: { 'usdt.copy': 'copying' } },
            copyFailed: { tags: ['copyFailed'], on: { 'usdt.copy': 'copying' } },
          },
        },
      },
    },
  },
});

export type UsdtDepositMachine = typeof usdtDepositMachine;
