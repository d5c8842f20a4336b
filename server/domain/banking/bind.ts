import type { BindBankRequest, UserBank } from '../../../models/account';
import { ErrorCode } from '../../../models/errors';
import { isUsdtBank, validateBindBank } from '../../../models/validation';
import type { Variant } from '../../../models/currency';
import type { Language } from '../../../models/language';
import type { Queryable } from '../../db/database';
import { cardKey, findBank, findUserBank } from './banks';

/**
 * Binding the one withdrawal method (spec §2, §5): the models' validateBindBank (a USDT wallet's
 * network and checksum, the withdrawal password given), then the server's own checks, then the
 * withdrawal password (1006, throttled: the route's `confirmPassword`). Changing a bound method
 * goes through customer service (4005).
 */

export type BindResult = { ok: true; bank: UserBank } | { ok: false; code: number; msg?: string };

/** Card numbers and wallet addresses: letters, digits, spaces and dashes, 6–64 characters. */
const CARD_NO = /^[A-Za-z0-9][A-Za-z0-9 -]{4,62}[A-Za-z0-9]$/;
const TEXT_MAX = 64;

/**
 * `confirmPassword` runs once the form is known to be bindable (so a form that cannot bind spends
 * no password guess) and answers null for the right withdrawal password, else the refusal.
 */
/** Where the player binds: the site's currency (only its banks) and the language of the answer. */
export interface BindSite {
  variant: Variant;
  lang: Language;
}

export async function bindBank(tx: Queryable, userId: number, request: BindBankRequest, confirmPassword: () => Promise<{ code: number; msg?: string } | null>, site: BindSite = { variant: 'cn', lang: 'zh-CN' }): Promise<BindResult> {
  const bank = Number.isSafeInteger(request.bankId) && request.bankId > 0 ? await findBank(tx, request.bankId, site.variant) : null;
  const usdt = isUsdtBank(bank?.bankCode);
  const cardNo = request.bankCardNo.trim();
  const holder = usdt ? '' : request.bankUserName.trim();
  const invalid = validateBindBank({ bankId: bank?.bankId ?? null, bankCode: bank?.bankCode ?? null, bankCardNo: cardNo, bankUserName: holder, withdrawPassword: request.withdrawPassword });
  if (invalid) return { ok: false, code: ErrorCode.failed, msg: invalid.messageKey };
  const extras = [request.bankSub, request.bankNumber, request.bankUserNameKa].map((value) => (value ?? '').trim());
  if (!CARD_NO.test(cardNo) || [holder, ...extras].some((value) => value.length > TEXT_MAX)) return { ok: false, code: ErrorCode.wrongWithdrawInfo };
  if (!bank) return { ok: false, code: ErrorCode.wrongWithdrawInfo };
  const refused = await confirmPassword();
  if (refused) return { ok: false, ...refused };

  // The player's row first: two binds of one player queue up, and the second sees the first.
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (await findUserBank(tx, userId)) return { ok: false, code: ErrorCode.onlyOneMethod };
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO user_banks (user_id, bank_id, card_no, card_key, holder, bank_sub, bank_number, holder_kana)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (card_key) DO NOTHING RETURNING id`,
    [userId, bank.bankId, cardNo, cardKey(cardNo), holder, ...extras],
  );
  if (inserted.length === 0) return { ok: false, code: ErrorCode.withdrawMethodBoundByOther };
  await tx.query('UPDATE users SET bind_status = true WHERE id = $1', [userId]);
  const bound = await findUserBank(tx, userId, site.lang);
  if (!bound) throw new Error('bound bank vanished');
  return { ok: true, bank: bound };
}
