import { formatAmount } from '../../models/money';

/**
 * Bounds of every amount the ledger accepts (migration 004 repeats them as CHECK constraints).
 * Balances stay below 10^15 cents, far inside exact JS integers (2^53 ≈ 9.007·10^15), so adding
 * any allowed entry to any allowed balance is exact; anything that would pass a bound is refused
 * before a row is written.
 */

/** The largest single ledger entry: 100,000,000,000.00. */
export const MAX_ENTRY_CENTS = 10_000_000_000_000;
/** The largest balance a wallet may hold: 10,000,000,000,000.00. */
export const MAX_BALANCE_CENTS = 1_000_000_000_000_000;

/** A positive whole number of cents no larger than one ledger entry may be. */
export const isEntryAmount = (cents: unknown): cents is number =>
  typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_ENTRY_CENTS;

export const MAX_ENTRY_TEXT = formatAmount(MAX_ENTRY_CENTS);
export const MAX_BALANCE_TEXT = formatAmount(MAX_BALANCE_CENTS);
