/** Bet-slip messages of spec §5, as keys of the `games` translation namespace. */
export const GameMessageKey = {
  /** The round is not open (status ≠ 0). */
  noBuy: 'games:tips_no_buy',
  /** The stake is missing or below the minimum; takes the minimum. */
  betMin: 'games:tips_bet_min',
  /** The picks are not a valid bet of the play. */
  number: 'games:tips_number',
} as const;

export type GameMessageKeyValue = (typeof GameMessageKey)[keyof typeof GameMessageKey];
