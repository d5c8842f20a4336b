import type { ConnectionOptions } from 'node:tls';
import { createTransport } from 'nodemailer';
import type { SMTPTransportOptions } from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * The SMTP mailer (FASTDRAW_SMTP_URL): nodemailer's SMTP transport behind the Mailer seam.
 * `smtp://` must upgrade with STARTTLS (codes are credentials: never sent in clear by accident),
 * unless the URL says `?starttls=off` (a local relay); `smtps://` is TLS from the first byte.
 * Certificates are checked against the system's CAs (NODE_EXTRA_CA_CERTS adds a private one).
 * One connection per message: codes are rare.
 */

export interface SmtpTimeouts {
  /** TCP (and TLS for smtps://) connection established. */
  connectMs: number;
  /** The server's 220 greeting after connecting. */
  greetingMs: number;
  /** Silence on the socket at any later step. */
  socketMs: number;
  /** The whole hand-over, however the server trickles its answers. */
  totalMs: number;
}

/** A send request waits at most `totalMs` for the mail server (well under REQUEST_TIMEOUT_MS). */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 5_000, greetingMs: 5_000, socketMs: 10_000, totalMs: 15_000 };

export interface SmtpSettings {
  /** smtp://user:pass@host:587, smtps://user:pass@host:465; `?starttls=off` allows a plain relay. */
  url: string;
  /** The sender address, e.g. no-reply@example.com. */
  from: string;
  timeouts?: Partial<SmtpTimeouts>;
  /** Extra TLS options (tests trust their own certificate with `ca`). */
  tls?: ConnectionOptions;
}

/** The transport options an SMTP URL stands for; throws a message naming FASTDRAW_SMTP_URL. */
export function smtpTransportOptions(url: string, timeouts: SmtpTimeouts): SMTPTransportOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('FASTDRAW_SMTP_URL must be a URL such as smtp://user:pass@mail.example.com:587');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error(`FASTDRAW_SMTP_URL must start with smtp:// or smtps://, got ${parsed.protocol}`);
  if (!parsed.hostname) throw new Error('FASTDRAW_SMTP_URL has no host');
  const implicitTls = parsed.protocol === 'smtps:';
  const clear = parsed.searchParams.get('starttls') === 'off';
  const user = decodeURIComponent(parsed.username);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : implicitTls ? 465 : 587,
    secure: implicitTls,
    requireTLS: !implicitTls && !clear,
    ignoreTLS: !implicitTls && clear,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
    name: 'fastdraw.localhost',
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectMs,
  };
}

export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const timeouts = { ...SMTP_TIMEOUTS, ...settings.timeouts };
  const options = smtpTransportOptions(settings.url, timeouts);
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(settings.from)) throw new Error(`FASTDRAW_MAIL_FROM must be an e-mail address, got "${settings.from}"`);
  const transport = createTransport({ ...options, ...(settings.tls ? { tls: settings.tls } : {}) });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: { name: 'Fastdraw', address: settings.from },
          to: message.to,
          subject: message.subject,
          text: message.text,
          signal: AbortSignal.timeout(timeouts.totalMs),
        });
      } catch (error) {
        throw new Error(`SMTP ${options.host}:${options.port}: ${describe(error)}`, { cause: error });
      }
    },
  };
}

/** nodemailer's error code (EAUTH, ECONNECTION, ETIMEDOUT, ETLS, EENVELOPE…) and message. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}
