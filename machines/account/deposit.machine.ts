import { assign, fromPromise, setup, stateIn, type DoneActorEvent } from 'xstate';
import { isPayUrl, type DepositAnswer, type DepositOrder, type DepositRequest, type PayLimit, type PayListAnswer, type PayMethod, type VirtualProtocol } from '../../models/account';
import type { Variant } from '../../models/currency';
import { formatAmount } from '../../models/money';
import { typedAmountCents } from '../../models/typed-amount';
import { validateDeposit } from '../../models/validation';
import { toFormError, type FormError } from '../core/form-error';

/**
 * The deposit page (spec §2 "Deposit", §4, §5). The payment list (device 'pc') decides the mode:
 * deposits off (rechargeSwitch '0') or a failed list is customer-service mode (the recharge
 * notice and a button to the chat). Otherwise SDK methods are dropped and the first method is
 * chosen; choosing a method (or a USDT network) resets the amount, a preset fills it, "other"
 * clears it for the free input (when the limit is enabled). Submitting checks the §5 order, then:
 *
 * - USDT (checkType 2): the owner shows `deposit-usdt-info` with the order id (`showUsdtOrder`);
 * - a payUrl that is a URL: opened in a new window without an opener (`openWindow`), and the
 *   order is watched until the cashier reports it paid or failed;
 * - a payUrl that is HTML: kept for the page to show in a sandboxed frame without same-origin
 *   rights (never written into a window of our origin), watched the same way;
 * - an `svip` method has no amount: submitting opens its url.
 *
 * While it awaits payment the order is checked every 3 s (`poll`); "I have paid" (`deposit.check`)
 * checks at once and answers the payer (`feedback`): checking → paid, or still waiting (the
 * payment has not reached us yet; polling goes on), or not reachable just now. An order not paid
 * in time comes back expired (status 4) and can no longer be paid.
 *
 * ```
 * loading ─▶ choosing ─deposit.submit─▶ choosing.order.paying ─▶ awaiting ─▶ paid | payFailed | expired
 *    └────▶ service   (svip: openWindow)             └─(USDT)─▶ choosing (afresh) + showUsdtOrder
 * choosing (parallel)
 *   amount: preset ─deposit.other─▶ other ─deposit.preset | .method | .protocol─▶ preset
 *   order:  editing ─deposit.submit─▶ paying ─(refused)─▶ editing
 * awaiting (parallel)
 *   poll:     waiting ─after 3 s─▶ checking ─▶ waiting
 *   feedback: idle ─deposit.check─▶ confirming ─▶ stillWaiting | unreachable ─deposit.check─▶ confirming
 * ```
 */
export const ORDER_POLL_MS = 3000;

export interface DepositInput {
  variant: Variant;
}

/** The cashier of an order in progress. */
export interface PendingPayment {
  orderId: string;
  /** A cashier URL (opened in a new window; the page also links to it), or null. */
  url: string | null;
  /** A cashier given as HTML (shown in a sandboxed frame), or null. */
  html: string | null;
}

export interface DepositContext {
  variant: Variant;
  /** Usable methods (SDK ones dropped). */
  methods: PayMethod[];
  /** The recharge notice (HTML), shown in customer-service mode and above the methods. */
  notice: string;
  methodId: number | null;
  /** USDT: the chosen network (VirtualProtocol.type). */
  protocol: string | null;
  /** Currency units as typed or filled from a preset. */
  amount: string;
  payment: PendingPayment | null;
  /** The order as last checked (amount and bonus once paid). */
  order: DepositOrder | null;
  error: FormError | null;
}

export type DepositEvent =
  | { type: 'deposit.method'; methodId: number }
  | { type: 'deposit.protocol'; protocol: string }
  | { type: 'deposit.preset'; cents: number }
  | { type: 'deposit.other' }
  | { type: 'deposit.amount'; amount: string }
  | { type: 'deposit.submit' }
  /** Leave a payment (paid, failed or given up) for the form. */
  | { type: 'deposit.back' }
  | { type: 'deposit.check' };

