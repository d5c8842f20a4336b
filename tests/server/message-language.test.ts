import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../models/api-paths';
import { LOCALE_HEADER } from '../../models/content';
import type { Envelope } from '../../models/envelope';
import { ErrorCode } from '../../models/errors';
import type { FastdrawServer } from '../../server/app';
import { MESSAGE_TEXTS, translateMessage } from '../../server/http/message-texts';
import { uniqueIp } from './support/api';
import { startTestServer } from './support/server';

// The server answers `msg` in the request's language (issue 17 §3): the routes write zh-CN and the
// edge translates every text they may write; a zh-CN text added without its translations fails here.

const SERVER_DIR = new URL('../../server/', import.meta.url).pathname;

/** Every zh-CN refusal text the server's code writes: fail(…, '…'), msg: '…', refuse(…, '…'), the code → text maps and the named constants. */
function serverRefusalTexts(): Set<string> {
  const texts = new Set<string>();
  const han = "'([^'\\n]*\\p{Script=Han}[^'\\n]*)'";
  const patterns = [`fail\\([^,()]+, ${han}`, `refuse\\([^,()]+, ${han}`, `msg: ${han}`, `\\]: ${han}`, `const [A-Z_]+ = ${han};`];
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
  for (const file of files(SERVER_DIR)) {
    if (!/\/(routes|http|domain)\//.test(file) || /content\/|sandbox-cashier-texts|desk|fund-records/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of source.matchAll(new RegExp(pattern, 'gu'))) texts.add(match[1]!);
  }
  // The content area's refusals (its other literals are content, not refusals).
  const content = readFileSync(join(SERVER_DIR, 'routes/content.ts'), 'utf8');
  for (const match of content.matchAll(new RegExp(`const [A-Z_]+ = ${han};`, 'gu'))) texts.add(match[1]!);
  return texts;
}

describe('msg in the request language', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' });
  }, 240_000);
  afterAll(() => server?.close());

  const login = async (locale: string | null) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      headers: locale ? { [LOCALE_HEADER]: locale } : {},
      payload: { account: 'demo001', password: 'not-the-password' },
      remoteAddress: uniqueIp(),
    });
    return response.json() as Envelope<null>;
  };

  it('answers a refusal in en-US, vi-VN and ja-JP, and in zh-CN without a locale or for an unknown one', async () => {
    expect(await login('en-US')).toEqual({ code: ErrorCode.wrongAccountOrPassword, msg: 'Wrong account or password.', data: null });
    expect((await login('vi-VN')).msg).toBe('Sai tài khoản hoặc mật khẩu.');
    expect((await login('ja-JP')).msg).toBe('アカウントまたはパスワードが正しくありません。');
    expect((await login(null)).msg).toBe('账号或密码错误');
    expect((await login('de-DE')).msg).toBe('账号或密码错误');
  });

  it('translates code-1 refusals, whose meaning is in msg, and a protected call’s 401', async () => {
    const unauthorized = await server.app.inject({ method: 'POST', url: `/api${ApiPath.userInfo}`, headers: { [LOCALE_HEADER]: 'en-US', token: 'expired' }, payload: {} });
    expect((unauthorized.json() as Envelope<null>).msg).toBe('Your login has expired. Please log in again.');
    expect(translateMessage('订单不存在', 'ja-JP')).toBe('この注文は存在しません。');
    expect(translateMessage('请在 87 秒后重新获取', 'vi-VN')).toBe('Vui lòng lấy mã mới sau 87 giây.');
    expect(translateMessage('something new', 'en-US')).toBe('something new');
  });

  it('has the three other languages of every zh-CN refusal text the server writes', () => {
    const texts = serverRefusalTexts();
    expect(texts.size).toBeGreaterThan(40);
    expect([...texts].filter((text) => !MESSAGE_TEXTS[text] && translateMessage(text, 'en-US') === text)).toEqual([]);
    for (const [zh, others] of Object.entries(MESSAGE_TEXTS)) {
      for (const text of Object.values(others)) expect(text, zh).not.toBe('');
      expect(others['en-US'], zh).not.toMatch(/\p{Script=Han}/u);
      expect(others['vi-VN'], zh).not.toMatch(/\p{Script=Han}/u);
    }
  });
});
