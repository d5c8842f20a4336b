import { describe, expect, it } from 'vitest';
import { toFormError } from '../../machines/core/form-error';
import { ErrorCode, showsServerMessage } from '../../models/errors';
import { GamingCode } from '../../models/gaming-limits';
import { businessError } from '../../src/api/errors';

// A refusal shows the client's own translated text for every catalogued code; the server's `msg`
// (in the request's language) only where it is the text: code 1 and codes the client does not know.

describe('which refusals keep the server message', () => {
  it('drops msg for a catalogued code, so the view shows its translated text', () => {
    const error = toFormError(businessError(ErrorCode.insufficientBalance, '余额不足', '/api/x'));
    expect(error).toEqual({ messageKey: 'errors:code.2001', code: 2001 });
    expect(toFormError(businessError(ErrorCode.gameDisabled, '该游戏已下架或已被禁用', '/api/x')).serverMessage).toBeUndefined();
  });

  it('keeps msg for code 1, whose meaning is in it, and for an unknown code', () => {
    expect(toFormError(businessError(ErrorCode.failed, 'This order does not exist.', '/api/x'))).toMatchObject({ messageKey: 'errors:code.1', serverMessage: 'This order does not exist.' });
    expect(toFormError(businessError(9999, 'Something new', '/api/x'))).toMatchObject({ messageKey: 'errors:code.unknown', serverMessage: 'Something new' });
    expect([ErrorCode.failed, 9999].map(showsServerMessage)).toEqual([true, true]);
    expect([ErrorCode.wrongAccountOrPassword, ErrorCode.tooFrequent, ErrorCode.idempotencyKeyReused].map(showsServerMessage)).toEqual([false, false, false]);
  });

  it('keeps msg for the responsible-gaming refusals: what is left and when it resets, in the player’s language', () => {
    const msg = 'Above your stake limit per round: 1.00 left in this round.';
    expect(toFormError(businessError(GamingCode.stakeLimitReached, msg, '/api/x'))).toMatchObject({ messageKey: 'errors:code.unknown', serverMessage: msg });
    expect([GamingCode.selfExcluded, GamingCode.depositLimitReached, GamingCode.lossLimitReached].map(showsServerMessage)).toEqual([true, true, true]);
  });

  it('keeps the value a catalogued text needs from msg (window, amounts) as its interpolation', () => {
    expect(toFormError(businessError(ErrorCode.withdrawBelowMinimum, '100.00', '/api/x'))).toEqual({ messageKey: 'errors:code.1014', values: { value: '100.00' }, code: 1014 });
  });
});
