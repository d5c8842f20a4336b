/**
 * Return to player of every bet of every play, computed exactly by enumerating the outcomes each
 * bet depends on and settling the bet on each one: it must sit between 0.6 and 1.0 (the house keeps
 * an edge, and the odds stay realistic).
 */
import { describe, expect, it } from 'vitest';
import {
  GAME_TYPES,
  PC28_ROOMS,
  RULES,
  choose,
  countBets,
  type GameType,
  type Rule,
  type Rule1314,
  type Selection,
} from '../../../models/games';
import { placeOrder, settleOrder } from './support';

interface Outcome {
  result: number[];
  weight: number;
}

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const tuples = (values: number[], length: number): number[][] =>
  length === 0 ? [[]] : tuples(values, length - 1).flatMap((t) => values.map((v) => [...t, v]));
const uniform = (results: number[][]): Outcome[] => results.map((result) => ({ result, weight: 1 / results.length }));

const DICE = uniform(tuples(range(1, 6), 3));
const PC28_DIGITS = uniform(tuples(range(0, 9), 3));

/**
 * pk10: a bet reads only some places, and in a uniformly random order the cars in those places are
 * a uniformly random arrangement; the other cars fill the remaining places in any fixed order.
 */
function raceOutcomes(places: number[]): Outcome[] {
  const arrangements = tuples(range(1, 10), places.length).filter((t) => new Set(t).size === t.length);
  return uniform(
    arrangements.map((cars) => {
      const rest = range(1, 10).filter((car) => !cars.includes(car));
      return range(0, 9).map((place) => {
        const at = places.indexOf(place);
        return at >= 0 ? (cars[at] ?? 0) : (rest.shift() ?? 0);
      });
    }),
  );
}

/** ssc: the digits of the balls a bet reads run through every value; the other balls stay 0. */
const digitOutcomes = (balls: number[]): Outcome[] =>
  uniform(tuples(range(0, 9), balls.length).map((digits) => range(0, 4).map((b) => digits[balls.indexOf(b)] ?? 0)));

const SSC_BALLS: Record<string, (groupIndex: number) => number[]> = {
  wxzx: () => [0, 1, 2, 3, 4],
  sxzx: () => [2, 3, 4],
  zu3: () => [2, 3, 4],
  zu6: () => [2, 3, 4],
  exzu: () => [3, 4],
  dwd: (g) => [g],
  dxds: () => [0, 1, 2, 3, 4],
  lhh: () => [0, 4],
};

const PK10_PLACES: Record<string, (groupIndex: number) => number[]> = {
  q1: () => [0],
  q2: () => [0, 1],
  q3: () => [0, 1, 2],
  dwdq5: (g) => [g],
  dwdh5: (g) => [5 + g],
};

/** Keno: 20 of 80, C(80,20) draws. Draws are grouped by the one statistic a bet reads. */
const KENO_DRAWS = choose(80, 20);

/** Any-k on numbers 1…k: the draw has j of them, with hypergeometric weight. */
const anyKOutcomes = (k: number): Outcome[] =>
  range(0, k).map((j) => ({
    result: [...range(1, j), ...range(81 - (20 - j), 80)],
    weight: (choose(k, j) * choose(80 - k, 20 - j)) / KENO_DRAWS,
  }));

/** A draw with `count` numbers from `inside` and the rest from `outside`, weighted by how many draws share it. */
const splitOutcomes = (inside: number[], outside: number[]): Outcome[] =>
  range(0, 20).map((count) => ({
    result: [...inside.slice(0, count), ...outside.slice(0, 20 - count)],
    weight: (choose(inside.length, count) * choose(outside.length, 20 - count)) / KENO_DRAWS,
  }));

/** Number of 20-number draws per total, by dynamic programming over the numbers 1–80. */
function kenoTotals(): Map<number, number> {
  const ways: Map<number, number>[] = Array.from({ length: 21 }, () => new Map());
  ways[0]?.set(0, 1);
  for (let n = 1; n <= 80; n += 1) {
    for (let size = Math.min(20, n); size >= 1; size -= 1) {
      for (const [sum, count] of ways[size - 1] ?? []) ways[size]?.set(sum + n, (ways[size]?.get(sum + n) ?? 0) + count);
    }
  }
  return ways[20] ?? new Map();
}

/** Some draw with the given total: start from 1…20 and raise the largest numbers first. */
function drawWithTotal(total: number): number[] {
  const draw = range(1, 20);
  let missing = total - 210;
  for (let i = 19; i >= 0 && missing > 0; i -= 1) {
    const raise = Math.min(missing, 60);
    draw[i] = (draw[i] ?? 0) + raise;
    missing -= raise;
  }
  return draw;
}

const totalOutcomes = (): Outcome[] =>
  [...kenoTotals()].map(([total, count]) => ({ result: drawWithTotal(total), weight: count / KENO_DRAWS }));

