import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { codeMessage } from '../../../server/domain/email/mailer';
import { createSmtpMailer } from '../../../server/domain/email/smtp';
import { mailerFromEnv } from '../../../server/env';
import { TEST_TLS_CERT, TEST_TLS_KEY } from '../support/tls-fixture';

// The SMTP mailer (nodemailer) against a real SMTP server on loopback: STARTTLS and SMTPS with
// AUTH, a refused login, a server that offers no STARTTLS, and servers that are down or silent.

interface Received {
  secure: boolean;
  user: string;
  from: string | null;
  to: string[];
  raw: string;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A loopback SMTP server (smtp-server) with the test certificate, accepting mailer / s@cret. */
async function startSmtp(options: Partial<SMTPServerOptions> = {}): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    key: TEST_TLS_KEY,
    cert: TEST_TLS_CERT,
    logger: false,
    disableReverseLookup: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's@cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const { secure, user, envelope } = session;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = envelope.mailFrom ? envelope.mailFrom.address : null;
        received.push({ secure, user: String(user), from, to: envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as { port: number }).port, received };
}

/** A TCP server that accepts and never says a word (a stuck mail server). */
async function startSilent(): Promise<number> {
  const sockets: Socket[] = [];
  const server: Server = createTcpServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return (server.address() as { port: number }).port;
}

/** The headers (RFC 2047 words decoded) and the text body (base64 or quoted-printable) of a message. */
function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
        : body;
  return { headers, text };
}

const decodeQuotedPrintable = (text: string): string => Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );

const message = codeMessage('player@example.com', '123456', '绑定邮箱', 10);
const trustTestCert = { ca: TEST_TLS_CERT };

describe('SMTP mailer', () => {
  it('upgrades smtp:// with STARTTLS, logs in and hands over the message with its sender, recipient, subject and text', async () => {
    const smtp = await startSmtp();
    const mailer = createSmtpMailer({ url: `smtp://mailer:s%40cret@127.0.0.1:${smtp.port}`, from: 'no-reply@fastdraw.test', tls: trustTestCert });
    await mailer.send(message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.secure).toBe(true);
    expect(mail!.user).toBe('mailer');
    expect(mail!.from).toBe('no-reply@fastdraw.test');
    expect(mail!.to).toEqual(['player@example.com']);
    const parsed = parseMessage(mail!.raw);
    expect(parsed.headers.from).toBe('Fastdraw <no-reply@fastdraw.test>');
    expect(parsed.headers.to).toBe('player@example.com');
    expect(parsed.headers.subject).toBe('Fastdraw 验证码 123456');
    expect(parsed.text.trim()).toBe(message.text);
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    const smtp = await startSmtp({ secure: true });
    await createSmtpMailer({ url: `smtps://mailer:s%40cret@127.0.0.1:${smtp.port}`, from: 'no-reply@fastdraw.test', tls: trustTestCert }).send(message);
    expect(smtp.received.map((mail) => mail.secure)).toEqual([true]);
  });

  it('does not send over smtp:// in clear when the server offers no STARTTLS, unless the URL says ?starttls=off', async () => {
    const smtp = await startSmtp({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true });
    const url = `smtp://mailer:s%40cret@127.0.0.1:${smtp.port}`;
    await expect(createSmtpMailer({ url, from: 'a@fastdraw.test', tls: trustTestCert }).send(message)).rejects.toThrow(/STARTTLS/);
    expect(smtp.received).toHaveLength(0);
    await createSmtpMailer({ url: `${url}?starttls=off`, from: 'a@fastdraw.test' }).send(message);
    expect(smtp.received.map((mail) => mail.secure)).toEqual([false]);
  });

  it('reports a refused login, and does not trust a certificate it cannot verify', async () => {
    const smtp = await startSmtp();
    const wrong = createSmtpMailer({ url: `smtp://mailer:guess@127.0.0.1:${smtp.port}`, from: 'a@fastdraw.test', tls: trustTestCert });
    await expect(wrong.send(message)).rejects.toThrow(/EAUTH/);
    const untrusted = createSmtpMailer({ url: `smtp://mailer:s%40cret@127.0.0.1:${smtp.port}`, from: 'a@fastdraw.test' });
    await expect(untrusted.send(message)).rejects.toThrow(/certificate/i);
    expect(smtp.received).toHaveLength(0);
  });

  it('fails fast, with a clear error, when the server is down or never greets', async () => {
    const closed = await startSilent();
    await closers.pop()!(); // nothing listens on that port any more
    const started = Date.now();
    await expect(createSmtpMailer({ url: `smtp://127.0.0.1:${closed}`, from: 'a@fastdraw.test' }).send(message)).rejects.toThrow(new RegExp(`127\\.0\\.0\\.1:${closed}: E[A-Z]+ .*ECONNREFUSED`));
    const silent = await startSilent();
    const stuck = createSmtpMailer({ url: `smtp://127.0.0.1:${silent}`, from: 'a@fastdraw.test', timeouts: { greetingMs: 300 } });
    await expect(stuck.send(message)).rejects.toThrow(/ETIMEDOUT|Greeting never received/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('comes from FASTDRAW_SMTP_URL and FASTDRAW_MAIL_FROM, and refuses a malformed URL or sender at start-up', () => {
    expect(mailerFromEnv({ FASTDRAW_SMTP_URL: 'smtps://u:p@mail.example:465', FASTDRAW_MAIL_FROM: 'codes@example.com' })).toBeDefined();
    expect(mailerFromEnv({})).toBeUndefined();
    expect(() => createSmtpMailer({ url: 'http://mail.example.com', from: 'a@b.cn' })).toThrow(/smtp:\/\//);
    expect(() => createSmtpMailer({ url: 'not a url', from: 'a@b.cn' })).toThrow(/FASTDRAW_SMTP_URL/);
    expect(() => createSmtpMailer({ url: 'smtp://mail.example.com', from: 'nobody' })).toThrow(/FASTDRAW_MAIL_FROM/);
  });
});
