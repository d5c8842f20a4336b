import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { check, type CheckRule } from '../../../models/validation/checker';

const one = (rule: CheckRule, value: unknown, values: Record<string, unknown> = {}) =>
  check({ ...values, f: value }, [{ name: 'f', message: 'bad', ...rule } as CheckRule]);

const passes = (rule: CheckRule, value: unknown, values?: Record<string, unknown>) => one(rule, value, values) === null;

describe('check: rule types', () => {
  it('string: exact length in characters', () => {
    const rule: CheckRule = { type: 'string', param: 3 };
    expect(passes(rule, 'abc')).toBe(true);
    expect(passes(rule, '张三丰')).toBe(true);
    expect(passes(rule, 'ab')).toBe(false);
    expect(passes(rule, 'abcd')).toBe(false);
  });

  it('int: optional sign and digits', () => {
    const rule: CheckRule = { type: 'int' };
    for (const ok of ['0', '42', '-7', '+3', 12]) expect(passes(rule, ok)).toBe(true);
    for (const bad of ['1.5', '1e3', 'x', '12a', ' 1 2']) expect(passes(rule, bad)).toBe(false);
  });

  it('between: length within [min, max], max optional', () => {
    const rule: CheckRule = { type: 'between', param: [6, 12] };
    expect(passes(rule, 'abcdef')).toBe(true);
    expect(passes(rule, 'abcdefghijkl')).toBe(true);
    expect(passes(rule, 'abcde')).toBe(false);
    expect(passes(rule, 'abcdefghijklm')).toBe(false);
    expect(passes({ type: 'between', param: [2] }, 'x'.repeat(500))).toBe(true);
    expect(passes({ type: 'between', param: [2] }, 'x')).toBe(false);
  });

  it('betweenD: a 1–2 digit whole number within the range', () => {
    const rule: CheckRule = { type: 'betweenD', param: [1, 12] };
    expect(passes(rule, '1')).toBe(true);
    expect(passes(rule, '12')).toBe(true);
    expect(passes(rule, '07')).toBe(true);
    expect(passes(rule, '0')).toBe(false);
    expect(passes(rule, '13')).toBe(false);
    expect(passes({ type: 'betweenD', param: [0, 200] }, '100')).toBe(false);
    expect(passes(rule, '1.5')).toBe(false);
    expect(passes(rule, '-1')).toBe(false);
  });

  it('betweenF: a decimal within the range', () => {
    const rule: CheckRule = { type: 'betweenF', param: [0.5, 10] };
    expect(passes(rule, '0.5')).toBe(true);
    expect(passes(rule, '10')).toBe(true);
    expect(passes(rule, '.75')).toBe(true);
    expect(passes(rule, 3.25)).toBe(true);
    expect(passes(rule, '0.49')).toBe(false);
    expect(passes(rule, '10.01')).toBe(false);
    expect(passes(rule, '1e0')).toBe(false);
    expect(passes(rule, 'abc')).toBe(false);
  });

  it('same and notsame compare with another field', () => {
    expect(passes({ type: 'same', param: 'other' }, 'abc', { other: 'abc' })).toBe(true);
    expect(passes({ type: 'same', param: 'other' }, 'abc', { other: 'abd' })).toBe(false);
    expect(passes({ type: 'same', param: 'other' }, 'abc', {})).toBe(false);
    expect(passes({ type: 'notsame', param: 'other' }, 'abc', { other: 'abd' })).toBe(true);
    expect(passes({ type: 'notsame', param: 'other' }, 'abc', { other: 'abc' })).toBe(false);
    expect(passes({ type: 'same', param: 'other' }, '12', { other: 12 })).toBe(true);
  });

  it('email, phoneno and zipcode', () => {
    expect(passes({ type: 'email' }, 'player@example.com')).toBe(true);
    expect(passes({ type: 'email' }, 'player@example')).toBe(false);
    expect(passes({ type: 'phoneno' }, '13812345678')).toBe(true);
    expect(passes({ type: 'phoneno' }, '23812345678')).toBe(false);
    expect(passes({ type: 'phoneno' }, '1381234567')).toBe(false);
    expect(passes({ type: 'zipcode' }, '100080')).toBe(true);
    expect(passes({ type: 'zipcode' }, '10008')).toBe(false);
  });

  it('reg: the pattern, with no state carried between calls', () => {
    const rule: CheckRule = { type: 'reg', param: /^a+$/g };
    expect(passes(rule, 'aaa')).toBe(true);
    // A shared global RegExp would now start at lastIndex 3 and fail.
    expect(passes(rule, 'aaa')).toBe(true);
    expect(passes(rule, 'aab')).toBe(false);
  });

  it('in: one of the listed texts', () => {
    const rule: CheckRule = { type: 'in', param: ['1', '2'] };
    expect(passes(rule, '2')).toBe(true);
    expect(passes(rule, 2)).toBe(true);
    expect(passes(rule, '3')).toBe(false);
  });

  it('notnull: anything not blank', () => {
    expect(passes({ type: 'notnull' }, 'x')).toBe(true);
    expect(passes({ type: 'notnull' }, 0)).toBe(true);
  });
});

