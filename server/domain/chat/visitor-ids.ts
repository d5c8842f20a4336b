import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Visitor ids: a visitor's conversation is found by the id the server gave it on its first entry.
 * The id is 16 random bytes plus an HMAC of them under a key kept in `server_secrets`, so an id
 * is accepted back only if this deployment issued it — a guessed or made-up id gets a new one.
 */

const RANDOM_BYTES = 16;
const MAC_BYTES = 16;
const SHAPE = /^v([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

export interface VisitorIds {
  issue(): string;
  /** True only for an id issue() made with this key. */
  verify(id: string): boolean;
}

export function visitorIds(key: Buffer): VisitorIds {
  const mac = (random: string): Buffer => createHmac('sha256', key).update(`chat-visitor:${random}`).digest().subarray(0, MAC_BYTES);
  return {
    issue() {
      const random = randomBytes(RANDOM_BYTES).toString('base64url');
      return `v${random}.${mac(random).toString('base64url')}`;
    },
    verify(id) {
      const match = SHAPE.exec(id);
      if (!match) return false;
      const given = Buffer.from(match[2]!, 'base64url');
      return given.length === MAC_BYTES && timingSafeEqual(given, mac(match[1]!));
    },
  };
}

/** Conversation keys: the player's user id (from the token) or the issued visitor id. */
export const playerKey = (userId: number): string => `u:${userId}`;
export const visitorKey = (visitorId: string): string => `v:${visitorId}`;
/** The desk's short name for a visitor: enough to tell conversations apart, not the whole secret id. */
export const visitorLabel = (visitorId: string): string => `visitor-${visitorId.slice(1, 7)}`;
