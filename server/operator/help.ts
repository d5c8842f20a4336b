import type { OperatorCommand } from './actions';

/**
 * The CLI's help: every command with its arguments and a one-line description, grouped by what an
 * operator is doing. One record per command (the type makes a new command without help a compile
 * error); `npm run cli -- --help` prints the list, `help <command>` one command's usage.
 */

type Group = 'money' | 'players' | 'content' | 'setup';

interface CommandHelp {
  group: Group;
  /** The arguments after the command's name, as the usage line shows them. */
  args: string;
  summary: string;
  /** More lines for `help <command>`: options, formats, examples. */
  details?: readonly string[];
}

const GROUP_TITLES: Readonly<Record<Group, string>> = {
  money: 'Withdrawals and deposits',
  players: 'Players',
  content: 'Content (zh-CN is the default language; also en-US, vi-VN, ja-JP)',
  setup: 'Setup: invite codes, payment methods and banks',
};

const LANGUAGES_NOTE = 'Languages: zh-CN (the default, and what players without a translation see), en-US, vi-VN, ja-JP.';
const CATALOGUE_LANGUAGES_NOTE = 'Languages: zh-CN, en-US, vi-VN, ja-JP; players of a language without a name of its own read the default name (the one it was added with).';
const FILE_NOTE = 'Or --file <path|-> with the admin API body as JSON (- reads stdin), e.g. {"translations": {"zh-CN": {"title": "…", "content": "…"}}}.';

const HELP: Readonly<Record<OperatorCommand, CommandHelp>> = {
  pending: { group: 'money', args: '', summary: 'list withdrawals in progress and USDT deposits awaiting confirmation' },
  'approve-withdrawal': { group: 'money', args: '<id>', summary: 'mark a withdrawal paid out (status 1)' },
  'reject-withdrawal': { group: 'money', args: '<id> [reason]', summary: 'reject a withdrawal and refund it (status 2, ledger type 8)' },
  'confirm-deposit': { group: 'money', args: '<orderId>', summary: 'credit a USDT deposit (ledger type 0, plus type 9 for its bonus)' },
  'reject-deposit': { group: 'money', args: '<orderId>', summary: 'close a deposit as failed; nothing is credited' },
  credit: {
    group: 'money',
    args: '<account> <amount> [note]',
    summary: 'give a player money (ledger type 11, manual credit by operator)',
    details: ['The amount in currency units with at most 2 decimals, e.g. credit demo002 500.00'],
  },
  freeze: { group: 'players', args: '<account>', summary: "refuse the player's logins, end their sessions, close their sockets" },
  unfreeze: { group: 'players', args: '<account>', summary: 'allow the player to log in again' },
  'block-withdrawals': { group: 'players', args: '<account>', summary: "refuse the player's withdrawals (code 4003); logins stay" },
  'unblock-withdrawals': { group: 'players', args: '<account>', summary: "allow the player's withdrawals again" },
  'disable-game': { group: 'players', args: '<account> <lotteryId>', summary: 'refuse that lottery to the player (code 4009)' },
  'enable-game': { group: 'players', args: '<account> <lotteryId>', summary: 'allow that lottery to the player again' },
  'show-limits': {
    group: 'players',
    args: '<account>',
    summary: "the player's responsible-gaming limits (in force, used, pending), time-outs and self-exclusions, and the history of changes",
  },
  'lift-exclusion': {
    group: 'players',
    args: '<account> --reason <why>',
    summary: "end the player's time-out or self-exclusion early; the reason is written to the player's history",
    details: ['Players cannot shorten their own; only an operator can, and every lift is logged with its reason.'],
  },
  'post-notice': {
    group: 'content',
    args: '[--lang L] <title> <html> [--lang L2 <title> <html>]...',
    summary: 'publish a notice on platform 1, in one or more languages',
    details: [LANGUAGES_NOTE, FILE_NOTE],
  },
  'post-message': {
    group: 'content',
    args: '<account>|--all [--coin <amount>] [--lang L] <title> <html> [--lang L2 <title> <html>]...',
    summary: 'send a personal message to one player or to all, optionally with a gift',
    details: [LANGUAGES_NOTE, FILE_NOTE],
  },
  'post-activity': {
    group: 'content',
    args: '[--icon <url>] [--lang L] <name> <note> <html> [--lang L2 <name> <note> <html>]...',
    summary: 'publish an activity (promotion)',
    details: [LANGUAGES_NOTE, FILE_NOTE],
  },
  'post-banner': {
    group: 'content',
    args: '<1|3> [--image <url>] [--video <url>] [--activity <id>] [--lang L] <title> [--lang L2 <title>]...',
    summary: 'add a home banner: 1 opens the activities, 3 plays the video',
    details: [LANGUAGES_NOTE, FILE_NOTE],
  },
  'set-text': {
    group: 'content',
    args: '<name> [--lang L] <html>',
    summary: 'set a site text in one language',
    details: ['Names: recharge, vip, withdraw-remind, agent-notice, agent-content, customer-welcome, or rule:<lottery code>.', LANGUAGES_NOTE, FILE_NOTE],
  },
  'clear-text': { group: 'content', args: '<name> [--lang L]', summary: 'remove one language of a site text (rule:<code> goes back to the generated one)' },
  content: { group: 'content', args: '', summary: 'list notices, messages, activities and banners with their ids' },
  'remove-notice': { group: 'content', args: '<id>', summary: 'take a notice down' },
  'remove-message': { group: 'content', args: '<id>', summary: 'take a message down' },
  'remove-activity': { group: 'content', args: '<id>', summary: 'take an activity down' },
  'remove-banner': { group: 'content', args: '<id>', summary: 'take a banner down' },
  'room-notice': {
    group: 'content',
    args: '<lotteryId> [roomId] <text>',
    summary: "a notice in the lottery's follow-bet room",
    details: ['pc28 rooms are 1-3; 0 or none is every room. Quote the text.'],
  },
  'create-invite-code': { group: 'setup', args: '[code]', summary: 'a house invite code players register with (random when not given)' },
  'list-invite-codes': { group: 'setup', args: '', summary: 'the house invite codes' },
  'remove-invite-code': { group: 'setup', args: '<code>', summary: 'take a house invite code back (registered players stay)' },
  'add-payment-method': {
    group: 'setup',
    args: '<provider> <name> [options]',
    summary: 'a deposit method: usdt, contact, or a gateway switched on in this server',
    details: [
      'Options: --min <amount> --max <amount>  --amounts "<a> <b> …"  --bonus <percent>  --icon <name>',
      '         --tips <text>  --recommend  --sort <n>',
      '  usdt:    --rate <currency per USDT> --networks TRC20,ERC20 (transfers, confirmed with confirm-deposit)',
      '  contact: --url <path or https URL> (sends the player to customer service)',
      'A gateway must be switched on in the server (sandbox: FASTDRAW_PAY_PROVIDERS=sandbox, demo only).',
      'Example: add-payment-method usdt "USDT" --min 100 --max 50000 --rate 7.20 --networks TRC20,ERC20',
    ],
  },
  'list-payment-methods': { group: 'setup', args: '', summary: 'every payment method with its id, provider, limits and state' },
  'disable-payment-method': { group: 'setup', args: '<id>', summary: 'stop offering a method (its deposits stay)' },
  'enable-payment-method': { group: 'setup', args: '<id>', summary: 'offer a method again' },
  'set-payment-method-text': {
    group: 'setup',
    args: '<id> --lang L <name> [tips]',
    summary: "a method's name (and tips) in one language; other languages read its default name",
    details: [
      CATALOGUE_LANGUAGES_NOTE,
      `A name is at most 40 characters, tips at most 500 ("" for none); without tips, that language's stay.`,
      'Example: set-payment-method-text 7 --lang en-US "Bank transfer" "Credited within 5 minutes."',
    ],
  },
  'list-banks': { group: 'setup', args: '', summary: 'every bank players may bind, with its code, sites and the languages it is named in' },
  'add-bank': {
    group: 'setup',
    args: '<code> <name> [--variants cn,jp,cp] [--sort <n>]',
    summary: 'a bank of your own that players may bind (then name it per language with set-bank-name)',
    details: [
      'The code: 2 to 20 letters, digits, - or _ (stored upper-case). The name is what players of a language without its own name read.',
      '--variants: the sites (currencies) that list it: cn (元), jp (円), cp (K); default all.',
      'Example: add-bank KBANK "Kasikornbank" --variants cp',
    ],
  },
  'set-bank-name': {
    group: 'setup',
    args: '<code> --lang L <name>',
    summary: "a bank's name in one language",
    details: [CATALOGUE_LANGUAGES_NOTE, 'A name is at most 80 characters.', 'Example: set-bank-name KBANK --lang vi-VN "Ngân hàng Kasikorn"'],
  },
};

