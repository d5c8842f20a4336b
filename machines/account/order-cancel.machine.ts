import { assign, fromPromise, setup } from 'xstate';
import type { BetOrderStatus } from '../../models/bet-records';
import { ClientMessageKey } from '../../models/errors';
import { toFormError, type FormError } from '../core/form-error';

/**
 * Cancelling a bet order (spec §4, §8): only a pending order (status 0) may be cancelled, and only
 * after the player confirms; the server's refusal shows as it is. A cancel refunds the stake, so
 * the owner learns of it (`cancelled`): the account area patches the row to status 3 and refreshes
 * the balance.
 *
 * ```
 * idle ─order.cancel (pending)─▶ confirming ─confirm─▶ cancelling ─▶ idle ('撤单成功!' | refusal)
 *   └─order.cancel (not pending)─▶ idle (3010)      └─abort─▶ idle
 * ```
 */
export interface OrderCancelContext {
  /** The order being confirmed or cancelled. */
  orderId: number | null;
  error: FormError | null;
  notice: string | null;
}

export type OrderCancelEvent =
  /** The row's status as shown: only a pending one is asked about. */
  | { type: 'order.cancel'; orderId: number; status: BetOrderStatus }
  | { type: 'order.cancel.confirm' }
  | { type: 'order.cancel.abort' };

export const orderCancelMachine = setup({
  types: { context: {} as OrderCancelContext, events: {} as OrderCancelEvent },
  actors: {
    cancelOrder: fromPromise<void, { orderId: number }>(async () => {
      throw new Error('orderCancel: the cancelOrder actor must be provided');
    }),
  },
  actions: {
    /** The order was cancelled and its stake refunded. */
    cancelled: (_, _params: { orderId: number }) => {},
  },
  guards: {
    isPending: ({ event }) => event.type === 'order.cancel' && event.status === 0,
  },
}).createMachine({
  id: 'orderCancel',
  context: { orderId: null, error: null, notice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'order.cancel': [
          { guard: 'isPending', target: 'confirming', actions: assign({ orderId: ({ event }) => event.orderId, error: null, notice: null }) },
          // Not pending (any more): the spec's 'current status can no longer be cancelled'.
          { actions: assign({ error: { messageKey: 'errors:code.3010' }, notice: null }) },
        ],
      },
    },
    confirming: {
      tags: ['asking'],
      description: 'The confirmation dialog asks about the order.',
      on: {
        'order.cancel.confirm': 'cancelling',
        'order.cancel.abort': { target: 'idle', actions: assign({ orderId: null }) },
      },
    },
    cancelling: {
      tags: ['asking', 'cancelling'],
      description: 'The cancel is on its way: the dialog stays, its buttons wait.',
      invoke: {
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'cancelled', params: ({ context }) => ({ orderId: context.orderId ?? 0 }) }, assign({ orderId: null, notice: ClientMessageKey.cancelSuccess })],
        },
        onError: { target: 'idle', actions: assign({ orderId: null, error: ({ event }) => toFormError(event.error) }) },
      },
    },
  },
});
