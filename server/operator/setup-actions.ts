import type { VirtualProtocol } from '../../models/account';
import { VARIANTS, type Variant } from '../../models/currency';
import { matchLanguage, type Language } from '../../models/language';
import { InputLimit } from '../../models/validation/limits';
import { MAX_ENTRY_CENTS } from '../domain/ledger-limits';
import { OperatorError } from '../domain/operator';
import type { NewPayMethod } from '../domain/payments/catalogue';
import { CONTACT_PROVIDER, USDT_PROVIDER } from '../domain/payments/provider';
import { DEMO_INVITE_CODE } from '../domain/seed';
import { cliAmountToCents } from './amount';

/**
 * The operator's setup commands (docs/deploy.md "The first five minutes of an operator"): house
 * invite codes and payment methods. A production start has neither; these make them. Parsed here
 * from CLI arguments or an admin API body, run by execute.ts like every other action.
 */

export type SetupAction =
  | { command: 'create-invite-code'; code: string | null }
  | { command: 'remove-invite-code'; code: string }
  | { command: 'list-invite-codes' | 'list-payment-methods' }
  | { command: 'add-payment-method'; method: Omit<NewPayMethod, 'sort'>; sort: number | null }
  | { command: 'disable-payment-method' | 'enable-payment-method'; id: number }
  /** A method's name (and tips, when given) in one language; null tips keep that language's. */
  | { command: 'set-payment-method-text'; id: number; lang: Language; name: string; tips: string | null }
  | { command: 'list-banks' }
  /** An operator's own bank: `name` is what a player of a language without its own name reads. */
  | { command: 'add-bank'; code: string; name: string; variants: Variant[]; sort: number | null }
  | { command: 'set-bank-name'; code: string; lang: Language; name: string };

export const SETUP_COMMANDS: ReadonlySet<string> = new Set([
  'create-invite-code',
  'remove-invite-code',
  'list-invite-codes',
  'list-payment-methods',
  'add-payment-method',
  'disable-payment-method',
  'enable-payment-method',
  'set-payment-method-text',
  'list-banks',
  'add-bank',
  'set-bank-name',
]);

/** The USDT networks a method may offer: those FASTDRAW_USDT_<NETWORK>_ADDRESS configures. */
export const USDT_NETWORKS = ['TRC20', 'ERC20'] as const;

/** Why a CLI argument list is malformed (actions.ts turns it into its UsageError). */
type Refuse = (message: string) => never;

/** CLI arguments → the admin API body of the command (parsed by setupBody, so both paths check alike). */
export function setupArgsBody(command: string, args: readonly string[], refuse: Refuse): Record<string, unknown> {
  const single = (what: string): string => {
    if (args.length !== 1 || args[0]!.trim() === '') refuse(`${command} needs ${what}`);
    return args[0]!;
  };
  switch (command) {
    case 'create-invite-code':
      if (args.length > 1) refuse('create-invite-code takes at most one code');
      return args[0] === undefined ? {} : { code: args[0] };
    case 'remove-invite-code':
      return { code: single('a code') };
    case 'list-invite-codes':
    case 'list-payment-methods':
      if (args.length > 0) refuse(`${command} takes no arguments`);
      return {};
    case 'disable-payment-method':
    case 'enable-payment-method': {
      const text = single('a payment method id');
      if (!/^\d{1,9}$/.test(text)) refuse(`${command} needs a payment method id (a number)`);
      return { id: Number(text) };
    }
    case 'list-banks':
      if (args.length > 0) refuse('list-banks takes no arguments');
      return {};
    case 'set-payment-method-text': {
      const { lang, rest } = languageOption(command, args, refuse);
      const [id, name, tips, ...more] = rest;
      if (id === undefined || name === undefined || more.length > 0) refuse('set-payment-method-text needs a payment method id, --lang and a name (and optionally the tips); quote texts with spaces');
      if (!/^\d{1,9}$/.test(id!)) refuse('set-payment-method-text needs a payment method id (a number)');
      return { id: Number(id), lang, name, ...present('tips', tips) };
    }
    case 'set-bank-name': {
      const { lang, rest } = languageOption(command, args, refuse);
      if (rest.length !== 2) refuse('set-bank-name needs a bank code, --lang and a name (quote a name with spaces)');
      return { code: rest[0], lang, name: rest[1] };
    }
    case 'add-bank': {
      const positional: string[] = [];
      const options = new Map<string, string>();
      for (let i = 0; i < args.length; i += 1) {
        const arg = args[i]!;
        if (arg === '--variants' || arg === '--sort') {
          const value = args[i + 1];
          if (value === undefined) refuse(`add-bank: ${arg} needs a value`);
          options.set(arg.slice(2), value!);
          i += 1;
        } else if (arg.startsWith('--')) refuse(`add-bank: unknown option ${arg}`);
        else positional.push(arg);
      }
      if (positional.length !== 2) refuse('add-bank needs a code and a name (quote a name with spaces)');
      const sort = options.get('sort');
      if (sort !== undefined && !/^\d{1,6}$/.test(sort)) refuse('add-bank --sort needs a whole number');
      return {
        code: positional[0],
        name: positional[1],
        ...present('variants', options.get('variants')?.split(',').map((variant) => variant.trim().toLowerCase())),
        ...present('sort', sort === undefined ? undefined : Number(sort)),
      };
    }
    default:
      return paymentMethodArgs(args, refuse);
  }
}

