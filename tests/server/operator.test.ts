import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../models/api-paths';
import type { Notice, TokenPair, User } from '../../models/entities';
import type { FastdrawServer } from '../../server/app';
import { runOperatorCommand, UsageError } from '../../server/operator-commands';
import { call } from './support/api';
import { startTestServer } from './support/server';

describe('operator commands', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' });
  });
  afterAll(() => server?.close());

  const run = (...args: string[]) => runOperatorCommand(server.db, args);
  const login = (account: string) => call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account, password: 'demo1234' } });

  it('publishes a notice that the notice list shows first', async () => {
    expect(await run('post-notice', '开奖延迟说明', '<p>今日 PK10 开奖延迟 5 分钟。</p>')).toMatch(/^Notice \d+ published in zh-CN$/);
    const notices = (await call<Notice[]>(server.app, 'GET', `${ApiPath.notice}?platformId=1`)).envelope.data;
    expect(notices[0]).toMatchObject({ title: '开奖延迟说明', content: '<p>今日 PK10 开奖延迟 5 分钟。</p>' });
  });

  it('credits a player through the ledger as a manual credit', async () => {
    expect(await run('credit', 'demo002', '1,234.5', 'welcome')).toBe('Credited 1,234.50 to demo002; balance 1,234.50');
    const rows = await server.db.query(
      `SELECT type, amount_cents, balance_after_cents, reference FROM ledger JOIN users ON users.id = user_id WHERE account = 'demo002'`,
    );
    expect(rows).toEqual([{ type: 11, amount_cents: 123_450, balance_after_cents: 123_450, reference: 'operator:welcome' }]);
    const token = (await login('demo002')).envelope.data.token;
    expect((await call<User>(server.app, 'POST', ApiPath.userInfo, { token })).envelope.data.balance).toBe(123_450);
  });

  it('freezes a player, ending their sessions, and unfreezes them', async () => {
    const token = (await login('demo001')).envelope.data.token;
    expect(await run('freeze', 'demo001')).toBe('demo001 frozen');
    expect((await call(server.app, 'POST', ApiPath.userInfo, { token })).envelope.code).toBe(401);
    expect((await login('demo001')).envelope.code).toBe(1010);
    await run('unfreeze', 'demo001');
    expect((await login('demo001')).envelope.code).toBe(0);
  });

  it.each([
    [[]],
    [['launch']],
    [['post-notice', 'title only']],
    [['credit', 'demo001']],
    [['credit', 'demo001', 'ten']],
    [['freeze']],
    [['pending', 'now']],
    [['approve-withdrawal']],
    [['approve-withdrawal', '1.5']],
    [['reject-withdrawal', 'x', 'reason']],
    [['confirm-deposit']],
    [['reject-deposit', 'a', 'b']],
  ])(
    'explains the usage for %j',
    async (args) => {
      await expect(run(...args)).rejects.toThrow(UsageError);
    },
  );

  it('lists pending work and refuses decisions on what does not exist', async () => {
    expect(await run('pending')).toBe('No withdrawals in progress.\nNo USDT deposits awaiting confirmation.');
    await expect(run('approve-withdrawal', '999999')).rejects.toThrow('No withdrawal 999999');
    await expect(run('confirm-deposit', 'D20310101FFFFFFFFFFFF')).rejects.toThrow('No USDT deposit D20310101FFFFFFFFFFFF');
    await expect(run('reject-deposit', 'D20310101FFFFFFFFFFFF')).rejects.toThrow('No deposit D20310101FFFFFFFFFFFF');
  });

  it('refuses unknown accounts and amounts that are not positive', async () => {
    await expect(run('credit', 'nobody404', '5')).rejects.toThrow('No account "nobody404"');
    await expect(run('credit', 'demo001', '0')).rejects.toThrow('The amount must be positive');
  });

  it('takes amounts only as digits with at most 2 decimals: no exponent, hex, sign or third decimal', async () => {
    for (const amount of ['1e3', '1E3', '0x10', '-0', '-5', '+5', '1.234', '5.', '.5', '1,23', 'Infinity', 'NaN', '', ' 5']) {
      await expect(run('credit', 'demo001', amount), amount).rejects.toThrow('credit needs an account and an amount with at most 2 decimals');
      await expect(run('post-message', 'demo001', '--coin', amount, 'Title', '<p>x</p>'), amount).rejects.toThrow('--coin needs an amount');
    }
    expect(await run('credit', 'demo002', '0.01')).toMatch(/^Credited 0\.01 to demo002/);
  });
});
