import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatContentType, ChatRoute, type ChatSendAnswer } from '../../../models/realtime/chat';
import { SUPPORTED_LANGUAGES } from '../../../models/language';
import { DESK_TEXTS } from '../../../server/desk/texts';
import { newPlayer } from '../account/support';
import { connect, startChatServer, type ListeningServer } from './support';

/**
 * Issue 17 §6: the desk's login page and the desk speak the operator's language — the one picked
 * with the switch (a cookie), else the browser's Accept-Language, else zh-CN — in all four
 * languages; and POST /desk/api/read clears the unread count of the conversation the desk has open.
 */

const PASSWORD = 'desk-language-secret';

describe("the desk in the operator's language", () => {
  let running: ListeningServer;
  let session: string;
  beforeAll(async () => {
    running = await startChatServer({ deskPassword: PASSWORD });
    const login = await running.server.app.inject({
      method: 'POST',
      url: '/desk/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${PASSWORD}`,
    });
    session = String(login.headers['set-cookie']).split(';')[0]!;
    // Migrating a fresh database is slow on a busy machine.
  }, 240_000);
  afterAll(() => running?.server.close());

  const page = (headers: Record<string, string>, url = '/desk') => running.server.app.inject({ method: 'GET', url, headers });
  const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

  it('has every text in every language', () => {
    const keys = Object.keys(DESK_TEXTS['zh-CN']).sort();
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(DESK_TEXTS[language]).sort(), language).toEqual(keys);
      for (const value of Object.values(DESK_TEXTS[language])) expect(value.trim(), language).not.toBe('');
    }
  });

  it.each([
    ['vi-VN,vi;q=0.9,en;q=0.5', 'vi-VN'],
    ['ja', 'ja-JP'],
    ['fr-FR,en;q=0.5,zh;q=0.3', 'en-US'],
    ['en;q=0.2,zh-TW;q=0.8', 'zh-CN'],
    ['', 'zh-CN'],
  ])('shows the login page for Accept-Language %j in %s, with the switch', async (acceptLanguage, language) => {
    const answer = await page({ 'accept-language': acceptLanguage });
    expect(answer.statusCode).toBe(200);
    expect(langOf(answer.body)).toBe(language);
    expect(answer.body).toContain(`<title>${DESK_TEXTS[language as 'zh-CN'].title}</title>`);
    expect(answer.body).toContain(`>${DESK_TEXTS[language as 'zh-CN'].login}</button>`);
    expect(answer.headers.vary).toContain('Accept-Language');
    for (const other of SUPPORTED_LANGUAGES) expect(answer.body).toContain(`href="/desk?lang=${other}"`);
    expect(answer.body).toContain(`href="/desk?lang=${language}" hreflang="${language}" lang="${language}" aria-current="true"`);
  });

  it('keeps a choice from the switch in a cookie, over the browser language, through the login and on the desk', async () => {
    const chosen = await page({}, '/desk?lang=ja-JP');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/desk');
    const cookie = String(chosen.headers['set-cookie']);
    expect(cookie).toMatch(/^fastdraw_desk_lang=ja-JP; Path=\/desk; SameSite=Lax; Max-Age=\d+$/);
    const choice = cookie.split(';')[0]!;

    expect(langOf((await page({ cookie: choice, 'accept-language': 'en-US' })).body)).toBe('ja-JP');
    const wrong = await running.server.app.inject({
      method: 'POST',
      url: '/desk/login',
      headers: { cookie: choice, 'accept-language': 'en-US', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=not-it',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(`role="alert">${DESK_TEXTS['ja-JP'].wrongPassword}<`);

    const desk = await page({ cookie: `${session}; ${choice}`, 'accept-language': 'en-US' });
    expect(langOf(desk.body)).toBe('ja-JP');
    expect(desk.body).toContain(`>${DESK_TEXTS['ja-JP'].logout}</button>`);
    // The script's texts (its badge, its buttons) are the same language.
    expect(desk.body).toContain(JSON.stringify(DESK_TEXTS['ja-JP'].unread));
  });

  it('ignores a language it does not have', async () => {
    const unknown = await page({}, '/desk?lang=fr-FR');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(langOf((await page({ cookie: 'fastdraw_desk_lang=xx', 'accept-language': 'vi' })).body)).toBe('vi-VN');
  });

  it('marks an open conversation read with POST /desk/api/read', async () => {
    const player = await newPlayer(running.server);
    const socket = await connect(running.port);
    await socket.enter({}, { token: player.token });
    await socket.request<ChatSendAnswer>(ChatRoute.send, { customerId: 1, contentType: ChatContentType.text, content: 'hello?', questionId: 0, msgId: randomUUID() });
    const key = `u:${player.userId}`;
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      running.server.app.inject({ method, url: `/desk/api${url}`, headers: { cookie: session }, ...(payload ? { payload } : {}) });
    const unreadOf = async () => ((await api('GET', '/conversations')).json() as { data: { visitorId: string; unread: number }[] }).data.find((item) => item.visitorId === key)?.unread;
    expect(await unreadOf()).toBe(1);
    const read = await api('POST', '/read', { visitorId: key });
    expect(read.json()).toMatchObject({ code: 0, data: { visitorId: key, unread: 0 } });
    expect(await unreadOf()).toBe(0);
    expect((await api('POST', '/read', { visitorId: 'nobody' })).statusCode).toBe(404);
    socket.close();
  });
});
