/** Behaviour of the hp8 plays: the result is 20 different numbers of 1–80. */
import { choose } from '../combinatorics';
import { SINGLE, ballPlay, type Play } from '../play';
import { kenoFacts } from './keno';
import { MAX_KENO_PICKS } from './rules';

/**
 * Any-k: every k of the picked numbers is one bet, paid by how many of its numbers were drawn.
 * With h of the n picks drawn, C(h, j) × C(n − h, k − j) bets have exactly j hits.
 */
const anyK = (k: number): Play => ({
  pick: { kind: 'capped', max: MAX_KENO_PICKS },
  items: 'perGroup',
  count: (picks) => {
    const n = picks.flat().length;
    return n <= MAX_KENO_PICKS ? choose(n, k) : 0;
  },
  settle: (picks, drawn, context) => {
    const numbers = picks.flat();
    const hits = numbers.filter((n) => drawn.includes(Number(n))).length;
    const tiers = context.rule.rateList ?? [{ hits: k, rate: context.group.ruleItemRate }];
    return {
      kind: 'paid',
      wins: tiers
        .map((tier) => ({ rate: tier.rate, times: choose(hits, tier.hits) * choose(numbers.length - hits, k - tier.hits) }))
        .filter((win) => win.times > 0),
    };
  },
});

export const HP8_PLAYS: Readonly<Record<string, Play>> = {
  rx1: anyK(1),
  rx2: anyK(2),
  rx3: anyK(3),
  rx4: anyK(4),
  rx5: anyK(5),
  rx6: anyK(6),
  rx7: anyK(7),
  qw: ballPlay(SINGLE, (bet, drawn) => {
    const { size, parity, disk, oddEvenDisk } = kenoFacts(drawn);
    return ([size, parity, disk, oddEvenDisk] as string[]).includes(bet);
  }),
};
