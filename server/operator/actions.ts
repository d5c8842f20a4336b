import { readFileSync } from 'node:fs';
import type { BannerType } from '../../models/content';
import { matchLanguage, type Language } from '../../models/language';
import { checkMediaUrl, checkTranslations, MAX_TEXT_LENGTH, type FieldRule } from '../domain/content/posting';
import type { Translations } from '../domain/content/languages';
import type { MessageField } from '../domain/content/messages';
import type { ActivityField, BannerField } from '../domain/content/promotions';
import type { NoticeField } from '../domain/notices';
import { MAX_ENTRY_CENTS } from '../domain/ledger-limits';
import { OperatorError } from '../domain/operator';
import { cliAmountToCents } from './amount';
import { ROOM_NOTICE_MAX, roomExists } from '../realtime/room-messages';
import { SETUP_COMMANDS, setupActionBody, setupArgsBody, setupBody, type SetupAction } from './setup-actions';

/**
 * Operator actions: what `npm run cli -- …` and the admin API (POST /admin/v1/<command>) can do.
 * The CLI turns its arguments into an action (parseArgs); the admin API turns a JSON body into the
 * same action (parseBody); execute.ts runs it.
 */

export type OperatorAction =
  | { command: 'post-notice'; translations: Translations<NoticeField> }
  | { command: 'post-message'; account: string | null; coinCents: number; translations: Translations<MessageField> }
  | { command: 'post-activity'; icon: string; translations: Translations<ActivityField> }
  | { command: 'post-banner'; type: BannerType; image: string; video: string; activityId: number | null; translations: Translations<BannerField> }
  | { command: 'set-text'; name: string; lang: Language; content: string }
  | { command: 'clear-text'; name: string; lang: Language }
  | { command: 'remove-notice' | 'remove-message' | 'remove-activity' | 'remove-banner'; id: number }
  | { command: 'content' }
  | { command: 'credit'; account: string; amountCents: number; note: string }
  | { command: 'freeze' | 'unfreeze' | 'block-withdrawals' | 'unblock-withdrawals'; account: string }
  | { command: 'disable-game' | 'enable-game'; account: string; lotteryId: number }
  | { command: 'pending' }
  | { command: 'approve-withdrawal'; id: number }
  | { command: 'reject-withdrawal'; id: number; reason: string }
  | { command: 'confirm-deposit'; orderId: string }
  | { command: 'reject-deposit'; orderId: string }
  | { command: 'room-notice'; lotteryId: number; roomId: number; text: string }
  | { command: 'show-limits'; account: string }
  | { command: 'lift-exclusion'; account: string; reason: string }
  | SetupAction;

export type OperatorCommand = OperatorAction['command'];

/** Malformed arguments: the CLI prints the message with the command's usage (operator/help.ts) and exits 2. */
export class UsageError extends Error {}