const odds = range(1, 80).filter((n) => n % 2 === 1);
const evens = range(1, 80).filter((n) => n % 2 === 0);
const QW_OUTCOMES: Record<string, () => Outcome[]> = {
  upper: () => splitOutcomes(range(1, 40), range(41, 80)),
  oddEven: () => splitOutcomes(odds, evens),
  total: totalOutcomes,
};
const QW_STATISTIC: Record<string, keyof typeof QW_OUTCOMES> = {
  upper: 'upper', middle: 'upper', lower: 'upper',
  oddMore: 'oddEven', oddEvenTie: 'oddEven', evenMore: 'oddEven',
  big: 'total', small: 'total', sum810: 'total', odd: 'total', even: 'total',
};

function outcomesOf(gameType: GameType, rule: Rule, groupIndex: number, ball: string): Outcome[] {
  switch (gameType) {
    case 'k3':
      return DICE;
    case 'ssc':
      return digitOutcomes(SSC_BALLS[rule.code]?.(groupIndex) ?? []);
    case 'pc28':
      return PC28_DIGITS;
    case 'pk10':
      return raceOutcomes(PK10_PLACES[rule.code]?.(groupIndex) ?? []);
    case 'hp8':
      return rule.code === 'qw' ? (QW_OUTCOMES[QW_STATISTIC[ball] ?? '']?.() ?? []) : anyKOutcomes(Number(rule.code.slice(2)));
  }
}

interface Bet {
  label: string;
  selection: Selection;
  groupIndex: number;
  ball: string;
}

/**
 * The bets of a rule: every single ball where one ball is a bet; otherwise the smallest selection
 * of the first balls of each group (one distinct ball per column for compound plays).
 */
function betsOf(gameType: GameType, rule: Rule): Bet[] {
  const singles = rule.balls.flatMap((group, g) =>
    group.balls.map((b) => ({
      label: `${group.name} ${b.name}`,
      selection: rule.balls.map((_, i) => (i === g ? [b.number] : [])),
      groupIndex: g,
      ball: b.number,
    })),
  );
  const oneBetSingles = singles.filter((bet) => countBets(gameType, rule, bet.selection) === 1);
  if (oneBetSingles.length === singles.length) return rule.code.startsWith('rx') ? oneBetSingles.slice(0, 1) : oneBetSingles;
  for (let size = 1; size <= 8; size += 1) {
    const selection = rule.balls.map((group, g) =>
      rule.balls.length > 1 ? [group.balls[g]?.number ?? ''] : group.balls.slice(0, size).map((b) => b.number),
    );
    if (countBets(gameType, rule, selection) > 0) return [{ label: selection.join('|'), selection, groupIndex: 0, ball: '' }];
  }
  throw new Error(`no bet found for ${gameType} ${rule.code}`);
}

function rtp(gameType: GameType, rule: Rule, bet: Bet, options: { stake?: number; rule1314?: Rule1314 } = {}): number {
  const outcomes = outcomesOf(gameType, rule, bet.groupIndex, bet.ball);
  expect(outcomes.reduce((sum, o) => sum + o.weight, 0)).toBeCloseTo(1, 9);
  const order = placeOrder(gameType, rule, bet.selection, options.stake);
  return outcomes.reduce((expected, { result, weight }) => {
    const { payoutCents, stakedCents } = settleOrder(gameType, rule, order, result, options.rule1314);
    return expected + (weight * payoutCents) / stakedCents;
  }, 0);
}

describe('every bet returns between 0.6 and 1.0 of its stake', () => {
  for (const gameType of GAME_TYPES) {
    for (const rule of RULES[gameType]) {
      it(`${gameType} ${rule.code}`, () => {
        for (const bet of betsOf(gameType, rule)) {
          const value = rtp(gameType, rule, bet);
          expect(value, `${rule.code} ${bet.label}`).toBeGreaterThanOrEqual(0.6);
          expect(value, `${rule.code} ${bet.label}`).toBeLessThan(1);
        }
      });
    }
  }

  it('pc28 two-sides and combos in every room, below and above the refund threshold', () => {
    for (const room of PC28_ROOMS) {
      for (const rule of RULES.pc28.filter((r) => r.code === 'dxds' || r.code === 'zh')) {
        for (const bet of betsOf('pc28', rule)) {
          for (const stake of [1, 1000]) {
            const value = rtp('pc28', rule, bet, { stake, rule1314: room.rule1314 });
            expect(value, `${room.typeCode} ${rule.code} ${bet.label} ${stake}`).toBeGreaterThanOrEqual(0.6);
            expect(value, `${room.typeCode} ${rule.code} ${bet.label} ${stake}`).toBeLessThan(1);
          }
        }
      }
    }
  });

  it('computes the known figures: k3 big 0.963 with the triple rule, sum 3 at 165/216', () => {
    const dxds = RULES.k3.find((r) => r.code === 'dxds');
    const hz = RULES.k3.find((r) => r.code === 'hz');
    if (!dxds || !hz) throw new Error('missing k3 rules');
    const big = betsOf('k3', dxds).find((bet) => bet.ball === 'big');
    const three = betsOf('k3', hz).find((bet) => bet.ball === '3');
    if (!big || !three) throw new Error('missing bets');
    expect(rtp('k3', dxds, big)).toBeCloseTo((1.98 * 105) / 216, 9);
    expect(rtp('k3', hz, three)).toBeCloseTo(165 / 216, 9);
  });
});
