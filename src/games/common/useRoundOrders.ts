import { useSelector } from '../../app/use-selector';
import { roundOf } from '../../../machines/games/game.machine';
import type { RoundOrder } from '../../../models/games';
import type { GameRef } from '../../app/game-hooks';

const NONE: RoundOrder[] = [];

/** The player's orders in the current round, as the selling info lists them (refreshed after each order). */
export function useRoundOrders(game: GameRef): RoundOrder[] {
  const round = useSelector(game, roundOf);
  return useSelector(round, (s) => s?.context.info?.orderList ?? NONE) ?? NONE;
}
