import type { VirtualProtocol } from '../../../models/account';
import type { Queryable } from '../../db/database';
import { CONTACT_PROVIDER, USDT_PROVIDER } from './provider';
import { SANDBOX_PROVIDER } from './sandbox';

/**
 * The payment methods an operator sets up (table pay_methods; payList shows the enabled ones whose
 * provider this server has, methods.ts). The operator's commands add-payment-method,
 * list-payment-methods, disable-/enable-payment-method come here; so do the demo's methods.
 */

export interface NewPayMethod {
  name: string;
  /** A gateway's id (sandbox, or a plugged-in one), 'usdt' or 'contact'. */
  provider: string;
  classIcon: string;
  recommend: boolean;
  /** Bonus on a paid deposit, basis points (150 = 1.5 %). */
  bonusBp: number;
  tips: string;
  minCents: number;
  maxCents: number;
  initPrices: readonly number[];
  /** Site currency per USDT, as text ('7.20'); '0' for other methods. */
  exchangeRate: string;
  /** Contact methods: where the client sends the player. */
  url: string;
  /** USDT methods: the networks offered. */
  networks: readonly VirtualProtocol[];
  sort: number;
}

/** check_type of a provider: 2 USDT transfer, 0 contact only, 1 a gateway's cashier page. */
export const checkTypeOf = (provider: string): number => (provider === USDT_PROVIDER ? 2 : provider === CONTACT_PROVIDER ? 0 : 1);

export async function insertPayMethod(tx: Queryable, method: NewPayMethod): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO pay_methods (name, class_icon, check_type, provider, is_recommend, discount_bp, tips, min_cents, max_cents, limit_enabled, init_prices, exchange_rate, url, virtual_pay_list, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      method.name,
      method.classIcon,
      checkTypeOf(method.provider),
      method.provider,
      method.recommend,
      method.bonusBp,
      method.tips,
      method.minCents,
      method.maxCents,
      method.maxCents > 0,
      method.initPrices,
      method.exchangeRate,
      method.url,
      JSON.stringify(method.networks),
      method.sort,
    ],
  );
  return row!.id;
}

export interface CataloguedMethod {
  id: number;
  name: string;
  provider: string;
  minCents: number;
  maxCents: number;
  bonusBp: number;
  enabled: boolean;
}

/** Every method, enabled or not, in payList's order. */
export async function catalogue(db: Queryable): Promise<CataloguedMethod[]> {
  const rows = await db.query<{ id: number; name: string; provider: string; min_cents: number | string; max_cents: number | string; discount_bp: number; enabled: boolean }>(
    'SELECT id, name, provider, min_cents, max_cents, discount_bp, enabled FROM pay_methods ORDER BY sort, id',
  );
  return rows.map((row) => ({ id: row.id, name: row.name, provider: row.provider, minCents: Number(row.min_cents), maxCents: Number(row.max_cents), bonusBp: row.discount_bp, enabled: row.enabled }));
}

/** Answers false when there is no such method. Disabled methods stay: their deposits refer to them. */
export async function setPayMethodEnabled(tx: Queryable, id: number, enabled: boolean): Promise<boolean> {
  return (await tx.query('UPDATE pay_methods SET enabled = $2 WHERE id = $1 RETURNING id', [id, enabled])).length > 0;
}

/** The demo's methods (docs/api.md "Demo data"): ids 1-5 on a fresh database. */
export const DEMO_PAY_METHODS: readonly NewPayMethod[] = [
  demoMethod('银行卡快捷支付', SANDBOX_PROVIDER, 'bank', true, 100, '支持各大银行储蓄卡，实时到账，充值赠送 1%。', 10_000, 5_000_000, [10000, 20000, 50000, 100000, 200000, 500000, 1000000, 2000000], 10),
  demoMethod('支付宝', SANDBOX_PROVIDER, 'alipay', false, 0, '支付宝扫码或跳转支付，单笔 50–20,000 元。', 5000, 2_000_000, [5000, 10000, 20000, 50000, 100000, 200000, 500000], 20),
  demoMethod('微信支付', SANDBOX_PROVIDER, 'wechat', false, 0, '微信扫码支付，单笔 50–10,000 元。', 5000, 1_000_000, [5000, 10000, 20000, 50000, 100000, 200000], 30),
  {
    ...demoMethod('USDT 虚拟币', USDT_PROVIDER, 'xnzf', true, 200, '使用 USDT 充值，赠送 2%。请按页面显示的数量转账，并提交交易哈希。', 10_000, 50_000_000, [10000, 50000, 100000, 500000, 1000000, 5000000], 40),
    exchangeRate: '7.20',
    networks: [
      { type: 'TRC20', name: 'USDT-TRC20', tips: '波场网络，手续费低，推荐使用。', initPrices: [10000, 50000, 100000, 500000, 1000000, 5000000], limit: { min: 10000, max: 50000000, enable: true } },
      { type: 'ERC20', name: 'USDT-ERC20', tips: '以太坊网络，网络手续费较高，单笔最低 500 元。', initPrices: [50000, 100000, 500000, 1000000, 5000000], limit: { min: 50000, max: 50000000, enable: true } },
    ],
  },
  { ...demoMethod('VIP 专属充值', CONTACT_PROVIDER, 'svip', false, 0, '大额充值请联系专属客服，享受专人服务。', 0, 0, [], 50), url: '/pages/chat/customer-service' },
];

function demoMethod(name: string, provider: string, classIcon: string, recommend: boolean, bonusBp: number, tips: string, minCents: number, maxCents: number, initPrices: number[], sort: number): NewPayMethod {
  return { name, provider, classIcon, recommend, bonusBp, tips, minCents, maxCents, initPrices, exchangeRate: '0', url: '', networks: [], sort };
}
