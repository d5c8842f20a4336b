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
