import type { Lottery, SellingInfo } from '../../../models/games';
import type { Queryable } from '../../db/database';
import { formatServerTime } from '../notices';
import { roundOrders } from './order-records';
import { roundView, viewSlots } from './round-view';
import { findRounds } from './rounds';
import type { GameSettings } from './settings';

const at = (ms: number): string => formatServerTime(new Date(ms));

/**
 * The round a player sees now (round-view.ts) in the shape of spec §3: its number and status,
 * its draw time, the close threshold in seconds, the next opening, the server clock, the player's
 * bets in it (none for a visitor) and its seed hash once the round exists.
 */
export async function sellingInfo(db: Queryable, settings: GameSettings, lottery: Lottery, userId: number | null): Promise<SellingInfo> {
  const now = settings.now();
  const timetable = settings.timetableOf(lottery);
  const { slot, row, status } = roundView(timetable, now, await findRounds(db, lottery.id, viewSlots(timetable, now)));
  return {
    currentNo: slot.prizeNo,
    status,
    resultTime: at(slot.drawAt),
    closeTime: timetable.closeBeforeDrawS,
    openTime: at(slot.nextOpenAt),
    currentTime: at(now),
    orderList: row && userId !== null ? await roundOrders(db, userId, row.id) : [],
    ...(row ? { seedHash: row.seedHash } : {}),
  };
}
