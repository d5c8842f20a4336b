/** Builders that turn compact play tables into the Rule shape of spec §3 with stable ids. */
import type { Ball, PrizeTier, Rule, RuleGroup } from './types';

export interface GroupSpec {
  /** Suffix of the rule item code: `<rule code>_<code>`. */
  code: string;
  name: string;
  rate: number;
  balls: Ball[];
}

export interface RuleSpec {
  id: number;
  code: string;
  name: string;
  remark: string;
  /** Cents; 1 unit unless given. */
  minBetting?: number;
  /** Cents. */
  maxBetting: number;
  groups: GroupSpec[];
  rateList?: PrizeTier[];
}

const ONE_UNIT = 100;

/** Rule item ids are `ruleId × 100 + position`, so they are stable, unique and above 0. */
export function defineRule(spec: RuleSpec): Rule {
  const balls: RuleGroup[] = spec.groups.map((group, index) => ({
    name: group.name,
    ruleItemId: spec.id * 100 + index + 1,
    ruleItemCode: `${spec.code}_${group.code}`,
    ruleItemRate: group.rate,
    balls: group.balls,
  }));
  return {
    id: spec.id,
    name: spec.name,
    code: spec.code,
    remark: spec.remark,
    minBetting: spec.minBetting ?? ONE_UNIT,
    maxBetting: spec.maxBetting,
    rate: Math.max(...spec.groups.map((group) => group.rate)),
    balls,
    ...(spec.rateList ? { rateList: spec.rateList } : {}),
  };
}

export const ball = (number: string, name: string = number): Ball => ({ number, name });

/** Balls numbered from `first` to `last`; `label` gives the shown name. */
export function ballRange(first: number, last: number, label: (n: number) => string = String): Ball[] {
  return Array.from({ length: last - first + 1 }, (_, i) => ball(String(first + i), label(first + i)));
}

/** A group that is one named bet, e.g. 大 or 豹子: its only ball carries the group's code. */
export function betGroup(code: string, name: string, rate: number): GroupSpec {
  return { code, name, rate, balls: [ball(code, name)] };
}

/** Two-digit display name, as keno and racing numbers are shown: 1 → '01'. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');
