import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ErrorCode, errorKeyForCode } from '../../models/errors';
import type { FollowBetContent } from '../../models/realtime/follow';
import { orderContent } from './follow/entries';
import {
  buildOrder,
  buildPc28Order,
  clearSelection,
  countBets,
  defaultStake,
  pick,
  stakeToCents,
  validateBet,
  type GameType,
  type OrderRequest,
  type Pc28Order,
  type Room,
  type RoundStatus,
  type Rule,
  type Selection,
} from '../../models/games';
import { toFormError, type FormError } from '../core/form-error';

/**
 * The bet slip (spec §4 "Order flow", §5 "Betting"): pick numbers under a rule, count the bets,
 * set the stake, confirm. Confirming runs the §5 checks in their order — round open, stake at
 * least the minimum, a valid pick, enough balance (2001 without sending) — then posts the order.
 * On success the selection is cleared, the rules are reloaded and the owner is told, so it can
 * toast, refresh the player's balance and the round.
 *
 * A visitor's slip picks like anyone's; their Bet runs the same checks but the balance and then
 * asks the owner for the login (`slip.loginNeeded`) and waits in `ready.awaitingLogin`, still
 * editable. Once the owner says a member is here (`slip.account`), it is back to editing with the
 * selection and stake as they were, so the player bets it with one more press (issue 17 §5; we do
 * not place it by ourselves: money moves only on the player's own press after seeing the slip).
 */
export interface SlipInput {
  lotteryId: number;
  gameType: GameType;
  /** The pc28 room the slip bets in. */
  room?: Room;
  /** The player's balance when the slip opens, cents (kept current by `slip.balance`). */
  balanceCents?: number;
  /** Whether a player is logged in (kept current by `slip.account`); a visitor's Bet asks for the login. */
  member?: boolean;
}

export interface SlipContext extends Omit<SlipInput, 'balanceCents' | 'member'> {
  member: boolean;
  rules: Rule[];
  ruleId: number | null;
  selection: Selection;
  /** The stake as typed, in currency units. */
  stake: string;
  roundStatus: RoundStatus | null;
  prizeNo: string;
  balanceCents: number;
  error: FormError | null;
  /** The followed order on its way (state `follow.placing`), for what the slip reports when it is placed. */
  followed: Omit<SlipFollowRequest, 'order'> | null;
}

/** Another player's order to place again (the follow-bet panel, through the game). */
export interface SlipFollowRequest {
  order: OrderRequest | Pc28Order;
  content: FollowBetContent[];
  prizeNo: string;
  totalCents: number;
}

type FollowEvent = { type: 'slip.follow' } & SlipFollowRequest;

export type SlipEvent =
  | { type: 'slip.selectRule'; ruleId: number }
  | { type: 'slip.pick'; group: number; ball: string }
  | { type: 'slip.clear' }
  | { type: 'slip.stake'; value: string }
  | { type: 'slip.submit' }
  | { type: 'slip.round'; status: RoundStatus | null; prizeNo: string }
  | { type: 'slip.balance'; cents: number }
  | { type: 'slip.account'; member: boolean }
  | { type: 'slip.dismissError' }
  | FollowEvent;

/**
 * `slip.placed` for every accepted order (the owner toasts and refreshes); `slip.ordered` says
 * what it was, for the follow-bet panel (`followed` when it came from `slip.follow`);
 * `slip.followRefused` when a follow was refused, here or by the server.
 */
export type SlipNotification =
  | { type: 'slip.placed'; orderId: number; prizeNo: string; totalCents: number }
  | { type: 'slip.ordered'; orderId: number; content: FollowBetContent[]; followed: boolean }
  | { type: 'slip.followRefused'; error: FormError }
  | { type: 'slip.loginNeeded' };

export interface PlaceOrderInput {
  gameType: GameType;
  order: OrderRequest | Pc28Order;
}

const currentRule = (context: SlipContext): Rule | undefined => context.rules.find((rule) => rule.id === context.ruleId);

/** Bets the current selection makes (0 when the pick is not a valid bet). */
export function slipCount(context: SlipContext): number {
  const rule = currentRule(context);
  return rule ? countBets(context.gameType, rule, context.selection) : 0;
}

/** What the slip shows: the count, the stake in cents, the total and whether confirm is enabled. */
export function slipView(context: SlipContext) {
  const count = slipCount(context);
  const stakeCents = stakeToCents(context.gameType, context.stake) ?? 0;
  return {
    rule: currentRule(context) ?? null,
    count,
    stakeCents,
    totalCents: count * stakeCents,
    canConfirm: count > 0 && stakeCents > 0,
  };
}

