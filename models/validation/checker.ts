/**
 * The generic checker of spec §5: runs rules in order against a values object and reports the
 * first one that fails.
 *
 * - A rule without `type`, `name` or `message` is skipped (counts as passed), as in the original.
 * - An empty value (null, undefined, blank text) fails every rule, whatever its type.
 * - Values are compared as text (`String(value)`).
 *
 * Types:
 * - `string`: exactly `param` characters.
 * - `int`: an optional sign and digits.
 * - `between`: LENGTH in characters within [min, max]; a missing max means no upper bound. The
 *   original's name says nothing about what is bounded; every use in the spec is a length
 *   (account 6–12, password 6–12), and the numeric ranges have betweenD and betweenF.
 * - `betweenD`: a 1–2 digit whole number within [min, max].
 * - `betweenF`: a decimal number within [min, max].
 * - `same` / `notsame`: equal / not equal to the field named by `param`.
 * - `email`, `phoneno` (11 digits starting 1), `zipcode` (6 digits): formats of helpers.ts.
 * - `reg`: matches the RegExp `param`.
 * - `in`: one of the texts in `param`.
 * - `notnull`: not empty (the empty check alone).
 */
import { charLength, isBlank, isEmail, isPhoneNo, isZipcode } from './helpers';

type Range = readonly [min: number, max?: number];

/** The test of a rule: its type and the parameter that type needs. */
export type RuleTest =
  | { type: 'string'; param: number }
  | { type: 'int' | 'email' | 'phoneno' | 'zipcode' | 'notnull'; param?: undefined }
  | { type: 'between' | 'betweenD' | 'betweenF'; param: Range }
  | { type: 'same' | 'notsame'; param: string }
  | { type: 'reg'; param: RegExp }
  | { type: 'in'; param: readonly string[] };

/** One rule. `M` is the message type, e.g. a translation key union. */
export type CheckRule<M extends string = string> = { name?: string; message?: M } & (
  | RuleTest
  | { type?: undefined; param?: unknown }
);

export interface CheckFailure<M extends string = string> {
  field: string;
  message: M;
}

export type CheckValues = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const inRange = (n: number, [min, max]: Range): boolean => n >= min && (max === undefined || n <= max);

const INT = /^[+-]?\d+$/;
const ONE_OR_TWO_DIGITS = /^\d{1,2}$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function passes(rule: RuleTest, value: string, values: CheckValues): boolean {
  switch (rule.type) {
    case 'string':
      return charLength(value) === rule.param;
    case 'int':
      return INT.test(value);
    case 'between':
      return inRange(charLength(value), rule.param);
    case 'betweenD':
      return ONE_OR_TWO_DIGITS.test(value) && inRange(Number(value), rule.param);
    case 'betweenF':
      return DECIMAL.test(value) && inRange(Number(value), rule.param);
    case 'same':
      return value === text(values[rule.param]);
    case 'notsame':
      return value !== text(values[rule.param]);
    case 'email':
      return isEmail(value);
    case 'phoneno':
      return isPhoneNo(value);
    case 'zipcode':
      return isZipcode(value);
    case 'reg':
      // A fresh copy, so a global or sticky pattern's lastIndex never carries over between calls.
      return new RegExp(rule.param.source, rule.param.flags.replace(/[gy]/g, '')).test(value);
    case 'in':
      return rule.param.includes(value);
    case 'notnull':
      return true;
  }
}

/** The field and message of the first failing rule, or null when every rule passes. */
export function check<M extends string>(values: CheckValues, rules: readonly CheckRule<M>[]): CheckFailure<M> | null {
  for (const rule of rules) {
    const { name, message } = rule;
    if (!rule.type || !name || !message) continue;
    const value = values[name];
    if (isBlank(value) || !passes(rule, text(value), values)) return { field: name, message };
  }
  return null;
}
