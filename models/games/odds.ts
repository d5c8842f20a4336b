/** Odds and payouts (spec §9: odds are floored to 2 decimals). */
import { amountToCents, floorTo2 } from '../money';

/** Odds as shown and paid: floored to 2 decimals, so 1.982 pays 1.98. */
export function floorOdds(rate: number): number {
  return floorTo2(rate);
}

/** Payout in whole cents (rounded down) of one winning bet of `stakeCents` at `rate`. */
export function payoutOf(stakeCents: number, rate: number): number {
  const hundredths = amountToCents(floorOdds(rate)) ?? 0;
  return Math.floor((stakeCents * hundredths) / 100);
}