function freshStake(context: Pick<SlipContext, 'gameType' | 'room'>, rule: Rule | undefined): string {
  return rule ? String(defaultStake(context.gameType, rule, context.room)) : '1';
}

export const slipMachine = setup({
  types: { context: {} as SlipContext, events: {} as SlipEvent, input: {} as SlipInput },
  actors: {
    fetchRules: fromPromise<Rule[], SlipInput>(async () => {
      throw new Error('slip: the fetchRules actor must be provided');
    }),
    placeOrder: fromPromise<{ orderId: number }, PlaceOrderInput>(async () => {
      throw new Error('slip: the placeOrder actor must be provided');
    }),
  },
  actions: {
    notify: (_, _params: SlipNotification) => {},
  },
  guards: {
    isKnownRule: ({ context, event }) => event.type === 'slip.selectRule' && context.rules.some((r) => r.id === event.ruleId),
    betIsValid: ({ context }) => rejection(context) === null,
    isVisitor: ({ context }) => !context.member,
    /** A visitor's bet passes every check a login could not change (the balance is the member's). */
    visitorBetIsValid: ({ context }) => !context.member && rejection(context, { ignoreBalance: true }) === null,
    followIsRefused: ({ context, event }) => event.type === 'slip.follow' && followRejection(context, event) !== null,
  },
}).createMachine({
  id: 'slip',
  context: ({ input }) => ({
    ...input,
    rules: [],
    ruleId: null,
    selection: [],
    stake: '1',
    roundStatus: null,
    prizeNo: '',
    balanceCents: input.balanceCents ?? 0,
    member: input.member ?? true,
    error: null,
    followed: null,
  }),
  on: {
    'slip.round': { actions: assign({ roundStatus: ({ event }) => event.status, prizeNo: ({ event }) => event.prizeNo }) },
    'slip.balance': { actions: assign({ balanceCents: ({ event }) => event.cents }) },
    'slip.account': { actions: assign({ member: ({ event }) => event.member }) },
    'slip.dismissError': { actions: assign({ error: null }) },
  },
  type: 'parallel',
  states: {
    /**
     * Followed orders (from the follow-bet panel, through the game), one at a time, beside the
     * slip's own bet. A follow goes through the same order call as the slip's own (one idempotency
     * key per follow), checked like one — round open and this round, enough balance (2001
     * unsent) — whatever the slip itself is doing.
     */
    follow: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'slip.follow': [
              { guard: 'followIsRefused', actions: { type: 'notify', params: ({ context, event }) => ({ type: 'slip.followRefused' as const, error: followRejection(context, event)! }) } },
              { target: 'placing', actions: assign({ followed: ({ event }) => ({ prizeNo: event.prizeNo, totalCents: event.totalCents, content: event.content }) }) },
            ],
          },
        },
        placing: {
          on: { 'slip.follow': { actions: { type: 'notify', params: { type: 'slip.followRefused', error: { messageKey: 'games:follow.busy' } } } } },
          invoke: {
            src: 'placeOrder',
            input: ({ context, event }) => {
              assertEvent(event, 'slip.follow');
              return { gameType: context.gameType, order: event.order };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ context, event }) => ({ type: 'slip.placed' as const, orderId: event.output.orderId, prizeNo: context.followed?.prizeNo ?? '', totalCents: context.followed?.totalCents ?? 0 }) },
                { type: 'notify', params: ({ context, event }) => ({ type: 'slip.ordered' as const, orderId: event.output.orderId, content: context.followed?.content ?? [], followed: true }) },
                assign({ followed: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'notify', params: ({ event }) => ({ type: 'slip.followRefused' as const, error: toFormError(event.error) }) }, assign({ followed: null })],
            },
          },
        },
      },
    },
    /** The slip's own bet: its rules, the pick and stake, and the order it places. */
    bet: {
      initial: 'loadingRules',
      states: {
        loadingRules: {
          tags: 'loadingRules',
          invoke: {
            src: 'fetchRules',
            input: ({ context }) => ({ lotteryId: context.lotteryId, gameType: context.gameType, ...(context.room ? { room: context.room } : {}) }) satisfies SlipInput,
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const rules = event.output;
                // Keep the player's rule across a reload when it still exists.
                const rule = rules.find((r) => r.id === context.ruleId) ?? rules[0];
                return { rules, ruleId: rule?.id ?? null, selection: rule ? clearSelection(rule) : [], stake: context.rules.length ? context.stake : freshStake(context, rule) };
              }),
            },
            onError: { target: 'rulesFailed', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
          },
        },
        rulesFailed: {
          on: { 'slip.clear': 'loadingRules' },
        },
        ready: {
          on: {
            'slip.selectRule': {
              guard: 'isKnownRule',
              actions: assign(({ context, event }) => {
                const rule = context.rules.find((r) => r.id === event.ruleId)!;
                return { ruleId: rule.id, selection: clearSelection(rule), stake: freshStake(context, rule), error: null };
              }),
            },
            'slip.pick': {
              actions: assign(({ context, event }) => {
                const rule = currentRule(context);
                return rule ? { selection: pick(context.gameType, rule, context.selection, event.group, event.ball), error: null } : {};
              }),
            },
            'slip.clear': {
              actions: assign(({ context }) => {
                const rule = currentRule(context);
                return { selection: rule ? clearSelection(rule) : [], error: null };
              }),
            },
            'slip.stake': { actions: assign({ stake: ({ event }) => sanitizeStake(event.value), error: null }) },
            'slip.submit': [
              { guard: 'visitorBetIsValid', target: '.awaitingLogin', reenter: true, actions: assign({ error: null }) },
              { guard: 'isVisitor', actions: assign({ error: ({ context }) => rejection(context, { ignoreBalance: true }) }) },
              { guard: 'betIsValid', target: 'placing', actions: assign({ error: null }) },
              { actions: assign({ error: ({ context }) => rejection(context) }) },
            ],
          },
          initial: 'editing',
          states: {
            editing: {},
            // Asked for the login (again at each Bet); picking goes on. A member arriving returns to editing, selection kept.
            awaitingLogin: {
              entry: { type: 'notify', params: { type: 'slip.loginNeeded' } },
              on: { 'slip.account': { guard: ({ event }) => event.member, target: 'editing', actions: assign({ member: true }) } },
            },
          },
        },
        placing: {
          tags: 'placingBet',
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => ({ gameType: context.gameType, order: orderOf(context) }),
            onDone: {
              target: 'loadingRules',
              actions: [
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    type: 'slip.placed' as const,
                    orderId: event.output.orderId,
                    prizeNo: context.prizeNo,
                    totalCents: slipView(context).totalCents,
                  }),
                },
                { type: 'notify', params: ({ context, event }) => ({ type: 'slip.ordered' as const, orderId: event.output.orderId, content: orderContent(orderOf(context), context.rules), followed: false }) },
                assign(({ context }) => {
                  const rule = currentRule(context);
                  return { selection: rule ? clearSelection(rule) : [] };
                }),
              ],
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
          },
        },
      },
    },
  },
});

