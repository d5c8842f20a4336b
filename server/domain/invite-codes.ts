import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Upper-case letters and digits without the look-alikes 0/O and 1/I, as players copy codes by eye. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

export const normalizeInviteCode = (code: string): string => code.trim().toUpperCase();

export function randomInviteCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Reserves a fresh code for a new owner; retries the rare collision with an existing code. */
export async function reserveInviteCode(tx: Queryable, generate: () => string = randomInviteCode): Promise<string> {
  for (;;) {
    const [row] = await tx.query<{ code: string }>(
      'INSERT INTO invite_codes (code) VALUES ($1) ON CONFLICT (code) DO NOTHING RETURNING code',
      [generate()],
    );
    if (row) return row.code;
  }
}

/** An existing code and its owner (null owner for house codes such as FAST01); null when unknown. */
export async function findInviteCode(db: Queryable, code: string): Promise<{ ownerId: number | null } | null> {
  const [row] = await db.query<{ owner_id: number | null }>('SELECT owner_id FROM invite_codes WHERE code = $1', [normalizeInviteCode(code)]);
  return row ? { ownerId: row.owner_id } : null;
}
