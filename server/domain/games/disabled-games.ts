import { parseDisabledGames } from '../../../models/disabled-games';
import { lotteryById } from '../../../models/games';
import type { Database, Queryable } from '../../db/database';
import { OperatorError, requireAccount } from '../operator';

/**
 * A player's disabled lotteries (users.disable_game_list, the JSON list the client gets as
 * `disableGameList`): their selling info, rules and orders answer 4009.
 */

export async function isGameDisabled(db: Queryable, userId: number, lotteryId: number): Promise<boolean> {
  const [row] = await db.query<{ disable_game_list: string }>('SELECT disable_game_list FROM users WHERE id = $1', [userId]);
  return parseDisabledGames(row?.disable_game_list ?? '[]').includes(lotteryId);
}

/** Operator task, in the caller's transaction: disables or enables a lottery for a player; answers the new list. */
export async function setGameDisabledIn(tx: Queryable, account: string, lotteryId: number, disabled: boolean): Promise<number[]> {
  if (!lotteryById(lotteryId)) throw new OperatorError(`No lottery ${lotteryId}`, 404);
  const user = await requireAccount(tx, account);
  const [row] = await tx.query<{ disable_game_list: string }>('SELECT disable_game_list FROM users WHERE id = $1 FOR UPDATE', [user.id]);
  const others = parseDisabledGames(row?.disable_game_list ?? '[]').filter((id) => id !== lotteryId);
  const list = (disabled ? [...others, lotteryId] : others).sort((a, b) => a - b);
  await tx.query('UPDATE users SET disable_game_list = $2 WHERE id = $1', [user.id, JSON.stringify(list)]);
  return list;
}

export const setGameDisabled = (db: Database, account: string, lotteryId: number, disabled: boolean): Promise<number[]> =>
  db.transaction((tx) => setGameDisabledIn(tx, account, lotteryId, disabled));