/** Keeps digits and one decimal point (two decimals; whole units for pc28 are floored later). */
export function sanitizeStake(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}` : whole.slice(0, 9);
}

/** The first §5 check the slip fails, as a form error, or null (`ignoreBalance`: a visitor has none yet). */
function rejection(context: SlipContext, { ignoreBalance = false } = {}): FormError | null {
  const rule = currentRule(context);
  if (!rule) return { messageKey: 'games:tips_number' };
  const refused = validateBet({
    gameType: context.gameType,
    rule,
    selection: context.selection,
    stake: context.stake,
    roundStatus: context.roundStatus ?? 1,
    balanceCents: ignoreBalance ? Number.MAX_SAFE_INTEGER : context.balanceCents,
    ...(context.room ? { room: context.room } : {}),
  });
  if (!refused) return null;
  const values = refused.values ? { min: refused.values.minCents / 100 } : undefined;
  return { messageKey: refused.key, code: refused.code, ...(values ? { values } : {}), ...(refused.code === ErrorCode.insufficientBalance ? { field: 'balance' } : {}) };
}

/** Why a follow cannot be sent (the §5 checks that apply to an order made elsewhere), or null. */
function followRejection(context: SlipContext, request: SlipFollowRequest): FormError | null {
  if (context.roundStatus !== 0 || request.prizeNo !== context.prizeNo) return { messageKey: 'games:tips_no_buy', code: ErrorCode.periodClosed };
  if (context.balanceCents < request.totalCents) return { messageKey: errorKeyForCode(ErrorCode.insufficientBalance), code: ErrorCode.insufficientBalance, field: 'balance' };
  return null;
}

function orderOf(context: SlipContext): OrderRequest | Pc28Order {
  const rule = currentRule(context)!;
  const base = { lotteryId: context.lotteryId, prizeNo: context.prizeNo, rule, selection: context.selection, stake: context.stake };
  return context.gameType === 'pc28'
    ? buildPc28Order({ ...base, roomId: context.room?.id ?? 1 })
    : buildOrder({ ...base, gameType: context.gameType });
}
