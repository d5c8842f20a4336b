import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../models/api-paths';
import type { FastdrawServer } from '../../../server/app';
import { codeMessage, type Mailer } from '../../../server/domain/email/mailer';
import { createSmtpMailer, formatMessage } from '../../../server/domain/email/smtp';
import { startTestServer } from '../support/server';
import { captureMailer, newPlayer, post, userOf } from './support';

// E-mail codes: binding and unbinding, resend, tries, expiry, the dev mailbox, and the SMTP client.
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
  it('shows the codes in demo mode only', async () => {
    const demo = await startTestServer({ kind: 'memory' }, { account: { demo: true } });
    const plain = await startTestServer({ kind: 'memory' });
    try {
      const player = await newPlayer(demo);
      const email = `${player.account}@example.com`;
      expect((await post(demo, player, AccountPath.sendEmail, { email, type: 2 })).envelope.code).toBe(0);
      const json = (await demo.app.inject({ method: 'GET', url: '/dev/mailbox?format=json' })).json() as { boxes: { address: string; messages: { subject: string }[] }[] };
      expect(json.boxes[0]).toMatchObject({ address: email, messages: [{ subject: expect.stringMatching(/验证码 \d{6}$/) }] });
      const page = await demo.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(email);
      expect((await plain.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await demo.close();
      await plain.close();
    }
  });
});

/** A loopback SMTP server that accepts one message per connection and records the dialogue. */
function fakeSmtp(options: { starttls?: boolean; rejectRcpt?: boolean } = {}): Promise<{ server: Server; port: number; sessions: string[][] }> {
  const sessions: string[][] = [];
  const server = createTcpServer((socket: Socket) => {
    const lines: string[] = [];
    sessions.push(lines);
    let data = false;
    let buffer = '';
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        lines.push(line);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write(`250-fake.smtp\r\n${options.starttls ? '250-STARTTLS\r\n' : ''}250 AUTH PLAIN LOGIN\r\n`);
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(options.rejectRcpt ? '550 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('500 what\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, sessions })));
}

describe('SMTP client', () => {
  it('hands a message over with AUTH PLAIN: UTF-8 subject, base64 body', async () => {
    const smtp = await fakeSmtp();
    try {
      const client = createSmtpMailer({ url: `smtp://mailer:s%40cret@127.0.0.1:${smtp.port}?starttls=off`, from: 'no-reply@fastdraw.test' });
      await client.send(codeMessage('player@example.com', '123456', '绑定邮箱', 10));
      const lines = smtp.sessions[0]!;
      expect(lines[0]).toMatch(/^EHLO /);
      expect(lines[1]).toBe(`AUTH PLAIN ${Buffer.from('\0mailer\0s@cret').toString('base64')}`);
      expect(lines).toContain('MAIL FROM:<no-reply@fastdraw.test>');
      expect(lines).toContain('RCPT TO:<player@example.com>');
      const subject = lines.find((line) => line.startsWith('Subject: '))!;
      expect(Buffer.from(/=\?UTF-8\?B\?(.*)\?=/.exec(subject)![1]!, 'base64').toString('utf8')).toBe('Fastdraw 验证码 123456');
      const body = lines.slice(lines.indexOf('') + 1, lines.indexOf('.')).join('');
      expect(Buffer.from(body, 'base64').toString('utf8')).toContain('您的 Fastdraw 验证码是 123456');
      expect(lines.at(-1)).toBe('QUIT');
    } finally {
      smtp.server.close();
    }
  });

  it('refuses to send in clear when STARTTLS is required but not offered, and reports a refused recipient', async () => {
    const plain = await fakeSmtp();
    const rejecting = await fakeSmtp({ rejectRcpt: true });
    try {
      await expect(createSmtpMailer({ url: `smtp://127.0.0.1:${plain.port}`, from: 'a@b.cn' }).send(codeMessage('x@y.cn', '1', 'x', 10))).rejects.toThrow(/STARTTLS/);
      await expect(createSmtpMailer({ url: `smtp://127.0.0.1:${rejecting.port}?starttls=off`, from: 'a@b.cn' }).send(codeMessage('x@y.cn', '1', 'x', 10))).rejects.toThrow(
        /RCPT TO:<x@y.cn> answered 550/,
      );
    } finally {
      plain.server.close();
      rejecting.server.close();
    }
  });

  it('refuses a malformed URL or sender at start-up', () => {
    expect(() => createSmtpMailer({ url: 'http://mail.example.com', from: 'a@b.cn' })).toThrow(/smtp:\/\//);
    expect(() => createSmtpMailer({ url: 'smtp://mail.example.com', from: 'nobody' })).toThrow(/FASTDRAW_MAIL_FROM/);
    expect(formatMessage('a@b.cn', codeMessage('x@y.cn', '1', 'x', 10))).not.toMatch(/^\./m);
  });
});
