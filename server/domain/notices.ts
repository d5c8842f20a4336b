import dayjs from 'dayjs';
import type { Notice } from '../../models/entities';
import { onlyRow, type Queryable } from '../db/database';

/** Platform notices (announcements), readable by visitors. */

/** Server time as the client expects it (spec §3: 'YYYY-MM-DD HH:mm:ss', server time zone). */
export const formatServerTime = (at: Date): string => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/**
 * Newest first. `status` is 0: read state is personal and kept by the client for notices
 * (personal messages get their own read flag).
 */
export async function listNotices(db: Queryable, platformId: number): Promise<Notice[]> {
  const rows = await db.query<{ id: number; title: string; content: string; created_at: Date }>(
    'SELECT id, title, content, created_at FROM notices WHERE platform_id = $1 ORDER BY created_at DESC, id DESC',
    [platformId],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, content: row.content, createTime: formatServerTime(row.created_at), status: 0 }));
}

export async function postNotice(db: Queryable, notice: { platformId: number; title: string; content: string }): Promise<number> {
  const row = onlyRow(
    await db.query<{ id: number }>('INSERT INTO notices (platform_id, title, content) VALUES ($1, $2, $3) RETURNING id', [
      notice.platformId,
      notice.title,
      notice.content,
    ]),
  );
  return row.id;
}