const USAGE_LINE = 'Usage: npm run cli -- <command> [arguments]';

const WHERE_IT_RUNS = `The CLI works on the running server (its admin API on this machine): it finds it by
FASTDRAW_ADMIN_URL, PORT, or DATA_DIR's server.json, else port 8080, and reads the operator token
from FASTDRAW_OPERATOR_TOKEN or DATA_DIR/operator-token. Give it the server's own settings.`;

export const isCommand = (name: string): name is OperatorCommand => Object.hasOwn(HELP, name);

const signature = (name: OperatorCommand): string => [name, HELP[name].args].filter(Boolean).join(' ');

/** Every command, grouped, each with its arguments and a one-line description. */
export function commandList(): string {
  const names = Object.keys(HELP) as OperatorCommand[];
  const width = Math.min(44, Math.max(...names.map((name) => signature(name).length)) + 2);
  // A long signature gets its description on the next line, aligned with the others.
  const row = (left: string, summary: string): string =>
    left.length + 2 > width ? `  ${left}\n  ${' '.repeat(width)}${summary}` : `  ${left.padEnd(width)}${summary}`;
  const groups = (Object.keys(GROUP_TITLES) as Group[]).map((group) => {
    const rows = names.filter((name) => HELP[name].group === group).map((name) => row(signature(name), HELP[name].summary));
    return `${GROUP_TITLES[group]}:\n${rows.join('\n')}\n`;
  });
  const help = `Help:\n${row('help [command]', "this list, or one command's usage (also --help, -h, <command> --help)")}\n`;
  return [USAGE_LINE, '', ...groups, help, WHERE_IT_RUNS].join('\n');
}

/** One command's usage, description and details. */
export function commandUsage(name: OperatorCommand): string {
  const help = HELP[name];
  return [`Usage: npm run cli -- ${signature(name)}`, '', `  ${help.summary}`, ...(help.details ?? []).map((line) => `  ${line}`)].join('\n');
}
