import type { Bank, UserBank } from '../../../models/account';
import type { Variant } from '../../../models/currency';
import type { Language } from '../../../models/language';
import type { Queryable } from '../../db/database';
import { decodeTexts, encodeTexts } from '../content/languages';

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

/**
 * A bank's name in `lang`, else its default `name` (a shipped bank's own name; an operator's bank
 * named in some languages shows the default, not another language's, to the others).
 */
export const nameIn = (row: Pick<BankRow, 'name' | 'names'>, lang: Language): string => decodeTexts<string>(row.names)[lang] || row.name;

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

export interface CataloguedBank {
  id: number;
  code: string;
  name: string;
  /** The languages it has a name of its own in. */
  names: Partial<Record<Language, string>>;
  variants: Variant[];
  enabled: boolean;
}

/** Every bank, of every site, in the players' order (the operator's list-banks). */
export async function bankCatalogue(db: Queryable): Promise<CataloguedBank[]> {
  const rows = await db.query<BankRow & { variants: Variant[]; enabled: boolean }>('SELECT id, name, code, names, variants, enabled FROM banks ORDER BY sort, id');
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, names: decodeTexts<string>(row.names), variants: row.variants, enabled: row.enabled }));
}

/** An operator's own bank (add-bank); null when the code is taken. `sort` null: after the others. */
export async function insertBank(tx: Queryable, bank: { code: string; name: string; variants: readonly Variant[]; sort: number | null }): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO banks (code, name, variants, sort, names)
     VALUES ($1, $2, $3::text[], coalesce($4::int, (SELECT coalesce(max(sort), 0) + 10 FROM banks)), '{}')
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    [bank.code, bank.name, bank.variants, bank.sort],
  );
  return row?.id ?? null;
}

/** Sets a bank's name in one language (set-bank-name); false when there is no bank of that code. */
export async function setBankName(tx: Queryable, code: string, lang: Language, name: string): Promise<boolean> {
  const [row] = await tx.query<{ names: string }>('SELECT names FROM banks WHERE code = $1 FOR UPDATE', [code]);
  if (!row) return false;
  await tx.query('UPDATE banks SET names = $2 WHERE code = $1', [code, encodeTexts({ ...decodeTexts<string>(row.names), [lang]: name })]);
  return true;
}

/** One player per card or wallet: compared without spaces and letter case. */
export const cardKey = (cardNo: string): string => cardNo.replace(/\s+/g, '').toUpperCase();
