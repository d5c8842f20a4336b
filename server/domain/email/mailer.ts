/**
 * How e-mail leaves the server. `createServer` gets one Mailer (ServerOptions.mailer); server/env.ts
 * builds an SMTP mailer when FASTDRAW_SMTP_URL is set, else codes only reach the server log and,
 * in demo mode, the dev mailbox page (/dev/mailbox).
 */

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
}

export interface Mailer {
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
}

/** The verification code e-mail, in Chinese and English (the product's default and the lingua franca). */
export function codeMessage(to: string, code: string, purpose: string, minutes: number): MailMessage {
  return {
    to,
    subject: `Fastdraw 验证码 ${code}`,
    text: [
      `您的 Fastdraw 验证码是 ${code}，用于${purpose}，${minutes} 分钟内有效，仅可使用一次。`,
      '如非本人操作，请忽略本邮件，并尽快修改密码。',
      '',
      `Your Fastdraw verification code is ${code}. It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this e-mail.',
    ].join('\r\n'),
  };
}

/** Sends every message to each of `mailers` in turn (e.g. the log and the dev mailbox). */
export function fanOut(...mailers: Mailer[]): Mailer {
  return {
    async send(message) {
      for (const mailer of mailers) await mailer.send(message);
    },
  };
}
