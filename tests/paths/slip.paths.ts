import { fromPromise } from 'xstate';
import { slipMachine, type SlipEvent, type SlipInput } from '../../machines/games/slip.machine';
import { RULES, type OrderRequest, type Rule } from '../../models/games';
import { fail, ok, type PathSuite } from './generate';

/**
 * The bet slip of a member on Speed K3 (jsk3, lottery 1: the test timetable draws it every 20 s)
 * through the real UI (tests/e2e/paths-slip.spec.ts): the rules loaded, the round open, a sum
 * picked (10) and cleared or bet, the order placed and accepted or refused by the server (the
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
  events: [{ type: 'slip.round', status: 0, prizeNo: '20261207001' }, SUM_10, { type: 'slip.clear' }, { type: 'slip.submit' }],
  answers: { fetchRules: [ok(RULES.k3)], placeOrder: [ok({ orderId: 1 }), fail()] },
  // The round opens first (the page learns it by itself); then a pick, and clear it or Bet.
  offers: ({ context }, event) => {
    if (event.type === 'slip.round') return context.roundStatus === null;
    if (context.roundStatus === null) return false;
    const picked = context.selection.some((group) => group.length > 0);
    if (event.type === 'slip.pick') return !picked && context.error === null;
    // Bet is enabled once a pick makes a bet (slipView's canConfirm).
    return picked;
  },
  vertex: (snapshot) => [snapshot.value, snapshot.context.roundStatus, snapshot.context.selection.some((group) => group.length > 0), snapshot.context.error?.messageKey ?? null],
};

/** A follow-bet request for the open round (1.00 on the sum 10), and one for a round gone by. */
const OPEN_NO = '20261207001';
const followOf = (prizeNo: string): Extract<SlipEvent, { type: 'slip.follow' }> => ({
  type: 'slip.follow',
  // The slip sends a follow's order as the room gave it: any sample will do.
  order: { lotteryId: 1, prizeNo } as unknown as OrderRequest,
  content: [],
  prizeNo,
  totalCents: 100,
});
export const FOLLOW_OPEN = followOf(OPEN_NO);
export const FOLLOW_PAST = followOf('20261206999');

/**
 * The slip's own bet, a member's and a visitor's (two suites, one per input: only a visitor waits
 * for the login): the rules load or fail (and are loaded again), the round opens or closes, a sum
 * is picked or cleared, the stake set below the minimum or back, Bet pressed; a member's order is
 * accepted or refused, a visitor's Bet asks for the login and a login brings them back to editing.
 * The guards read what the events built up (the round, a pick, the stake, the error shown), so
 * those tell vertices of one state value apart. The follow region is its own suite below.
 */
const betSuite = (member: boolean): PathSuite<typeof slipMachine> => ({
  machine: slipMachine,
  input: { ...JSK3, balanceCents: 100_000, member },
  // A visitor's slip picks like a member's (that walk is the member's): its own is the Bet that
  // asks for the login, and the login.
  events: member
    ? [
        { type: 'slip.round', status: 0, prizeNo: OPEN_NO },
        { type: 'slip.round', status: 1, prizeNo: OPEN_NO },
        SUM_10,
        { type: 'slip.clear' },
        { type: 'slip.stake', value: '0' },
        { type: 'slip.submit' },
      ]
    : [{ type: 'slip.round', status: 0, prizeNo: OPEN_NO }, SUM_10, { type: 'slip.submit' }, { type: 'slip.account', member: true }],
  answers: { fetchRules: member ? [ok(RULES.k3), fail()] : [ok(RULES.k3)], placeOrder: [ok({ orderId: 1 }), fail()] },
  vertex: (snapshot) => [
    snapshot.value,
    snapshot.context.roundStatus,
    snapshot.context.selection.some((group) => group.length > 0),
    snapshot.context.stake,
    snapshot.context.member,
    snapshot.context.error?.messageKey ?? null,
  ],
});
export const slipMemberPaths = betSuite(true);
export const slipVisitorPaths = betSuite(false);

/**
 * Followed orders, beside the bet (its rules stay on their way here): a follow of the open round
 * is placed (accepted or refused by the server), one of a past round or while the round is closed
 * is refused without a call, and a second one while the first is on its way is refused as busy.
 */
export const slipFollowPaths: PathSuite<typeof slipMachine> = {
  machine: slipMachine,
  input: { ...JSK3, balanceCents: 100_000, member: true },
  events: [{ type: 'slip.round', status: 0, prizeNo: OPEN_NO }, FOLLOW_OPEN, FOLLOW_PAST],
  answers: { placeOrder: [ok({ orderId: 7 }), fail()] },
  provide: { actors: { fetchRules: fromPromise<Rule[], SlipInput>(() => new Promise<never>(() => {})) } },
  // What the last event was tells a follow placed, refused by the server and refused here apart.
  vertex: (snapshot, event) => [snapshot.value, snapshot.context.roundStatus, event?.type.replace(/\.actor\..*/, '') ?? null, event === FOLLOW_PAST],
};
