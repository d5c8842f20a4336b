import { fromCallback } from 'xstate';
import { slipMachine, type SlipEvent } from '../../machines/games/slip.machine';
import type { SavedSlip } from '../../machines/games/slip/saved-slip';
import { RULES } from '../../models/games';
import { fail, ok, type PathSuite } from './generate';

/**
 * The bet slip of a member on Speed K3 (jsk3, lottery 1: the test timetable draws it every 20 s)
 * through the real UI (tests/e2e/paths-slip.spec.ts): the rules loaded, the round open, a sum
 * picked (10) and cleared or bet, confirmed (or not) in the confirmation, the order placed and accepted or refused by the server (the
 * page enables Bet only for a pick that makes a bet, so the slip's own refusal of an empty pick
 * is not offered). Not driven here: a visitor's slip waiting for the login
 * (tests/e2e/visitor-bet.spec.ts), followed orders (the follow-bet panel: tests/e2e/follow.spec.ts),
 * and rules that fail to load (the server's rules do not fail on demand).
 */
export const JSK3 = { lotteryId: 1, gameType: 'k3' } as const;
const hz = RULES.k3[0]!;
/** The sum 10: its group in the 和值 picker and its ball. */
export const SUM_10 = { type: 'slip.pick', group: hz.balls.findIndex((group) => group.name === '10'), ball: '10' } as const;

export const slipBrowserPaths: PathSuite<typeof slipMachine> = {
  machine: slipMachine,
  input: { ...JSK3, balanceCents: 100_000, member: true },
  events: [{ type: 'slip.round', status: 0, prizeNo: '20261207001' }, SUM_10, { type: 'slip.clear' }, { type: 'slip.submit' }, { type: 'slip.confirm' }, { type: 'slip.cancel' }],
  answers: { fetchRules: [ok(RULES.k3)], placeOrder: [ok({ orderId: 1 }), fail()] },
  // The round opens first (the page learns it by itself); then a pick, and clear it or Bet; Bet asks
  // first (issue 20 §3), and only the confirmation's buttons can be pressed while it shows.
  offers: (snapshot, event) => {
    const { context } = snapshot;
    if (snapshot.hasTag('confirming')) return event.type === 'slip.confirm' || event.type === 'slip.cancel';
    if (event.type === 'slip.confirm' || event.type === 'slip.cancel') return false;
    if (event.type === 'slip.round') return context.roundStatus === null;
    if (context.roundStatus === null) return false;
    const picked = context.selection.some((group) => group.length > 0);
    if (event.type === 'slip.pick') return !picked && context.error === null;
    // Bet is enabled once a pick makes a bet (slipView's canConfirm).
    return picked;
  },
  vertex: (snapshot) => [snapshot.value, snapshot.context.roundStatus, snapshot.context.selection.some((group) => group.length > 0), snapshot.context.error?.messageKey ?? null],
};

/**
 * The slip itself, one suite per region (the regions do not talk; their product would only multiply
 * states):
 *
 * - `slipBetPaths`: a member's bet of the sum 10 on the open round — Bet asks for the confirmation,
 *   which places it (accepted or refused) or goes back; the player chooses not to be asked (Bet then
 *   places at once); the rules fail to load and are retried; the player logs out (Bet asks for the
 *   login). Bet again with a last slip of an older round (only the round changed: it goes like Bet)
 *   and one whose odds changed since (restored, the player looks first).
 * - `slipMemoryPaths`: the memory lives while a member is known (once the slip has its rules and
 *   round), and is gone after a logout.
 * - `slipDraftPaths`: the slip being made survives a reload (its draft read back and restored, or
 *   the picks already made kept instead), a new round opening under the picks (they stay and the
 *   slip says so), and a typed multiplier, taken or refused.
 * - `slipFollowPaths`: a followed order placed (accepted or refused) beside the slip.
 *
 * The memory actor is the system's (a browser's localStorage): here it sends nothing, and what it
 * would read comes as `slip.memory` events.
 */
const hzRate = (group: number) => hz.balls[group]!.ruleItemRate;
const quietMemory = { actors: { slipMemory: fromCallback(() => {}) } } as never;
const MEMBER_INPUT = { ...JSK3, balanceCents: 100_000, member: true, playerId: 7 };
export const OPEN_ROUND = { type: 'slip.round', status: 0, prizeNo: '20261207002' } as const;
/** The sum 10 bet two rounds ago at 2 × 3, the same odds as today. */
export const LAST_SLIP: SavedSlip = {
  prizeNo: '20261207001',
  ruleId: hz.id,
  selection: hz.balls.map((group) => (group.name === '10' ? ['10'] : [])),
  stake: '2',
  multiplier: '3',
  rates: hz.balls.map((_, i) => hzRate(i)),
};
const REMEMBERED = { type: 'slip.memory', skipConfirm: false, last: LAST_SLIP, draft: null } as const;
const REMEMBERED_OTHER_ODDS = { type: 'slip.memory', skipConfirm: false, last: { ...LAST_SLIP, rates: LAST_SLIP.rates.map((rate) => rate + 1) }, draft: null } as const;

