import { slipMachine } from '../../machines/games/slip.machine';
import { RULES } from '../../models/games';
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
