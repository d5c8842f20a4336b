import { bankBindMachine, type BankPage } from '../../machines/account/bank-bind.machine';
import { ErrorCode } from '../../models/errors';
import { BOUND_BANK } from './fixtures/money';
import { fail, ok, type PathSuite } from './generate';

/**
 * Binding a bank card: the page loads a player without a card (the form), with one (read-only) or
 * fails (and is retried); the player picks a bank, types a card, a name and the withdrawal
 * password, or empties the card, and submits; the server binds it or says another player has it.
 */
export const BANKS: BankPage['banks'] = [
  { bankId: 1, bankName: '中国工商银行', bankCode: 'ICBC' },
  { bankId: 2, bankName: '中国建设银行', bankCode: 'CCB' },
];

export const TAKEN = Object.assign(new Error('bound by another'), {
  kind: 'business',
  code: ErrorCode.withdrawMethodBoundByOther,
  messageKey: `errors:code.${ErrorCode.withdrawMethodBoundByOther}`,
});

export const bankBindPaths: PathSuite<typeof bankBindMachine> = {
  machine: bankBindMachine,
  input: { japan: false },
  events: [
    { type: 'bank.select', bankId: 2 },
    { type: 'bank.input', field: 'bankCardNo', value: '6225880000009999' },
    { type: 'bank.input', field: 'bankCardNo', value: '' },
    { type: 'bank.input', field: 'bankUserName', value: '王五' },
    { type: 'bank.input', field: 'withdrawPassword', value: '123456' },
    { type: 'bank.submit' },
    { type: 'bank.retry' },
  ],
  answers: {
    fetchBanks: [ok({ banks: BANKS, bound: null }, 'no card'), ok({ banks: BANKS, bound: BOUND_BANK }, 'a card bound'), fail()],
    bindBank: [ok({ ...BOUND_BANK, bankId: 2, bankCardNo: '6225880000009999', bankUserName: '王五' }), fail(TAKEN, 'taken')],
  },
  // How far the form is filled in (all four: valid) and the error shown.
  vertex: (snapshot) => {
    const { values, error } = snapshot.context;
    const filled = [values.bankId !== null, values.bankCardNo !== '', values.bankUserName !== '', values.withdrawPassword !== ''].filter(Boolean).length;
    return [snapshot.value, filled, error?.code ?? error?.messageKey ?? null];
  },
};
