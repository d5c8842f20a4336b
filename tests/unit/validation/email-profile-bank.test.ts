import { describe, expect, it } from 'vitest';
import { isUsdtBank, validateBindBank, type BindBankValues } from '../../../models/validation/bank';
import { validateBindEmail, validateEmailForCode } from '../../../models/validation/email';
import { ValidationKey as K } from '../../../models/validation/keys';
import { validatePersonalInfo } from '../../../models/validation/profile';

describe('validateEmailForCode', () => {
  it('accepts an ordinary address, ignoring surrounding spaces', () => {
    expect(validateEmailForCode('player@example.com')).toBeNull();
    expect(validateEmailForCode('  player@example.com ')).toBeNull();
  });

  it.each(['', '  ', 'player', 'player@', 'player@example'])('refuses %j with the address prompt', (email) => {
    expect(validateEmailForCode(email)).toEqual({ field: 'email', messageKey: K.emailAddress });
  });
});

describe('validateBindEmail', () => {
  it('needs an address, then a code', () => {
    expect(validateBindEmail({ email: 'a@b.co', code: '123456' })).toBeNull();
    expect(validateBindEmail({ email: '', code: '' })).toEqual({ field: 'email', messageKey: K.emailAddress });
    expect(validateBindEmail({ email: 'bad', code: '123456' })).toEqual({ field: 'email', messageKey: K.emailAddress });
    expect(validateBindEmail({ email: 'a@b.co', code: ' ' })).toEqual({ field: 'code', messageKey: K.emailCode });
  });
});

describe('validatePersonalInfo', () => {
  const valid = { name: '张三', cardNo: '110101199003074514', mobile: '13800138000' };

  it('accepts a name of two characters and an ID and mobile of the variant’s country', () => {
    expect(validatePersonalInfo(valid, 'cn')).toBeNull();
    expect(validatePersonalInfo({ ...valid, cardNo: '11010519491231002x' }, 'cn')).toBeNull();
    expect(validatePersonalInfo({ name: '山田太郎', cardNo: '1234 5678 9018', mobile: '090-1234-5678' }, 'jp')).toBeNull();
    expect(validatePersonalInfo({ name: 'Lê Anh', cardNo: 'B1234567', mobile: '+84912345678' }, 'cp')).toBeNull();
  });

  it('refuses what cannot be an ID or a mobile before the one-time save (12345 and abc were locked in before)', () => {
    const cardNo = { field: 'cardNo', messageKey: K.cardNoFormat };
    const mobile = { field: 'mobile', messageKey: K.mobileFormat };
    expect(validatePersonalInfo({ ...valid, cardNo: '12345' }, 'cn')).toEqual(cardNo);
    // One digit off: the check character no longer matches.
    expect(validatePersonalInfo({ ...valid, cardNo: '110101199003074515' }, 'cn')).toEqual(cardNo);
    expect(validatePersonalInfo({ ...valid, mobile: 'abc' }, 'cn')).toEqual(mobile);
    expect(validatePersonalInfo({ ...valid, mobile: '12800138000' }, 'cn')).toEqual(mobile);
    expect(validatePersonalInfo({ ...valid, cardNo: '123456789012' }, 'jp')).toEqual(cardNo);
    expect(validatePersonalInfo({ ...valid, cardNo: '123456789018', mobile: '03-1234-5678' }, 'jp')).toEqual(mobile);
    expect(validatePersonalInfo({ ...valid, cardNo: '12345' }, 'cp')).toEqual(cardNo);
    expect(validatePersonalInfo({ ...valid, cardNo: 'B1234567', mobile: 'abc' }, 'cp')).toEqual(mobile);
  });

  it.each([
    [{ name: '' }, 'name', K.noName],
    [{ name: '   ' }, 'name', K.noName],
    [{ name: '张' }, 'name', K.nameLength],
    [{ name: ' 张 ' }, 'name', K.nameLength],
    [{ cardNo: '' }, 'cardNo', K.noCardNo],
    [{ mobile: ' ' }, 'mobile', K.noMobile],
  ])('%j → %s %s', (change, field, messageKey) => {
    expect(validatePersonalInfo({ ...valid, ...change }, 'cn')).toEqual({ field, messageKey });
  });

  it('checks name, then card number, then mobile', () => {
    expect(validatePersonalInfo({ name: '', cardNo: '', mobile: '' }, 'cn')?.field).toBe('name');
    expect(validatePersonalInfo({ name: '张三', cardNo: '', mobile: '' }, 'cn')?.field).toBe('cardNo');
    expect(validatePersonalInfo({ name: '张三', cardNo: '123', mobile: '' }, 'cn')).toEqual({ field: 'cardNo', messageKey: K.cardNoFormat });
    expect(validatePersonalInfo({ name: '张三', cardNo: valid.cardNo, mobile: '' }, 'cn')?.field).toBe('mobile');
  });
});

