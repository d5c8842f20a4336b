import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  expectedUsdtCents,
  validateDeposit,
  validateTransactionId,
  type DepositValues,
} from '../../../models/validation/deposit';
import { ValidationKey as K } from '../../../models/validation/keys';
import { validateWithdraw, type WithdrawValues } from '../../../models/validation/withdraw';

describe('validateWithdraw', () => {
  const valid: WithdrawValues = {
    status: 0,
    staticNotice: '',
    bankId: 7,
    amount: '150',
    withdrawPassword: '123456',
    availableCents: 20000,
    minWithdrawCents: 10000,
    emailRequired: false,
    verifyCode: '',
    variant: 'cn',
  };

  it('accepts an order within balance and minimum', () => {
    expect(validateWithdraw(valid)).toBeNull();
    expect(validateWithdraw({ ...valid, amount: '200' })).toBeNull();
    expect(validateWithdraw({ ...valid, amount: '100' })).toBeNull();
    expect(validateWithdraw({ ...valid, emailRequired: true, verifyCode: '8421' })).toBeNull();
  });

  it('refuses when withdrawing is not allowed, carrying the server notice', () => {
    expect(validateWithdraw({ ...valid, status: 1, staticNotice: '提现维护中' })).toEqual({
      field: 'status',
      messageKey: K.withdrawUnavailable,
      serverMessage: '提现维护中',
    });
    expect(validateWithdraw({ ...valid, status: 1, staticNotice: '  ' })).toEqual({ field: 'status', messageKey: K.withdrawUnavailable });
    expect(validateWithdraw({ ...valid, status: 1, staticNotice: null })).toEqual({ field: 'status', messageKey: K.withdrawUnavailable });
  });

  it.each<[Partial<WithdrawValues>, string, string]>([
    [{ bankId: null }, 'bankId', K.selectWithdrawAccount],
    [{ amount: '' }, 'amount', K.withdrawAmount],
    [{ amount: 'abc' }, 'amount', K.amountFormat],
    [{ amount: '0' }, 'amount', K.withdrawAmount],
    [{ amount: '-5' }, 'amount', K.amountFormat],
    [{ amount: '150,50' }, 'amount', K.amountFormat],
    [{ amount: '100.505' }, 'amount', K.amountDecimals],
    [{ amount: '200.01' }, 'amount', K.withdrawAmount],
    [{ withdrawPassword: '' }, 'withdrawPassword', K.noWithdrawPassword],
    [{ emailRequired: true, verifyCode: ' ' }, 'verifyCode', K.emailCode],
  ])('%j → %s %s', (change, field, messageKey) => {
    expect(validateWithdraw({ ...valid, ...change })).toEqual({ field, messageKey });
  });

  it('names the minimum with the currency', () => {
    expect(validateWithdraw({ ...valid, amount: '99.99' })).toEqual({
      field: 'amount',
      messageKey: K.withdrawBelowMinimum,
      values: { min: '100.00元' },
    });
    expect(validateWithdraw({ ...valid, amount: '50', variant: 'cp' })?.values).toEqual({ min: '100.00K' });
  });

  it('checks in the order of spec §5', () => {
    const broken: WithdrawValues = { ...valid, status: 1, bankId: null, amount: '', withdrawPassword: '', emailRequired: true };
    expect(validateWithdraw(broken)?.field).toBe('status');
    expect(validateWithdraw({ ...broken, status: 0 })?.field).toBe('bankId');
    expect(validateWithdraw({ ...broken, status: 0, bankId: 1 })?.messageKey).toBe(K.withdrawAmount);
    // A small amount still passes the balance check; the password comes before the minimum.
    expect(validateWithdraw({ ...broken, status: 0, bankId: 1, amount: '1' })?.messageKey).toBe(K.noWithdrawPassword);
    expect(validateWithdraw({ ...broken, status: 0, bankId: 1, amount: '1', withdrawPassword: 'x' })?.messageKey).toBe(
      K.withdrawBelowMinimum,
    );
    expect(validateWithdraw({ ...broken, status: 0, bankId: 1, amount: '150', withdrawPassword: 'x' })?.messageKey).toBe(K.emailCode);
  });
});

describe('validateDeposit', () => {
  const valid: DepositValues = { payTypeId: 2, amount: '500', limit: { min: 10000, max: 5000000, enable: true }, variant: 'cn' };

  it('accepts an amount inside the limit, edges included', () => {
    expect(validateDeposit(valid)).toBeNull();
    expect(validateDeposit({ ...valid, amount: '100' })).toBeNull();
    expect(validateDeposit({ ...valid, amount: '50000' })).toBeNull();
  });

  it.each<[Partial<DepositValues>, string, string]>([
    [{ payTypeId: null }, 'payTypeId', K.selectPayType],
    [{ amount: '' }, 'amount', K.depositAmount],
    [{ amount: '0' }, 'amount', K.depositAmount],
    [{ amount: 'x' }, 'amount', K.amountFormat],
  ])('%j → %s %s', (change, field, messageKey) => {
    expect(validateDeposit({ ...valid, ...change })).toEqual({ field, messageKey });
  });

  it('names the limit when the amount is outside it', () => {
    const outside = { field: 'amount', messageKey: K.depositOutOfLimit, values: { min: '100.00元', max: '50,000.00元' } };
    expect(validateDeposit({ ...valid, amount: '99.99' })).toEqual(outside);
    expect(validateDeposit({ ...valid, amount: '50000.01' })).toEqual(outside);
  });

  it('ignores a missing or disabled limit', () => {
    expect(validateDeposit({ ...valid, amount: '1', limit: null })).toBeNull();
    expect(validateDeposit({ ...valid, amount: '1', limit: { min: 10000, max: 20000, enable: false } })).toBeNull();
  });

  it('checks the method first', () => {
    expect(validateDeposit({ ...valid, payTypeId: '', amount: '' })?.field).toBe('payTypeId');
  });
});

describe('validateTransactionId', () => {
  it('needs a non-blank ID', () => {
    expect(validateTransactionId('0xabc')).toBeNull();
    expect(validateTransactionId('  ')).toEqual({ field: 'txId', messageKey: K.noTransactionId });
  });
});

describe('expectedUsdtCents', () => {
  it('divides by the exchange rate, rounding down, default 6.55', () => {
    expect(expectedUsdtCents(65500)).toBe(10000);
    expect(expectedUsdtCents(10000)).toBe(1526);
    expect(expectedUsdtCents(10000, 7.2)).toBe(1388);
    expect(expectedUsdtCents(10000, 0)).toBeNull();
  });

  it('never pays more USDT than the amount is worth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 100, max: 2000 }), (cents, rateHundredths) => {
        const usdt = expectedUsdtCents(cents, rateHundredths / 100) as number;
        expect(usdt * rateHundredths).toBeLessThanOrEqual(cents * 100);
        expect((usdt + 1) * rateHundredths).toBeGreaterThan(cents * 100);
      }),
    );
  });
});
