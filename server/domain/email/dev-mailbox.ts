import type { MailMessage, Mailer } from './mailer';

/**
 * The demo's mailbox: the latest messages per address, in memory, shown at /dev/mailbox (demo mode
 * only) so a tester can read a code without a mail server. Bounded: old addresses and messages
 * fall out.
 */

export interface DevMail extends MailMessage {
  at: Date;
}

export interface DevMailbox extends Mailer {
  /** Newest first, per address (addresses by their latest message, newest first). */
  list(): { address: string; messages: DevMail[] }[];
}

const PER_ADDRESS = 5;
const ADDRESSES = 200;

export function createDevMailbox(now: () => number = Date.now): DevMailbox {
  const boxes = new Map<string, DevMail[]>();
  return {
    async send(message) {
      const address = message.to.toLowerCase();
      const box = boxes.get(address) ?? [];
      boxes.delete(address);
      boxes.set(address, [{ ...message, at: new Date(now()) }, ...box].slice(0, PER_ADDRESS));
      while (boxes.size > ADDRESSES) boxes.delete(boxes.keys().next().value!);
    },
    list() {
      return [...boxes.entries()].reverse().map(([address, messages]) => ({ address, messages }));
    },
  };
}
