import { and, assertEvent, assign, fromCallback, fromPromise, or, raise, sendTo, setup, stateIn } from 'xstate';
import { ErrorCode, errorKeyForCode } from '../../models/errors';
import type { FollowBetContent } from '../../models/realtime/follow';
import { orderContent } from './follow/entries';
import {
  betAmountCents,
  buildOrder,
  buildPc28Order,
  clearSelection,
  countBets,
  defaultStake,
  MULTIPLIER_REFUSED,
  pick,
  readMultiplier,
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
import { readTypedAmount } from '../../models/typed-amount';
import { ValidationKey } from '../../models/validation/keys';
import { changesAtNewRound, needsReview, restoreSlip, savedSlipOf, type SavedSlip, type SlipChange } from './slip/saved-slip';
import type { SlipMemoryCommand, SlipMemoryEvent, SlipMemoryInput } from './slip/memory';

/**
 * The bet slip (spec §4 "Order flow", §5 "Betting"; issue 20 §3 "faster betting"): pick numbers
 * under a rule, count the bets, set the stake (typed or a chip) and the multiplier, bet. Bet runs
 * the §5 checks in their order — round open, stake at least the minimum, a valid pick, enough
 * balance (2001 without sending) — then asks for a confirmation showing every line, the total and
 * the balance after it (`bet.confirming`), unless the player chose to skip it; then posts the
 * order. On success the selection is cleared, the rules are reloaded, the slip is remembered as
 * the player's last one of this lottery (`bet again`) and the owner is told, so it can toast,
 * refresh the player's balance and the round.
 *
 * What the slip remembers per player — the skip choice, the last slip and the draft (the slip being
 * made, until it is placed or cleared) — lives in the `memory` region: once a player is known and
 * the slip has its rules and round, a `slipMemory` actor reads it (`slip.memory`) and writes it
 * when the slip says so (`memory.save`, after every edit), so it survives a reload. Betting the
 * last slip again restores it in today's rules and says what changed (the round; odds; picks no
 * longer offered; more than the balance); when more than the round changed the player checks it
 * and presses Bet, otherwise it goes like Bet. The draft read back is restored the same way, into
 * a slip with nothing picked yet. A new round opening under picks not placed keeps them (they go
 * to the new round) and says so.
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
  /** The player's balance when the slip opens, cents (kept current by `slip.balance`); null until the session's user info arrives. */
  balanceCents?: number | null;
  /** Whether a player is logged in (kept current by `slip.account`); a visitor's Bet asks for the login. */
  member?: boolean;
  /** The player's id, whose memory the slip keeps (null for a visitor; kept current by `slip.account`). */
  playerId?: number | null;
}

/**
 * Who bets (a member or a visitor: the `account` region, from the input and then `slip.account`)
 * and whether the player skips the confirmation (the `confirmation` region, read from and written
 * to their memory) are states, not fields: tags `member` / `visitor` and `skipsConfirm`.
 */
