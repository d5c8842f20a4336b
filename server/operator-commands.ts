import { amountToCents, formatAmount } from '../models/money';
import type { Database } from './db/database';
import { setGameDisabled } from './domain/games/disabled-games';
import { creditAccount, setFrozen } from './domain/operator';
import { postNotice } from './domain/notices';

export const USAGE = `Usage: npm run cli -- <command>
  post-notice <title> <content-html>   publish a notice on platform 1
  credit <account> <amount> [note]     give a player money (ledger type 9, bonus gift), e.g. credit demo002 500.00
  freeze <account>                     refuse the player's logins and end their sessions
  unfreeze <account>                   allow the player to log in again
  disable-game <account> <lotteryId>   refuse that lottery to the player (code 4009)
  enable-game <account> <lotteryId>    allow it again`;

export class UsageError extends Error {}

/** Runs one operator command; answers what to print. Throws UsageError for malformed commands. */
export async function runOperatorCommand(db: Database, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'post-notice': {
      const [title, content] = rest;
      if (!title || !content || rest.length !== 2) throw new UsageError('post-notice needs a title and a content');
      const id = await postNotice(db, { platformId: 1, title, content });
      return `Notice ${id} published`;
    }
    case 'credit': {
      const [account, amount, note = 'credit'] = rest;
      const cents = amount === undefined ? null : amountToCents(amount);
      if (!account || cents === null || rest.length > 3) throw new UsageError('credit needs an account and an amount');
      const balance = await creditAccount(db, account, cents, note);
      return `Credited ${formatAmount(cents)} to ${account}; balance ${formatAmount(balance)}`;
    }
    case 'freeze':
    case 'unfreeze': {
      const [account] = rest;
      if (!account || rest.length !== 1) throw new UsageError(`${command} needs an account`);
      await setFrozen(db, account, command === 'freeze');
      return `${account} ${command === 'freeze' ? 'frozen' : 'unfrozen'}`;
    }
    case 'disable-game':
    case 'enable-game': {
      const [account, lotteryId] = rest;
      const id = Number(lotteryId);
      if (!account || !Number.isSafeInteger(id) || rest.length !== 2) throw new UsageError(`${command} needs an account and a lottery id`);
      const list = await setGameDisabled(db, account, id, command === 'disable-game');
      return `${account}: lottery ${id} ${command === 'disable-game' ? 'disabled' : 'enabled'}; disabled lotteries ${JSON.stringify(list)}`;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}
