/** Stakes (spec §5): what a typed stake is in cents, the smallest allowed, the default. */
import { amountToCents, centsToAmount } from '../money';
import { typedAmountCents } from '../typed-amount';
import type { GameType, Room, Rule } from './types';

const ONE_UNIT = 100;

/**
 * Cents of a stake; pc28 stakes are floored to whole units (spec §5). A typed stake (text) follows
 * the rule of every money field (models/typed-amount.ts readTypedAmount): null, not rounded, for a third
 * decimal, a comma or an exponent. Null when it is not a number.
 */
export function stakeToCents(gameType: GameType, stake: number | string): number | null {
  const cents = typeof stake === 'string' ? typedAmountCents(stake) : amountToCents(stake);
  if (cents === null) return null;
  return gameType === 'pc28' ? Math.floor(cents / ONE_UNIT) * ONE_UNIT : cents;
}

/** Whether a stake of `cents` is one the game takes: pc28 stakes are whole units, others any cents. */
export const isWholeStakeCents = (gameType: GameType, cents: number): boolean => gameType !== 'pc28' || cents % ONE_UNIT === 0;

/** Smallest stake per bet, cents: the rule's minBetting; for pc28 the room's, and at least 1 unit. */
export function minimumStakeCents(gameType: GameType, rule: Rule, room?: Room): number {
  return gameType === 'pc28' ? Math.max(ONE_UNIT, room?.minLimitBetting ?? 0) : rule.minBetting;
}

/** The stake a fresh slip shows, in units: the minimum (rounded up to whole units for pc28), or 1 without one. */
export function defaultStake(gameType: GameType, rule: Rule, room?: Room): number {
  const minimum = minimumStakeCents(gameType, rule, room);
  if (gameType === 'pc28') return Math.ceil(minimum / ONE_UNIT);
  return minimum > 0 ? centsToAmount(minimum) : 1;
}

/** The largest multiplier a slip takes (issue 20 §3): far above any stake limit, and keeps totals safe integers. */
export const MAX_MULTIPLIER = 1000;

/** Whether `value` is a multiplier the slip takes: a whole number from 1 to MAX_MULTIPLIER. */
export const isMultiplier = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_MULTIPLIER;

/**
 * A typed multiplier (issue 20 §3), read by the rule of every number a player types
 * (readTypedAmount): the whole number from 1 to MAX_MULTIPLIER that was typed, or null — never
 * another number: "2.5", "1,000", "1e3", "0" and "1001" are refused, not rounded, cut or clamped.
 * Full-width digits read as their ASCII forms, as in a money field.
 */
/**
 * Why readMultiplier refused what was typed, a key of the `validation` namespace. Not in
 * ValidationKey (models/validation/keys.ts): that table loads with the first page, the slip does not.
 */
export const MULTIPLIER_REFUSED = 'validation:tips_multiplier';

export function readMultiplier(text: string): number | null {
  const cents = typedAmountCents(text);
  if (cents === null || cents % ONE_UNIT !== 0) return null;
  const times = cents / ONE_UNIT;
  return isMultiplier(times) ? times : null;
}

/**
 * Cents per bet of a slip: the typed stake (stakeToCents) times the multiplier (issue 20 §3). The
 * order carries this as its bettingAmount with bettingTimes 1 (spec §9 fixes it at 1), so the
 * server checks the minimum, the play's maximum and count × amount exactly as for any order.
 * Null when the stake is refused or the multiplier is not one.
 */
export function betAmountCents(gameType: GameType, stake: number | string, multiplier = 1): number | null {
  const cents = stakeToCents(gameType, stake);
  return cents === null || !isMultiplier(multiplier) ? null : cents * multiplier;
}

/** Quick stakes (chips), in units, before the play's limits pick the ones that fit. */
const CHIP_UNITS = [1, 2, 5, 10, 20, 50, 100, 500] as const;

/**
 * The chips a slip offers for a play (issue 20 §3): the quick stakes from its minimum to its
 * maximum per bet, whole units (so pc28's too), at most six.
 */
export function stakeChips(gameType: GameType, rule: Rule, room?: Room): number[] {
  const minimum = minimumStakeCents(gameType, rule, room);
  return CHIP_UNITS.filter((units) => units * ONE_UNIT >= minimum && units * ONE_UNIT <= rule.maxBetting).slice(0, 6);
}
