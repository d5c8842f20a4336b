import { describe, expect, it } from 'vitest';
import { bodyOf, parseArgs, parseBody, UsageError } from '../../server/operator/actions';
import { OperatorError } from '../../server/domain/operator';

/** The setup commands' grammar (server/operator/setup-actions.ts): CLI arguments and admin API bodies agree. */
describe('operator setup commands', () => {
  const roundTrip = (args: string[]) => {
    const action = parseArgs(args);
    expect(parseBody(action.command, bodyOf(action))).toEqual(action);
    return action;
  };

  it('reads invite code commands, upper-casing the code; a missing code is a random one', () => {
    expect(roundTrip(['create-invite-code'])).toEqual({ command: 'create-invite-code', code: null });
    expect(roundTrip(['create-invite-code', 'vip888'])).toEqual({ command: 'create-invite-code', code: 'VIP888' });
    expect(roundTrip(['remove-invite-code', 'VIP888'])).toEqual({ command: 'remove-invite-code', code: 'VIP888' });
    expect(() => parseArgs(['create-invite-code', 'toolong7'])).toThrow(UsageError);
    expect(() => parseArgs(['create-invite-code', 'a-b1'])).toThrow(UsageError);
  });

  it('reads a USDT method with its limits, presets, bonus, rate and networks', () => {
    const action = roundTrip(['add-payment-method', 'usdt', 'USDT', '--min', '100', '--max', '1,000.00', '--amounts', '100 500/1000', '--bonus', '2.5', '--rate', '7.2', '--networks', 'trc20', '--recommend']);
    expect(action).toMatchObject({
      command: 'add-payment-method',
      sort: null,
      method: {
        provider: 'usdt',
        classIcon: 'xnzf',
        minCents: 10_000,
        maxCents: 100_000,
        initPrices: [10_000, 50_000, 100_000],
        bonusBp: 250,
        recommend: true,
        exchangeRate: '7.2',
        networks: [{ type: 'TRC20', name: 'USDT-TRC20', limit: { min: 10_000, max: 100_000, enable: true } }],
      },
    });
  });

  it('reads a contact method with its link and a gateway method with its icon and place', () => {
    expect(roundTrip(['add-payment-method', 'contact', 'VIP', '--url', '/pages/chat/customer-service'])).toMatchObject({ method: { provider: 'contact', classIcon: 'svip', minCents: 0, maxCents: 0, url: '/pages/chat/customer-service' } });
    expect(roundTrip(['add-payment-method', 'mygate', 'Card', '--min', '50', '--max', '500', '--icon', 'alipay', '--sort', '5'])).toMatchObject({ sort: 5, method: { provider: 'mygate', classIcon: 'alipay' } });
  });

  it.each([
    [['add-payment-method', 'usdt'], UsageError],
    [['add-payment-method', 'mygate', 'Card', '--min', '500', '--max', '50'], OperatorError],
    [['add-payment-method', 'mygate', 'Card'], OperatorError],
    [['add-payment-method', 'mygate', 'Card', '--min', '1e3', '--max', '50'], UsageError],
    [['add-payment-method', 'mygate', 'Card', '--min', '50', '--max', '500', '--amounts', '1,000'], UsageError],
    [['add-payment-method', 'mygate', 'Card', '--min', '50', '--max', '500', '--amounts', '600'], OperatorError],
    [['add-payment-method', 'mygate', 'Card', '--min', '50', '--max', '500', '--rate', '7'], OperatorError],
    [['add-payment-method', 'usdt', 'USDT', '--min', '50', '--max', '500', '--rate', '7'], OperatorError],
    [['add-payment-method', 'usdt', 'USDT', '--min', '50', '--max', '500', '--rate', '7', '--networks', 'BEP20'], OperatorError],
    [['add-payment-method', 'contact', 'VIP', '--url', 'javascript:alert(1)'], OperatorError],
    [['add-payment-method', 'Bad Provider', 'X', '--min', '1', '--max', '2'], OperatorError],
    [['add-payment-method', 'mygate', 'Card', '--min', '50', '--max', '500', '--bonus', '101'], OperatorError],
    [['disable-payment-method', 'x'], UsageError],
  ])('refuses %j', (args, error) => {
    expect(() => parseArgs(args)).toThrow(error);
  });

  it('reads a method\'s name and tips per language, a bank of the operator\'s own and its names per language', () => {
    expect(roundTrip(['set-payment-method-text', '7', '--lang', 'en-US', ' Bank transfer ', 'Credited within 5 minutes.'])).toEqual({
      command: 'set-payment-method-text',
      id: 7,
      lang: 'en-US',
      name: 'Bank transfer',
      tips: 'Credited within 5 minutes.',
    });
    // --lang anywhere; without tips, that language's tips stay (null); "" is no tips.
    expect(roundTrip(['set-payment-method-text', '--lang', 'ja', '7', '銀行振込'])).toMatchObject({ lang: 'ja-JP', name: '銀行振込', tips: null });
    expect(roundTrip(['set-payment-method-text', '7', '--lang', 'vi-VN', 'Chuyển khoản', ''])).toMatchObject({ tips: '' });
    expect(roundTrip(['add-bank', 'kbank', 'Kasikornbank'])).toEqual({ command: 'add-bank', code: 'KBANK', name: 'Kasikornbank', variants: ['cp', 'cn', 'jp'], sort: null });
    expect(roundTrip(['add-bank', 'KBANK', 'Kasikornbank', '--variants', 'cp,JP', '--sort', '900'])).toMatchObject({ variants: ['cp', 'jp'], sort: 900 });
    expect(roundTrip(['set-bank-name', 'kbank', '--lang', 'vi-VN', 'Ngân hàng Kasikorn'])).toEqual({ command: 'set-bank-name', code: 'KBANK', lang: 'vi-VN', name: 'Ngân hàng Kasikorn' });
    expect(roundTrip(['list-banks'])).toEqual({ command: 'list-banks' });
  });

  it.each([
    [['set-payment-method-text', '7', '--lang', 'fr-FR', 'Virement'], /unknown language "fr-FR"/],
    [['set-payment-method-text', '7', 'Bank transfer'], /needs --lang/],
    [['set-payment-method-text', '7', '--lang', 'en-US', '  '], /name must not be empty/],
    [['set-payment-method-text', '7', '--lang', 'en-US', 'x'.repeat(41)], /longer than 40 characters/],
    [['set-payment-method-text', '7', '--lang', 'en-US', 'Bank', 'x'.repeat(501)], /longer than 500 characters/],
    [['set-payment-method-text', '7', '--lang', 'en-US', 'Two\nlines'], /control characters/],
    [['set-payment-method-text', 'seven', '--lang', 'en-US', 'Bank'], /payment method id/],
    [['set-bank-name', 'KBANK', '--lang', 'xx', 'K'], /unknown language "xx"/],
    [['set-bank-name', 'KBANK', '--lang', 'en-US', ''], /name must not be empty/],
    [['set-bank-name', 'KBANK', '--lang', 'en-US', 'x'.repeat(81)], /longer than 80 characters/],
    [['set-bank-name', 'K B', '--lang', 'en-US', 'K'], /bank code/],
    [['add-bank', 'KBANK'], /a code and a name/],
    [['add-bank', 'KBANK', 'K', '--variants', 'us'], /"variants"/],
    [['list-banks', 'x'], /no arguments/],
  ])('refuses %j as a malformed command (the CLI exits 2)', (args, message) => {
    expect(() => parseArgs(args)).toThrow(UsageError);
    expect(() => parseArgs(args)).toThrow(message);
  });
});
