import { describe, expect, it } from 'vitest';
import { ValidationKey as K } from '../../../models/validation/keys';
import {
  validateLoginPasswordChange,
  validateWithdrawPasswordChange,
  type PasswordChangeValues,
} from '../../../models/validation/passwords';

describe('validateLoginPasswordChange', () => {
  const valid: PasswordChangeValues = { oldPassword: 'oldpass1', newPassword: 'newpass1', confirmPassword: 'newpass1' };

  it('accepts a complete change', () => {
    expect(validateLoginPasswordChange(valid)).toBeNull();
  });

  it.each<[Partial<PasswordChangeValues>, string, string]>([
    [{ oldPassword: '' }, 'oldPassword', K.noOldPassword],
    [{ newPassword: '', confirmPassword: '' }, 'newPassword', K.noNewPassword],
    [{ newPassword: 'abc12', confirmPassword: 'abc12' }, 'newPassword', K.passwordLength],
    [{ newPassword: 'abcdefghijk12', confirmPassword: 'abcdefghijk12' }, 'newPassword', K.passwordLength],
    [{ newPassword: 'abc 1234', confirmPassword: 'abc 1234' }, 'newPassword', K.passwordFormat],
    [{ confirmPassword: 'newpass2' }, 'confirmPassword', K.passwordConfirm],
    [{ confirmPassword: '' }, 'confirmPassword', K.passwordConfirm],
  ])('%j → %s %s', (change, field, messageKey) => {
    expect(validateLoginPasswordChange({ ...valid, ...change })).toEqual({ field, messageKey });
  });

  it('checks old, then new, then confirmation', () => {
    expect(validateLoginPasswordChange({ oldPassword: '', newPassword: '', confirmPassword: 'x' })?.messageKey).toBe(K.noOldPassword);
    expect(validateLoginPasswordChange({ oldPassword: 'a', newPassword: '', confirmPassword: 'x' })?.messageKey).toBe(K.noNewPassword);
    expect(validateLoginPasswordChange({ oldPassword: 'a', newPassword: 'abc', confirmPassword: 'x' })?.messageKey).toBe(K.passwordLength);
  });

  it('refuses a new password equal to the old one: a change that changes nothing ends every session for nothing', () => {
    expect(validateLoginPasswordChange({ oldPassword: 'same1234', newPassword: 'same1234', confirmPassword: 'same1234' })).toEqual({ field: 'newPassword', messageKey: K.sameAsOld });
  });
});

describe('validateWithdrawPasswordChange', () => {
  const valid: PasswordChangeValues = { oldPassword: '123456', newPassword: '654321', confirmPassword: '654321' };

  it('accepts 6 to 10 characters', () => {
    expect(validateWithdrawPasswordChange(valid)).toBeNull();
    expect(validateWithdrawPasswordChange({ ...valid, newPassword: 'abcdefgh12', confirmPassword: 'abcdefgh12' })).toBeNull();
  });

  it.each<[Partial<PasswordChangeValues>, string, string]>([
    [{ oldPassword: '' }, 'oldPassword', K.noOldWithdrawPassword],
    [{ newPassword: '', confirmPassword: '' }, 'newPassword', K.withdrawPasswordNewLength],
    [{ newPassword: '12345', confirmPassword: '12345' }, 'newPassword', K.withdrawPasswordNewLength],
    [{ newPassword: '12345678901', confirmPassword: '12345678901' }, 'newPassword', K.withdrawPasswordNewLength],
    [{ newPassword: '12-3456', confirmPassword: '12-3456' }, 'newPassword', K.withdrawPasswordFormat],
    [{ newPassword: '123456', confirmPassword: '123456' }, 'newPassword', K.sameAsOld],
    [{ confirmPassword: '654320' }, 'confirmPassword', K.withdrawPasswordConfirm],
  ])('%j → %s %s', (change, field, messageKey) => {
    expect(validateWithdrawPasswordChange({ ...valid, ...change })).toEqual({ field, messageKey });
  });

  it('checks length before difference before confirmation', () => {
    expect(validateWithdrawPasswordChange({ oldPassword: '12345', newPassword: '12345', confirmPassword: 'x' })?.messageKey).toBe(
      K.withdrawPasswordNewLength,
    );
    expect(validateWithdrawPasswordChange({ oldPassword: '123456', newPassword: '123456', confirmPassword: 'x' })?.messageKey).toBe(
      K.sameAsOld,
    );
  });
});
