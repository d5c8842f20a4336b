import { amountToCents } from '../../models/money';

/**
 * Operator actions: what `npm run cli -- …` and the admin API (POST /admin/v1/<command>) can do.
 * The CLI turns its arguments into an action (parseArgs); the admin API turns a JSON body into the
 * same action (parseBody); execute.ts runs it.
 */

export type OperatorAction =
  | { command: 'post-notice'; title: string; content: string }
  | { command: 'credit'; account: string; amountCents: number; note: string }
  | { command: 'freeze' | 'unfreeze' | 'block-withdrawals' | 'unblock-withdrawals'; account: string }
  | { command: 'disable-game' | 'enable-game'; account: string; lotteryId: number }
  | { command: 'pending' }
  | { command: 'approve-withdrawal'; id: number }
  | { command: 'reject-withdrawal'; id: number; reason: string }
  | { command: 'confirm-deposit'; orderId: string }
  | { command: 'reject-deposit'; orderId: string };

export type OperatorCommand = OperatorAction['command'];

export const USAGE = `Usage: npm run cli -- <command>
  pending                              list withdrawals in progress and USDT deposits awaiting confirmation
  approve-withdrawal <id>              mark a withdrawal paid out (status 1)
  reject-withdrawal <id> [reason]      reject a withdrawal and refund it (status 2, ledger type 8)
  confirm-deposit <orderId>            credit a USDT deposit (ledger type 0, plus type 9 for its bonus)
  reject-deposit <orderId>             close a deposit as failed; nothing is credited
  credit <account> <amount> [note]     give a player money (ledger type 9, bonus gift), e.g. credit demo002 500.00
  freeze <account>                     refuse the player's logins and end their sessions
  unfreeze <account>                   allow the player to log in again
  block-withdrawals <account>          refuse the player's withdrawals (code 4003), logins stay
  unblock-withdrawals <account>        allow them again
  post-notice <title> <content-html>   publish a notice on platform 1
  disable-game <account> <lotteryId>   refuse that lottery to the player (code 4009)
  enable-game <account> <lotteryId>    allow it again
With a server running on this machine the command goes to it (admin API on loopback); otherwise
the CLI opens the database itself.`;

export class UsageError extends Error {}

const positiveId = (text: string | undefined): number | null => {
  const id = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The action of CLI arguments; UsageError for anything malformed. Amounts are typed in currency units. */
export function parseArgs(args: readonly string[]): OperatorAction {
  const [command, ...rest] = args;
  const exactly = (count: number, what: string): string[] => {
    if (rest.length !== count || rest.some((arg) => arg.trim() === '')) throw new UsageError(`${command} needs ${what}`);
    return rest;
  };
  switch (command) {
    case 'post-notice': {
      const [title, content] = exactly(2, 'a title and a content');
      return { command, title: title!, content: content! };
    }
    case 'credit': {
      const [account, amount, note = 'credit'] = rest;
      const cents = amount === undefined ? null : amountToCents(amount);
      if (!account || cents === null || rest.length > 3) throw new UsageError('credit needs an account and an amount');
      return { command, account, amountCents: cents, note };
    }
    case 'freeze':
    case 'unfreeze':
    case 'block-withdrawals':
    case 'unblock-withdrawals': {
      const [account] = exactly(1, 'an account');
      return { command, account: account! };
    }
    case 'disable-game':
    case 'enable-game': {
      const [account, lotteryId] = rest;
      const id = Number(lotteryId);
      if (!account || !Number.isSafeInteger(id) || rest.length !== 2) throw new UsageError(`${command} needs an account and a lottery id`);
      return { command, account, lotteryId: id };
    }
    case 'pending':
      exactly(0, 'no arguments');
      return { command };
    case 'approve-withdrawal': {
      const id = positiveId(exactly(1, 'a withdrawal id')[0]);
      if (id === null) throw new UsageError('approve-withdrawal needs a withdrawal id (a number)');
      return { command, id };
    }
    case 'reject-withdrawal': {
      const [idText, ...reason] = rest;
      const id = positiveId(idText);
      if (id === null) throw new UsageError('reject-withdrawal needs a withdrawal id (a number) and optionally a reason');
      return { command, id, reason: reason.join(' ') };
    }
    case 'confirm-deposit':
    case 'reject-deposit': {
      const [orderId] = exactly(1, 'a deposit order id');
      return { command, orderId: orderId! };
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

/** The action of an admin API call: the command from the path, its fields from the JSON body. */
export function parseBody(command: string, body: unknown): OperatorAction {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: string): string => {
    const value = fields[name];
    if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`${command} needs "${name}" (text)`);
    return value;
  };
  const optionalText = (name: string, fallback: string): string => (typeof fields[name] === 'string' ? (fields[name] as string) : fallback);
  const integer = (name: string): number => {
    const value = fields[name];
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new UsageError(`${command} needs "${name}" (a whole number)`);
    return value;
  };
  switch (command) {
    case 'post-notice':
      return { command, title: text('title'), content: text('content') };
    case 'credit':
      return { command, account: text('account'), amountCents: integer('amountCents'), note: optionalText('note', 'credit') };
    case 'freeze':
    case 'unfreeze':
    case 'block-withdrawals':
    case 'unblock-withdrawals':
      return { command, account: text('account') };
    case 'disable-game':
    case 'enable-game':
      return { command, account: text('account'), lotteryId: integer('lotteryId') };
    case 'pending':
      return { command };
    case 'approve-withdrawal':
      return { command, id: integer('id') };
    case 'reject-withdrawal':
      return { command, id: integer('id'), reason: optionalText('reason', '') };
    case 'confirm-deposit':
    case 'reject-deposit':
      return { command, orderId: text('orderId') };
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

/** The JSON body of an action for the admin API (everything but the command, which is the path). */
export function bodyOf(action: OperatorAction): Record<string, unknown> {
  const { command: _command, ...fields } = action;
  return fields;
}
