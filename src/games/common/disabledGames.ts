import type { User } from '../../../models/entities';

/**
 * The lottery ids in a player's `disableGameList` (spec §3: a JSON-encoded list). Anything
 * unreadable counts as no list: the server refuses a disabled game with 4009 anyway.
 */
export function disabledGameIds(user: Pick<User, 'disableGameList'> | null | undefined): number[] {
  if (!user?.disableGameList) return [];
  try {
    const value: unknown = JSON.parse(user.disableGameList);
    return Array.isArray(value) ? value.map(Number).filter((id) => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export function isGameDisabled(user: Pick<User, 'disableGameList'> | null | undefined, lotteryId: number): boolean {
  return disabledGameIds(user).includes(lotteryId);
}
