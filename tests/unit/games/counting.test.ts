/**
 * Bet counting against brute force: for every play, list the universe of concrete single bets,
 * count those the selection covers, and compare with countBets (which uses formulas).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_TYPES,
  GameMessageKey,
  RULES,
  countBets,
  validateSelection,
  type GameType,
  type Rule,
  type Selection,
} from '../../../models/games';
import { columns, ruleOf } from './support';

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const DICE = range(1, 6);
const CARS = range(1, 10);
const DIGITS = range(0, 9);

/** Every tuple of `length` values from `values`, repeats allowed. */
const tuples = (values: number[], length: number): number[][] =>
  length === 0 ? [[]] : tuples(values, length - 1).flatMap((t) => values.map((v) => [...t, v]));
const allDifferent = (t: number[]) => new Set(t).size === t.length;
const ascending = (t: number[]) => t.every((v, i) => i === 0 || (t[i - 1] ?? v) < v);

const has = (selection: Selection, group: number, value: number) => (selection[group] ?? []).includes(String(value));
const total = (selection: Selection) => selection.reduce((sum, picks) => sum + picks.length, 0);

/** Plays where every picked ball is one bet; single plays need exactly one pick. */
const eachBall = (selection: Selection) => total(selection);
const exactlyOne = (selection: Selection) => (total(selection) === 1 ? 1 : 0);

/** Bets that take one value per column (column i from group i). */
const coveredTuples = (universe: number[][]) => (selection: Selection) =>
  universe.filter((t) => t.every((v, i) => has(selection, i, v))).length;
/** Bets that take a set of values from group 0. */
const coveredSets = (universe: number[][]) => (selection: Selection) =>
  universe.filter((t) => t.every((v) => has(selection, 0, v))).length;

/** k-subsets of the picked keno numbers, found by walking every bitmask of the picks. */
const kenoSubsets = (k: number) => (selection: Selection) => {
  const picks = selection[0] ?? [];
  if (picks.length > 8) return 0;
  let count = 0;
  for (let mask = 0; mask < 1 << picks.length; mask += 1) {
    if (picks.filter((_, i) => mask & (1 << i)).length === k) count += 1;
  }
  return count;
};

const BRUTE: Record<GameType, Record<string, (selection: Selection) => number>> = {
  k3: {
    hz: eachBall,
    dxds: exactlyOne,
    fh: exactlyOne,
    dm: exactlyOne,
    ethfx: eachBall,
    // A bet is pair p with a different single s.
    ethdx: coveredTuples(tuples(DICE, 2).filter(allDifferent)),
    ebth: coveredSets(tuples(DICE, 2).filter(ascending)),
    sthtx: exactlyOne,
    slhtx: exactlyOne,
    sthdx: eachBall,
    sbth: coveredSets(tuples(DICE, 3).filter(ascending)),
  },
  pk10: {
    q1: eachBall,
    q2: coveredTuples(tuples(CARS, 2).filter(allDifferent)),
    q3: coveredTuples(tuples(CARS, 3).filter(allDifferent)),
    dwdq5: eachBall,
    dwdh5: eachBall,
  },
  ssc: {
    wxzx: coveredTuples(tuples(DIGITS, 5)),
    sxzx: coveredTuples(tuples(DIGITS, 3)),
    // A group-3 bet is the shape a-a-b with a ≠ b.
    zu3: coveredSets(tuples(DIGITS, 2).filter(allDifferent)),
    zu6: coveredSets(tuples(DIGITS, 3).filter(ascending)),
    exzu: coveredSets(tuples(DIGITS, 2).filter(ascending)),
    dwd: eachBall,
    dxds: exactlyOne,
    lhh: exactlyOne,
  },
  hp8: {
    ...Object.fromEntries(range(1, 7).map((k) => [`rx${k}`, kenoSubsets(k)])),
    qw: exactlyOne,
  },
  pc28: { tm: exactlyOne, dxds: exactlyOne, zh: exactlyOne, jz: exactlyOne, bs: exactlyOne, bz: exactlyOne },
};

