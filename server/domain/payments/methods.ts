import type { PayMethod, VirtualProtocol } from '../../../models/account';
import type { Queryable } from '../../db/database';

/** Payment methods (table pay_methods) as payList shows them, with what the server needs besides. */

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
}

const COLUMNS = `id, name, class_icon, check_type, provider, is_recommend, discount_bp, tips, min_cents, max_cents, limit_enabled,
                 init_prices, exchange_rate, url, virtual_pay_list`;

function toMethod(row: MethodRow): StoredPayMethod {
  return {
    id: row.id,
    name: row.name,
    classIcon: row.class_icon,
    checkType: row.check_type,
    isRecommend: row.is_recommend ? 1 : 0,
    discount: row.discount_bp / 100,
    tips: row.tips,
    limit: { min: row.min_cents, max: row.max_cents, enable: row.limit_enabled },
    initPrices: row.init_prices.map(Number),
    exchangeRate: Number(row.exchange_rate),
    isSdk: 0,
    url: row.url,
    virtualPayList: JSON.parse(row.virtual_pay_list) as VirtualProtocol[],
    provider: row.provider,
    discountBp: row.discount_bp,
  };
}

/** The public part of a method (payList): without the provider and the basis points. */
export function publicMethod(method: StoredPayMethod): PayMethod {
  const { provider: _provider, discountBp: _discountBp, ...shown } = method;
  return shown;
}

export async function listPayMethods(db: Queryable): Promise<StoredPayMethod[]> {
  return (await db.query<MethodRow>(`SELECT ${COLUMNS} FROM pay_methods WHERE enabled ORDER BY sort, id`)).map(toMethod);
}

export async function findPayMethod(db: Queryable, id: number): Promise<StoredPayMethod | null> {
  const [row] = await db.query<MethodRow>(`SELECT ${COLUMNS} FROM pay_methods WHERE id = $1 AND enabled`, [id]);
  return row ? toMethod(row) : null;
}
