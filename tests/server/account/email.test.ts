import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../models/api-paths';
import type { FastdrawServer } from '../../../server/app';
import type { Mailer } from '../../../server/domain/email/mailer';
import { startTestServer } from '../support/server';
import { captureMailer, newPlayer, post, userOf } from './support';

// E-mail codes: binding and unbinding, resend, tries, expiry, and the dev mailbox (the SMTP mailer: smtp.test.ts).
const mailer = captureMailer();
let failing = false;
const flaky: Mailer = {
  async send(message) {
    if (failing) throw new Error('mail server down');
    await mailer.send(message);
  },
};

describe('e-mail codes', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { mailer: flaky });
  });
  afterAll(() => server?.close());

  const send = (player: Awaited<ReturnType<typeof newPlayer>>, type: number, email = '') => post<{ resendAfter: number }>(server, player, AccountPath.sendEmail, { email, type });
  const bind = (player: Awaited<ReturnType<typeof newPlayer>>, body: object) => post(server, player, AccountPath.bindEmail, body);
  /** Ages the player's codes by `seconds`, as if that time had passed. */
  const age = (userId: number, seconds: number) =>
    server.db.query(`UPDATE email_codes SET created_at = created_at - make_interval(secs => $2) WHERE user_id = $1`, [userId, seconds]);
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('binds an address with the code sent to it, and unbinds it with a code sent to the bound address', async () => {
    const player = await newPlayer(server);
    const email = `${player.account}@Example.com`;
    expect((await send(player, 2, email)).envelope).toEqual({ code: 0, msg: expect.any(String), data: { resendAfter: 120 } });
    const code = mailer.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(await server.db.query('SELECT * FROM email_codes WHERE user_id = $1', [player.userId]))).not.toContain(code);
    expect((await bind(player, { email, code, type: 2 })).envelope.code).toBe(0);
    expect((await userOf(server, player)).email).toBe(email);
    // Single use.
    expect((await bind(player, { email, code, type: 2 })).envelope.code).toBe(1);

    expect((await send(player, 3)).envelope.code).toBe(0);
    const unbind = mailer.codeFor(email);
    expect((await bind(player, { email: '', code: otherCode(unbind), type: 3 })).envelope.code).toBe(1002);
    expect((await bind(player, { email: '', code: unbind, type: 3 })).envelope.code).toBe(0);
    expect((await userOf(server, player)).email).toBe('');
    // Back in bind mode.
    await age(player.userId, 121);
    expect((await send(player, 2, `new.${email}`)).envelope.code).toBe(0);
  });

  it('validates the request first (type, address, bound state)', async () => {
    const player = await newPlayer(server);
    expect((await send(player, 9, 'a@b.cn')).envelope.code).toBe(1);
    expect((await send(player, 2, 'not-an-address')).envelope).toEqual({ code: 1, msg: 'validation:place_email_code', data: null });
    expect((await send(player, 1)).envelope.code).toBe(1);
    expect((await send(player, 3)).envelope.code).toBe(1);
    expect((await bind(player, { email: 'a@b.cn', code: '', type: 2 })).envelope.msg).toBe('validation:placeholder_email_code');
    expect((await bind(player, { email: '', code: '123456', type: 2 })).envelope.msg).toBe('validation:place_email_code');
    expect(mailer.sent.filter((message) => message.to === 'a@b.cn')).toEqual([]);
  });

  it('refuses a resend within 120 s with 1001, and only the newest code counts', async () => {
    const player = await newPlayer(server);
    const email = `${player.account}@example.com`;
    await send(player, 2, email);
    const first = mailer.codeFor(email);
    const again = await send(player, 2, email);
    expect(again.envelope.code).toBe(1001);
    expect(again.envelope.msg).toMatch(/1[12]\d 秒/);
    await age(player.userId, 121);
    expect((await send(player, 2, email)).envelope.code).toBe(0);
    const second = mailer.codeFor(email);
    if (second !== first) expect((await bind(player, { email, code: first, type: 2 })).envelope.code).toBe(1002);
    expect((await bind(player, { email, code: second, type: 2 })).envelope.code).toBe(0);
  });

  it('kills a code after 5 wrong tries, and a code sent to another address does not bind this one', async () => {
    const player = await newPlayer(server);
    const email = `${player.account}@example.com`;
    await send(player, 2, email);
    const code = mailer.codeFor(email);
    expect((await bind(player, { email: `other.${email}`, code, type: 2 })).envelope.code).toBe(1002);
    for (let i = 0; i < 4; i++) expect((await bind(player, { email, code: otherCode(code), type: 2 })).envelope.code).toBe(1002);
    expect((await bind(player, { email, code, type: 2 })).envelope.code).toBe(1002);
    expect((await userOf(server, player)).email).toBe('');
  });

  it('refuses an expired code', async () => {
    const player = await newPlayer(server);
    const email = `${player.account}@example.com`;
    await send(player, 2, email);
    await server.db.query(`UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [player.userId]);
    expect((await bind(player, { email, code: mailer.codeFor(email), type: 2 })).envelope.code).toBe(1002);
  });

  it('keeps one player per address', async () => {
    const first = await newPlayer(server);
    const email = `${first.account}@example.com`;
    await send(first, 2, email);
    await bind(first, { email, code: mailer.codeFor(email), type: 2 });
    const second = await newPlayer(server);
    expect((await send(second, 2, email.toUpperCase())).envelope.code).toBe(1);
  });

  it('answers 2003 when the message cannot be sent, and lets the player ask again at once', async () => {
    const player = await newPlayer(server);
    const email = `${player.account}@example.com`;
    failing = true;
    try {
      expect((await send(player, 2, email)).envelope.code).toBe(2003);
    } finally {
      failing = false;
    }
    expect((await send(player, 2, email)).envelope.code).toBe(0);
  });
});

describe('dev mailbox', () => {
  // Started before the test, under the hook's time limit: two servers take a while on a busy machine.
  let demo: FastdrawServer;
  let plain: FastdrawServer;
  beforeAll(async () => {
    [demo, plain] = await Promise.all([startTestServer({ kind: 'memory' }, { account: { demo: true } }), startTestServer({ kind: 'memory' })]);
  });
  afterAll(async () => {
    await Promise.all([demo?.close(), plain?.close()]);
  });

  it('shows the codes in demo mode only', async () => {
    const player = await newPlayer(demo);
    const email = `${player.account}@example.com`;
    expect((await post(demo, player, AccountPath.sendEmail, { email, type: 2 })).envelope.code).toBe(0);
    const json = (await demo.app.inject({ method: 'GET', url: '/dev/mailbox?format=json' })).json() as { boxes: { address: string; messages: { subject: string }[] }[] };
    expect(json.boxes[0]).toMatchObject({ address: email, messages: [{ subject: expect.stringMatching(/验证码 \d{6}$/) }] });
    const page = await demo.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect((await plain.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
