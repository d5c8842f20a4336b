/**
 * Commit–reveal draws (docs/provably-fair.md), once for the server and the browser: the seed's
 * SHA-256 is the published `seedHash`, and the result is `drawResult` on the seed's byte stream
 * HMAC-SHA256(seed, "0") ‖ HMAC-SHA256(seed, "1") ‖ … Both run on Web Crypto (`crypto.subtle`),
 * which Node (20+) and every browser in a secure context provide.
 */
import { drawResult } from './draw';
import type { RandomBytes } from './random';
import type { GameType } from './types';

/** A seed as the server stores and reveals it: 32 bytes, 64 lowercase hex digits. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** Thrown where this page has no Web Crypto (a browser outside a secure context: plain http on a LAN address). */
export class FairCryptoUnavailable extends Error {
  constructor() {
    super('fair: Web Crypto (crypto.subtle) is not available here');
    this.name = 'FairCryptoUnavailable';
  }
}

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new FairCryptoUnavailable();
  return api;
}

const hexToBytes = (hex: string): Uint8Array<ArrayBuffer> => {
  if (!SEED_PATTERN.test(hex)) throw new RangeError('fair: a seed is 64 lowercase hex digits');
  return new Uint8Array(Array.from({ length: hex.length / 2 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)));
};

const toHex = (bytes: ArrayBuffer): string => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the seed's bytes, as 64 hex digits: the round's `seedHash`. */
export async function seedHashOf(seedHex: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', hexToBytes(seedHex)));
}

/** The first `count` blocks of the seed's stream, concatenated. */
async function seedBlocks(seedHex: string, count: number): Promise<Uint8Array> {
  const api = subtle();
  const key = await api.importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const blocks = await Promise.all(Array.from({ length: count }, (_, i) => api.sign('HMAC', key, encoder.encode(String(i)))));
  const stream = new Uint8Array(count * 32);
  blocks.forEach((block, i) => stream.set(new Uint8Array(block), i * 32));
  return stream;
}

class StreamExhausted extends Error {}

/** Reads `stream` from the start; throws StreamExhausted when the draw needs more bytes than it holds. */
function reader(stream: Uint8Array): RandomBytes {
  let at = 0;
  return (size) => {
    if (at + size > stream.length) throw new StreamExhausted();
    at += size;
    return stream.slice(at - size, at);
  };
}

/**
 * The result the seed gives for the game. Web Crypto is asynchronous and `drawResult` reads
 * synchronously, so the draw runs on a prefix of the stream (one block of 32 bytes covers most
 * draws) and again on a prefix twice as long whenever it ran out: the prefix's bytes are the
 * stream's, so the result is the one an endless stream gives.
 */
export async function drawFromSeed(gameType: GameType, seedHex: string): Promise<number[]> {
  for (let count = 1; ; count *= 2) {
    const stream = await seedBlocks(seedHex, count);
    try {
      return drawResult(gameType, reader(stream));
    } catch (error) {
      if (!(error instanceof StreamExhausted)) throw error;
    }
  }
}

/** What a drawn round shows: its game, the revealed seed, the published hash and the result. */
export interface RevealedRound {
  gameType: GameType;
  seed: string;
  seedHash: string;
  /** The published result, a comma list ('1,2,3'). */
  prizeResult: string;
}

/** The verdict on a round: the seed is the committed one and gives the published result, or which check failed. */
export type FairVerdict = { kind: 'verified' } | { kind: 'hashMismatch'; computedHash: string } | { kind: 'resultMismatch'; computedResult: string };

/**
 * Checks a revealed round as anyone can: SHA-256(seed) must be the published hash, and the draw
 * from the seed must be the published result. A seed that is not 64 hex digits fails the hash
 * check (it cannot be the committed seed).
 */
export async function verifyRound(round: RevealedRound): Promise<FairVerdict> {
  const seed = round.seed.trim().toLowerCase();
  if (!SEED_PATTERN.test(seed)) return { kind: 'hashMismatch', computedHash: '' };
  const computedHash = await seedHashOf(seed);
  if (computedHash !== round.seedHash.trim().toLowerCase()) return { kind: 'hashMismatch', computedHash };
  const computedResult = (await drawFromSeed(round.gameType, seed)).join(',');
  const published = round.prizeResult.split(',').map((part) => part.trim()).join(',');
  return computedResult === published ? { kind: 'verified' } : { kind: 'resultMismatch', computedResult };
}
