import type { Activity, Banner, BannerType } from '../../../models/content';
import type { Language } from '../../../models/language';
import { onlyRow, type Queryable } from '../../db/database';
import { formatServerTime } from '../notices';
import { OperatorError } from '../operator';
import { decodeTexts, encodeTexts, pick, type Translations } from './languages';

/** Activities (promotions) and home banners, newest first, in the request's language. */

export type ActivityField = 'activeName' | 'note' | 'activeRemark';
/** `image`: this language's own picture (text drawn in), '' to use the banner's. */
export type BannerField = 'title' | 'image';

export async function listActivities(db: Queryable, lang: Language): Promise<Activity[]> {
  const rows = await db.query<{ id: number; texts: string; icon_url: string; created_at: Date }>(
    'SELECT id, texts, icon_url, created_at FROM activities WHERE removed_at IS NULL ORDER BY created_at DESC, id DESC',
  );
  return rows.flatMap((row) => {
    const texts = pick(decodeTexts<Record<ActivityField, string>>(row.texts), lang);
    if (!texts) return [];
    return [{ id: row.id, ...texts.value, activeIconPc: row.icon_url, createTime: formatServerTime(row.created_at), lang: texts.lang }];
  });
}

export async function listBanners(db: Queryable, lang: Language): Promise<Banner[]> {
  const rows = await db.query<{ id: number; type: BannerType; texts: string; image_url: string; video_url: string; activity_id: number | null }>(
    `SELECT b.id, b.type, b.texts, b.image_url, b.video_url, CASE WHEN a.removed_at IS NULL THEN b.activity_id END AS activity_id
     FROM banners b LEFT JOIN activities a ON a.id = b.activity_id
     WHERE b.removed_at IS NULL ORDER BY b.created_at DESC, b.id DESC`,
  );
  return rows.flatMap((row) => {
    const texts = pick(decodeTexts<Record<BannerField, string>>(row.texts), lang);
    if (!texts) return [];
    return [
      {
        id: row.id,
        type: row.type,
        activeIconPc: texts.value.image || row.image_url,
        title: texts.value.title,
        videoUrl: row.type === 3 ? row.video_url : '',
        activityId: row.type === 1 ? row.activity_id : null,
        lang: texts.lang,
      },
    ];
  });
}

export async function postActivity(tx: Queryable, activity: { iconUrl: string; texts: Translations<ActivityField> }): Promise<number> {
  return onlyRow(
    await tx.query<{ id: number }>('INSERT INTO activities (texts, icon_url) VALUES ($1, $2) RETURNING id', [encodeTexts(activity.texts), activity.iconUrl]),
  ).id;
}

export interface NewBanner {
  type: BannerType;
  imageUrl: string;
  videoUrl: string;
  activityId: number | null;
  texts: Translations<BannerField>;
}

export async function postBanner(tx: Queryable, banner: NewBanner): Promise<number> {
  if (banner.type === 3 && banner.videoUrl === '') throw new OperatorError('A video banner (type 3) needs a video URL');
  if (banner.type === 1 && banner.videoUrl !== '') throw new OperatorError('Only video banners (type 3) have a video URL');
  if (banner.type === 3 && banner.activityId !== null) throw new OperatorError('A video banner (type 3) opens no activity');
  if (banner.activityId !== null) {
    const [activity] = await tx.query('SELECT id FROM activities WHERE id = $1 AND removed_at IS NULL', [banner.activityId]);
    if (!activity) throw new OperatorError(`No activity ${banner.activityId}`, 404);
  }
  return onlyRow(
    await tx.query<{ id: number }>('INSERT INTO banners (type, texts, image_url, video_url, activity_id) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
      banner.type,
      encodeTexts(banner.texts),
      banner.imageUrl,
      banner.videoUrl,
      banner.activityId,
    ]),
  ).id;
}

export type ContentKind = 'notice' | 'message' | 'activity' | 'banner';

const TABLES: Readonly<Record<ContentKind, string>> = { notice: 'notices', message: 'messages', activity: 'activities', banner: 'banners' };

/** Hides an item from every list (kept for the record); OperatorError 404 when there is none to remove. */
export async function removeContent(tx: Queryable, kind: ContentKind, id: number): Promise<void> {
  const rows = await tx.query(`UPDATE ${TABLES[kind]} SET removed_at = now() WHERE id = $1 AND removed_at IS NULL RETURNING id`, [id]);
  if (rows.length === 0) throw new OperatorError(`No ${kind} ${id}`, 404);
}
