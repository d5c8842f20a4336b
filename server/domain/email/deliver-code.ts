import type { EmailCodeType } from '../../../models/account';
import type { Queryable } from '../../db/database';
import { CODE_LIFETIME_SECONDS } from './codes';
import { codeMessage, type Mailer } from './mailer';

/** What each code type is for, as its e-mail names it. */
const PURPOSE: Readonly<Record<EmailCodeType, string>> = { 1: '提现验证', 2: '绑定邮箱', 3: '解绑邮箱', 4: '重置登录密码' };

export interface IssuedCode {
  userId: number;
  type: EmailCodeType;
  to: string;
  code: string;
}

/**
 * Sends a code issued (and committed) by `issueCode`, outside any transaction: a slow mail server
 * must not hold the database. When sending fails the code is withdrawn, so the player may ask
 * again at once; answers whether it went out.
 */
export async function deliverCode(db: Queryable, mailer: Mailer, issued: IssuedCode, logError: (error: unknown) => void): Promise<boolean> {
  try {
    await mailer.send(codeMessage(issued.to, issued.code, PURPOSE[issued.type], CODE_LIFETIME_SECONDS / 60));
    return true;
  } catch (error) {
    logError(error);
    await db.query(
      `DELETE FROM email_codes WHERE id = (SELECT id FROM email_codes WHERE user_id = $1 AND type = $2 ORDER BY created_at DESC, id DESC LIMIT 1)`,
      [issued.userId, issued.type],
    );
    return false;
  }
}
