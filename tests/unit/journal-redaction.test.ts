import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyEventObject } from 'xstate';
import { createJournal, isPersonalKey, parseJournal, redactSecrets, REDACTED, REDACTION_RULES } from '../../machines/journal/journal';
import type { BankBindEvent } from '../../machines/account/bank-bind.machine';
import type { EmailBindEvent } from '../../machines/account/email-bind.machine';
import type { PasswordChangeEvent } from '../../machines/account/password-change.machine';
import type { ProfileEditEvent } from '../../machines/account/profile-edit.machine';
import type { SessionEvent } from '../../machines/core/session';
import type { UsdtDepositEvent } from '../../machines/account/usdt-deposit.machine';
import type { WithdrawEvent } from '../../machines/account/withdraw.machine';
import type { User } from '../../models/entities';

/** Personal data a player types or the server returns; none may reach the journal or its export. */
const PERSONAL = {
  password: 'Secret-pw-1',
  withdrawPassword: '864209',
  name: '张三丰',
  idCard: '110101199003074518',
  mobile: '13912345678',
  email: 'zhang.sanfeng@example.com',
  card: '6222021234567890123',
  wallet: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  txId: '9f0c7a1be43d6f3b2a58e1c0d7b946ae',
  code: '572913',
  qq: '88886666',
  token: 'tok-abc-123',
};

const BANK_VALUES = { bankCardNo: PERSONAL.card, bankUserName: PERSONAL.name, bankSub: '渋谷支店', bankNumber: PERSONAL.card, bankUserNameKa: PERSONAL.name, withdrawPassword: PERSONAL.withdrawPassword };

/** Events with the shapes of the real machines (the types fail the build if a machine renames a field). */
const EVENTS: AnyEventObject[] = [
  { type: 'session.login', account: 'demo001', password: PERSONAL.password, remember: true } satisfies SessionEvent,
  { type: 'session.register', code: 'FAST01', account: 'demo009', password: PERSONAL.password, confirm: PERSONAL.password, withdrawPassword: PERSONAL.withdrawPassword, confirmWithdraw: PERSONAL.withdrawPassword } satisfies SessionEvent,
  ...(['bankCardNo', 'bankUserName', 'bankSub', 'bankNumber', 'bankUserNameKa', 'withdrawPassword'] as const).map(
    (field) => ({ type: 'bank.input', field, value: BANK_VALUES[field] }) satisfies BankBindEvent,
  ),
  { type: 'bank.input', field: 'bankCardNo', value: PERSONAL.wallet } satisfies BankBindEvent,
  { type: 'withdraw.password', withdrawPassword: PERSONAL.withdrawPassword } satisfies WithdrawEvent,
  { type: 'withdraw.code', verifyCode: PERSONAL.code } satisfies WithdrawEvent,
  { type: 'profile.input', field: 'name', value: PERSONAL.name } satisfies ProfileEditEvent,
  { type: 'profile.input', field: 'cardNo', value: PERSONAL.idCard } satisfies ProfileEditEvent,
  { type: 'profile.input', field: 'mobile', value: PERSONAL.mobile } satisfies ProfileEditEvent,
  { type: 'email.address', email: PERSONAL.email } satisfies EmailBindEvent,
  { type: 'email.code', verifyCode: PERSONAL.code } satisfies EmailBindEvent,
  { type: 'password.input', values: { oldPassword: PERSONAL.password, newPassword: PERSONAL.password, confirmPassword: PERSONAL.password } } satisfies PasswordChangeEvent,
  { type: 'usdt.txId', txId: PERSONAL.txId } satisfies UsdtDepositEvent,
  {
    type: 'xstate.done.actor.fetchUser',
    output: {
      user: { userId: 7, account: 'demo001', name: PERSONAL.name, cardNo: PERSONAL.idCard, mobile: PERSONAL.mobile, qq: PERSONAL.qq, email: PERSONAL.email } satisfies Partial<User>,
      tokens: { token: PERSONAL.token, secretToken: PERSONAL.token },
      bound: { bankName: '工商银行', bankCardNo: PERSONAL.card, bankUserName: PERSONAL.name },
    },
  },
];

/** Keeps every event it receives in its context, so checkpoints persist them too. */
const sink = setup({ types: { context: {} as { last: AnyEventObject[] }, events: {} as AnyEventObject } }).createMachine({
  id: 'sink',
  context: { last: [] },
  on: { '*': { actions: assign({ last: ({ context, event }) => [...context.last, event] }) } },
});

describe('journal redaction', () => {
  it('keeps no personal data of login, register, bank binding, withdrawal or profile in entries, checkpoints or the export', () => {
    // A small limit forces checkpoint rounds, which persist the context holding every event.
    const journal = createJournal({ limit: 8, now: () => 0 });
    const actor = createActor(sink, { systemId: 'sink', inspect: journal.inspect }).start();
    for (const event of EVENTS) actor.send(event);
    expect(journal.checkpoints().length).toBeGreaterThan(0);
    const exported = journal.exportJson();
    const recorded = JSON.stringify([journal.entries(), journal.checkpoints()]);
    for (const [kind, value] of Object.entries(PERSONAL)) {
      expect(exported, kind).not.toContain(value);
      expect(recorded, kind).not.toContain(value);
    }
    // What is no personal data stays readable: the account, the invite code, event types.
    expect(exported).toContain('demo001');
    expect(exported).toContain('FAST01');
    expect(exported).toContain('profile.input');
    expect(exported).toContain('工商银行');
    expect(exported).toContain('渋谷支店');
    expect(parseJournal(exported).entries.length).toBe(journal.entries().length);
    actor.stop();
  });

  it('redacts by key, by the field of an input event, and a name only in a person record', () => {
    expect(redactSecrets({ mobile: '139', emailBound: true, list: [{ bankCardNo: '6222' }] })).toEqual({ mobile: REDACTED, emailBound: true, list: [{ bankCardNo: REDACTED }] });
    expect(redactSecrets({ type: 'bank.input', field: 'bankUserName', value: '张三' })).toEqual({ type: 'bank.input', field: 'bankUserName', value: REDACTED });
    expect(redactSecrets({ type: 'slip.input', field: 'amount', value: '20' })).toEqual({ type: 'slip.input', field: 'amount', value: '20' });
    expect(redactSecrets({ lotteryId: 8, name: '江苏快3' })).toEqual({ lotteryId: 8, name: '江苏快3' });
    expect(redactSecrets({ name: '张三', cardNo: '' })).toEqual({ name: REDACTED, cardNo: '' });
    expect(redactSecrets({ code: 'FAST01', errorCode: 4001, confirmedPopupId: 3 })).toEqual({ code: 'FAST01', errorCode: 4001, confirmedPopupId: 3 });
  });

  it('has one rule list covering every kind of personal data the issue names', () => {
    const kinds = new Set(REDACTION_RULES.map((rule) => rule.kind));
    for (const kind of ['password', 'verification code', 'name', 'ID card', 'mobile', 'e-mail', 'card number', 'wallet address']) expect(kinds).toContain(kind);
    for (const key of ['password', 'withdrawPassword', 'verifyCode', 'realName', 'bankUserName', 'cardNo', 'mobile', 'email', 'bankCardNo', 'walletAddress', 'txId', 'token']) {
      expect(isPersonalKey(key), key).toBe(true);
    }
    for (const key of ['account', 'amount', 'lotteryId', 'code', 'bankName', 'status']) expect(isPersonalKey(key), key).toBe(false);
  });
});