export interface SlipContext extends Omit<SlipInput, 'balanceCents' | 'member' | 'playerId'> {
  playerId: number | null;
  rules: Rule[];
  ruleId: number | null;
  selection: Selection;
  /** The stake exactly as typed (or the chip's amount), in currency units; the money rule reads it. */
  stake: string;
  /** The multiplier exactly as typed (or stepped); the stake per bet is stake × multiplier (readMultiplier: 1 … MAX_MULTIPLIER). */
  multiplier: string;
  roundStatus: RoundStatus | null;
  prizeNo: string;
  /**
   * The player's balance in cents, or null while the user info is on its way (after a reload):
   * unknown is not zero, so a Bet then is not refused as "insufficient" (the server checks it).
   */
  balanceCents: number | null;
  error: FormError | null;
  /** The followed order on its way (state `follow.placing`), for what the slip reports when it is placed. */
  followed: Omit<SlipFollowRequest, 'order'> | null;
  /** The player's last slip of this lottery, for "bet again" (remembered per player and lottery). */
  last: SavedSlip | null;
  /** What changed since a restored slip was made (bet again, the draft after a reload, a new round under the picks), until the play is changed or cleared. */
  changes: SlipChange[];
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
  /** The multiplier as typed (kept as typed; refused by readMultiplier unless a whole number 1 … MAX_MULTIPLIER). */
  | { type: 'slip.multiplier'; value: string }
  | { type: 'slip.submit' }
  /** The confirmation's answer: place it, or back to the slip. */
  | { type: 'slip.confirm' }
  | { type: 'slip.cancel' }
  /** Ask before betting (or not: "don't ask again"), remembered for the player. */
  | { type: 'slip.askFirst'; ask: boolean }
  /** Bet the last slip of this lottery again. */
  | { type: 'slip.again' }
  | { type: 'slip.round'; status: RoundStatus | null; prizeNo: string }
  | { type: 'slip.balance'; cents: number | null }
  | { type: 'slip.account'; member: boolean; playerId?: number | null }
  | { type: 'slip.dismissError' }
  /** Internal: the memory region writes what the slip now remembers. */
  | { type: 'memory.save' }
  | SlipMemoryEvent
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

/** Why the typed stake is refused by the money rule (a comma, a letter, a third decimal), or null. */
export function stakeProblem(stake: string): FormError | null {
  const reading = readTypedAmount(stake);
  if (!('problem' in reading) || reading.problem === 'blank') return null;
  return { messageKey: reading.problem === 'decimals' ? ValidationKey.amountDecimals : ValidationKey.amountFormat, field: 'stake' };
}

/** Why the typed multiplier is refused (not a whole number from 1 to MAX_MULTIPLIER), or null. */
export function multiplierProblem(multiplier: string): FormError | null {
  return readMultiplier(multiplier) === null ? { messageKey: MULTIPLIER_REFUSED, field: 'multiplier' } : null;
}

/** What the slip shows: the count, the multiplier read, the stake per bet (× multiplier) in cents, the total, the balance after it and whether Bet is enabled. */
export function slipView(context: SlipContext) {
  const count = slipCount(context);
  const times = readMultiplier(context.multiplier);
  const stakeCents = (times !== null && betAmountCents(context.gameType, context.stake, times)) || 0;
  const totalCents = count * stakeCents;
  return {
    rule: currentRule(context) ?? null,
    count,
    times,
    stakeCents,
    totalCents,
    balanceAfterCents: context.balanceCents === null ? null : context.balanceCents - totalCents,
    stakeProblem: stakeProblem(context.stake),
    multiplierProblem: multiplierProblem(context.multiplier),
    canConfirm: count > 0 && stakeCents > 0,
  };
}

/** The lines of the slip as the confirmation lists them (one per order item), or none while it is no bet. */
export function slipLines(context: SlipContext): FollowBetContent[] {
  return slipView(context).canConfirm ? orderContent(orderOf(context), context.rules) : [];
}

function freshStake(context: Pick<SlipContext, 'gameType' | 'room'>, rule: Rule | undefined): string {
  return rule ? String(defaultStake(context.gameType, rule, context.room)) : '1';
}

/** Longer than any amount (or multiplier) a player can type in earnest: what is typed is kept, but not without bound. */
const MAX_TYPED_TEXT = 20;

const hasPicks = (context: Pick<SlipContext, 'selection'>) => context.selection.some((group) => group.length > 0);

/** The slip being made, as it is kept until placed or cleared (null while nothing is picked). */
function draftOf(context: SlipContext): SavedSlip | null {
  const rule = currentRule(context);
  return rule && hasPicks(context) ? savedSlipOf(context.prizeNo, rule, context.selection, context.stake, context.multiplier) : null;
}

const restoredLast = (context: SlipContext) => context.last && restoreSlip(context.last, context);

/** A saved slip (the last one, or the draft) put into the slip as today's rules take it, with what changed; only the notice when nothing can be restored. */
function restoreInto(context: SlipContext, saved: SavedSlip): Partial<SlipContext> {
  const restored = restoreSlip(saved, context);
  if (!restored.rule) return { changes: restored.changes, error: null };
  return { ruleId: restored.rule.id, selection: restored.selection, stake: saved.stake, multiplier: saved.multiplier, changes: restored.changes, error: null };
}

const isMember = stateIn({ account: 'member' });
const isVisitor = stateIn({ account: 'visitor' });
const isKept = stateIn({ memory: 'kept' });
const isForgotten = stateIn({ memory: 'none' });
const skipsConfirm = stateIn({ confirmation: 'skips' });

export const slipMachine = setup({
  types: { context: {} as SlipContext, events: {} as SlipEvent, input: {} as SlipInput },
  actors: {
    fetchRules: fromPromise<Rule[], SlipInput>(async () => {
      throw new Error('slip: the fetchRules actor must be provided');
    }),
    placeOrder: fromPromise<{ orderId: number }, PlaceOrderInput>(async () => {
      throw new Error('slip: the placeOrder actor must be provided');
    }),
    slipMemory: fromCallback<SlipMemoryCommand, SlipMemoryInput, SlipMemoryEvent>(() => {
      throw new Error('slip: the slipMemory actor must be provided');
    }),
  },
  actions: {
    notify: (_, _params: SlipNotification) => {},
    saveMemory: raise({ type: 'memory.save' }),
    /** The last slip in the slip (the play, its picks in today's rules, stake, multiplier) and what changed; nothing but the notice when it is gone. */
    restoreLast: assign(({ context }) => (context.last ? restoreInto(context, context.last) : {})),
    /** The draft read back from the device (after a reload, a room or page change), restored like the last slip. */
    restoreDraft: assign(({ context, event }) => (event.type === 'slip.memory' && event.draft ? restoreInto(context, event.draft) : {})),
    setRound: assign({
      roundStatus: ({ event }) => (event.type === 'slip.round' ? event.status : null),
      prizeNo: ({ context, event }) => (event.type === 'slip.round' ? event.prizeNo : context.prizeNo),
    }),
    /** The player's id from `slip.account` (kept when the event does not say it). */
    notePlayer: assign({ playerId: ({ context, event }) => (event.type === 'slip.account' && event.playerId !== undefined ? event.playerId : context.playerId) }),
    /** What the slip remembers, written by the memory actor; `skipConfirm` is what the `confirmation` region says. */
    writeMemory: sendTo('memory', ({ context }, params: { skipConfirm: boolean }) => ({ type: 'memory.save' as const, memory: { skipConfirm: params.skipConfirm, last: context.last, draft: draftOf(context) } }) satisfies SlipMemoryCommand),
    /** Picks not placed stay when a new round opens (they now go to it), and the slip says so. */
    noteNewRound: assign({ changes: ({ context, event }) => (event.type === 'slip.round' ? changesAtNewRound(context.changes, context.prizeNo, event.prizeNo) : context.changes) }),
  },
  guards: {
    isKnownRule: ({ context, event }) => event.type === 'slip.selectRule' && context.rules.some((r) => r.id === event.ruleId),
    betIsValid: ({ context }) => rejection(context) === null,
    betIsValidUnasked: and([skipsConfirm, 'betIsValid']),
    isVisitor,
    /** A visitor's bet passes every check a login could not change (the balance is the member's). */
    visitorBetIsValid: and([isVisitor, ({ context }) => rejection(context, { ignoreBalance: true }) === null]),
    /** The slip starts with a visitor when its input says so (the owner knows who is looking); a member by default. */
    startsAsVisitor: ({ event }) => {
      const start = event as unknown as { type: string; input?: SlipInput };
      return start.type === 'xstate.init' && start.input?.member === false;
    },
    isLogin: ({ event }) => event.type === 'slip.account' && event.member,
    isLogout: ({ event }) => event.type === 'slip.account' && !event.member,
    /** The player's memory said (or the player chose) to bet without the confirmation. */
    choosesSkip: ({ event }) => (event.type === 'slip.memory' && event.skipConfirm) || (event.type === 'slip.askFirst' && !event.ask),
    choosesAsk: ({ event }) => (event.type === 'slip.memory' && !event.skipConfirm) || (event.type === 'slip.askFirst' && event.ask),
    followIsRefused: ({ context, event }) => event.type === 'slip.follow' && followRejection(context, event) !== null,
    hasLast: and([isMember, ({ context }) => context.last !== null]),
    /** More than the round changed (or nothing could be restored): the player looks at the slip before betting it. */
    lastNeedsReview: and([isMember, ({ context }) => needsReview(restoredLast(context)?.changes ?? [])]),
    noPlayer: or([isVisitor, ({ context }) => context.playerId === null]),
    /** A player is known and the slip has its rules and round: what is remembered can be read and compared with them. */
    canRemember: and([isMember, ({ context }) => context.playerId !== null && context.rules.length > 0 && context.prizeNo !== '']),
    /**
     * A draft was kept, and this slip has nothing picked (a visitor's picks before the login win
     * over an older draft) and bet nothing before its memory came (the draft is older than that bet).
     */
    restoresDraft: ({ context, event }) => event.type === 'slip.memory' && event.draft !== null && !hasPicks(context) && context.last === null,
    /** Another round than the one the picks were made in. */
    picksMoveToNewRound: ({ context, event }) => event.type === 'slip.round' && context.prizeNo !== '' && event.prizeNo !== context.prizeNo && hasPicks(context),
  },
}).createMachine({
  id: 'slip',
  // Who bets is the `account` region's (its first state reads the input), not the context's.
  context: ({ input: { member: _member, ...input } }) => ({
    ...input,
    rules: [],
    ruleId: null,
    selection: [],
    stake: '1',
    multiplier: '1',
    roundStatus: null,
    prizeNo: '',
    balanceCents: input.balanceCents ?? null,
    playerId: input.playerId ?? null,
    error: null,
    followed: null,
    last: null,
    changes: [],
  }),
  on: {
    'slip.round': [{ guard: 'picksMoveToNewRound', actions: ['noteNewRound', 'setRound'] }, { actions: 'setRound' }],
    'slip.balance': { actions: assign({ balanceCents: ({ event }) => event.cents }) },
    'slip.dismissError': { actions: assign({ error: null }) },
  },
  type: 'parallel',
  states: {
    /** Who bets, as the owner says (`slip.account`, with the player's id): a visitor's Bet asks for the login. */
    account: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'startsAsVisitor', target: 'visitor' }, { target: 'member' }] },
        visitor: {
          tags: 'visitor',
          description: 'Nobody is logged in: the slip picks and checks, and Bet asks for the login; nothing is remembered.',
          on: { 'slip.account': [{ guard: 'isLogin', target: 'member', actions: 'notePlayer' }, { actions: 'notePlayer' }] },
        },
        member: {
          tags: 'member',
          description: 'A player bets: Bet places the order (after the confirmation, unless they skip it); their memory is kept once their id is known.',
          on: { 'slip.account': [{ guard: 'isLogout', target: 'visitor', actions: 'notePlayer' }, { actions: 'notePlayer' }] },
        },
      },
    },
    /**
     * Whether Bet asks for the confirmation first (issue 20 §3): the player's own choice, read
     * from their memory and written back to it; without a player's memory it always asks.
     */
    confirmation: {
      initial: 'asks',
      states: {
        asks: {
          description: 'Bet shows every line, the total and the balance after it before placing.',
          on: {
            'slip.memory': { guard: and([isKept, 'choosesSkip']), target: 'skips' },
            'slip.askFirst': { guard: and([isKept, 'choosesSkip']), target: 'skips' },
          },
        },
        skips: {
          tags: 'skipsConfirm',
          description: 'The player chose "don’t ask again": Bet places at once after the checks.',
          // The choice is the player's: it goes with their memory (a logout).
          always: { guard: isForgotten, target: 'asks' },
          on: {
            'slip.memory': { guard: and([isKept, 'choosesAsk']), target: 'asks' },
            'slip.askFirst': { guard: and([isKept, 'choosesAsk']), target: 'asks' },
          },
        },
      },
    },
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
          on: { 'slip.follow': { actions: { type: 'notify', params: { type: 'slip.followRefused', error: { messageKey: 'play:follow.busy' } } } } },
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
    /**
     * What the slip remembers for the player (issue 20 §3), only while a member is known: their
     * memory of this lottery arrives once the actor starts (when the slip has its rules and round,
     * to restore the draft into and compare it with), and every change is written back.
     */
    memory: {
      initial: 'none',
      states: {
        none: { always: { guard: 'canRemember', target: 'kept' } },
        kept: {
          always: { guard: 'noPlayer', target: 'none', actions: assign({ last: null, changes: [] }) },
          invoke: { id: 'memory', src: 'slipMemory', input: ({ context }) => ({ playerId: context.playerId ?? 0, lotteryId: context.lotteryId }) },
          on: {
            // A bet placed before the memory came (the player's id arrives with their user info) is newer than the one kept; what this slip
            // holds is written back at once, so a draft kept from before never outlives it.
            // (The skip choice it holds is the `confirmation` region's.)
            'slip.memory': { actions: [assign({ last: ({ context, event }) => context.last ?? event.last }), 'saveMemory'] },
            // A choice for a player, once their memory is read (the `confirmation` region takes it): a visitor has none to keep it in (and is not asked before the login anyway).
            'slip.askFirst': { actions: 'saveMemory' },
            'memory.save': [
              { guard: skipsConfirm, actions: { type: 'writeMemory', params: { skipConfirm: true } } },
              { actions: { type: 'writeMemory', params: { skipConfirm: false } } },
            ],
          },
        },
      },
    },
    /** The slip's own bet: its rules, the pick, stake and multiplier, the confirmation and the order it places. */
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
              actions: [
                assign(({ context, event }) => {
                  const rule = context.rules.find((r) => r.id === event.ruleId)!;
                  return { ruleId: rule.id, selection: clearSelection(rule), stake: freshStake(context, rule), error: null, changes: [] };
                }),
                'saveMemory',
              ],
            },
            // Every edit is kept as the draft (dropped once nothing is picked), so it survives a reload.
            'slip.pick': {
              actions: [
                assign(({ context, event }) => {
                  const rule = currentRule(context);
                  return rule ? { selection: pick(context.gameType, rule, context.selection, event.group, event.ball), error: null } : {};
                }),
                'saveMemory',
              ],
            },
            'slip.clear': {
              actions: [
                assign(({ context }) => {
                  const rule = currentRule(context);
                  return { selection: rule ? clearSelection(rule) : [], error: null, changes: [] };
                }),
                'saveMemory',
              ],
            },
            // What was typed stays as typed (the money rule): a refused stake or multiplier says why and Bet stays off.
            'slip.stake': { actions: [assign({ stake: ({ event }) => event.value.slice(0, MAX_TYPED_TEXT), error: null }), 'saveMemory'] },
            'slip.multiplier': { actions: [assign({ multiplier: ({ event }) => event.value.slice(0, MAX_TYPED_TEXT), error: null }), 'saveMemory'] },
            // The memory read back: the draft is restored into a slip with nothing picked nor bet yet; otherwise what the slip holds replaces it.
            'slip.memory': { guard: 'restoresDraft', actions: 'restoreDraft' },
            // Bet again: like Bet once restored, unless the player must look at what changed first.
            'slip.again': [
              { guard: 'lastNeedsReview', actions: ['restoreLast', 'saveMemory'] },
              { guard: 'hasLast', actions: ['restoreLast', 'saveMemory', raise({ type: 'slip.submit' })] },
            ],
            'slip.submit': [
              { guard: 'visitorBetIsValid', target: '.awaitingLogin', reenter: true, actions: assign({ error: null }) },
              { guard: 'isVisitor', actions: assign({ error: ({ context }) => rejection(context, { ignoreBalance: true }) }) },
              { guard: 'betIsValidUnasked', target: 'placing', actions: assign({ error: null }) },
              { guard: 'betIsValid', target: 'confirming', actions: assign({ error: null }) },
              { actions: assign({ error: ({ context }) => rejection(context) }) },
            ],
          },
          initial: 'editing',
          states: {
            editing: {},
            // Asked for the login (again at each Bet); picking goes on. A member arriving returns to editing, selection kept.
            awaitingLogin: {
              entry: { type: 'notify', params: { type: 'slip.loginNeeded' } },
              // (The `account` region notes the member and their id.)
              on: { 'slip.account': { guard: 'isLogin', target: 'editing' } },
            },
          },
        },
        /**
         * Every line, the total and the balance after it, before any money moves (issue 20 §3).
         * The checks run again on confirm: the round may have closed meanwhile.
         */
        confirming: {
          tags: 'confirming',
          on: {
            'slip.confirm': [
              { guard: 'betIsValid', target: 'placing' },
              { target: 'ready', actions: assign({ error: ({ context }) => rejection(context) }) },
            ],
            'slip.cancel': 'ready',
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
                // The slip just bet is the player's last one of this lottery; the picks start again (no draft).
                assign(({ context }) => {
                  const rule = currentRule(context)!;
                  return { selection: clearSelection(rule), last: savedSlipOf(context.prizeNo, rule, context.selection, context.stake, context.multiplier), changes: [] };
                }),
                'saveMemory',
              ],
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
          },
        },
      },
    },
  },
});

