import type { Language } from '../../../models/language';
import { formatAmount } from '../../../models/money';
import type { Queryable } from '../../db/database';
import { formatServerTime } from '../notices';
import { decodeTexts, pick } from './languages';
import type { ContentKind } from './promotions';

/** What the operator command `content` lists: every live notice, message, activity and banner. */
export interface ContentItem {
  kind: ContentKind;
  id: number;
  createTime: string;
  languages: Language[];
  /** The zh-CN (or first) title or name. */
  title: string;
  detail: string;
}

export async function contentOverview(db: Queryable): Promise<ContentItem[]> {
  const rows = await db.query<{ kind: ContentKind; id: number; texts: string; created_at: Date; detail: string }>(
    `SELECT 'notice' AS kind, id, texts, created_at, '' AS detail FROM notices WHERE removed_at IS NULL
     UNION ALL
     SELECT 'message', m.id, m.texts, m.created_at,
            'to ' || coalesce(u.account, 'every player') || CASE WHEN m.coin_cents > 0 THEN ', gift ' || m.coin_cents ELSE '' END
       FROM messages m LEFT JOIN users u ON u.id = m.recipient_id WHERE m.removed_at IS NULL
     UNION ALL
     SELECT 'activity', id, texts, created_at, '' FROM activities WHERE removed_at IS NULL
     UNION ALL
     SELECT 'banner', id, texts, created_at,
            'type ' || type || CASE WHEN activity_id IS NOT NULL THEN ', activity ' || activity_id ELSE '' END FROM banners WHERE removed_at IS NULL
     ORDER BY kind, id`,
  );
  return rows.map((row) => {
    const texts = decodeTexts<Record<string, string>>(row.texts);
    const first = pick(texts, 'zh-CN')?.value ?? {};
    const detail = row.detail.replace(/gift (\d+)/, (_match, cents: string) => `gift ${formatAmount(Number(cents))}`);
    return {
      kind: row.kind,
      id: row.id,
      createTime: formatServerTime(row.created_at),
      languages: Object.keys(texts) as Language[],
      title: first.title ?? first.activeName ?? '',
      detail,
    };
  });
}
