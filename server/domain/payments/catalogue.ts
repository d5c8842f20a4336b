import type { VirtualProtocol } from '../../../models/account';
import type { Language } from '../../../models/language';
import type { Queryable } from '../../db/database';
import { decodeTexts, encodeTexts } from '../content/languages';
import type { PayMethodTexts } from './methods';
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
  /** Name and tips in other languages (payList answers the request's); `name`, `tips` otherwise. */
  texts?: Partial<Record<Language, PayMethodTexts>>;
}

/** check_type of a provider: 2 USDT transfer, 0 contact only, 1 a gateway's cashier page. */
export const checkTypeOf = (provider: string): number => (provider === USDT_PROVIDER ? 2 : provider === CONTACT_PROVIDER ? 0 : 1);

export async function insertPayMethod(tx: Queryable, method: NewPayMethod): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO pay_methods (name, class_icon, check_type, provider, is_recommend, discount_bp, tips, min_cents, max_cents, limit_enabled, init_prices, exchange_rate, url, virtual_pay_list, sort, texts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
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
      encodeTexts(method.texts ?? {}),
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

/**
 * Sets a method's name in one language, and its tips when given (null keeps that language's, or
 * leaves them to the `tips` column); a USDT method's network tips in that language stay. Answers
 * false when there is no such method. Players of a language without its own name read `name`.
 */
export async function setPayMethodText(tx: Queryable, id: number, lang: Language, text: { name: string; tips: string | null }): Promise<boolean> {
  const [row] = await tx.query<{ texts: string }>('SELECT texts FROM pay_methods WHERE id = $1 FOR UPDATE', [id]);
  if (!row) return false;
  const texts = decodeTexts<Partial<PayMethodTexts>>(row.texts);
  const { tips: kept, ...others } = texts[lang] ?? {};
  const tips = text.tips ?? kept;
  texts[lang] = { ...others, name: text.name, ...(tips === undefined ? {} : { tips }) };
  await tx.query('UPDATE pay_methods SET texts = $2 WHERE id = $1', [id, encodeTexts(texts)]);
  return true;
}

/** Answers false when there is no such method. Disabled methods stay: their deposits refer to them. */
export async function setPayMethodEnabled(tx: Queryable, id: number, enabled: boolean): Promise<boolean> {
  return (await tx.query('UPDATE pay_methods SET enabled = $2 WHERE id = $1 RETURNING id', [id, enabled])).length > 0;
}

/** The demo's methods (docs/api.md "Demo data"): ids 1-5 on a fresh database, in four languages (migration 017 gave them to databases seeded before). Tips name no amounts: the deposit page shows each method's limits in the site's currency. */
export const DEMO_PAY_METHODS: readonly NewPayMethod[] = [
  demoMethod(SANDBOX_PROVIDER, 'bank', true, 100, 10_000, 5_000_000, [10000, 20000, 50000, 100000, 200000, 500000, 1000000, 2000000], 10, {
    'zh-CN': {
      name: '银行卡快捷支付',
      tips: '支持各大银行储蓄卡，实时到账，充值赠送 1%。'
    },
    'en-US': {
      name: 'Quick bank-card payment',
      tips: 'Debit cards of all major banks, credited at once, with a 1% bonus.'
    },
    'vi-VN': {
      name: 'Thanh toán nhanh bằng thẻ ngân hàng',
      tips: 'Hỗ trợ thẻ ghi nợ của các ngân hàng lớn, cộng tiền ngay, tặng thêm 1%.'
    },
    'ja-JP': {
      name: '銀行カードクイック入金',
      tips: '主要銀行のデビットカードに対応。即時に反映され、入金額の 1% をボーナスとして進呈します。'
    }
  }),
  demoMethod(SANDBOX_PROVIDER, 'alipay', false, 0, 5000, 2_000_000, [5000, 10000, 20000, 50000, 100000, 200000, 500000], 20, {
    'zh-CN': {
      name: '支付宝',
      tips: '支付宝扫码或跳转支付宝 App 支付。'
    },
    'en-US': {
      name: 'Alipay',
      tips: 'Pay with Alipay: scan the QR code or continue in the Alipay app.'
    },
    'vi-VN': {
      name: 'Alipay',
      tips: 'Thanh toán bằng Alipay: quét mã QR hoặc chuyển sang ứng dụng Alipay.'
    },
    'ja-JP': {
      name: 'Alipay（支付宝）',
      tips: 'Alipay の QR コードを読み取るか、Alipay アプリに切り替えてお支払いください。'
    }
  }),
  demoMethod(SANDBOX_PROVIDER, 'wechat', false, 0, 5000, 1_000_000, [5000, 10000, 20000, 50000, 100000, 200000], 30, {
    'zh-CN': {
      name: '微信支付',
      tips: '使用微信扫码支付。'
    },
    'en-US': {
      name: 'WeChat Pay',
      tips: 'Scan the QR code with WeChat to pay.'
    },
    'vi-VN': {
      name: 'WeChat Pay',
      tips: 'Quét mã QR bằng WeChat để thanh toán.'
    },
    'ja-JP': {
      name: 'WeChat Pay（微信支付）',
      tips: 'WeChat で QR コードを読み取ってお支払いください。'
    }
  }),
  {
    ...demoMethod(USDT_PROVIDER, 'xnzf', true, 200, 10_000, 50_000_000, [10000, 50000, 100000, 500000, 1000000, 5000000], 40, {
      'zh-CN': {
        name: 'USDT 虚拟币',
        tips: '使用 USDT 充值，赠送 2%。请按页面显示的数量转账，并提交交易哈希。',
        networks: {
          TRC20: '波场网络，手续费低，推荐使用。',
          ERC20: '以太坊网络，网络手续费较高。'
        }
      },
      'en-US': {
        name: 'USDT (crypto)',
        tips: 'Deposit with USDT and get a 2% bonus. Transfer exactly the amount shown, then submit the transaction hash.',
        networks: {
          TRC20: 'TRON network: low fees, recommended.',
          ERC20: 'Ethereum network: higher network fees.'
        }
      },
      'vi-VN': {
        name: 'USDT (tiền mã hóa)',
        tips: 'Nạp bằng USDT, tặng thêm 2%. Hãy chuyển đúng số lượng hiển thị rồi gửi mã giao dịch (hash).',
        networks: {
          TRC20: 'Mạng TRON: phí thấp, khuyên dùng.',
          ERC20: 'Mạng Ethereum: phí mạng cao hơn.'
        }
      },
      'ja-JP': {
        name: 'USDT（暗号資産）',
        tips: 'USDT で入金すると 2% のボーナス。表示された数量をそのまま送金し、トランザクションハッシュを送信してください。',
        networks: {
          TRC20: 'TRON ネットワーク。手数料が安く、おすすめです。',
          ERC20: 'イーサリアムネットワーク。ネットワーク手数料は高めです。'
        }
      }
    }),
    exchangeRate: '7.20',
    networks: [
      { type: 'TRC20', name: 'USDT-TRC20', tips: '波场网络，手续费低，推荐使用。', initPrices: [10000, 50000, 100000, 500000, 1000000, 5000000], limit: { min: 10000, max: 50000000, enable: true } },
      { type: 'ERC20', name: 'USDT-ERC20', tips: '以太坊网络，网络手续费较高。', initPrices: [50000, 100000, 500000, 1000000, 5000000], limit: { min: 50000, max: 50000000, enable: true } },
    ],
  },
  { ...demoMethod(CONTACT_PROVIDER, 'svip', false, 0, 0, 0, [], 50, {
      'zh-CN': {
        name: 'VIP 专属充值',
        tips: '大额充值请联系专属客服，享受专人服务。'
      },
      'en-US': {
        name: 'VIP deposit',
        tips: 'For large deposits, contact your dedicated customer service for personal assistance.'
      },
      'vi-VN': {
        name: 'Nạp tiền VIP',
        tips: 'Nạp số tiền lớn, vui lòng liên hệ chăm sóc khách hàng riêng để được hỗ trợ tận tình.'
      },
      'ja-JP': {
        name: 'VIP 専用入金',
        tips: '高額のご入金は専任サポートにご連絡ください。担当者が対応いたします。'
      }
    }), url: '/pages/chat/customer-service' },
];

/** A demo method; its name and tips are its zh-CN texts. */
function demoMethod(provider: string, classIcon: string, recommend: boolean, bonusBp: number, minCents: number, maxCents: number, initPrices: number[], sort: number, texts: Record<Language, PayMethodTexts>): NewPayMethod {
  const { name, tips } = texts['zh-CN'];
  return { name, provider, classIcon, recommend, bonusBp, tips, minCents, maxCents, initPrices, exchangeRate: '0', url: '', networks: [], sort, texts };
}