const refuseUsage = (message: string): never => {
  throw new UsageError(message);
};

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
  if (command !== undefined && CONTENT_COMMANDS.has(command) && rest[0] === '--file') {
    if (rest.length !== 2) throw new UsageError(`${command} --file needs exactly one path (or - for stdin)`);
    return parseBody(command, readJsonFile(rest[1]!));
  }
  switch (command) {
    case 'post-notice':
      return parseBody(command, { translations: groupsOf(command, rest, ['title', 'content'], []).translations });
    case 'post-message': {
      const parsed = groupsOf(command, rest, ['title', 'content'], ['coin', 'all'], true);
      const coin = parsed.options.coin;
      const coinCents = coin === undefined ? 0 : cliAmountToCents(coin);
      if (coinCents === null) throw new UsageError(`post-message --coin needs an amount with at most 2 decimals, e.g. 8.88`);
      const all = parsed.options.all !== undefined;
      if (all === (parsed.target !== undefined)) throw new UsageError('post-message needs an account or --all (not both)');
      return parseBody(command, { ...(all ? { all: true } : { account: parsed.target }), coinCents, translations: parsed.translations });
    }
    case 'post-activity': {
      const parsed = groupsOf(command, rest, ['activeName', 'note', 'activeRemark'], ['icon']);
      return parseBody(command, { ...(parsed.options.icon !== undefined ? { icon: parsed.options.icon } : {}), translations: parsed.translations });
    }
    case 'post-banner': {
      const [typeText, ...others] = rest;
      const parsed = groupsOf(command, others, ['title'], ['image', 'video', 'activity']);
      const activity = parsed.options.activity;
      const activityId = activity === undefined ? null : positiveId(activity);
      if (activityId === 0 || (activity !== undefined && activityId === null)) throw new UsageError('post-banner --activity needs an activity id (a number)');
      return parseBody(command, {
        type: typeText === '1' ? 1 : typeText === '3' ? 3 : Number.NaN,
        ...(parsed.options.image !== undefined ? { image: parsed.options.image } : {}),
        ...(parsed.options.video !== undefined ? { video: parsed.options.video } : {}),
        activityId,
        translations: parsed.translations,
      });
    }
    case 'set-text':
    case 'clear-text': {
      const [name, ...others] = rest;
      const parsed = groupsOf(command, others, command === 'set-text' ? ['content'] : [], []);
      const langs = Object.keys(parsed.translations);
      if (!name || langs.length !== 1) throw new UsageError(`${command} needs a text name${command === 'set-text' ? ' and one HTML text' : ''} (one language)`);
      const lang = langs[0]!;
      return parseBody(command, { name, lang, ...(command === 'set-text' ? { content: (parsed.translations as Translations<'content'>)[lang as Language]!.content } : {}) });
    }
    case 'remove-notice':
    case 'remove-message':
    case 'remove-activity':
    case 'remove-banner': {
      const id = positiveId(exactly(1, 'an id')[0]);
      if (id === null) throw new UsageError(`${command} needs an id (a number)`);
      return { command, id };
    }
    case 'content':
      exactly(0, 'no arguments');
      return { command };
    case 'credit': {
      const [account, amount, note = 'credit'] = rest;
      const cents = amount === undefined ? null : cliAmountToCents(amount);
      if (!account || cents === null || rest.length > 3) throw new UsageError('credit needs an account and an amount with at most 2 decimals, e.g. 500.00');
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
    case 'show-limits': {
      const [account] = exactly(1, 'an account');
      return { command, account: account! };
    }
    case 'lift-exclusion': {
      const [account, flag, ...reason] = rest;
      if (!account?.trim() || flag !== '--reason' || reason.join(' ').trim() === '') throw new UsageError('lift-exclusion needs an account and --reason <why> (it is logged)');
      return { command, account, reason: reason.join(' ').trim() };
    }
    case 'confirm-deposit':
    case 'reject-deposit': {
      const [orderId] = exactly(1, 'a deposit order id');
      return { command, orderId: orderId! };
    }
    case 'room-notice': {
      const [lotteryText, ...others] = rest;
      const roomText = others.length === 2 ? others[0] : '0';
      if (others.length < 1 || others.length > 2 || !/^\d+$/.test(lotteryText ?? '') || !/^\d+$/.test(roomText ?? '')) {
        throw new UsageError('room-notice needs a lottery id, optionally a room id, and the text (quoted)');
      }
      return parseBody(command, { lotteryId: Number(lotteryText), roomId: Number(roomText), text: others.at(-1) });
    }
    default:
      if (command !== undefined && SETUP_COMMANDS.has(command)) return parseBody(command, setupArgsBody(command, rest, refuseUsage));
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

/** Fields that keep any text, NUL included: content is stored as JSON (domain/content/languages.ts) or not stored. */
const ANY_TEXT_FIELDS: ReadonlySet<string> = new Set(['translations', 'content', 'text']);

/**
 * The action of an admin API call: the command from the path, its fields from the JSON body.
 * A NUL character in any other text (an account, an order id, a reason, a picture's address) is
 * refused: PostgreSQL text cannot hold it.
 */
export function parseBody(command: string, body: unknown): OperatorAction {
  const action = readBody(command, body);
  for (const [name, value] of Object.entries(action)) {
    if (typeof value === 'string' && !ANY_TEXT_FIELDS.has(name) && value.includes('\0')) throw new UsageError(`${command}: "${name}" must not contain NUL characters`);
  }
  return action;
}

function readBody(command: string, body: unknown): OperatorAction {
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
      // { title, content } alone is zh-CN (as before translations).
      if (fields.translations === undefined && typeof fields.title === 'string') {
        return { command, translations: checkTranslations({ 'zh-CN': { title: fields.title, content: fields.content } }, NOTICE_FIELDS) };
      }
      return { command, translations: checkTranslations(fields.translations, NOTICE_FIELDS) };
    case 'post-message': {
      const all = fields.all === true;
      const account = typeof fields.account === 'string' && fields.account.trim() !== '' ? fields.account : null;
      if (all === (account !== null)) throw new UsageError('post-message needs "account" or "all": true (not both)');
      const coinCents = fields.coinCents === undefined ? 0 : integer('coinCents');
      if (coinCents < 0 || coinCents > MAX_ENTRY_CENTS) throw new OperatorError('The gift must be 0 or a positive amount within the ledger bounds');
      return { command, account, coinCents, translations: checkTranslations(fields.translations, MESSAGE_FIELDS) };
    }
    case 'post-activity':
      return {
        command,
        icon: fields.icon === undefined ? DEFAULT_ACTIVITY_ICON : checkMediaUrl(fields.icon, 'The icon'),
        translations: checkTranslations(fields.translations, ACTIVITY_FIELDS),
      };
    case 'post-banner': {
      const type = fields.type;
      if (type !== 1 && type !== 3) throw new UsageError('post-banner needs "type" 1 (opens the activities) or 3 (plays a video)');
      const activityId = fields.activityId === undefined || fields.activityId === null ? null : integer('activityId');
      const translations = checkTranslations(fields.translations, BANNER_FIELDS);
      for (const [lang, texts] of Object.entries(translations)) if (texts.image !== '') checkMediaUrl(texts.image, `The ${lang} image`);
      return {
        command,
        type,
        image: fields.image === undefined ? DEFAULT_BANNER_IMAGE : checkMediaUrl(fields.image, 'The image'),
        video: checkMediaUrl(fields.video, 'The video', true),
        activityId,
        translations,
      };
    }
    case 'set-text':
    case 'clear-text': {
      const lang = matchLanguage(text('lang'));
      if (!lang) throw new OperatorError(`Unknown language "${String(fields.lang)}": use zh-CN, en-US, vi-VN or ja-JP`);
      if (command === 'clear-text') return { command, name: text('name'), lang };
      const content = fields.content;
      if (typeof content !== 'string' || content.trim() === '') throw new UsageError('set-text needs "content" (text)');
      if (content.length > MAX_TEXT_LENGTH) throw new OperatorError(`"content" is longer than ${MAX_TEXT_LENGTH} characters`);
      return { command, name: text('name'), lang, content };
    }
    case 'remove-notice':
    case 'remove-message':
    case 'remove-activity':
    case 'remove-banner':
      return { command, id: integer('id') };
    case 'content':
      return { command };
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
    case 'show-limits':
      return { command, account: text('account') };
    case 'lift-exclusion': {
      const reason = optionalText('reason', '').trim();
      if (reason === '') throw new UsageError('lift-exclusion needs "reason" (it is logged)');
      return { command, account: text('account'), reason };
    }
    case 'room-notice': {
      const lotteryId = integer('lotteryId');
      const roomId = fields.roomId === undefined ? 0 : integer('roomId');
      const notice = text('text').trim();
      if (!roomExists(lotteryId, roomId)) throw new OperatorError(`Lottery ${lotteryId} has no room ${roomId} (pc28 rooms are 1-3; 0 is every room)`, 404);
      if ([...notice].length > ROOM_NOTICE_MAX) throw new OperatorError(`A room notice is at most ${ROOM_NOTICE_MAX} characters`);
      return { command, lotteryId, roomId, text: notice };
    }
    default:
      if (SETUP_COMMANDS.has(command)) return setupBody(command, fields, refuseUsage);
      throw new UsageError(`Unknown command "${command}"`);
  }
}

const NOTICE_FIELDS: readonly FieldRule<NoticeField>[] = [
  { name: 'title', required: true },
  { name: 'content', required: true },
];
const MESSAGE_FIELDS: readonly FieldRule<MessageField>[] = NOTICE_FIELDS;
const ACTIVITY_FIELDS: readonly FieldRule<ActivityField>[] = [
  { name: 'activeName', required: true },
  { name: 'note', required: false },
  { name: 'activeRemark', required: true },
];
const BANNER_FIELDS: readonly FieldRule<BannerField>[] = [
  { name: 'title', required: true },
  { name: 'image', required: false },
];

/** Pictures used when an operator gives none (server/domain/content/media.ts). */
export const DEFAULT_ACTIVITY_ICON = '/media/activity/gift.svg';
export const DEFAULT_BANNER_IMAGE = '/media/banner/default.svg';

const CONTENT_COMMANDS = new Set(['post-notice', 'post-message', 'post-activity', 'post-banner', 'set-text', 'clear-text']);

function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${path === '-' ? 'stdin' : path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`${path === '-' ? 'stdin' : path} is not JSON`);
  }
}

