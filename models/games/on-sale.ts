import { GAME_TYPES, type GameType, type LotteryCard } from './types';

/** The catalogue sends the type as text; only the five known families have a screen. */
export function isGameType(type: string): type is GameType {
  return (GAME_TYPES as readonly string[]).includes(type);
}

/**
 * The lotteries a player is offered — home's tiles, carousel and latest draws, the hall, the
 * betting page's tabs: on sale (status 1) and of a family the client can show. One rule, so a
 * lottery is never advertised on one page and missing from the next.
 */
export function lotteriesOnSale(lotteries: readonly LotteryCard[]): LotteryCard[] {
  return lotteries.filter((lottery) => lottery.status === 1 && isGameType(lottery.type));
}
