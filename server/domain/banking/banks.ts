import type { Bank, UserBank } from '../../../models/account';
import type { Variant } from '../../../models/currency';
import type { Language } from '../../../models/language';
import type { Queryable } from '../../db/database';
import { decodeTexts, pick } from '../content/languages';

/**
 * The banks a player may bind, and the one bank card or wallet a player has bound. A site lists
 * the banks of its currency (`variants`: cn Chinese, jp Japanese, cp Vietnamese; USDT wallets on
 * all), each named in the player's language (`names`, migration 017; `name` is the fallback) with
 * its other names, so a search finds it by any of them or by its code.
 */

interface BankRow {
  id: number;
  name: string;
  code: string;
  names: string;
}

/** A bank's name in `lang`, falling back to zh-CN, then to the operator's `name`. */
export const nameIn = (row: Pick<BankRow, 'name' | 'names'>, lang: Language): string => pick(decodeTexts<string>(row.names), lang)?.value || row.name;

function toBank(row: BankRow, lang: Language): Bank {
  const bankName = nameIn(row, lang);
  const others = [row.name, ...Object.values(decodeTexts<string>(row.names))].filter((name): name is string => typeof name === 'string' && name !== bankName);
  return { bankId: row.id, bankName, bankCode: row.code, searchNames: [...new Set(others)] };
}

export async function listBanks(db: Queryable, variant: Variant, lang: Language): Promise<Bank[]> {
  const rows = await db.query<BankRow>('SELECT id, name, code, names FROM banks WHERE enabled AND $1 = ANY (variants) ORDER BY sort, id', [variant]);
  return rows.map((row) => toBank(row, lang));
}

/** A bank this site lists; null for one of another currency, disabled or unknown. */
export async function findBank(db: Queryable, bankId: number, variant: Variant, lang: Language = 'zh-CN'): Promise<Bank | null> {
  const [row] = await db.query<BankRow>('SELECT id, name, code, names FROM banks WHERE id = $1 AND enabled AND $2 = ANY (variants)', [bankId, variant]);
  return row ? toBank(row, lang) : null;
}

interface UserBankRow {
  id: number;
  bank_id: number;
  name: string;
  names: string;
  code: string;
  card_no: string;
  holder: string;
  bank_sub: string;
  bank_number: string;
  holder_kana: string;
}

/** The player's bound entry, or null. */
export async function findUserBank(db: Queryable, userId: number, lang: Language = 'zh-CN'): Promise<UserBank | null> {
  const [row] = await db.query<UserBankRow>(
    `SELECT ub.id, ub.bank_id, b.name, b.names, b.code, ub.card_no, ub.holder, ub.bank_sub, ub.bank_number, ub.holder_kana
     FROM user_banks ub JOIN banks b ON b.id = ub.bank_id WHERE ub.user_id = $1`,
    [userId],
  );
  return row
    ? {
        id: row.id,
        bankId: row.bank_id,
        bankName: nameIn(row, lang),
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