export const slipBetPaths: PathSuite<typeof slipMachine> = {
  machine: slipMachine,
  input: MEMBER_INPUT,
  events: [
    OPEN_ROUND,
    SUM_10,
    { type: 'slip.submit' },
    { type: 'slip.confirm' },
    { type: 'slip.cancel' },
    { type: 'slip.askFirst', ask: false },
    { type: 'slip.again' },
    REMEMBERED,
    REMEMBERED_OTHER_ODDS,
    { type: 'slip.clear' },
    { type: 'slip.account', member: false },
  ],
  answers: { fetchRules: [ok(RULES.k3), fail()], placeOrder: [ok({ orderId: 1 }), fail()] },
  // The round opens once, the memory arrives once, before anything else is tried.
  offers: (snapshot, event) => {
    const { context } = snapshot;
    if (event.type === 'slip.round') return context.roundStatus === null;
    if (context.roundStatus === null) return false;
    if (event.type === 'slip.memory') return context.last === null && snapshot.hasTag('member');
    return true;
  },
  vertex: (snapshot) => [
    snapshot.value,
    snapshot.context.roundStatus,
    snapshot.context.selection.some((group) => group.length > 0),
    snapshot.context.last === null ? null : snapshot.context.last.rates[0] === hzRate(0),
    snapshot.context.error?.messageKey ?? null,
  ],
  provide: quietMemory,
};

export const slipMemoryPaths: PathSuite<typeof slipMachine> = {
  machine: slipMachine,
  input: MEMBER_INPUT,
  events: [OPEN_ROUND, { type: 'slip.account', member: false }, { type: 'slip.account', member: true, playerId: 7 }, REMEMBERED],
  answers: { fetchRules: [ok(RULES.k3)] },
  offers: ({ context }, event) => event.type !== 'slip.round' || context.roundStatus === null,
  vertex: (snapshot) => [snapshot.value, snapshot.context.last !== null],
  provide: quietMemory,
};

/** The next round, opening while the slip holds picks not placed. */
export const NEXT_ROUND = { type: 'slip.round', status: 0, prizeNo: '20261207003' } as const;
/** The memory read back after a reload: the sum 10 at 2 × 3 picked (not placed) in the round before. */
export const REMEMBERED_DRAFT = { type: 'slip.memory', skipConfirm: false, last: null, draft: LAST_SLIP } as const;

export const slipDraftPaths: PathSuite<typeof slipMachine> = {
  machine: slipMachine,
  input: MEMBER_INPUT,
  events: [
    OPEN_ROUND,
    NEXT_ROUND,
    REMEMBERED_DRAFT,
    SUM_10,
    { type: 'slip.multiplier', value: '5' },
    { type: 'slip.multiplier', value: '2.5' },
    { type: 'slip.submit' },
    { type: 'slip.confirm' },
    { type: 'slip.clear' },
  ],
  answers: { fetchRules: [ok(RULES.k3)], placeOrder: [ok({ orderId: 1 })] },
  // The round opens, then the next one once; the memory is read once, when its actor starts.
  offers: (snapshot, event) => {
    const { context } = snapshot;
    if (event.type === 'slip.round') return event.prizeNo === OPEN_ROUND.prizeNo ? context.roundStatus === null : context.prizeNo === OPEN_ROUND.prizeNo;
    if (context.roundStatus === null) return false;
    if (event.type === 'slip.memory') return snapshot.matches({ memory: 'kept' }) && context.changes.length === 0 && context.stake !== LAST_SLIP.stake;
    return true;
  },
  vertex: (snapshot) => [
    snapshot.value,
    snapshot.context.prizeNo,
    snapshot.context.selection.some((group) => group.length > 0),
    snapshot.context.stake,
    snapshot.context.multiplier,
    snapshot.context.changes.map((change) => change.kind).join(),
    snapshot.context.error?.messageKey ?? null,
  ],
  provide: quietMemory,
};

const FOLLOWED: SlipEvent = {
  type: 'slip.follow',
  order: { orderDTO: { lotteryId: 1, prizeNo: OPEN_ROUND.prizeNo, bettingCount: 1, bettingAmount: 100, bettingTimes: 1, bettingTotal: 100 }, orderItemDTOList: [] },
  content: [],
  prizeNo: OPEN_ROUND.prizeNo,
  totalCents: 100,
};

export const slipFollowPaths: PathSuite<typeof slipMachine> = {
  machine: slipMachine,
  input: MEMBER_INPUT,
  events: [OPEN_ROUND, FOLLOWED],
  answers: { fetchRules: [ok(RULES.k3)], placeOrder: [ok({ orderId: 2 }), fail()] },
  vertex: (snapshot) => [snapshot.value, snapshot.context.roundStatus],
  provide: quietMemory,
};
