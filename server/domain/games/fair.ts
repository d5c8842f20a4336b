import { createHash, createHmac, randomBytes } from 'node:crypto';
import { drawResult, type GameType, type RandomBytes } from '../../../models/games';

/**
 * Commit–reveal draws (docs/provably-fair.md). Each round gets 32 random bytes when it is created;
 * only their SHA-256 is published until the draw. The result is a pure function of the seed, so
 * once the seed is revealed anyone can check both that it is the committed one and that it gives
 * the published result.
 */

export const SEED_BYTES = 32;

/** A fresh seed, as 64 hex digits. */
export const newSeed = (): string => randomBytes(SEED_BYTES).toString('hex');

export const seedHashOf = (seedHex: string): string => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/**
 * The seed's byte stream: HMAC-SHA256(key = seed, message = "0"), then "1", "2", … (the block
 * counter in decimal ASCII), concatenated and read from the start.
 */
export function seedStream(seedHex: string): RandomBytes {
  const key = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let buffer = Buffer.alloc(0);
  return (size) => {
    while (buffer.length < size) {
      buffer = Buffer.concat([buffer, createHmac('sha256', key).update(String(counter)).digest()]);
      counter += 1;
    }
    const bytes = buffer.subarray(0, size);
    buffer = buffer.subarray(size);
    return new Uint8Array(bytes);
  };
}

/** The result the seed gives for the game (models' drawResult on the seed's stream). */
export const drawFromSeed = (gameType: GameType, seedHex: string): number[] => drawResult(gameType, seedStream(seedHex));
