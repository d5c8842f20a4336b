import { assign, fromPromise, setup } from 'xstate';
import type { CancelLimitRequest, GamingStatus, LimitKind, LimitPeriod, SetLimitRequest, SlotKey } from '../../models/gaming-limits';
import { amountToCents } from '../../models/money';
import { ValidationKey } from '../../models/validation';
import { toFormError, type FormError } from '../core/form-error';

/**
 * The player's responsible-gaming limits (issue 21 §1, `/my/index?page=limits`): the seven limits
 * with what is used and left, an amount typed per limit, saved (a decrease applies at once, an
 * increase or removal after 24 hours), removed, or a pending change cancelled. The server decides
 * and answers the new status; this machine shows it and keeps one call in flight at a time.
 *
 * Tags the view asks: `loading`, `failed` (the first read), `busy` (a change on its way: the rows
 * are locked).
 */


export interface GamingLimitsContext {
  status: GamingStatus | null;
  /** The amount typed per limit (currency units, as typed). */
  drafts: Partial<Record<SlotKey, string>>;
  /** The call in flight or last made, and what it was about. */
  request: SetLimitRequest | null;
  error: (FormError & { slot?: SlotKey }) | null;
  /** Translation key of the last change's outcome (LimitNotice). */
  notice: { key: string; slot: SlotKey } | null;
}

export type GamingLimitsEvent =
  | { type: 'limits.input'; slot: SlotKey; text: string }
  | { type: 'limits.save'; kind: LimitKind; period: LimitPeriod }
  | { type: 'limits.remove'; kind: LimitKind; period: LimitPeriod }
  | { type: 'limits.cancelPending'; kind: LimitKind; period: LimitPeriod }
  | { type: 'limits.retry' };

export const LimitNotice = {
  now: 'account:limits.notice.now',
  pending: 'account:limits.notice.pending',
  cancelled: 'account:limits.notice.cancelled',
} as const;

type SlotEvent = Extract<GamingLimitsEvent, { kind: LimitKind }>;

// models/gaming-limits.ts slotKey; its rules stay out of the account area's chunk (types only), so
// the first paint's preload map names no chunk more (scripts/bundle-budget.mjs).
const slotKey = (kind: LimitKind, period: LimitPeriod): SlotKey => `${kind}:${period}`;

/** The typed amount in cents, or null when it is not a positive amount (the server also bounds it: code 1). */
function draftCents(context: GamingLimitsContext, event: SlotEvent): number | null {
  const cents = amountToCents(context.drafts[slotKey(event.kind, event.period)] ?? '');
  return cents !== null && cents > 0 ? cents : null;
}

const slotOf = (event: SlotEvent): SlotKey => slotKey(event.kind, event.period);

export const gamingLimitsMachine = setup({
  types: { context: {} as GamingLimitsContext, events: {} as GamingLimitsEvent },
  actors: {
    fetchGamingLimits: fromPromise<GamingStatus, void>(async () => {
      throw new Error('gamingLimits: the fetchGamingLimits actor must be provided');
    }),
    setGamingLimit: fromPromise<GamingStatus, SetLimitRequest>(async () => {
      throw new Error('gamingLimits: the setGamingLimit actor must be provided');
    }),
    cancelGamingLimit: fromPromise<GamingStatus, CancelLimitRequest>(async () => {
      throw new Error('gamingLimits: the cancelGamingLimit actor must be provided');
    }),
  },
  guards: {
    validDraft: ({ context, event }) => draftCents(context, event as SlotEvent) !== null,
  },
}).createMachine({
  id: 'gamingLimits',
  context: { status: null, drafts: {}, request: null, error: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'Reading the limits, what they have counted and what is pending.',
      invoke: {
        src: 'fetchGamingLimits',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },
    failed: { tags: ['failed'], description: 'The limits could not be read; the player may try again.', on: { 'limits.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: { 'limits.input': { actions: assign({ drafts: ({ context, event }) => ({ ...context.drafts, [event.slot]: event.text }), error: null, notice: null }) } },
      states: {
        idle: {
          description: 'The limits shown; the player types, saves, removes or cancels a pending change.',
          on: {
            'limits.save': [
              {
                guard: 'validDraft',
                target: 'saving',
                actions: assign({ request: ({ context, event }) => ({ kind: event.kind, period: event.period, limitCents: draftCents(context, event) }), error: null, notice: null }),
              },
              { actions: assign({ error: ({ event }) => ({ messageKey: ValidationKey.depositAmount, slot: slotOf(event) }), notice: null }) },
            ],
            'limits.remove': { target: 'saving', actions: assign({ request: ({ event }) => ({ kind: event.kind, period: event.period, limitCents: null }), error: null, notice: null }) },
            'limits.cancelPending': { target: 'cancelling', actions: assign({ request: ({ event }) => ({ kind: event.kind, period: event.period, limitCents: null }), error: null, notice: null }) },
          },
        },
        saving: {
          tags: ['busy'],
          description: 'A new limit on its way: the server applies it now or leaves it pending for 24 hours.',
          invoke: {
            src: 'setGamingLimit',
            input: ({ context }) => context.request!,
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const request = context.request!;
                const slot = slotKey(request.kind, request.period);
                const pending = event.output.limits.some((limit) => limit.kind === request.kind && limit.period === request.period && limit.pending !== null);
                return { status: event.output, drafts: { ...context.drafts, [slot]: '' }, notice: { key: pending ? LimitNotice.pending : LimitNotice.now, slot } };
              }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ context, event }) => ({ ...toFormError(event.error), slot: slotKey(context.request!.kind, context.request!.period) }) }) },
          },
        },
        cancelling: {
          tags: ['busy'],
          description: 'Dropping a pending increase or removal: the limit in force stays.',
          invoke: {
            src: 'cancelGamingLimit',
            input: ({ context }) => ({ kind: context.request!.kind, period: context.request!.period }),
            onDone: {
              target: 'idle',
              actions: assign({ status: ({ event }) => event.output, notice: ({ context }) => ({ key: LimitNotice.cancelled, slot: slotKey(context.request!.kind, context.request!.period) }) }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ context, event }) => ({ ...toFormError(event.error), slot: slotKey(context.request!.kind, context.request!.period) }) }) },
          },
        },
      },
    },
  },
});

export type GamingLimitsMachine = typeof gamingLimitsMachine;
