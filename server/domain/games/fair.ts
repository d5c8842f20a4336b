import { randomBytes } from 'node:crypto';

/**
 * Commit–reveal draws (docs/provably-fair.md). Each round gets 32 random bytes when it is created;
 * only their SHA-256 is published until the draw. The hash and the draw from the seed are the
 * models' (models/games/fair.ts), the very functions the player's browser verifies a round with.
 */
export { drawFromSeed, seedHashOf } from '../../../models/games/fair';

export const SEED_BYTES = 32;

/** A fresh seed, as 64 hex digits. */
export const newSeed = (): string => randomBytes(SEED_BYTES).toString('hex');
