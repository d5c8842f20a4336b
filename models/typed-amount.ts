/**
 * The one rule of every money field a player types into (deposit, withdrawal, stake). A module of
 * its own: the pages that take amounts load it, the first page does not.
 */

/** Why a typed amount is refused: nothing typed, not a plain decimal number, or more than 2 decimals. */
export type TypedAmountProblem = 'blank' | 'format' | 'decimals';

/** A typed amount read as exactly what the player meant, or why it is refused. */
export type TypedAmount = { cents: number } | { problem: TypedAmountProblem };

/** Digits with an optional point and fraction; the fraction is checked separately to say why. */
const TYPED_AMOUNT = /^(\d+)(?:\.(\d*))?$/;
/** Enough for any amount a player can own, and far below unsafe integers. */
const MAX_TYPED_DIGITS = 13;

/**
 * The one rule of every money field a player types into (deposit, withdrawal, stake): the amount is
 * what was typed, or a refusal — never another number. Full-width digits and point (typed with a
 * Chinese or Japanese input method) read as their ASCII forms; a comma, a letter, a sign or an
 * exponent is refused instead of dropped, so "150,50" can never become 15,050; a third decimal is
 * refused instead of rounded.
 */
export function readTypedAmount(text: string): TypedAmount {
  const plain = text.normalize('NFKC').trim();
  if (plain === '') return { problem: 'blank' };
  const match = TYPED_AMOUNT.exec(plain);
  if (!match || match[1]!.length > MAX_TYPED_DIGITS) return { problem: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { problem: 'decimals' };
  return { cents: Number(match[1]) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** Cents of a typed amount, or null when readTypedAmount refuses it. */
export function typedAmountCents(text: string): number | null {
  const reading = readTypedAmount(text);
  return 'cents' in reading ? reading.cents : null;
}
