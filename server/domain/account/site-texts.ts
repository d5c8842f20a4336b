import { LOTTERIES } from '../../../models/games';
import { DEFAULT_LANGUAGE, type Language } from '../../../models/language';
import type { Queryable } from '../../db/database';
import { decodeTexts, encodeTexts, pick } from '../content/languages';
import { OperatorError } from '../operator';

/**
 * Texts an operator may edit (table site_texts, HTML by language; migrations 005 and 007): the
 * recharge notice, VIP explanation, withdrawal reminder, agent texts, the customer-service
 * welcome, and per lottery `rule:<code>` — a rule introduction that replaces the generated one in
 * the languages it is given in.
 */
export type SiteTextName = 'recharge' | 'vip' | 'withdraw-remind' | 'agent-notice' | 'agent-content' | 'customer-welcome';

export const SITE_TEXT_NAMES: readonly SiteTextName[] = ['recharge', 'vip', 'withdraw-remind', 'agent-notice', 'agent-content', 'customer-welcome'];

/** Every name `set-text` accepts: the site texts and `rule:<code>` of each lottery. */
export const EDITABLE_TEXT_NAMES: readonly string[] = [...SITE_TEXT_NAMES, ...LOTTERIES.map((lottery) => `rule:${lottery.code}`)];

async function textsOf(db: Queryable, name: string): Promise<Partial<Record<Language, string>>> {
  const [row] = await db.query<{ texts: string }>('SELECT texts FROM site_texts WHERE name = $1', [name]);
  return row ? decodeTexts<string>(row.texts) : {};
}

const fill = (text: string, values: Readonly<Record<string, string>>): string => text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * The text in `lang` (zh-CN fallback), with `{name}` placeholders replaced by `values`; '' when the
 * text is missing.
 */
export async function siteText(db: Queryable, name: SiteTextName, lang: Language = DEFAULT_LANGUAGE, values: Readonly<Record<string, string>> = {}): Promise<string> {
  return fill(pick(await textsOf(db, name), lang)?.value ?? '', values);
}

/** The text in exactly `lang`, or null (rule introductions: otherwise the generated one in `lang`). */
export async function siteTextExact(db: Queryable, name: string, lang: Language): Promise<string | null> {
  return (await textsOf(db, name))[lang] ?? null;
}

/** Sets (or with `content` null removes) one language of an editable text. */
export async function setSiteText(tx: Queryable, name: string, lang: Language, content: string | null): Promise<void> {
  if (!EDITABLE_TEXT_NAMES.includes(name)) throw new OperatorError(`Unknown text "${name}": one of ${SITE_TEXT_NAMES.join(', ')} or rule:<lottery code>`);
  const [row] = await tx.query<{ texts: string }>('SELECT texts FROM site_texts WHERE name = $1 FOR UPDATE', [name]);
  const texts = row ? decodeTexts<string>(row.texts) : {};
  if (content === null) {
    if (texts[lang] === undefined) throw new OperatorError(`The text "${name}" has no ${lang} version`, 404);
    delete texts[lang];
  } else {
    texts[lang] = content;
  }
  if (Object.keys(texts).length === 0) await tx.query('DELETE FROM site_texts WHERE name = $1', [name]);
  else await tx.query('INSERT INTO site_texts (name, texts) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET texts = EXCLUDED.texts', [name, encodeTexts(texts)]);
}