/** A USDT method pays by transfer; its networks carry their own presets and limits. */
export const isUsdtMethod = (method: PayMethod | null | undefined) => method?.checkType === 2;
export const isServiceMethod = (method: PayMethod | null | undefined) => method?.classIcon === 'svip';

export function chosenMethod(context: Pick<DepositContext, 'methods' | 'methodId'>): PayMethod | null {
  return context.methods.find((method) => method.id === context.methodId) ?? null;
}

export function chosenProtocol(context: Pick<DepositContext, 'methods' | 'methodId' | 'protocol'>): VirtualProtocol | null {
  const method = chosenMethod(context);
  return isUsdtMethod(method) ? (method?.virtualPayList.find((p) => p.type === context.protocol) ?? null) : null;
}

/** What the amount grid and the limit come from: the USDT network, else the method. */
export function amountSource(context: Pick<DepositContext, 'methods' | 'methodId' | 'protocol'>): { initPrices: number[]; limit: PayLimit } | null {
  return chosenProtocol(context) ?? chosenMethod(context);
}


const validate = (context: DepositContext) =>
  validateDeposit({ payTypeId: context.methodId, amount: context.amount, limit: amountSource(context)?.limit ?? null, variant: context.variant });

function requestOf(context: DepositContext): DepositRequest {
  const method = chosenMethod(context);
  const usdt = isUsdtMethod(method);
  return {
    payTypeId: method?.id ?? 0,
    money: typedAmountCents(context.amount) ?? 0,
    isPaySDK: 0,
    protocolType: usdt ? (context.protocol ?? '') : '',
    virtualType: usdt ? 'USDT' : '',
    checkType: method?.checkType ?? 0,
    device: 'pc',
  };
}

const firstProtocol = (method: PayMethod | undefined | null) => (isUsdtMethod(method) ? (method?.virtualPayList[0]?.type ?? null) : null);

/** Picking a method or network starts the amount afresh (and leaves "other amount"). */
const freshAmount = { amount: '', error: null } as const;

const orderOf = ({ event }: { event: DoneActorEvent<DepositOrder> }) => event.output;

/** An order check's answer that ends the wait, the same for the poll and for "I have paid". */
const ORDER_SETTLED = [
  { guard: { type: 'isPaid', params: orderOf }, target: '#deposit.paid', actions: [{ type: 'keepOrder', params: orderOf }, 'credited'] },
  { guard: { type: 'isFailed', params: orderOf }, target: '#deposit.payFailed', actions: { type: 'keepOrder', params: orderOf } },
  { guard: { type: 'isExpired', params: orderOf }, target: '#deposit.expired', actions: { type: 'keepOrder', params: orderOf } },
] as const;

