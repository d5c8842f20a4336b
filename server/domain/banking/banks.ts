import type { Bank, UserBank } from '../../../models/account';
import type { Queryable } from '../../db/database';

/** The banks a player may bind, and the one bank card or wallet a player has bound. */

export async function listBanks(db: Queryable): Promise<Bank[]> {
  const rows = await db.query<{ id: number; name: string; code: string }>('SELECT id, name, code FROM banks WHERE enabled ORDER BY sort, id');
  return rows.map((row) => ({ bankId: row.id, bankName: row.name, bankCode: row.code }));
}

export async function findBank(db: Queryable, bankId: number): Promise<Bank | null> {
  const [row] = await db.query<{ id: number; name: string; code: string }>('SELECT id, name, code FROM banks WHERE id = $1 AND enabled', [bankId]);
  return row ? { bankId: row.id, bankName: row.name, bankCode: row.code } : null;
}

interface UserBankRow {
  id: number;
  bank_id: number;
  name: string;
  code: string;
  card_no: string;
  holder: string;
  bank_sub: string;
  bank_number: string;
  holder_kana: string;
}

/** The player's bound entry, or null. */
export async function findUserBank(db: Queryable, userId: number): Promise<UserBank | null> {
  const [row] = await db.query<UserBankRow>(
    `SELECT ub.id, ub.bank_id, b.name, b.code, ub.card_no, ub.holder, ub.bank_sub, ub.bank_number, ub.holder_kana
     FROM user_banks ub JOIN banks b ON b.id = ub.bank_id WHERE ub.user_id = $1`,
    [userId],
  );
  return row
    ? {
        id: row.id,
        bankId: row.bank_id,
        bankName: row.name,
        bankCode: row.code,
        bankCardNo: row.card_no,
        bankUserName: row.holder,
        bankSub: row.bank_sub,
        bankNumber: row.bank_number,
        bankUserNameKa: row.holder_kana,
      }
    : null;
}

/** One player per card or wallet: compared without spaces and letter case. */
export const cardKey = (cardNo: string): string => cardNo.replace(/\s+/g, '').toUpperCase();
