import { describe, expect, it } from 'vitest';
import { BankBindNotice } from '../../machines/account/bank-bind.machine';
import { ErrorCode } from '../../models/errors';
import { validateBindBank } from '../../models/validation';
import { bankBindPaths } from '../paths/bank-bind.paths';
import { BOUND_BANK } from '../paths/fixtures/money';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { eventually, until, untilState } from '../paths/wait';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Generated paths of the bank binding page (tests/paths/bank-bind.paths.ts) on a live actor:
 * loading, failed with a retry, the form, a §5 refusal, a card another player has, bound
 * (read-only, from the start or after a binding). The account area spawning it and the fake
 * platform's binding are the system test below.
 */
describe('bank binding — generated paths', () => {
  for (const path of generatePaths(bankBindPaths)) {
    it(describePath(bankBindPaths.machine, path), async () => {
      let told = 0;
      const suite = { ...bankBindPaths, provide: { actions: { bound: () => void told++ } } } as typeof bankBindPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { values, error, bound, notice, banks } = snapshot.context;
        const check = () => validateBindBank({ bankId: values.bankId, bankCode: banks.find((b) => b.bankId === values.bankId)?.bankCode ?? null, bankCardNo: values.bankCardNo.trim(), bankUserName: values.bankUserName.trim(), withdrawPassword: values.withdrawPassword });
        if (snapshot.matches('failed')) expect(error).toMatchObject({ code: 1 });
        if (snapshot.matches('editing')) {
          expect(bound).toBeNull();
          if (event.type === 'bank.submit') expect(error).toEqual(check());
          // Another player's card: said at the card field.
          if (event.type.startsWith('xstate.error.actor.')) expect(error).toMatchObject({ code: ErrorCode.withdrawMethodBoundByOther, field: 'bankCardNo' });
        }
        // Only a valid form is sent.
        if (snapshot.matches('submitting')) expect([check(), error]).toEqual([null, null]);
        if (snapshot.matches('bound')) {
          expect(bound).not.toBeNull();
          // Bound here: the notice, the form cleared, the owner told once; bound before: neither.
          if (event.type.startsWith('xstate.done.actor.') && notice) expect([values.bankCardNo, told]).toEqual(['', 1]);
          else expect([bound, notice, told]).toEqual([BOUND_BANK, null, 0]);
        } else expect(told).toBe(0);
        if (notice) expect(notice).toBe(BankBindNotice.bound);
      });
    });
  }
});

/** Logged in, the user info in, the account area (loaded after the login) running. */
const started = async (sys: StartedAppSystem) => {
  await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
  await untilState(sys.app, { accountArea: 'ready' });
  return sys;
};

describe('bank binding — in the system', () => {
  it('a card another player has is refused at its field; another card binds and the page turns read-only', async () => {
    const sys = await started(startAppSystem());
    sys.get('account').send({ type: 'account.show', spec: { page: 'bind-bank', japan: false } });
    await eventually(() => sys.get('bankBind') !== undefined, 'the bank page');
    const bank = sys.get('bankBind');
    await untilState(bank, 'editing');
    const bindWith = (card: string) => {
      bank.send({ type: 'bank.select', bankId: 2 });
      bank.send({ type: 'bank.input', field: 'bankCardNo', value: card });
      bank.send({ type: 'bank.input', field: 'bankUserName', value: '王五' });
      bank.send({ type: 'bank.input', field: 'withdrawPassword', value: '123456' });
      bank.send({ type: 'bank.submit' });
    };
    bindWith('6222000000000009');
    await until(bank, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null);
    expect(bank.getSnapshot().context.error).toMatchObject({ code: ErrorCode.withdrawMethodBoundByOther, field: 'bankCardNo' });
    expect(sys.platform.state.money.bound).toBeNull();
    bindWith('6225880000009999');
    await untilState(bank, 'bound');
    expect(bank.getSnapshot().context.bound).toEqual(sys.platform.state.money.bound);
    expect(sys.platform.state.money.bound).toMatchObject({ bankId: 2, bankCardNo: '6225880000009999' });
  });
});
