/** Behaviour of the pc28 plays, including each room's 13/14 rule. */
import { SINGLE, ballPlay, paidAtItemRate, type Play, type SettleContext, type Verdict } from '../play';
import { MIDDLE_SUMS, sumFacts } from './sum';

/**
 * Settles a two-sides or combo bet under the room's 13/14 rule. On a middle sum a bet that wins
 * is paid back its stake only (`refund`: every combo, and two-sides staked at least the
 * threshold) or paid at the reduced odds (`reduced`); losing bets lose. Other sums, and rooms
 * with the rule off, settle at the bet's own odds.
 */
function middleSumRule(kind: 'twoSides' | 'combo', won: boolean, total: number, context: SettleContext): Verdict {
  const rule = context.rule1314;
  if (!won || !MIDDLE_SUMS.includes(total) || rule.mode === 'off') return paidAtItemRate(context, won ? 1 : 0);
  if (rule.mode === 'reduced') return { kind: 'paid', wins: [{ rate: rule.odds, times: 1 }] };
  const refunded = kind === 'combo' || context.stakeTotalCents >= rule.thresholdCents;
  return refunded ? { kind: 'refund' } : paidAtItemRate(context, 1);
}

/** A one-pick play whose bet wins when `won(bet, digits)` holds, under the 13/14 rule. */
const middleSumPlay = (kind: 'twoSides' | 'combo', won: (bet: string, digits: readonly number[]) => boolean): Play => ({
  ...ballPlay(SINGLE, won),
  settle: (picks, digits, context) =>
    middleSumRule(kind, picks.flat().some((bet) => won(bet, digits)), sumFacts(digits).total, context),
});

export const PC28_PLAYS: Readonly<Record<string, Play>> = {
  tm: ballPlay(SINGLE, (sum, digits) => sumFacts(digits).total === Number(sum)),
  dxds: middleSumPlay('twoSides', (side, digits) => {
    const { size, parity } = sumFacts(digits);
    return side === size || side === parity;
  }),
  zh: middleSumPlay('combo', (combo, digits) => sumFacts(digits).combo === combo),
  jz: ballPlay(SINGLE, (extreme, digits) => sumFacts(digits).extreme === extreme),
  bs: ballPlay(SINGLE, (colour, digits) => sumFacts(digits).colour === colour),
  bz: ballPlay(SINGLE, (_triple, digits) => sumFacts(digits).triple),
};
