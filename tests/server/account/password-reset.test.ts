import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, ApiPath } from '../../../models/api-paths';
import type { TokenPair } from '../../../models/entities';
import type { ForgotPasswordAnswer } from '../../../models/password-reset';
import { maskEmail } from '../../../models/password-reset';
import type { FastdrawServer } from '../../../server/app';
import { call } from '../support/api';
import { startTestServer } from '../support/server';
import { captureMailer, newPlayer, post, type Player } from './support';

// Resetting a forgotten login password by a code sent to the bound e-mail (issue 17 §5).
const mailer = captureMailer();

describe('forgotten login password', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { mailer });
  });
  afterAll(() => server?.close());

  const forgot = (account: string) => call<ForgotPasswordAnswer>(server.app, 'POST', ApiPath.forgotPassword, { body: { account } });
  const reset = (body: { account: string; code: string; newPassword: string }) => call(server.app, 'POST', ApiPath.resetPassword, { body });
  const login = (account: string, password: string) => call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account, password } });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** A player with `email` bound, as the e-mail page binds it. */
  async function playerWithEmail(): Promise<Player & { email: string }> {
    const player = await newPlayer(server);
    const email = `${player.account}@example.com`;
    expect((await post(server, player, AccountPath.sendEmail, { email, type: 2 })).envelope.code).toBe(0);
    expect((await post(server, player, AccountPath.bindEmail, { email, code: mailer.codeFor(email), type: 2 })).envelope.code).toBe(0);
    return { ...player, email };
  }

  it('sends a code to the bound address, shown masked; the code sets the new password and ends every session', async () => {
    const player = await playerWithEmail();
    const second = await login(player.account, 'pass1234');
    const answer = await forgot(player.account.toUpperCase());
    expect(answer.envelope).toEqual({ code: 0, msg: expect.any(String), data: { email: maskEmail(player.email), resendAfter: 120 } });
    expect(answer.envelope.data.email).not.toContain(player.account);
    const code = mailer.codeFor(player.email);
    expect(mailer.sent.at(-1)?.text).toContain('重置登录密码');

    expect((await reset({ account: player.account, code, newPassword: 'fresh123' })).envelope).toEqual({ code: 0, msg: expect.any(String), data: null });
    // Every session of the account ended: the register's and a second login's.
    expect((await post(server, player, ApiPath.userInfo)).envelope.code).not.toBe(0);
    expect((await post(server, second.envelope.data.token, ApiPath.userInfo)).envelope.code).not.toBe(0);
    expect((await login(player.account, 'pass1234')).envelope.code).toBe(1005);
    expect((await login(player.account, 'fresh123')).envelope.code).toBe(0);
    // Single use.
    expect((await reset({ account: player.account, code, newPassword: 'again1234' })).envelope.code).toBe(1002);
  });

  it('refuses a wrong code (killed after 5 tries) and an expired one with 1002, changing nothing', async () => {
    const player = await playerWithEmail();
    await forgot(player.account);
    const code = mailer.codeFor(player.email);
    for (let i = 0; i < 5; i++) expect((await reset({ account: player.account, code: otherCode(code), newPassword: 'fresh123' })).envelope.code).toBe(1002);
    expect((await reset({ account: player.account, code, newPassword: 'fresh123' })).envelope.code).toBe(1002);

    const other = await playerWithEmail();
    await forgot(other.account);
    await server.db.query(`UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND type = 4`, [other.userId]);
    expect((await reset({ account: other.account, code: mailer.codeFor(other.email), newPassword: 'fresh123' })).envelope.code).toBe(1002);
    expect((await login(player.account, 'pass1234')).envelope.code).toBe(0);
    expect((await login(other.account, 'pass1234')).envelope.code).toBe(0);
  });

  it('throttles like every e-mail code: one per 120 s (1001), then 20 a day (4006)', async () => {
    const player = await playerWithEmail();
    expect((await forgot(player.account)).envelope.code).toBe(0);
    const again = await forgot(player.account);
    expect(again.envelope.code).toBe(1001);
    expect(again.envelope.msg).toMatch(/1[12]\d 秒/);
    // Nineteen more codes today (the bind code counted too), each after the resend wait.
    await server.db.query(
      `INSERT INTO email_codes (user_id, type, email, code_hash, created_at, expires_at)
       SELECT $1, 4, $2, 'x', now() - interval '3 hours', now() FROM generate_series(1, 18)`,
      [player.userId, player.email],
    );
    await server.db.query(`UPDATE email_codes SET created_at = now() - interval '3 hours' WHERE user_id = $1`, [player.userId]);
    expect((await forgot(player.account)).envelope.code).toBe(4006);
  });

  it('answers an account without a bound address and an unknown account alike, sending nothing', async () => {
    const plain = await newPlayer(server);
    const before = mailer.sent.length;
    expect((await forgot(plain.account)).envelope).toEqual({ code: 0, msg: expect.any(String), data: { email: '', resendAfter: 0 } });
    expect((await forgot('nobody9999')).envelope).toEqual({ code: 0, msg: expect.any(String), data: { email: '', resendAfter: 0 } });
    expect(mailer.sent.length).toBe(before);
    expect((await reset({ account: plain.account, code: '123456', newPassword: 'fresh123' })).envelope.code).toBe(1002);
    expect((await reset({ account: 'nobody9999', code: '123456', newPassword: 'fresh123' })).envelope.code).toBe(1002);
  });

  it('checks the fields with the models’ rules first (code 1 with the key)', async () => {
    expect((await forgot('')).envelope).toEqual({ code: 1, msg: 'validation:tip_no_username', data: null });
    expect((await forgot('abc')).envelope.msg).toBe('validation:tip_username_length_err');
    const player = await playerWithEmail();
    expect((await reset({ account: player.account, code: '', newPassword: 'fresh123' })).envelope.msg).toBe('validation:placeholder_email_code');
    expect((await reset({ account: player.account, code: '123456', newPassword: 'abc' })).envelope.msg).toBe('validation:tip_password_length_err');
    expect((await reset({ account: player.account, code: '123456', newPassword: 'bad pass!' })).envelope.msg).toBe('validation:tip_password_err');
    // Not text at all: the schema's 400 before the route runs.
    expect((await call(server.app, 'POST', ApiPath.resetPassword, { body: { account: player.account, code: '123456', newPassword: { text: 'x' } } })).status).toBe(400);
  });
});
