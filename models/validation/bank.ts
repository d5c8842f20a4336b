/** Binding a withdrawal bank card or USDT wallet (spec §5). */
import { firstError, type FieldError } from './field-error';
import { ValidationKey as K } from './keys';

/** Bank codes that are USDT wallets: the card number is a wallet address and there is no holder name. */
export const USDT_BANK_CODES = ['USDTTRC20', 'USDTERC20'] as const;

export function isUsdtBank(bankCode: string | null | undefined): boolean {
  return (USDT_BANK_CODES as readonly (string | null | undefined)[]).includes(bankCode);
}

/** Field names follow the bank entry of §3. The Japan variant's extra fields are not validated. */
export type BindBankValues = {
  bankId: number | string | null;
  bankCode: string | null;
  bankCardNo: string;
  bankUserName: string;
};

/** Bank chosen; card number (wallet address for USDT); holder name except for USDT. */
export function validateBindBank(values: BindBankValues): FieldError | null {
  const usdt = isUsdtBank(values.bankCode);
  return firstError(values, [
    { name: 'bankId', type: 'notnull', message: K.selectBank },
    { name: 'bankCardNo', type: 'notnull', message: usdt ? K.noWalletAddress : K.noBankCardNo },
    ...(usdt ? [] : [{ name: 'bankUserName', type: 'notnull', message: K.noBankHolder } as const]),
  ]);
}
