import { amountToCents } from '../../models/money';

/**
 * An amount typed on the operator's command line, in currency units: digits with at most two
 * decimals, optionally grouped by thousands (1,234.50). Nothing else — no exponent (1e3), hex,
 * sign (-0, +5) or third decimal — since a typo there moves real money. Null when refused.
 */
const CLI_AMOUNT = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d{1,2})?$/;

export function cliAmountToCents(text: string): number | null {
  return CLI_AMOUNT.test(text) ? amountToCents(text) : null;
}
