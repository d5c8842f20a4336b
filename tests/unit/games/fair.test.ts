/**
 * The shared commit–reveal functions (models/games/fair.ts), on Web Crypto, against an oracle
 * written from docs/provably-fair.md with Node's own crypto: the hash, the HMAC stream and the draw
 * of every game family agree for any seed, and a tampered seed, hash or result never verifies.
 */
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawFromSeed, seedHashOf, verifyRound } from '../../../models/games/fair';
import { GAME_TYPES, drawResult, type GameType, type RandomBytes } from '../../../models/games';

/** The doc's stream: HMAC-SHA256(seed, "0"), (seed, "1"), … read in order, without end. */
function oracleStream(seed: string): RandomBytes {
  const key = Buffer.from(seed, 'hex');
  let counter = 0;
  let buffer = Buffer.alloc(0);
  return (size) => {
    while (buffer.length < size) buffer = Buffer.concat([buffer, createHmac('sha256', key).update(String(counter++)).digest()]);
    const bytes = buffer.subarray(0, size);
    buffer = buffer.subarray(size);
    return new Uint8Array(bytes);
  };
}

const sha256 = (seed: string): string => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
const seeds = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));
const gameTypes = fc.constantFrom<GameType>(...GAME_TYPES);

/** Another seed: one hex digit changed. */
const tamper = (seed: string, at: number): string => {
  const i = at % seed.length;
  return seed.slice(0, i) + ((Number.parseInt(seed[i]!, 16) + 1) % 16).toString(16) + seed.slice(i + 1);
};

describe('models/games/fair', () => {
  it('hashes the seed bytes with SHA-256', async () => {
    await fc.assert(fc.asyncProperty(seeds, async (seed) => {
        expect(await seedHashOf(seed)).toBe(sha256(seed));
      }), { numRuns: 50 });
  });

  it('draws what the endless HMAC stream gives, for every game family', async () => {
    await fc.assert(
      fc.asyncProperty(seeds, async (seed) => {
        for (const gameType of GAME_TYPES) expect(await drawFromSeed(gameType, seed)).toEqual(drawResult(gameType, oracleStream(seed)));
      }),
      { numRuns: 200 },
    );
  });

  it('reads on past the first block when a draw rejects many bytes', async () => {
    // A seed whose keno draw needs more than the first 32 bytes (about one in 400 does).
    const longDraw = (seed: string): boolean => {
      const stream = oracleStream(seed);
      let used = 0;
      drawResult('hp8', (size) => ((used += size), stream(size)));
      return used > 32;
    };
    let i = 0;
    while (!longDraw(sha256(i.toString(16).padStart(64, '0')))) i += 1;
    const seed = sha256(i.toString(16).padStart(64, '0'));
    for (const gameType of ['hp8', 'pc28'] as const) expect(await drawFromSeed(gameType, seed)).toEqual(drawResult(gameType, oracleStream(seed)));
  });

  it('verifies a revealed round, and refuses a tampered seed, hash or result', async () => {
    await fc.assert(
      fc.asyncProperty(seeds, gameTypes, fc.nat(), async (seed, gameType, at) => {
        const round = { gameType, seed, seedHash: sha256(seed), prizeResult: drawResult(gameType, oracleStream(seed)).join(',') };
        expect(await verifyRound(round)).toEqual({ kind: 'verified' });
        expect((await verifyRound({ ...round, seed: tamper(seed, at) })).kind).toBe('hashMismatch');
        expect((await verifyRound({ ...round, seedHash: sha256(tamper(seed, at)) })).kind).toBe('hashMismatch');
        const other = drawResult(gameType, oracleStream(tamper(seed, at))).join(',');
        if (other !== round.prizeResult) expect(await verifyRound({ ...round, prizeResult: other })).toEqual({ kind: 'resultMismatch', computedResult: round.prizeResult });
      }),
      { numRuns: 100 },
    );
  });

  it('reads a published result with spaces and an upper-case hash as the same, and a seed that is not hex as not committed', async () => {
    const seed = 'ab'.repeat(32);
    const result = (await drawFromSeed('k3', seed)).join(', ');
    expect(await verifyRound({ gameType: 'k3', seed, seedHash: sha256(seed).toUpperCase(), prizeResult: result })).toEqual({ kind: 'verified' });
    expect(await verifyRound({ gameType: 'k3', seed: 'not-a-seed', seedHash: sha256(seed), prizeResult: result })).toEqual({ kind: 'hashMismatch', computedHash: '' });
  });
});
