/**
 * Currencies of spec §1 and §9: the deployment variant decides the suffix printed after amounts;
 * the interface language decides the currency name and symbol shown in texts.
 */
import type { Language } from './language';

/** Deployment variants: cp (amounts in K), cn (yuan), jp (yen; the Japan variant also adds bank fields). */
export const VARIANTS = ['cp', 'cn', 'jp'] as const;

export type Variant = (typeof VARIANTS)[number];

export function isVariant(value: unknown): value is Variant {
  return typeof value === 'string' && (VARIANTS as readonly string[]).includes(value);
}

/** What formatMoney prints after an amount. */
export const CURRENCY_SUFFIX: Readonly<Record<Variant, string>> = { cp: 'K', cn: '元', jp: '円' };

export interface LanguageCurrency {
  symbol: string;
  /** Translation key of the currency's name in the `common` namespace. */
  nameKey: string;
  /**
   * Factor between server amounts and shown amounts. The spec gives zh-CN's (1); it names no
   * other, so every language shows server amounts unchanged in its own unit.
   */
  rate: number;
}

/** §9: zh-CN yuan at rate 1; vi-VN dong with amounts counted in thousands (K); ja-JP and en-US yen. */
export const LANGUAGE_CURRENCY: Readonly<Record<Language, LanguageCurrency>> = {
  'zh-CN': { symbol: '¥', nameKey: 'common:currency.yuan', rate: 1 },
  'vi-VN': { symbol: '₫', nameKey: 'common:currency.dongThousands', rate: 1 },
  'ja-JP': { symbol: '¥', nameKey: 'common:currency.yen', rate: 1 },
  'en-US': { symbol: '¥', nameKey: 'common:currency.yen', rate: 1 },
};

/** USDT per currency unit used until a payment method sends its own exchangeRate (§9). */
export const DEFAULT_USDT_EXCHANGE_RATE = 6.55;