export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, input: {} as DepositInput },
  actors: {
    fetchPayList: fromPromise<PayListAnswer, void>(async () => {
      throw new Error('deposit: the fetchPayList actor must be provided');
    }),
    fetchRechargeNotice: fromPromise<string, void>(async () => {
      throw new Error('deposit: the fetchRechargeNotice actor must be provided');
    }),
    deposit: fromPromise<DepositAnswer, DepositRequest>(async () => {
      throw new Error('deposit: the deposit actor must be provided');
    }),
    fetchDepositOrder: fromPromise<DepositOrder, { orderId: string }>(async () => {
      throw new Error('deposit: the fetchDepositOrder actor must be provided');
    }),
  },
  actions: {
    /** Shows the USDT order page (deposit-usdt-info with the order id). */
    showUsdtOrder: (_, _params: { orderId: string }) => {},
    /** Opens a URL in a new window without an opener. */
    openWindow: (_, _params: { url: string }) => {},
    /** A deposit was credited: whoever shows the balance should refresh it. */
    credited: () => {},
    /** Keeps the order as the server last answered it. */
    keepOrder: assign({ order: (_, order: DepositOrder) => order }),
  },
  guards: {
    isSwitchedOff: (_, params: PayListAnswer) => params.rechargeSwitch === '0',
    isServiceChosen: ({ context }) => isServiceMethod(chosenMethod(context)),
    isValid: ({ context }) => validate(context) === null,
    isUsdtChosen: ({ context }) => isUsdtMethod(chosenMethod(context)),
    isUrlAnswer: (_, params: DepositAnswer) => !!params.payUrl && isPayUrl(params.payUrl),
    isHtmlAnswer: (_, params: DepositAnswer) => !!params.payUrl?.trim(),
    isPaid: (_, params: DepositOrder) => params.status === 1,
    isFailed: (_, params: DepositOrder) => params.status === 2,
    isExpired: (_, params: DepositOrder) => params.status === 4,
    /** The form takes input: no order is on its way. */
    isEditing: stateIn({ choosing: { order: 'editing' } }),
  },
  delays: { orderPoll: ORDER_POLL_MS },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    variant: input.variant,
    methods: [],
    notice: '',
    methodId: null,
    protocol: null,
    amount: '',
    payment: null,
    order: null,
    error: null,
  }),
  // The notice comes on its own: its failure is only logged (spec §8) and changes no mode.
  invoke: { src: 'fetchRechargeNotice', onDone: { actions: assign({ notice: ({ event }) => event.output }) } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchPayList',
        onDone: [
          { guard: { type: 'isSwitchedOff', params: ({ event }) => event.output }, target: 'service' },
          {
            target: 'choosing',
            actions: assign(({ event }) => {
              const methods = event.output.list.filter((method) => method.isSdk !== 1);
              return { methods, methodId: methods[0]?.id ?? null, protocol: firstProtocol(methods[0]) };
            }),
          },
        ],
        onError: 'service',
      },
    },
    /** Customer-service mode: the notice and the way to the chat. */
    service: { description: 'Deposits are off (maintenance): the page shows the notice.', tags: ['service'] },
    /** The form: how the amount is given, and whether its order is on its way. */
    choosing: {
      tags: ['choosing'],
      type: 'parallel',
      states: {
        amount: {
          description: 'How the amount is given: a preset fills it, “other amount” shows the free input.',
          initial: 'preset',
          states: {
            preset: { on: { 'deposit.other': { guard: 'isEditing', target: 'other' } } },
            other: {
              description: 'The “other amount” field shows and takes what is typed.',
              tags: ['otherAmount'],
              on: {
                'deposit.amount': { guard: 'isEditing', actions: assign({ amount: ({ event }) => event.amount, error: null }) },
                'deposit.preset': { guard: 'isEditing', target: 'preset' },
                'deposit.method': { guard: 'isEditing', target: 'preset' },
                'deposit.protocol': { guard: 'isEditing', target: 'preset' },
              },
            },
          },
        },
        order: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'deposit.method': {
                  actions: assign(({ context, event }) => ({ methodId: event.methodId, protocol: firstProtocol(context.methods.find((m) => m.id === event.methodId)), ...freshAmount })),
                },
                'deposit.protocol': { actions: assign({ protocol: ({ event }) => event.protocol, ...freshAmount }) },
                'deposit.preset': { actions: assign({ amount: ({ event }) => formatAmount(event.cents).replaceAll(',', '').replace(/\.00$/, ''), error: null }) },
                'deposit.other': { actions: assign(freshAmount) },
                'deposit.submit': [
                  { guard: 'isServiceChosen', actions: { type: 'openWindow', params: ({ context }) => ({ url: chosenMethod(context)?.url ?? '' }) } },
                  { guard: 'isValid', target: 'paying', actions: assign({ error: null }) },
                  { actions: assign({ error: ({ context }) => validate(context) }) },
                ],
              },
            },
            paying: {
              description: 'The deposit order is on its way: the form is disabled.',
              tags: ['paying'],
              invoke: {
                src: 'deposit',
                input: ({ context }) => requestOf(context),
                onDone: [
                  // The USDT order page shows it; a next deposit starts from a fresh form.
                  { guard: 'isUsdtChosen', target: '#deposit.choosing', reenter: true, actions: [assign(freshAmount), { type: 'showUsdtOrder', params: ({ event }) => ({ orderId: event.output.orderId }) }] },
                  {
                    guard: { type: 'isUrlAnswer', params: ({ event }) => event.output },
                    target: '#deposit.awaiting',
                    actions: [
                      assign({ payment: ({ event }) => ({ orderId: event.output.orderId, url: event.output.payUrl?.trim() ?? null, html: null }), order: null }),
                      { type: 'openWindow', params: ({ event }) => ({ url: event.output.payUrl?.trim() ?? '' }) },
                    ],
                  },
                  {
                    guard: { type: 'isHtmlAnswer', params: ({ event }) => event.output },
                    target: '#deposit.awaiting',
                    actions: assign({ payment: ({ event }) => ({ orderId: event.output.orderId, url: null, html: event.output.payUrl ?? '' }), order: null }),
                  },
                  // No cashier at all: the order exists; watch it like any other.
                  { target: '#deposit.awaiting', actions: assign({ payment: ({ event }) => ({ orderId: event.output.orderId, url: null, html: null }), order: null }) },
                ],
                // Refused: the form as it was (the amount and how it was given) with the reason.
                onError: { target: 'editing', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
              },
            },
          },
        },
      },
    },
    /** The payer is at the cashier; the order is checked every 3 s, and at once when the payer says it is paid. */
    awaiting: {
      description: 'The order waits for payment: the page polls it and offers “I have paid”.',
      tags: ['awaiting'],
      on: { 'deposit.back': { target: 'choosing', actions: assign({ payment: null, order: null, ...freshAmount }) } },
      type: 'parallel',
      states: {
        poll: {
          initial: 'waiting',
          states: {
            waiting: { after: { orderPoll: 'checking' } },
            checking: {
              invoke: {
                src: 'fetchDepositOrder',
                input: ({ context }) => ({ orderId: context.payment?.orderId ?? '' }),
                onDone: [
                  ...ORDER_SETTLED,
                  { target: 'waiting', actions: { type: 'keepOrder', params: orderOf } },
                ],
                // A lost check is not a lost payment: try again at the next tick.
                onError: 'waiting',
              },
            },
          },
        },
        feedback: {
          initial: 'idle',
          states: {
            idle: { on: { 'deposit.check': 'confirming' } },
            /** "I have paid": checking now. */
            confirming: {
              tags: ['confirming'],
              invoke: {
                src: 'fetchDepositOrder',
                input: ({ context }) => ({ orderId: context.payment?.orderId ?? '' }),
                onDone: [
                  ...ORDER_SETTLED,
                  { target: 'stillWaiting', actions: { type: 'keepOrder', params: orderOf } },
                ],
                onError: 'unreachable',
              },
            },
            /** Not paid yet as far as we know: the payment may take a moment to reach us; polling goes on. */
            stillWaiting: { tags: ['stillWaiting'], on: { 'deposit.check': 'confirming' } },
            /** The check did not get through; polling goes on and the payer may ask again. */
            unreachable: { tags: ['unreachable'], on: { 'deposit.check': 'confirming' } },
          },
        },
      },
    },
    paid: {
      tags: ['paid'],
      on: { 'deposit.back': { target: 'choosing', actions: assign({ payment: null, order: null, ...freshAmount }) } },
    },
    payFailed: {
      tags: ['payFailed'],
      on: { 'deposit.back': { target: 'choosing', actions: assign({ payment: null, order: null, ...freshAmount }) } },
    },
    /** Not paid in time: the order can no longer be paid; a new deposit starts from the form. */
    expired: {
      tags: ['expired'],
      on: { 'deposit.back': { target: 'choosing', actions: assign({ payment: null, order: null, ...freshAmount }) } },
    },
  },
});

export type DepositMachine = typeof depositMachine;
