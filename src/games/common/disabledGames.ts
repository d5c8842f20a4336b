import { parseDisabledGames } from '../../../models/disabled-games';
import type { User } from '../../../models/entities';

/** The lottery ids in a player's `disableGameList`; the server refuses them with 4009 anyway. */
export function disabledGameIds(user: Pick<User, 'disableGameList'> | null | undefined): number[] {
  return parseDisabledGames(user?.disableGameList);
}

export function isGameDisabled(user: Pick<User, 'disableGameList'> | null | undefined, lotteryId: number): boolean {
  return disabledGameIds(user).includes(lotteryId);
}
