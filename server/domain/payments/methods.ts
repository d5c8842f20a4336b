import type { PayMethod, VirtualProtocol } from '../../../models/account';
import type { Language } from '../../../models/language';
import type { Queryable } from '../../db/database';
import { decodeTexts } from '../content/languages';
import { CONTACT_PROVIDER, USDT_PROVIDER } from './provider';

/**
 * Payment methods (table pay_methods) as payList shows them, with what the server needs besides.
 * Names and tips are answered in the request's language (migration 017 `texts`; an operator sets
 * them with set-payment-method-text), else from the `name` and `tips` columns: the method's
 * default texts (the demo's are its zh-CN ones).
 */

/** A method's texts in one language; `networks`: a USDT network's tips by its type. */
export interface PayMethodTexts {
  name: string;
  tips: string;
  networks?: Record<string, string>;
}

export interface StoredPayMethod extends PayMethod {
  provider: string;
  /** Bonus in basis points (discount × 100). */
  discountBp: number;
}

interface MethodRow {
  id: number;
  name: string;
  class_icon: string;
  check_type: number;
  provider: string;
  is_recommend: boolean;
  discount_bp: number;
  tips: string;
  min_cents: number;
  max_cents: number;
  limit_enabled: boolean;
  init_prices: (number | string)[];
  exchange_rate: string;
  url: string;
  virtual_pay_list: string;
  texts: string;
}

const COLUMNS = `id, name, class_icon, check_type, provider, is_recommend, discount_bp, tips, min_cents, max_cents, limit_enabled,
                 init_prices, exchange_rate, url, virtual_pay_list, texts`;

function toMethod(row: MethodRow, lang: Language): StoredPayMethod {
  // The reader's language, else the columns: an operator's method named in some languages shows
  // its default name (not another language's) to the others. The demo's have all four.
  const texts: Partial<PayMethodTexts> | undefined = decodeTexts<Partial<PayMethodTexts>>(row.texts)[lang];
  const networks = JSON.parse(row.virtual_pay_list) as VirtualProtocol[];
  return {
    id: row.id,
    name: texts?.name || row.name,
    classIcon: row.class_icon,
    checkType: row.check_type,
    isRecommend: row.is_recommend ? 1 : 0,
    discount: row.discount_bp / 100,
    tips: texts?.tips ?? row.tips,
    limit: { min: row.min_cents, max: row.max_cents, enable: row.limit_enabled },
    initPrices: row.init_prices.map(Number),
    exchangeRate: Number(row.exchange_rate),
    isSdk: 0,
    url: row.url,
    virtualPayList: networks.map((network) => ({ ...network, tips: texts?.networks?.[network.type] ?? network.tips })),
    provider: row.provider,
    discountBp: row.discount_bp,
  };
}

/** The public part of a method (payList): without the provider and the basis points. */
export function publicMethod(method: StoredPayMethod): PayMethod {
  const { provider: _provider, discountBp: _discountBp, ...shown } = method;
  return shown;
}

/**
 * Whether this server takes deposits by a method of `provider`: USDT and contact methods always, a
 * gateway's only while it is switched on (`gateways`: ctx.payments.providers). A sandbox method
 * left in a production database is thus neither listed nor payable.
 */
export const isOffered = (provider: string, gateways: ReadonlyMap<string, unknown>): boolean =>
  provider === USDT_PROVIDER || provider === CONTACT_PROVIDER || gateways.has(provider);

/** The methods payList shows: enabled and offered. */
export async function listPayMethods(db: Queryable, gateways: ReadonlyMap<string, unknown>, lang: Language = 'zh-CN'): Promise<StoredPayMethod[]> {
  const rows = await db.query<MethodRow>(`SELECT ${COLUMNS} FROM pay_methods WHERE enabled ORDER BY sort, id`);
  return rows.filter((row) => isOffered(row.provider, gateways)).map((row) => toMethod(row, lang));
}

/** An enabled, offered method; null for anything else. */
export async function findPayMethod(db: Queryable, id: number, gateways: ReadonlyMap<string, unknown>, lang: Language = 'zh-CN'): Promise<StoredPayMethod | null> {
  const [row] = await db.query<MethodRow>(`SELECT ${COLUMNS} FROM pay_methods WHERE id = $1 AND enabled`, [id]);
  return row && isOffered(row.provider, gateways) ? toMethod(row, lang) : null;
}