/** `--lang <L>` anywhere among `args` (required), and the other arguments in their order. */
function languageOption(command: string, args: readonly string[], refuse: Refuse): { lang: string; rest: string[] } {
  const at = args.indexOf('--lang');
  if (at < 0 || args[at + 1] === undefined) refuse(`${command} needs --lang with zh-CN, en-US, vi-VN or ja-JP`);
  if (args.lastIndexOf('--lang') !== at) refuse(`${command} takes one --lang`);
  return { lang: args[at + 1]!, rest: args.filter((_, index) => index !== at && index !== at + 1) };
}

const FLAG_OPTIONS = new Set(['recommend']);
const VALUE_OPTIONS = new Set(['min', 'max', 'amounts', 'bonus', 'icon', 'tips', 'sort', 'rate', 'networks', 'url']);

function paymentMethodArgs(args: readonly string[], refuse: Refuse): Record<string, unknown> {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const name = arg.startsWith('--') ? arg.slice(2) : null;
    if (name !== null && FLAG_OPTIONS.has(name)) options.set(name, 'yes');
    else if (name !== null && VALUE_OPTIONS.has(name)) {
      const value = args[i + 1];
      if (value === undefined) refuse(`add-payment-method: ${arg} needs a value`);
      options.set(name, value);
      i += 1;
    } else if (name !== null) refuse(`add-payment-method: unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) refuse('add-payment-method needs a provider and a name (quote a name with spaces)');
  const amount = (option: string): number | undefined => {
    const text = options.get(option);
    if (text === undefined) return undefined;
    const cents = cliAmountToCents(text);
    if (cents === null) refuse(`add-payment-method --${option} needs an amount with at most 2 decimals, e.g. 100.00`);
    return cents;
  };
  // Spaces or slashes between amounts: a comma is a thousands separator in an amount (1,000.00).
  const amounts = options.get('amounts')?.split(/[\s/]+/).filter((item) => item !== '');
  const sort = options.get('sort');
  if (sort !== undefined && !/^\d{1,6}$/.test(sort)) refuse('add-payment-method --sort needs a whole number');
  return {
    provider: positional[0],
    name: positional[1],
    ...present('minCents', amount('min')),
    ...present('maxCents', amount('max')),
    ...present('bonusBp', amount('bonus')),
    ...present(
      'initPrices',
      amounts?.map((text) => (/^\d+(?:\.\d{1,2})?$/.test(text) ? cliAmountToCents(text) : null) ?? refuse(`add-payment-method --amounts needs amounts separated by spaces or slashes, e.g. "100 500 1000", got "${text}"`)),
    ),
    ...present('classIcon', options.get('icon')),
    ...present('tips', options.get('tips')),
    ...(options.has('recommend') ? { recommend: true } : {}),
    ...present('sort', sort === undefined ? undefined : Number(sort)),
    ...present('exchangeRate', options.get('rate')),
    ...present('networks', options.get('networks')?.split(',').map((network) => network.trim().toUpperCase())),
    ...present('url', options.get('url')),
  };
}

/** The admin API body of a setup action (the CLI sends it to the running server). */
export function setupActionBody(action: SetupAction): Record<string, unknown> {
  if (action.command !== 'add-payment-method') {
    const { command: _command, ...fields } = action;
    if (action.command === 'set-payment-method-text' && action.tips === null) {
      const { tips: _tips, ...rest } = fields as Record<string, unknown>;
      return rest;
    }
    if (action.command === 'add-bank' && action.sort === null) {
      const { sort: _sort, ...rest } = fields as Record<string, unknown>;
      return rest;
    }
    return action.command === 'create-invite-code' && action.code === null ? {} : fields;
  }
  const { method } = action;
  const contact = method.provider === CONTACT_PROVIDER;
  return {
    provider: method.provider,
    name: method.name,
    classIcon: method.classIcon,
    tips: method.tips,
    recommend: method.recommend,
    bonusBp: method.bonusBp,
    ...(contact ? { url: method.url } : { minCents: method.minCents, maxCents: method.maxCents, initPrices: method.initPrices }),
    ...(method.provider === USDT_PROVIDER ? { exchangeRate: method.exchangeRate, networks: method.networks.map((network) => network.type) } : {}),
    ...present('sort', action.sort ?? undefined),
  };
}

const present = <V>(key: string, value: V | undefined): Record<string, V> => (value === undefined ? {} : { [key]: value });

const PROVIDER_ID = /^[a-z][a-z0-9_-]{0,31}$/;
const ICON = /^[a-z0-9_-]{1,20}$/;
const RATE = /^\d{1,6}(?:\.\d{1,4})?$/;
const MAX_NAME = 40;
const MAX_TIPS = 500;
const MAX_AMOUNTS = 12;
const DEFAULT_ICON: Readonly<Record<string, string>> = { [USDT_PROVIDER]: 'xnzf', [CONTACT_PROVIDER]: 'svip' };

/** The action of a setup command's admin API body; UsageError (via `refuse`) or OperatorError for what the operator must fix. */
export function setupBody(command: string, fields: Record<string, unknown>, refuse: Refuse): SetupAction {
  switch (command) {
    case 'create-invite-code': {
      if (fields.code === undefined || fields.code === null) return { command, code: null };
      return { command, code: houseCode(fields.code, refuse) };
    }
    case 'remove-invite-code':
      return { command, code: houseCode(fields.code, refuse) };
    case 'list-invite-codes':
    case 'list-payment-methods':
      return { command };
    case 'disable-payment-method':
    case 'enable-payment-method':
      if (typeof fields.id !== 'number' || !Number.isSafeInteger(fields.id) || fields.id <= 0) refuse(`${command} needs "id" (a payment method id)`);
      return { command, id: fields.id as number };
    case 'add-payment-method':
      return paymentMethod(fields, refuse);
    case 'set-payment-method-text': {
      if (typeof fields.id !== 'number' || !Number.isSafeInteger(fields.id) || fields.id <= 0) refuse(`${command} needs "id" (a payment method id)`);
      const tips = fields.tips === undefined ? null : catalogueText(command, 'tips', fields.tips, MAX_TIPS, refuse, true);
      return { command, id: fields.id as number, lang: language(command, fields.lang, refuse), name: catalogueText(command, 'name', fields.name, MAX_NAME, refuse), tips };
    }
    case 'list-banks':
      return { command };
    case 'add-bank': {
      const variants = fields.variants ?? [...VARIANTS];
      if (!Array.isArray(variants) || variants.length === 0 || variants.some((variant) => !(VARIANTS as readonly unknown[]).includes(variant)) || new Set(variants).size !== variants.length) {
        refuse(`add-bank: "variants" (--variants) is some of ${VARIANTS.join(', ')}: the sites (currencies) that list the bank`);
      }
      const sort = fields.sort === undefined ? null : fields.sort;
      if (sort !== null && (typeof sort !== 'number' || !Number.isSafeInteger(sort) || sort < 0 || sort > 1_000_000)) refuse('add-bank: "sort" is a whole number from 0 to 1000000');
      return { command, code: bankCode(command, fields.code, refuse), name: catalogueText(command, 'name', fields.name, MAX_BANK_NAME, refuse), variants: variants as Variant[], sort: sort as number | null };
    }
    case 'set-bank-name':
      return { command, code: bankCode(command, fields.code, refuse), lang: language(command, fields.lang, refuse), name: catalogueText(command, 'name', fields.name, MAX_BANK_NAME, refuse) };
    default:
      return refuse(`Unknown command "${command}"`);
  }
}

/** A bank's name: as long as the longest shipped one (a Vietnamese bank's full name) with room to spare. */
const MAX_BANK_NAME = 80;
const BANK_CODE = /^[A-Z0-9_-]{2,20}$/;

function language(command: string, value: unknown, refuse: Refuse): Language {
  const lang = typeof value === 'string' ? matchLanguage(value) : null;
  if (!lang) return refuse(`${command}: unknown language "${String(value)}": use zh-CN, en-US, vi-VN or ja-JP`);
  return lang;
}

/** A name or tips players read: trimmed, not empty (tips may be), at most `max` characters. */
function catalogueText(command: string, field: string, value: unknown, max: number, refuse: Refuse, mayBeEmpty = false): string {
  if (typeof value !== 'string') return refuse(`${command} needs "${field}" (text)`);
  const text = value.trim();
  if (text === '' && !mayBeEmpty) refuse(`${command}: the ${field} must not be empty`);
  if ([...text].length > max) refuse(`${command}: the ${field} is longer than ${max} characters`);
  // A name is one line; NUL is refused in any text (parseBody).
  // eslint-disable-next-line no-control-regex
  if (field === 'name' && /[\u0000-\u001f\u007f]/.test(text)) refuse(`${command}: the name must not contain control characters (one line)`);
  return text;
}

function bankCode(command: string, value: unknown, refuse: Refuse): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!BANK_CODE.test(code)) refuse(`${command} needs a bank code: 2 to 20 letters, digits, - or _ (e.g. ICBC; list-banks shows them)`);
  return code;
}

function houseCode(value: unknown, refuse: Refuse): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!new RegExp(`^[A-Z0-9]{4,${InputLimit.inviteCodeMax}}$`).test(code)) refuse(`An invite code is 4 to ${InputLimit.inviteCodeMax} letters and digits`);
  return code;
}

/** A house code an operator may create: FAST01 is published (anyone knows it) and only exists in demo mode. */
export function checkNewHouseCode(code: string): void {
  if (code === DEMO_INVITE_CODE) throw new OperatorError(`${DEMO_INVITE_CODE} is the published demo code that anyone can use; pick another (or none for a random one)`);
}

function paymentMethod(fields: Record<string, unknown>, refuse: Refuse): SetupAction {
  const text = (name: string, max: number, fallback?: string): string => {
    const value = fields[name] ?? fallback;
    if (typeof value !== 'string' || (fallback === undefined && value.trim() === '')) refuse(`add-payment-method needs "${name}" (text)`);
    if ((value as string).length > max) throw new OperatorError(`"${name}" is longer than ${max} characters`);
    return (value as string).trim();
  };
  const cents = (name: string): number | undefined => {
    const value = fields[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > MAX_ENTRY_CENTS) throw new OperatorError(`"${name}" must be a whole number of cents from 0 to ${MAX_ENTRY_CENTS}`);
    return value;
  };

  const provider = text('provider', 32);
  if (!PROVIDER_ID.test(provider)) throw new OperatorError('"provider" is usdt, contact, or the id of a gateway (lower-case letters, digits, - and _)');
  const contact = provider === CONTACT_PROVIDER;
  const usdt = provider === USDT_PROVIDER;
  const name = text('name', MAX_NAME);
  const classIcon = text('classIcon', 20, DEFAULT_ICON[provider] ?? 'bank');
  if (!ICON.test(classIcon)) throw new OperatorError('"classIcon" is a short name such as bank, alipay, wechat, xnzf or svip');

  const minCents = cents('minCents');
  const maxCents = cents('maxCents');
  if (!contact && (minCents === undefined || maxCents === undefined || minCents < 1 || maxCents < minCents)) {
    throw new OperatorError('A deposit method needs a minimum and a maximum per deposit (--min, --max; minCents, maxCents), the minimum at least 0.01 and not above the maximum');
  }
  const initPrices = fields.initPrices ?? [];
  if (!Array.isArray(initPrices) || initPrices.length > MAX_AMOUNTS) throw new OperatorError(`"initPrices" is a list of at most ${MAX_AMOUNTS} amounts in cents`);
  for (const price of initPrices) {
    if (typeof price !== 'number' || !Number.isSafeInteger(price) || contact || price < minCents! || price > maxCents!) {
      throw new OperatorError('Every preset amount must lie between the minimum and the maximum (contact methods have none)');
    }
  }
  const bonusBp = cents('bonusBp') ?? 0;
  if (bonusBp > 10_000) throw new OperatorError('The bonus is at most 100 %');
  const sort = fields.sort === undefined ? null : fields.sort;
  if (sort !== null && (typeof sort !== 'number' || !Number.isSafeInteger(sort) || sort < 0 || sort > 1_000_000)) throw new OperatorError('"sort" is a whole number from 0 to 1000000');

  let exchangeRate = '0';
  let networks: VirtualProtocol[] = [];
  if (usdt) {
    exchangeRate = text('exchangeRate', 12);
    if (!RATE.test(exchangeRate) || Number(exchangeRate) <= 0) throw new OperatorError('A USDT method needs its exchange rate: site currency per USDT, e.g. 7.20 (--rate)');
    const given = fields.networks;
    if (!Array.isArray(given) || given.length === 0 || given.some((network) => !(USDT_NETWORKS as readonly unknown[]).includes(network)) || new Set(given).size !== given.length) {
      throw new OperatorError(`A USDT method needs its networks, some of ${USDT_NETWORKS.join(', ')} (--networks)`);
    }
    networks = (given as string[]).map((type) => ({ type, name: `USDT-${type}`, tips: '', initPrices: initPrices as number[], limit: { min: minCents!, max: maxCents!, enable: true } }));
  } else if (fields.exchangeRate !== undefined || fields.networks !== undefined) {
    throw new OperatorError('--rate and --networks are for USDT methods only');
  }
  const url = contact ? text('url', 300) : '';
  if (contact && !/^(?:\/[^\s]*|https:\/\/[^\s/]+[^\s]*)$/.test(url)) throw new OperatorError('A contact method needs "url": a path of this site (e.g. /pages/chat/customer-service) or an https URL');
  if (!contact && fields.url !== undefined) throw new OperatorError('--url is for contact methods only');

  return {
    command: 'add-payment-method',
    method: {
      name,
      provider,
      classIcon,
      recommend: fields.recommend === true,
      bonusBp,
      tips: text('tips', MAX_TIPS, ''),
      minCents: contact ? 0 : minCents!,
      maxCents: contact ? 0 : maxCents!,
      initPrices: initPrices as number[],
      exchangeRate,
      url,
      networks,
    },
    sort: sort as number | null,
  };
}