describe('check: empty values and incomplete rules', () => {
  const allTypes: CheckRule[] = [
    { type: 'string', param: 0 },
    { type: 'int' },
    { type: 'between', param: [0] },
    { type: 'betweenD', param: [0, 99] },
    { type: 'betweenF', param: [0, 1] },
    { type: 'same', param: 'other' },
    { type: 'notsame', param: 'other' },
    { type: 'email' },
    { type: 'phoneno' },
    { type: 'zipcode' },
    { type: 'reg', param: /.*/ },
    { type: 'in', param: [''] },
    { type: 'notnull' },
  ];

  it.each(['', '   ', null, undefined])('an empty value (%j) fails every type', (empty) => {
    for (const rule of allTypes) expect(one(rule, empty, { other: empty })).toEqual({ field: 'f', message: 'bad' });
  });

  it('a missing field counts as empty', () => {
    expect(check({}, [{ name: 'absent', type: 'notnull', message: 'm' }])).toEqual({ field: 'absent', message: 'm' });
  });

  it('skips a rule without type, name or message', () => {
    const values = { f: '' };
    expect(check(values, [{ name: 'f', message: 'm' }])).toBeNull();
    expect(check(values, [{ type: 'notnull', message: 'm' }])).toBeNull();
    expect(check(values, [{ name: 'f', type: 'notnull' }])).toBeNull();
    expect(check(values, [{ name: '', type: 'notnull', message: 'm' }])).toBeNull();
    expect(check(values, [{ name: 'f', type: 'notnull', message: '' }])).toBeNull();
  });

  it('passes an empty rule list', () => {
    expect(check({ f: '' }, [])).toBeNull();
  });
});

describe('check: order', () => {
  it('reports the first failing rule and nothing after it', () => {
    const rules: CheckRule[] = [
      { name: 'a', type: 'notnull', message: 'a-empty' },
      { name: 'b', type: 'int', message: 'b-int' },
      { name: 'a', type: 'between', param: [3, 5], message: 'a-length' },
    ];
    expect(check({ a: 'xy', b: 'z' }, rules)).toEqual({ field: 'b', message: 'b-int' });
    expect(check({ a: 'xy', b: '1' }, rules)).toEqual({ field: 'a', message: 'a-length' });
    expect(check({ a: 'xyz', b: '1' }, rules)).toBeNull();
  });

  it('equals the first rule that fails on its own, for any list', () => {
    const rule = fc.oneof(
      fc.record({ name: fc.constantFrom('a', 'b'), type: fc.constant('int' as const), message: fc.string({ minLength: 1 }) }),
      fc.record({ name: fc.constantFrom('a', 'b'), type: fc.constant('notnull' as const), message: fc.string({ minLength: 1 }) }),
      fc.record({
        name: fc.constantFrom('a', 'b'),
        type: fc.constant('between' as const),
        param: fc.tuple(fc.nat(5), fc.nat(5)).map(([x, y]) => [x, x + y] as const),
        message: fc.string({ minLength: 1 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 8 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (rules, a, b) => {
        const values = { a, b };
        const firstFailing = rules.find((r) => check(values, [r]) !== null);
        expect(check(values, rules)).toEqual(firstFailing ? { field: firstFailing.name, message: firstFailing.message } : null);
      }),
    );
  });
});
