import type { User } from '../../models/entities';
import type { Queryable } from '../db/database';
import { reserveInviteCode } from './invite-codes';

/** Players' accounts: creation, the login lookup and the profile the client shows. */

/** Accounts are letters and digits compared without case: "Demo001" logs in as "demo001". */
export const normalizeAccount = (account: string): string => account.trim().toLowerCase();

export interface NewUser {
  account: string;
  passwordHash: string;
  withdrawPasswordHash: string;
  inviterId: number | null;
}

/**
 * Creates a player with a zero balance and an invite code of their own. Answers the user id, or
 * null when the account is taken (also when a concurrent registration took it a moment earlier).
 */
export async function createUser(tx: Queryable, user: NewUser): Promise<number | null> {
  const inviteCode = await reserveInviteCode(tx);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (account, password_hash, withdraw_password_hash, invite_code, inviter_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account) DO NOTHING RETURNING id`,
    [normalizeAccount(user.account), user.passwordHash, user.withdrawPasswordHash, inviteCode, user.inviterId],
  );
  if (!row) {
    await tx.query('DELETE FROM invite_codes WHERE code = $1', [inviteCode]);
    return null;
  }
  await tx.query('UPDATE invite_codes SET owner_id = $2 WHERE code = $1', [inviteCode, row.id]);
  return row.id;
}

export interface LoginRecord {
  id: number;
  passwordHash: string;
  frozen: boolean;
}

export async function findLoginRecord(db: Queryable, account: string): Promise<LoginRecord | null> {
  const [row] = await db.query<{ id: number; password_hash: string; frozen: boolean }>(
    'SELECT id, password_hash, frozen FROM users WHERE account = $1',
    [normalizeAccount(account)],
  );
  return row ? { id: row.id, passwordHash: row.password_hash, frozen: row.frozen } : null;
}

export async function updatePasswordHash(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

interface UserRow {
  id: number;
  account: string;
  balance_cents: number;
  name: string;
  card_no: string;
  mobile: string;
  qq: string;
  email: string;
  bind_status: boolean;
  avatar: string;
  vip_level: number;
  disable_game_list: string;
  package_id: number;
  platform_id: number;
  invite_code: string;
}

/** The User entity of spec §3 (balance in cents), or null for an unknown id. */
export async function loadUser(db: Queryable, userId: number): Promise<User | null> {
  const [row] = await db.query<UserRow>(
    `SELECT id, account, balance_cents, name, card_no, mobile, qq, email, bind_status, avatar,
            vip_level, disable_game_list, package_id, platform_id, invite_code
     FROM users WHERE id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    userId: row.id,
    account: row.account,
    balance: row.balance_cents,
    name: row.name,
    cardNo: row.card_no,
    mobile: row.mobile,
    qq: row.qq,
    email: row.email,
    bindStatus: row.bind_status,
    avatar: row.avatar,
    vipLevel: row.vip_level,
    disableGameList: row.disable_game_list,
    packageId: row.package_id,
    platformId: row.platform_id,
    inviteCode: row.invite_code,
  };
}
