import type { Queryable } from '../../db/database';
import type { PasswordKind } from './password-failures';

/** The two password hashes of a player: the login password and the withdrawal password. */

const COLUMN: Readonly<Record<PasswordKind, string>> = { login: 'password_hash', withdraw: 'withdraw_password_hash' };

export async function loadPasswordHash(db: Queryable, userId: number, kind: PasswordKind): Promise<string | null> {
  const [row] = await db.query<{ hash: string }>(`SELECT ${COLUMN[kind]} AS hash FROM users WHERE id = $1`, [userId]);
  return row?.hash ?? null;
}

export async function storePasswordHash(tx: Queryable, userId: number, kind: PasswordKind, hash: string): Promise<void> {
  await tx.query(`UPDATE users SET ${COLUMN[kind]} = $2 WHERE id = $1`, [userId, hash]);
}
