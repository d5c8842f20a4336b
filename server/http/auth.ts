import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { parseDisabledGames } from '../../models/disabled-games';
import { findCaller, hashToken, type Caller } from '../domain/sessions';

/** The caller behind the `token` header, or null when it is missing, unknown, expired or revoked. */
export async function authenticate(db: Queryable, request: FastifyRequest): Promise<Caller | null> {
  const token = tokenOf(request);
  return token === null ? null : findCaller(db, token);
}

/** The `token` header of a request, or null when it is missing or empty. */
export function tokenOf(request: FastifyRequest): string | null {
  const token = request.headers.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** A caller found by authenticateAll, with the lotteries they may not play (users.disable_game_list) and how others see them. */
export interface PlayingCaller extends Caller {
  disabledGames: number[];
  account: string;
  avatar: string;
}

/**
 * authenticate for many tokens in one statement (the order batch): the caller behind each token,
 * or null when it is missing, unknown, expired or revoked. The caller's disabled lotteries (the
 * order's 4009 check) and account and avatar (the follow rooms' message) come with it.
 */
export async function authenticateAll(db: Queryable, tokens: readonly (string | null)[]): Promise<(PlayingCaller | null)[]> {
  const hashes = tokens.map((token) => (token === null ? null : hashToken(token)));
  const wanted = [...new Set(hashes.filter((hash) => hash !== null))];
  if (wanted.length === 0) return tokens.map(() => null);
  const rows = await db.query<{ token_hash: string; id: number; user_id: number; disable_game_list: string | null; account: string; avatar: string }>(
    `SELECT s.token_hash, s.id, s.user_id, u.disable_game_list, u.account, u.avatar FROM sessions AS s JOIN users AS u ON u.id = s.user_id
     WHERE s.token_hash = ANY($1::text[]) AND s.revoked_at IS NULL AND s.token_expires_at > now()`,
    [wanted],
  );
  const found = new Map(
    rows.map((row): [string, PlayingCaller] => [
      row.token_hash,
      { userId: row.user_id, sessionId: row.id, disabledGames: parseDisabledGames(row.disable_game_list), account: row.account, avatar: row.avatar },
    ]),
  );
  return hashes.map((hash) => (hash === null ? null : (found.get(hash) ?? null)));
}
