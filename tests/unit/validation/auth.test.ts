import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateLogin, validateRegister, type RegisterValues } from '../../../models/validation/auth';
import { ValidationKey as K } from '../../../models/validation/keys';

describe('validateLogin', () => {
  const valid = { account: 'player01', password: 'secret1' };

  it('accepts 6–12 characters each', () => {
    expect(validateLogin(valid)).toBeNull();
    expect(validateLogin({ account: 'abcdef', password: 'abcdefghijkl' })).toBeNull();
  });

  it.each([
    [{ account: '' }, 'account', K.noAccount],
    [{ account: '   ' }, 'account', K.noAccount],
    [{ account: 'abcde' }, 'account', K.accountLength],
    [{ account: 'abcdefghijklm' }, 'account', K.accountLength],
    [{ password: '' }, 'password', K.noPassword],
    [{ password: '12345' }, 'password', K.passwordLength],
    [{ password: '1234567890123' }, 'password', K.passwordLength],
  ])('%j → %s %s', (change, field, messageKey) => {
    expect(validateLogin({ ...valid, ...change })).toEqual({ field, messageKey });
  });

  it('checks the account before the password', () => {
    expect(validateLogin({ account: '', password: '' })).toEqual({ field: 'account', messageKey: K.noAccount });
    expect(validateLogin({ account: 'abc', password: '' })).toEqual({ field: 'account', messageKey: K.accountLength });
  });
});

describe('validateRegister', () => {
  const valid: RegisterValues = {
    code: 'FAST01',
    account: 'player01',
    password: 'secret12',
    confirmPassword: 'secret12',
    withdrawPassword: '123456',
    confirmWithdrawPassword: '123456',
  };

  it('accepts a complete form', () => {
    expect(validateRegister(valid)).toBeNull();
    expect(validateRegister({ ...valid, code: 'A1', withdrawPassword: 'abcdefgh10', confirmWithdrawPassword: 'abcdefgh10' })).toBeNull();
  });

  it.each<[Partial<RegisterValues>, string, string]>([
    [{ code: '' }, 'code', K.noInviteCode],
    [{ code: 'FAST-1' }, 'code', K.inviteCodeFormat],
    [{ code: 'FAST012' }, 'code', K.inviteCodeFormat],
    [{ account: '' }, 'account', K.noAccount],
    [{ account: 'player_01' }, 'account', K.accountFormat],
    [{ account: 'abc' }, 'account', K.accountLength],
    [{ account: 'abcdefghijklm' }, 'account', K.accountLength],
    [{ password: '', confirmPassword: '' }, 'password', K.noPassword],
    [{ password: 'abc12', confirmPassword: 'abc12' }, 'password', K.passwordLength],
    [{ password: 'abc12!@#', confirmPassword: 'abc12!@#' }, 'password', K.passwordFormat],
    [{ withdrawPassword: '' }, 'withdrawPassword', K.noWithdrawPassword],
    // One rule with the change page (§5): 6–10 letters or digits; `12` was accepted before.
    [{ withdrawPassword: '12', confirmWithdrawPassword: '12' }, 'withdrawPassword', K.withdrawPasswordLength],
    [{ withdrawPassword: '12345678901', confirmWithdrawPassword: '12345678901' }, 'withdrawPassword', K.withdrawPasswordLength],
    [{ withdrawPassword: '12 3456', confirmWithdrawPassword: '12 3456' }, 'withdrawPassword', K.withdrawPasswordFormat],
    [{ confirmWithdrawPassword: '654321' }, 'confirmWithdrawPassword', K.withdrawPasswordConfirmRegister],
    [{ confirmPassword: 'secret13' }, 'confirmPassword', K.passwordConfirm],
    [{ confirmPassword: '' }, 'confirmPassword', K.passwordConfirm],
  ])('%j → %s %s', (change, field, messageKey) => {
    expect(validateRegister({ ...valid, ...change })).toEqual({ field, messageKey });
  });

  it('reports problems in the order of spec §5', () => {
    // Each step repairs the previous problem and reveals the next one.
    const steps: [RegisterValues, string][] = [
      [{ code: '', account: '', password: '', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.noInviteCode],
      [{ code: 'AB_', account: '', password: '', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.inviteCodeFormat],
      [{ code: 'AB1', account: '', password: '', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.noAccount],
      [{ code: 'AB1', account: 'a_b', password: '', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.accountFormat],
      [{ code: 'AB1', account: 'ab', password: '', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.accountLength],
      [{ code: 'AB1', account: 'abcdef', password: '', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.noPassword],
      [{ code: 'AB1', account: 'abcdef', password: '!', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.passwordLength],
      [{ code: 'AB1', account: 'abcdef', password: '!!!!!!', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.passwordFormat],
      [{ code: 'AB1', account: 'abcdef', password: 'abcdef', confirmPassword: 'x', withdrawPassword: '', confirmWithdrawPassword: '' }, K.noWithdrawPassword],
      [{ code: 'AB1', account: 'abcdef', password: 'abcdef', confirmPassword: 'x', withdrawPassword: '1', confirmWithdrawPassword: '' }, K.withdrawPasswordLength],
      [{ code: 'AB1', account: 'abcdef', password: 'abcdef', confirmPassword: 'x', withdrawPassword: '12345678901', confirmWithdrawPassword: '' }, K.withdrawPasswordLength],
      [{ code: 'AB1', account: 'abcdef', password: 'abcdef', confirmPassword: 'x', withdrawPassword: '######', confirmWithdrawPassword: '' }, K.withdrawPasswordFormat],
      [{ code: 'AB1', account: 'abcdef', password: 'abcdef', confirmPassword: 'x', withdrawPassword: '123456', confirmWithdrawPassword: '' }, K.passwordConfirm],
      [{ code: 'AB1', account: 'abcdef', password: 'abcdef', confirmPassword: 'abcdef', withdrawPassword: '123456', confirmWithdrawPassword: '12345' }, K.withdrawPasswordConfirmRegister],
    ];
    for (const [values, key] of steps) expect(validateRegister(values)?.messageKey).toBe(key);
  });

  it('accepts any letters-and-digits form within the limits', () => {
    const alnum = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`));
    fc.assert(
      fc.property(alnum(1, 6), alnum(6, 12), alnum(6, 12), alnum(6, 10), (code, account, password, withdrawPassword) => {
        expect(validateRegister({ code, account, password, confirmPassword: password, withdrawPassword, confirmWithdrawPassword: withdrawPassword })).toBeNull();
      }),
    );
  });
});
