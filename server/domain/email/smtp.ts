import { randomUUID } from 'node:crypto';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls, type TLSSocket } from 'node:tls';
import type { MailMessage, Mailer } from './mailer';

/**
 * A minimal SMTP client (RFC 5321) over node:net / node:tls, enough to hand a plain-text message
 * to a relay: EHLO, STARTTLS when the server offers it (required with `smtp://` unless
 * `?starttls=off`), AUTH PLAIN when the URL has credentials, MAIL FROM, RCPT TO, DATA, QUIT.
 * `smtps://` connects with TLS at once (port 465). One connection per message: codes are rare.
 */

export interface SmtpSettings {
  /** smtp://user:pass@host:587, smtps://user:pass@host:465; `?starttls=off` allows a plain relay (tests, a local MTA). */
  url: string;
  /** The sender address, e.g. no-reply@example.com. */
  from: string;
  timeoutMs?: number;
}

interface Target {
  host: string;
  port: number;
  implicitTls: boolean;
  starttls: 'required' | 'off';
  user: string;
  password: string;
}

export function parseSmtpUrl(url: string): Target {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('FASTDRAW_SMTP_URL must be a URL such as smtp://user:pass@mail.example.com:587');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error(`FASTDRAW_SMTP_URL must start with smtp:// or smtps://, got ${parsed.protocol}`);
  const implicitTls = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : implicitTls ? 465 : 587,
    implicitTls,
    starttls: parsed.searchParams.get('starttls') === 'off' ? 'off' : 'required',
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const target = parseSmtpUrl(settings.url);
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(settings.from)) throw new Error(`FASTDRAW_MAIL_FROM must be an e-mail address, got "${settings.from}"`);
  return {
    send: (message) => deliver(target, settings.from, message, settings.timeoutMs ?? 15_000),
  };
}

/** Reads SMTP replies from a socket: each `next()` resolves with the next complete (possibly multi-line) reply. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private replies: { code: number; text: string }[] = [];
  private waiting: { resolve: (reply: { code: number; text: string }) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;

  constructor(private socket: Socket | TLSSocket) {
    this.attach(socket);
  }

  attach(socket: Socket | TLSSocket): void {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.drain();
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP connection closed')));
  }

  /** Stops listening to the current socket (before STARTTLS wraps it). */
  detach(): void {
    this.socket.removeAllListeners('data');
    this.socket.removeAllListeners('error');
    this.socket.removeAllListeners('close');
  }

  next(): Promise<{ code: number; text: string }> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  private drain(): void {
    let end: number;
    while ((end = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.lines.push(line);
      // The last line of a reply has a space (or nothing) after its code; others have '-'.
      if (!/^\d{3}(?: |$)/.test(line)) continue;
      const reply = { code: Number(line.slice(0, 3)), text: this.lines.map((item) => item.slice(4)).join('\n') };
      this.lines = [];
      const waiting = this.waiting;
      this.waiting = null;
      if (waiting) waiting.resolve(reply);
      else this.replies.push(reply);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}

async function deliver(target: Target, from: string, message: MailMessage, timeoutMs: number): Promise<void> {
  let socket: Socket | TLSSocket = await open(target);
  const timer = setTimeout(() => socket.destroy(new Error(`SMTP timed out after ${timeoutMs} ms`)), timeoutMs);
  const reader = new ReplyReader(socket);
  const command = async (line: string | null, expected: number[]): Promise<string> => {
    if (line !== null) socket.write(`${line}\r\n`);
    const reply = await reader.next();
    if (!expected.includes(reply.code)) {
      const shown = line?.startsWith('AUTH') ? 'AUTH …' : line;
      throw new Error(`SMTP ${shown ?? 'greeting'} answered ${reply.code} ${reply.text}`);
    }
    return reply.text;
  };
  try {
    await command(null, [220]);
    let features = await command(`EHLO ${helloName()}`, [250]);
    if (!target.implicitTls && target.starttls === 'required') {
      if (!/^STARTTLS$/im.test(features)) throw new Error('the SMTP server does not offer STARTTLS (add ?starttls=off to FASTDRAW_SMTP_URL to send in clear)');
      await command('STARTTLS', [220]);
      reader.detach();
      socket = await upgrade(socket as Socket, target.host);
      reader.attach(socket);
      features = await command(`EHLO ${helloName()}`, [250]);
    }
    if (target.user) {
      if (!/^AUTH\b.*\bPLAIN\b/im.test(features)) throw new Error('the SMTP server offers no AUTH PLAIN');
      await command(`AUTH PLAIN ${Buffer.from(`\0${target.user}\0${target.password}`).toString('base64')}`, [235]);
    }
    await command(`MAIL FROM:<${from}>`, [250]);
    await command(`RCPT TO:<${message.to}>`, [250, 251]);
    await command('DATA', [354]);
    await command(`${formatMessage(from, message)}\r\n.`, [250]);
    await command('QUIT', [221]).catch(() => undefined);
  } finally {
    clearTimeout(timer);
    reader.detach();
    socket.destroy();
  }
}

function open(target: Target): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = target.implicitTls
      ? connectTls({ host: target.host, port: target.port, servername: target.host }, () => resolve(socket))
      : connectTcp({ host: target.host, port: target.port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

function upgrade(plain: Socket, host: string): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const secure = connectTls({ socket: plain, servername: host }, () => resolve(secure));
    secure.once('error', reject);
  });
}

const helloName = (): string => 'fastdraw.localhost';

/** RFC 5322 headers, UTF-8 subject (RFC 2047), base64 body in 76-character lines. */
export function formatMessage(from: string, message: MailMessage, now = new Date()): string {
  const domain = from.split('@')[1] ?? 'localhost';
  const body = Buffer.from(message.text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: Fastdraw <${from}>`,
    `To: <${message.to}>`,
    `Subject: =?UTF-8?B?${Buffer.from(message.subject, 'utf8').toString('base64')}?=`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}