/** The first §5 check the slip fails, as a form error, or null (`ignoreBalance`: a visitor has none yet). */
function rejection(context: SlipContext, { ignoreBalance = false } = {}): FormError | null {
  const rule = currentRule(context);
  if (!rule) return { messageKey: 'games:tips_number' };
  const refused = validateBet({
    gameType: context.gameType,
    rule,
    selection: context.selection,
    stake: context.stake,
    multiplier: readMultiplier(context.multiplier) ?? 0,
    roundStatus: context.roundStatus ?? 1,
    balanceCents: ignoreBalance || context.balanceCents === null ? Number.MAX_SAFE_INTEGER : context.balanceCents,
    ...(context.room ? { room: context.room } : {}),
  });
  if (!refused) return null;
  // A stake or multiplier the typed-number rule refuses says why, not "below the minimum".
  if (refused.code === ErrorCode.belowRoomMinimum) {
    const typed = stakeProblem(context.stake) ?? multiplierProblem(context.multiplier);
    if (typed) return typed;
  }
  const values = refused.values ? { min: refused.values.minCents / 100 } : undefined;
  return { messageKey: refused.key, code: refused.code, ...(values ? { values } : {}), ...(refused.code === ErrorCode.insufficientBalance ? { field: 'balance' } : {}) };
}

/** Why a follow cannot be sent (the §5 checks that apply to an order made elsewhere), or null. */
function followRejection(context: SlipContext, request: SlipFollowRequest): FormError | null {
  if (context.roundStatus !== 0 || request.prizeNo !== context.prizeNo) return { messageKey: 'games:tips_no_buy', code: ErrorCode.periodClosed };
  if (context.balanceCents !== null && context.balanceCents < request.totalCents) return { messageKey: errorKeyForCode(ErrorCode.insufficientBalance), code: ErrorCode.insufficientBalance, field: 'balance' };
  return null;
}

function orderOf(context: SlipContext): OrderRequest | Pc28Order {
  const rule = currentRule(context)!;
  const base = { lotteryId: context.lotteryId, prizeNo: context.prizeNo, rule, selection: context.selection, stake: context.stake, multiplier: readMultiplier(context.multiplier) ?? 0 };
  return context.gameType === 'pc28'
    ? buildPc28Order({ ...base, roomId: context.room?.id ?? 1 })
    : buildOrder({ ...base, gameType: context.gameType });
}
