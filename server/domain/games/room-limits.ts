import type { Room } from '../../../models/games';

/**
 * The house's limit on what all players together stake in one room in one round (code 3004): the
 * exposure of ten players at their personal limit. The personal limit itself (3003) is the room's
 * maxBettingSinglePeriod from the catalogue.
 */
export const PLAYERS_AT_FULL_STAKE = 10;

export const roomPeriodTotalLimit = (room: Room): number => room.maxBettingSinglePeriod * PLAYERS_AT_FULL_STAKE;
