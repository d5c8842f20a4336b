import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database';
import { loadSharedKey } from '../domain/secrets';

/**
 * How the follow rooms name a player: an HMAC of the user id under a key kept in `server_secrets`
 * (the same on every node), so one player always has the same id — a client tells its own bets
 * from others' and groups them — while the numeric user id never reaches other players.
 */

export type RoomPlayerIds = (userId: number) => string;

const KEY_NAME = 'room-player-key';
/** 16 base64url characters: 96 bits. */
const ID_LENGTH = 16;

export function roomPlayerIds(key: Buffer): RoomPlayerIds {
  return (userId) => createHmac('sha256', key).update(`room-player:${userId}`).digest('base64url').slice(0, ID_LENGTH);
}

export const loadRoomPlayerIds = async (db: Queryable): Promise<RoomPlayerIds> => roomPlayerIds(await loadSharedKey(db, KEY_NAME));
