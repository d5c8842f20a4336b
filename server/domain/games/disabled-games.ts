import { parseDisabledGames } from '../../../models/disabled-games';
import { lotteryById } from '../../../models/games';
import type { Database, Queryable } from '../../db/database';
import { findLoginRecord } from '../accounts';
import { OperatorError } from '../operator';

/**
 * A player's disabled lotteries (users.disable_game_list, the JSON list the client gets as
 * `disableGameList`): their selling info, rules and orders answer 4009.
 */

export async function isGameDisabled(db: Queryable, userId: number, lotteryId: number): Promise<boolean> {
  const [row] = await db.query<{ disable_game_list: string }>('SELECT disable_game_list FROM users WHERE id = $1', [userId]);
  return parseDisabledGames(row?.disable_game_list ?? '[]').includes(lotteryId);
}

/** Operator task: disables or enables a lottery for a player; answers the new list. Throws messages for the operator. */
export async function setGameDisabled(db: Database, account: string, lotteryId: number, disabled: boolean): Promise<number[]> {
  if (!lotteryById(lotteryId)) throw new OperatorError(`No lottery ${lotteryId}`, 404);
  const user = await findLoginRecord(db, account);
  if (!user) throw new OperatorError(`No account "${account}"`, 404);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ disable_game_list: string }>('SELECT disable_game_list FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const others = parseDisabledGames(row?.disable_game_list ?? '[]').filter((id) => id !== lotteryId);
    const list = (disabled ? [...others, lotteryId] : others).sort((a, b) => a - b);
    await tx.query('UPDATE users SET disable_game_list = $2 WHERE id = $1', [user.id, JSON.stringify(list)]);
    return list;
  });
}