describe('validateBindBank', () => {
  const bank: BindBankValues = { bankId: 3, bankCode: 'ICBC', bankCardNo: '6222020200112233445', bankUserName: '张三', withdrawPassword: '123456' };
  const usdt: BindBankValues = { bankId: 9, bankCode: 'USDTTRC20', bankCardNo: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', bankUserName: '', withdrawPassword: '123456' };
  const ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

  it('recognises the USDT wallets', () => {
    expect(isUsdtBank('USDTTRC20')).toBe(true);
    expect(isUsdtBank('USDTERC20')).toBe(true);
    expect(isUsdtBank('ICBC')).toBe(false);
    expect(isUsdtBank(null)).toBe(false);
    expect(isUsdtBank(undefined)).toBe(false);
  });

  it('accepts a complete bank card, and a wallet without holder name', () => {
    expect(validateBindBank(bank)).toBeNull();
    expect(validateBindBank(usdt)).toBeNull();
    expect(validateBindBank({ ...usdt, bankCode: 'USDTERC20', bankCardNo: ERC20 })).toBeNull();
    expect(validateBindBank({ ...usdt, bankCode: 'USDTERC20', bankCardNo: ERC20.toLowerCase() })).toBeNull();
  });

  it('refuses a wallet address that is not one of its network, or whose checksum fails', () => {
    const refused = { field: 'bankCardNo', messageKey: K.walletAddressFormat };
    for (const address of ['not-a-wallet', 'TXyz123', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', ERC20]) {
      expect(validateBindBank({ ...usdt, bankCardNo: address }), address).toEqual(refused);
    }
    // One letter's case flipped breaks the EIP-55 checksum; a TRON address is not an ERC20 one.
    for (const address of ['0xdAC17F958D2ee523a2206206994597C13D831eC7', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '0x123']) {
      expect(validateBindBank({ ...usdt, bankCode: 'USDTERC20', bankCardNo: address }), address).toEqual(refused);
    }
  });

  it('asks for the withdrawal password last: a binding is for good', () => {
    expect(validateBindBank({ ...bank, withdrawPassword: '' })).toEqual({ field: 'withdrawPassword', messageKey: K.noWithdrawPassword });
    expect(validateBindBank({ ...usdt, withdrawPassword: '' })).toEqual({ field: 'withdrawPassword', messageKey: K.noWithdrawPassword });
  });

  it.each<[Partial<BindBankValues>, string, string]>([
    [{ bankId: null, bankCode: null }, 'bankId', K.selectBank],
    [{ bankId: '' }, 'bankId', K.selectBank],
    [{ bankCardNo: '' }, 'bankCardNo', K.noBankCardNo],
    [{ bankUserName: '' }, 'bankUserName', K.noBankHolder],
  ])('bank card %j → %s %s', (change, field, messageKey) => {
    expect(validateBindBank({ ...bank, ...change })).toEqual({ field, messageKey });
  });

  it('asks a USDT wallet for its address', () => {
    expect(validateBindBank({ ...usdt, bankCardNo: ' ' })).toEqual({ field: 'bankCardNo', messageKey: K.noWalletAddress });
  });

  it('checks bank, then number, then holder', () => {
    expect(validateBindBank({ bankId: null, bankCode: null, bankCardNo: '', bankUserName: '', withdrawPassword: '' })?.field).toBe('bankId');
    expect(validateBindBank({ ...bank, bankCardNo: '', bankUserName: '' })?.field).toBe('bankCardNo');
  });
});
