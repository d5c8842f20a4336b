/** Binding a withdrawal bank card or USDT wallet (spec §5). */
import { firstError, type FieldError } from './field-error';
import { ValidationKey as K } from './keys';
import { isWalletAddressOf } from './wallet';

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
  /** A binding is for good: the withdrawal password confirms it is the player. */
  withdrawPassword: string;
};

/**
 * Bank chosen; card number (for USDT a wallet address of the bank's network, format and checksum:
 * wallet.ts); holder name except for USDT; the withdrawal password.
 */
export function validateBindBank(values: BindBankValues): FieldError | null {
  const usdt = isUsdtBank(values.bankCode);
  const first = firstError(values, [
    { name: 'bankId', type: 'notnull', message: K.selectBank },
    { name: 'bankCardNo', type: 'notnull', message: usdt ? K.noWalletAddress : K.noBankCardNo },
  ]);
  if (first) return first;
  if (usdt && !isWalletAddressOf(values.bankCode ?? '', values.bankCardNo.trim())) return { field: 'bankCardNo', messageKey: K.walletAddressFormat };
  return firstError(values, [
    ...(usdt ? [] : [{ name: 'bankUserName', type: 'notnull', message: K.noBankHolder } as const]),
    { name: 'withdrawPassword', type: 'notnull', message: K.noWithdrawPassword },
  ]);
}
