import dayjs from 'dayjs';
import type { LocalizedNotice } from '../../models/content';
import type { Language } from '../../models/language';
import { onlyRow, type Queryable } from '../db/database';
import { decodeTexts, encodeTexts, pick, type Translations } from './content/languages';

/** Platform notices (announcements), readable by visitors, in several languages. */

/** Server time as the client expects it (spec §3: 'YYYY-MM-DD HH:mm:ss', server time zone). */
export const formatServerTime = (at: Date): string => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

export type NoticeField = 'title' | 'content';

/**
 * Newest first, texts in `lang` (zh-CN fallback). `status` is 0: read state of notices is kept by
 * the client (spec §4); personal messages have their own.
 */
export async function listNotices(db: Queryable, platformId: number, lang: Language): Promise<LocalizedNotice[]> {
  const rows = await db.query<{ id: number; texts: string; created_at: Date }>(
    'SELECT id, texts, created_at FROM notices WHERE platform_id = $1 AND removed_at IS NULL ORDER BY created_at DESC, id DESC',
    [platformId],
  );
  return rows.flatMap((row) => {
    const texts = pick(decodeTexts<Record<NoticeField, string>>(row.texts), lang);
    if (!texts) return [];
    return [{ id: row.id, title: texts.value.title, content: texts.value.content, createTime: formatServerTime(row.created_at), status: 0 as const, lang: texts.lang }];
  });
}

export async function postNotice(db: Queryable, notice: { platformId: number; texts: Translations<NoticeField> }): Promise<number> {
  const row = onlyRow(
    await db.query<{ id: number }>('INSERT INTO notices (platform_id, texts) VALUES ($1, $2) RETURNING id', [notice.platformId, encodeTexts(notice.texts)]),
  );
  return row.id;
}
