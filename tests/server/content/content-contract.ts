import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ContentPath } from '../../../models/api-paths';
import type { LocalizedNotice, MessageCoinAnswer, MessageList, Winner } from '../../../models/content';
import type { FastdrawServer } from '../../../server/app';
import { newPlayer } from '../account/support';
import { startTestServer, type Targets } from '../support/server';
import { api, data, OPERATOR_TOKEN, posted } from './support';

/**
 * Content on any database (run on PostgreSQL by postgres.test.ts; the PGlite suites are the other
 * files of this folder): texts come back byte for byte, and gifts are credited once under real
 * concurrency.
 */
export function describeContentContract(targets: Targets): void {
  describe(`content on ${targets.label}`, () => {
    let server: FastdrawServer;
    beforeAll(async () => {
      server = await startTestServer(await targets.fresh(), { operatorToken: OPERATOR_TOKEN });
    });
    afterAll(() => server?.close());

    it('answers the demo content in four languages and the empty winners feed', async () => {
      for (const locale of ['zh-CN', 'en-US', 'vi-VN', 'ja-JP']) {
        const notices = await data<LocalizedNotice[]>(server.app, 'GET', `${ApiPath.notice}?platformId=1`, { locale });
        expect(notices.length).toBe(6);
        expect(notices.every((notice) => notice.lang === locale)).toBe(true);
      }
      expect(await data<Winner[]>(server.app, 'GET', ContentPath.winnerList)).toEqual([]);
    });

    it('keeps NUL, lone surrogates and script exactly as posted', async () => {
      const text = 'a\u0000b \ud800 <script>alert(1)</script> \u2028 😀';
      const id = await posted(server, 'post-notice', { translations: { 'en-US': { title: text, content: text } } });
      const notices = await data<LocalizedNotice[]>(server.app, 'GET', `${ApiPath.notice}?platformId=1`, { locale: 'en-US' });
      expect(notices.find((notice) => notice.id === id)).toMatchObject({ title: text, content: text });
    });

    it('credits a gift once under 30 concurrent claims and reads per player', async () => {
      const player = await newPlayer(server);
      const other = await newPlayer(server);
      const id = await posted(server, 'post-message', { all: true, coinCents: 250, translations: { 'zh-CN': { title: '礼', content: '<p>礼</p>' } } });
      const claims = await Promise.all(
        Array.from({ length: 30 }, (_, i) => api<MessageCoinAnswer>(server.app, i % 2 ? 'GET' : 'POST', ContentPath.messageCoin(id), { token: player.token, ...(i % 6 === 1 ? { idempotencyKey: 'k' } : {}) })),
      );
      for (const claim of claims) expect(claim.data).toMatchObject({ id, coin: 250, balance: 250 });
      const rows = await server.db.query(`SELECT amount_cents FROM ledger WHERE user_id = $1 AND type = 10`, [player.userId]);
      expect(rows).toEqual([{ amount_cents: 250 }]);
      const theirs = await data<MessageList>(server.app, 'GET', ContentPath.messageList, { token: other.token });
      expect(theirs.list.find((message) => message.id === id)).toMatchObject({ status: 0, coinClaimed: false });
    });
  });
}