/** Selections of a rule: any subset of each group (a few balls at most for the 80-ball grid), or one pick. */
function selectionOf(rule: Rule): fc.Arbitrary<Selection> {
  const subsets = fc.tuple(
    ...rule.balls.map((group) => fc.subarray(group.balls.map((b) => b.number), { maxLength: Math.min(group.balls.length, 10) })),
  );
  const onePick = fc
    .integer({ min: 0, max: rule.balls.length - 1 })
    .chain((g) => fc.constantFrom(...(rule.balls[g]?.balls ?? [])).map((b) => rule.balls.map((_, i) => (i === g ? [b.number] : []))));
  return fc.oneof(subsets, onePick);
}

describe('countBets matches brute-force enumeration', () => {
  for (const gameType of GAME_TYPES) {
    for (const rule of RULES[gameType]) {
      it(`${gameType} ${rule.code}`, () => {
        const brute = BRUTE[gameType][rule.code];
        expect(brute, `brute force for ${gameType} ${rule.code}`).toBeDefined();
        const runs = rule.code === 'wxzx' ? 30 : 200;
        fc.assert(
          fc.property(selectionOf(rule), (selection) => {
            expect(countBets(gameType, rule, selection)).toBe(brute?.(selection));
          }),
          { numRuns: runs },
        );
      });
    }
  }
});

describe('countBets on the counts spec §5 names', () => {
  it('k3: ethdx is pairs × singles, ebth C(n,2), sbth C(n,3), hz one per sum', () => {
    expect(countBets('k3', ruleOf('k3', 'ethdx'), [['1', '2'], ['3', '4', '5']])).toBe(6);
    expect(countBets('k3', ruleOf('k3', 'ebth'), [['1', '2', '3', '4']])).toBe(6);
    expect(countBets('k3', ruleOf('k3', 'sbth'), [['1', '2', '3', '4', '5']])).toBe(10);
    expect(countBets('k3', ruleOf('k3', 'sbth'), [['1', '2']])).toBe(0);
    const hz = ruleOf('k3', 'hz');
    expect(countBets('k3', hz, columns(hz, [['3'], undefined, ['5']]))).toBe(2);
  });

  it('pk10: top two excludes the same car in both places', () => {
    expect(countBets('pk10', ruleOf('pk10', 'q2'), [['1', '2'], ['1', '2', '3']])).toBe(4);
    expect(countBets('pk10', ruleOf('pk10', 'q3'), [['1'], ['1'], ['2']])).toBe(0);
  });

  it('ssc: five-star is the product of lengths, group-3 is 2 × C(n,2)', () => {
    expect(countBets('ssc', ruleOf('ssc', 'wxzx'), [['1', '2'], ['3'], ['4', '5', '6'], ['7'], ['8']])).toBe(6);
    expect(countBets('ssc', ruleOf('ssc', 'wxzx'), [['1'], ['3'], [], ['7'], ['8']])).toBe(0);
    expect(countBets('ssc', ruleOf('ssc', 'zu3'), [['1', '2', '3']])).toBe(6);
  });

  it('hp8: any-1 counts n, any-k needs k to 8 picks', () => {
    const eight = range(1, 8).map(String);
    expect(countBets('hp8', ruleOf('hp8', 'rx1'), [['5', '9', '70']])).toBe(3);
    expect(countBets('hp8', ruleOf('hp8', 'rx7'), [eight])).toBe(8);
    expect(countBets('hp8', ruleOf('hp8', 'rx7'), [eight.slice(0, 6)])).toBe(0);
    expect(countBets('hp8', ruleOf('hp8', 'rx1'), [[...eight, '9']])).toBe(0);
  });

  it('is 0 for balls that are not in the group, repeated balls, or an unknown play', () => {
    const ebth = ruleOf('k3', 'ebth');
    expect(countBets('k3', ebth, [['1', '7']])).toBe(0);
    expect(countBets('k3', ebth, [['1', '1']])).toBe(0);
    expect(countBets('k3', ebth, [['1', '2'], ['3']])).toBe(0);
    expect(countBets('k3', { ...ebth, code: 'nope' }, [['1', '2']])).toBe(0);
  });
});

describe('validateSelection', () => {
  it('answers the tips_number key for an invalid selection and null for a valid one', () => {
    const dxds = ruleOf('k3', 'dxds');
    expect(validateSelection('k3', dxds, columns(dxds, [['big']]))).toBeNull();
    expect(validateSelection('k3', dxds, columns(dxds, [['big'], ['small']]))).toBe(GameMessageKey.number);
    expect(validateSelection('k3', dxds, columns(dxds, []))).toBe(GameMessageKey.number);
  });
});
