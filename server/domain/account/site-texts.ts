import type { Queryable } from '../../db/database';

/** Texts an operator may edit (table site_texts, HTML), seeded by migration 005. */
export type SiteTextName = 'recharge' | 'vip' | 'withdraw-remind' | 'agent-notice' | 'agent-content';

/** The text, with `{name}` placeholders replaced by `values`; '' when the row is missing. */
export async function siteText(db: Queryable, name: SiteTextName, values: Readonly<Record<string, string>> = {}): Promise<string> {
  const [row] = await db.query<{ content: string }>('SELECT content FROM site_texts WHERE name = $1', [name]);
  return (row?.content ?? '').replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