/** Options a content command takes; `all` is a flag, the others take a value. */
type ContentOption = 'coin' | 'all' | 'icon' | 'image' | 'video' | 'activity';

/**
 * The CLI's grammar of texts in several languages: `[--lang L] <field>… [--lang L2 <field>…]…`,
 * where each group has one argument per field and the first group without --lang is zh-CN.
 * Options (`--icon <url>` …) may stand anywhere. Only exact option names are options: any other
 * argument — `--><script>` included — is text, taken as it is.
 */
function groupsOf(
  command: string,
  args: readonly string[],
  fields: readonly string[],
  options: readonly ContentOption[],
  withTarget = false,
): { translations: Record<string, Record<string, string>>; options: Partial<Record<ContentOption, string>>; target: string | undefined } {
  const groups: { lang: Language; values: string[] }[] = [];
  const given: Partial<Record<ContentOption, string>> = {};
  let target: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const option = arg.startsWith('--') ? (arg.slice(2) as ContentOption) : null;
    if (arg === '--lang') {
      const lang = matchLanguage(args[i + 1] ?? '');
      if (!lang) throw new UsageError(`${command}: --lang needs zh-CN, en-US, vi-VN or ja-JP`);
      groups.push({ lang, values: [] });
      i += 1;
    } else if (option !== null && options.includes(option)) {
      if (option === 'all') given.all = 'yes';
      else {
        const value = args[i + 1];
        if (value === undefined) throw new UsageError(`${command}: ${arg} needs a value`);
        given[option] = value;
        i += 1;
      }
    } else if (withTarget && target === undefined && given.all === undefined && groups.length === 0) {
      target = arg;
    } else {
      if (groups.length === 0) groups.push({ lang: 'zh-CN', values: [] });
      groups.at(-1)!.values.push(arg);
    }
  }
  if (groups.length === 0 && fields.length === 0) groups.push({ lang: 'zh-CN', values: [] });
  if (groups.length === 0) throw new UsageError(`${command} needs ${fields.join(', ')}`);
  const translations: Record<string, Record<string, string>> = {};
  for (const group of groups) {
    if (group.values.length !== fields.length) throw new UsageError(`${command} needs ${fields.length === 0 ? 'nothing' : fields.join(', ')} for ${group.lang}`);
    if (translations[group.lang]) throw new UsageError(`${command}: ${group.lang} is given twice`);
    translations[group.lang] = Object.fromEntries(fields.map((field, index) => [field, group.values[index]!]));
  }
  return { translations, options: given, target };
}

/** The JSON body of an action for the admin API (everything but the command, which is the path). */
export function bodyOf(action: OperatorAction): Record<string, unknown> {
  if (SETUP_COMMANDS.has(action.command)) return setupActionBody(action as SetupAction);
  const { command: _command, ...fields } = action;
  // A message to every player is `all: true` in the admin API (no account).
  if (action.command === 'post-message' && action.account === null) {
    const { account: _account, ...rest } = fields as Record<string, unknown>;
    return { ...rest, all: true };
  }
  return fields;
}
