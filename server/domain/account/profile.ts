import { isAvatar } from '../../../models/account';
import type { Variant } from '../../../models/currency';
import { ErrorCode } from '../../../models/errors';
import { validatePersonalInfo } from '../../../models/validation';
import type { Queryable } from '../../db/database';

/**
 * POST /user/v1/update: the avatar (one of the 16 presets), or the personal info — accepted while
 * any of name, cardNo, mobile is still empty (spec §2), after the models' validatePersonalInfo.
 * Once complete it is read-only; changes go through customer service.
 */

export type UpdateResult = { ok: true } | { ok: false; code: number; msg?: string };

const TEXT_MAX = 64;

export async function updateAvatar(tx: Queryable, userId: number, avatar: string): Promise<UpdateResult> {
  if (!isAvatar(avatar)) return { ok: false, code: ErrorCode.failed, msg: '头像不存在' };
  await tx.query('UPDATE users SET avatar = $2 WHERE id = $1', [userId, avatar]);
  return { ok: true };
}

export async function updatePersonalInfo(tx: Queryable, userId: number, fields: { name: string; cardNo: string; mobile: string }, variant: Variant): Promise<UpdateResult> {
  const values = { name: fields.name.trim(), cardNo: fields.cardNo.trim(), mobile: fields.mobile.trim() };
  const invalid = validatePersonalInfo(values, variant);
  if (invalid) return { ok: false, code: ErrorCode.failed, msg: invalid.messageKey };
  if (Object.values(values).some((value) => value.length > TEXT_MAX)) return { ok: false, code: ErrorCode.failed, msg: '内容过长' };
  const [user] = await tx.query<{ name: string; card_no: string; mobile: string }>('SELECT name, card_no, mobile FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (!user) return { ok: false, code: ErrorCode.tokenUnauthorized };
  if (user.name !== '' && user.card_no !== '' && user.mobile !== '') return { ok: false, code: ErrorCode.failed, msg: '个人信息已完善，如需修改请联系客服' };
  await tx.query('UPDATE users SET name = $2, card_no = $3, mobile = $4 WHERE id = $1', [userId, values.name, values.cardNo, values.mobile]);
  return { ok: true };
}
