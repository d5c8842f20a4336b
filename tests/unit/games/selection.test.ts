/** The pick reducer's behaviours of spec §5. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, RULES, clearSelection, pick, playOf, type GameType, type Rule, type Selection } from '../../../models/games';
import { ruleOf } from './support';

/** Applies picks given as [group, ball] pairs. */
const picks = (gameType: GameType, rule: Rule, steps: [number, string][], from: Selection = clearSelection(rule)) =>
  steps.reduce((selection, [group, ball]) => pick(gameType, rule, selection, group, ball), from);

describe('pick', () => {
  it('toggles a ball and keeps the group ball order whatever the click order', () => {
    const rule = ruleOf('k3', 'ebth');
    expect(picks('k3', rule, [[0, '5'], [0, '2'], [0, '4']])).toEqual([['2', '4', '5']]);
    expect(picks('k3', rule, [[0, '5'], [0, '2'], [0, '5']])).toEqual([['2']]);
  });

  it('keeps exactly one pick across the groups of a single-choice play (dxds, fh, dm, sthtx, slhtx)', () => {
    const dxds = ruleOf('k3', 'dxds');
    expect(picks('k3', dxds, [[0, 'big'], [3, 'even']])).toEqual([[], [], [], ['even']]);
    const dm = ruleOf('k3', 'dm');
    expect(picks('k3', dm, [[0, '1'], [0, '6']])).toEqual([['6']]);
    const sthtx = ruleOf('k3', 'sthtx');
    expect(picks('k3', sthtx, [[0, 'any'], [0, 'any']])).toEqual([[]]);
  });

  it('clears the same ball from the other group in ethdx', () => {
    const ethdx = ruleOf('k3', 'ethdx');
    expect(picks('k3', ethdx, [[0, '1'], [0, '2'], [1, '1'], [1, '3']])).toEqual([['2'], ['1', '3']]);
    expect(picks('k3', ethdx, [[1, '4'], [0, '4']])).toEqual([['4'], []]);
  });

  it('keeps pk10 columns independent: the same car may be picked in two places', () => {
    const q2 = ruleOf('pk10', 'q2');
    expect(picks('pk10', q2, [[0, '1'], [1, '1']])).toEqual([['1'], ['1']]);
  });

  it('holds one pc28 number per rule', () => {
    const tm = ruleOf('pc28', 'tm');
    const selection = picks('pc28', tm, [[13, '13'], [20, '20']]);
    expect(selection.flat()).toEqual(['20']);
    expect(selection[20]).toEqual(['20']);
  });

  it('ignores an hp8 pick beyond 8 numbers but still lets one be removed', () => {
    const rx3 = ruleOf('hp8', 'rx3');
    const eight = picks('hp8', rx3, ['1', '2', '3', '4', '5', '6', '7', '8'].map((n): [number, string] => [0, n]));
    expect(pick('hp8', rx3, eight, 0, '9')).toBe(eight);
    expect(pick('hp8', rx3, eight, 0, '8')).toEqual([['1', '2', '3', '4', '5', '6', '7']]);
  });

  it('leaves the selection unchanged for an unknown group, ball or play', () => {
    const rule = ruleOf('k3', 'ebth');
    const selection = picks('k3', rule, [[0, '1']]);
    expect(pick('k3', rule, selection, 3, '1')).toBe(selection);
    expect(pick('k3', rule, selection, 0, '7')).toBe(selection);
    expect(pick('k3', { ...rule, code: 'nope' }, selection, 0, '2')).toBe(selection);
  });

  it('always yields balls of their own group, each once, within the policy (property)', () => {
    const cases = GAME_TYPES.flatMap((gameType) => RULES[gameType].map((rule) => ({ gameType, rule })));
    const arbitrary = fc.constantFrom(...cases).chain(({ gameType, rule }) => {
      const step = fc.integer({ min: 0, max: rule.balls.length - 1 }).chain((g) =>
        fc.constantFrom(...(rule.balls[g]?.balls ?? [])).map((b): [number, string] => [g, b.number]),
      );
      return fc.record({ gameType: fc.constant(gameType), rule: fc.constant(rule), steps: fc.array(step, { maxLength: 30 }) });
    });
    fc.assert(
      fc.property(arbitrary, ({ gameType, rule, steps }) => {
        const selection = picks(gameType, rule, steps);
        const all = selection.flat();
        selection.forEach((column, g) => {
          const numbers = rule.balls[g]?.balls.map((b) => b.number) ?? [];
          expect(new Set(column).size).toBe(column.length);
          expect(column.every((n) => numbers.includes(n))).toBe(true);
        });
        if (gameType === 'pc28' || playOf(gameType, rule.code)?.pick.kind === 'single') expect(all.length).toBeLessThanOrEqual(1);
        if (gameType === 'hp8') expect(all.length).toBeLessThanOrEqual(8);
        if (rule.code === 'ethdx') expect(selection[0]?.some((n) => selection[1]?.includes(n))).toBe(false);
      }),
    );
  });
});

describe('clearSelection', () => {
  it('has one empty list per group', () => {
    expect(clearSelection(ruleOf('ssc', 'wxzx'))).toEqual([[], [], [], [], []]);
  });
});
