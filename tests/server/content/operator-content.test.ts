import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, ApiPath, ContentPath, LotteryPath } from '../../../models/api-paths';
import type { Activity, Banner, LocalizedNotice, MessageList } from '../../../models/content';
import type { FastdrawServer } from '../../../server/app';
import { parseArgs, UsageError } from '../../../server/operator/actions';
import { removeServerFile, resolveOperatorToken, writeServerFile } from '../../../server/operator/state-files';
import { startTestServer } from '../support/server';
import { data, loginToken } from './support';

// Operators post content in several languages through the admin API and the CLI on a running
// server. HTML is stored and answered exactly as posted: every payload below comes back unchanged
// (the client is the sanitizing boundary). Malformed posts are refused with a message, never a 5xx.

/** Hostile and odd texts an HTML field must carry unchanged. */
export const PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="jav&#x09;ascript:alert(1)">tab</a><a href="  javascript:alert(2)">space</a><a href="JaVaScRiPt&colon;alert(3)">colon</a>',
  '<svg><script>alert(1)</script><animate onbegin=alert(2) attributeName=x dur=1s></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe srcdoc="&lt;script&gt;parent.alert(1)&lt;/script&gt;"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '--><svg onload=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">&lt;&gt;&amp;&quot;&#39; \' " ` \\ </div>',
  '${alert(1)} {{constructor.constructor("alert(1)")()}} %s %n \u2028\u2029 \u202e RTL 😀 中文',
  '',
];

/** Texts only JSON can carry (not command-line arguments): NUL and a lone surrogate. */
const JSON_ONLY: readonly string[] = ['a\u0000b<script>alert(1)</script>', 'lone \ud800 surrogate', '\u0000'];

describe('operators post content', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'fastdraw-content-'));
  const token = resolveOperatorToken(stateDir, undefined);
  let server: FastdrawServer;
  let adminUrl: string;
  let demo001: string;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { operatorToken: token });
    adminUrl = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/admin/v1`;
    demo001 = await loginToken(server.app, 'demo001', 'demo1234');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  const admin = async (command: string, body: unknown) => {
    const response = await fetch(`${adminUrl}/${command}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { ok: boolean; message: string; data?: { id: number } } };
  };
  const id = async (command: string, body: unknown): Promise<number> => {
    const answer = await admin(command, body);
    expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200, body: { ok: true } });
    return answer.body.data!.id;
  };
  /** The JSON text of what the player API answers, parsed: strings compare code unit for code unit. */
  const notice = async (noticeId: number, locale = 'zh-CN') =>
    (await data<LocalizedNotice[]>(server.app, 'GET', `${ApiPath.notice}?platformId=1`, { locale })).find((item) => item.id === noticeId);

  describe('HTML comes back exactly as posted', () => {
    const texts = [...PAYLOADS.filter((payload) => payload !== ''), ...JSON_ONLY];

    it('in notices, messages, activities and banners (titles too), in several languages', async () => {
      for (const text of texts) {
        const noticeId = await id('post-notice', { translations: { 'zh-CN': { title: text, content: text }, 'en-US': { title: `en ${text}`, content: `en ${text}` } } });
        expect(await notice(noticeId)).toMatchObject({ title: text, content: text });
        expect(await notice(noticeId, 'en-US')).toMatchObject({ title: `en ${text}`, content: `en ${text}` });

        const messageId = await id('post-message', { account: 'demo001', translations: { 'ja-JP': { title: text, content: text } } });
        const messages = await data<MessageList>(server.app, 'GET', ContentPath.messageList, { token: demo001, locale: 'ja-JP' });
        expect(messages.list.find((message) => message.id === messageId)).toMatchObject({ title: text, content: text });

        const activityId = await id('post-activity', { translations: { 'vi-VN': { activeName: text, note: text, activeRemark: text } } });
        const activity = (await data<Activity[]>(server.app, 'POST', ContentPath.activeList, { locale: 'vi-VN' })).find((item) => item.id === activityId);
        expect(activity).toMatchObject({ activeName: text, note: text, activeRemark: text });

        const bannerId = await id('post-banner', { type: 1, activityId, translations: { 'zh-CN': { title: text } } });
        expect((await data<Banner[]>(server.app, 'POST', ContentPath.carousel)).find((item) => item.id === bannerId)).toMatchObject({ title: text, activityId });
      }
    });

    it('in the site texts and rule introductions', async () => {
      const calls: readonly [string, () => Promise<string>][] = [
        ['recharge', async () => (await data<{ rechargeContent: string }>(server.app, 'POST', AccountPath.rechargeConfig, { token: demo001, locale: 'en-US' })).rechargeContent],
        ['vip', async () => (await data<{ content: string }>(server.app, 'POST', AccountPath.vipConfigList, { token: demo001, locale: 'en-US' })).content],
        ['withdraw-remind', async () => (await data<{ remind: string }>(server.app, 'POST', AccountPath.withdrawInfo, { token: demo001, locale: 'en-US' })).remind],
        ['agent-notice', async () => (await data<{ content: string }>(server.app, 'GET', AccountPath.agentShare, { token: demo001, locale: 'en-US' })).content],
        ['agent-content', async () => (await data<{ content: string }>(server.app, 'GET', AccountPath.agentContent, { token: demo001, locale: 'en-US' })).content],
        ['rule:cqssc', async () => (await data<{ content: string }>(server.app, 'POST', LotteryPath.ruleIntroduce, { locale: 'en-US', body: { lotteryId: 6 } })).content],
      ];
      for (const text of texts) {
        for (const [name, read] of calls) {
          expect((await admin('set-text', { name, lang: 'en-US', content: text })).status).toBe(200);
          expect(await read(), name).toBe(text);
        }
      }
    });
  });

  describe('the CLI on the running server', () => {
    const cli = (args: readonly string[], stdin?: string) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: stateDir, FASTDRAW_OPERATOR_TOKEN: '' };
        delete env.PORT;
        const child = execFile(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env, encoding: 'utf8' }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
        if (stdin !== undefined) child.stdin!.end(stdin);
      });

    it('posts a notice in three languages from arguments, every payload taken as text, and another from JSON on stdin', async () => {
      writeServerFile(stateDir, { pid: process.pid, adminUrl, startedAt: new Date().toISOString() });
      try {
        const hostile = PAYLOADS[7]!; // starts with "--", like an option
        const args = ['post-notice', hostile, PAYLOADS[6]!, '--lang', 'en-US', 'Draw delay', PAYLOADS[4]!, '--lang', 'ja-JP', '抽選の遅れ', '<p>5 分遅れます</p>'];
        const body = { translations: { 'zh-CN': { title: 'NUL 与代理对', content: JSON_ONLY.join('|') } } };
        // Each CLI run is a process start of a few seconds: independent ones run side by side.
        const [fromArgs, fromStdin] = await Promise.all([cli(args), cli(['post-notice', '--file', '-'], JSON.stringify(body))]);
        expect(fromArgs).toMatchObject({ code: 0, stderr: '' });
        const [, noticeId] = /^Notice (\d+) published in zh-CN, en-US, ja-JP$/.exec(fromArgs.stdout.trim()) ?? [];
        expect(await notice(Number(noticeId))).toMatchObject({ title: hostile, content: PAYLOADS[6], lang: 'zh-CN' });
        expect(await notice(Number(noticeId), 'en-US')).toMatchObject({ title: 'Draw delay', content: PAYLOADS[4] });
        expect(await notice(Number(noticeId), 'ja-JP')).toMatchObject({ title: '抽選の遅れ', content: '<p>5 分遅れます</p>' });

        expect(fromStdin).toMatchObject({ code: 0, stderr: '' });
        const stdinId = Number(/^Notice (\d+)/.exec(fromStdin.stdout)?.[1]);
        expect((await notice(stdinId))!.content).toBe(JSON_ONLY.join('|'));

        const listed = await cli(['content']);
        expect(listed.stdout).toContain(`notice   #${noticeId}`);
        expect(listed.stdout).toMatch(/message +#\d+ .*to demo001, gift 8\.88/);
      } finally {
        removeServerFile(stateDir);
      }
    });

    it('sends a message with a gift to one player and one to all, and takes content down', async () => {
      writeServerFile(stateDir, { pid: process.pid, adminUrl, startedAt: new Date().toISOString() });
      try {
        const [personal, broadcast, activity] = await Promise.all([
          cli(['post-message', 'demo002', '--coin', '5.20', '--lang', 'en-US', 'A gift', '<p>For you</p>']),
          cli(['post-message', '--all', '全体通知', '<p>大家好</p>']),
          cli(['post-activity', '--icon', '/media/activity/vip.svg', 'VIP 周', '本周', PAYLOADS[1]!, '--lang', 'en-US', 'VIP week', 'This week', '<p>Gifts</p>']),
        ]);
        expect(personal).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Message \d+ sent to demo002 with a gift of 5\.20 in en-US/) });
        expect(broadcast.stdout).toMatch(/^Message (\d+) sent to every player in zh-CN/);
        const demo002 = await loginToken(server.app, 'demo002', 'demo1234');
        const list = await data<MessageList>(server.app, 'GET', ContentPath.messageList, { token: demo002, locale: 'en-US' });
        expect(list.list.slice(0, 2)).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ title: '全体通知', lang: 'zh-CN', coin: 0 }),
            expect.objectContaining({ title: 'A gift', lang: 'en-US', coin: 520, coinClaimed: false }),
          ]),
        );
        const activityId = Number(/^Activity (\d+) published in zh-CN, en-US$/.exec(activity.stdout.trim())?.[1]);
        const broadcastId = Number(/^Message (\d+)/.exec(broadcast.stdout)![1]);
        const [banner, removed] = await Promise.all([
          cli(['post-banner', '1', '--activity', String(activityId), '--lang', 'ja-JP', 'VIP ウィーク']),
          cli(['remove-message', String(broadcastId)]),
        ]);
        const bannerId = Number(/^Banner (\d+) \(type 1\) added in ja-JP$/.exec(banner.stdout.trim())?.[1]);
        expect((await data<Activity[]>(server.app, 'POST', ContentPath.activeList, { locale: 'en-US' }))[0]).toMatchObject({ id: activityId, activeName: 'VIP week', activeIconPc: '/media/activity/vip.svg' });
        expect((await data<Activity[]>(server.app, 'POST', ContentPath.activeList))[0]).toMatchObject({ id: activityId, activeRemark: PAYLOADS[1] });
        expect((await data<Banner[]>(server.app, 'POST', ContentPath.carousel, { locale: 'en-US' }))[0]).toMatchObject({ id: bannerId, title: 'VIP ウィーク', activityId, lang: 'ja-JP' });
        expect(removed.stdout.trim()).toBe(`Message ${broadcastId} removed`);
        const again = await cli(['remove-message', String(broadcastId)]);
        expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining(`No message ${broadcastId}`) });
      } finally {
        removeServerFile(stateDir);
      }
    });
  });

  describe('refusals', () => {
    it.each([
      ['post-notice', {}, 400, '"translations" must be an object'],
      ['post-notice', { translations: {} }, 400, 'at least one language'],
      ['post-notice', { translations: { 'fr-FR': { title: 't', content: 'c' } } }, 400, 'Unknown language "fr-FR"'],
      ['post-notice', { translations: { 'zh-CN': { title: ' ', content: 'c' } } }, 400, '"title" (zh-CN) must not be empty'],
      ['post-notice', { translations: { 'zh-CN': { title: 't', content: 5 } } }, 400, 'must be text'],
      ['post-notice', { translations: { 'zh-CN': { title: 't', content: 'c', extra: 'x' } } }, 400, 'Unknown field "extra"'],
      ['post-notice', { translations: { 'zh-CN': { title: 't', content: 'x'.repeat(100_001) } } }, 400, 'longer than 100000'],
      ['post-notice', { translations: { zh: { title: 't', content: 'c' }, 'zh-CN': { title: 't', content: 'c' } } }, 400, 'given twice'],
      ['post-message', { translations: { 'zh-CN': { title: 't', content: 'c' } } }, 400, '"account" or "all"'],
      ['post-message', { all: true, account: 'demo001', translations: { 'zh-CN': { title: 't', content: 'c' } } }, 400, 'not both'],
      ['post-message', { account: 'nobody404', translations: { 'zh-CN': { title: 't', content: 'c' } } }, 404, 'No account "nobody404"'],
      ['post-message', { all: true, coinCents: -1, translations: { 'zh-CN': { title: 't', content: 'c' } } }, 400, 'gift'],
      ['post-message', { all: true, coinCents: 1.5, translations: { 'zh-CN': { title: 't', content: 'c' } } }, 400, 'whole number'],
      ['post-activity', { icon: 'javascript:alert(1)', translations: { 'zh-CN': { activeName: 'a', activeRemark: 'r' } } }, 400, 'The icon must be'],
      ['post-activity', { icon: '//evil.example/x.svg', translations: { 'zh-CN': { activeName: 'a', activeRemark: 'r' } } }, 400, 'The icon must be'],
      ['post-banner', { type: 2, translations: { 'zh-CN': { title: 't' } } }, 400, '"type" 1'],
      ['post-banner', { type: 3, translations: { 'zh-CN': { title: 't' } } }, 400, 'needs a video URL'],
      ['post-banner', { type: 1, video: '/media/video/fair-draws.webm', translations: { 'zh-CN': { title: 't' } } }, 400, 'Only video banners'],
      ['post-banner', { type: 3, video: 'data:video/webm;base64,AAAA', translations: { 'zh-CN': { title: 't' } } }, 400, 'The video must be'],
      ['post-banner', { type: 1, activityId: 999_999, translations: { 'zh-CN': { title: 't' } } }, 404, 'No activity 999999'],
      ['post-banner', { type: 1, translations: { 'zh-CN': { title: 't', image: 'javascript:x' } } }, 400, 'The zh-CN image must be'],
      // The client's CSP (img-src/media-src 'self' data: blob:) would block another site's pictures: refused, naming what it allows.
      ['post-banner', { type: 1, image: 'https://cdn.example/b.png', translations: { 'zh-CN': { title: 't' } } }, 400, "Content-Security-Policy shows pictures and video only from 'self' data: blob:"],
      ['post-banner', { type: 1, translations: { 'en-US': { title: 't', image: 'http://cdn.example/en.png' } } }, 400, 'The en-US image must be a path on this server (/media/…)'],
      ['post-banner', { type: 3, video: 'https://videos.example/v.mp4', translations: { 'zh-CN': { title: 't' } } }, 400, 'The video must be a path on this server'],
      ['post-activity', { icon: 'https://cdn.example/icon.png', translations: { 'zh-CN': { activeName: 'a', activeRemark: 'r' } } }, 400, "only from 'self' data: blob:"],
      ['set-text', { name: 'vip', lang: 'xx', content: 'c' }, 400, 'Unknown language'],
      ['set-text', { name: 'vip', lang: 'en-US', content: '' }, 400, 'needs "content"'],
      ['remove-banner', { id: 'one' }, 400, 'whole number'],
      ['remove-activity', { id: 999_999 }, 404, 'No activity 999999'],
    ])('%s %j → %i', async (command, body, status, message) => {
      const answer = await admin(command, body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ ok: false, message: expect.stringContaining(message) });
    });

    it('takes content commands of up to four long languages (more than the API’s 64 KiB)', async () => {
      const long = `<p>${'长'.repeat(60_000)}</p>`;
      const translations = Object.fromEntries(['zh-CN', 'en-US', 'vi-VN', 'ja-JP'].map((lang) => [lang, { title: lang, content: long }]));
      const noticeId = await id('post-notice', { translations });
      expect((await notice(noticeId, 'vi-VN'))!.content).toBe(long);
    });

    it.each([
      [['post-notice', 'title only']],
      [['post-notice', '--lang']],
      [['post-notice', '--lang', 'fr', 't', 'c']],
      [['post-notice', 't', 'c', '--lang', 'en-US', 'only title']],
      [['post-notice', 't', 'c', '--lang', 'zh-CN', 't2', 'c2']],
      [['post-message', 't', 'c']],
      [['post-message', 'demo001', '--coin', 'lots', 't', 'c']],
      [['post-activity', 'name', 'note']],
      [['post-banner', '2', 'title']],
      [['post-banner', '1', '--activity', 'x', 'title']],
      [['set-text', 'vip']],
      [['set-text', 'vip', '--lang', 'en-US', 'a', 'b']],
      [['remove-notice']],
      [['remove-notice', 'x']],
      [['content', 'all']],
      [['post-notice', '--file', '/nonexistent/notice.json']],
    ])('explains the usage of %j', (args) => {
      expect(() => parseArgs(args)).toThrow(UsageError);
    });

    it('parses the CLI grammar into admin bodies', () => {
      expect(parseArgs(['post-notice', 't', '<p>c</p>', '--lang', 'en', 'T', '<p>C</p>'])).toEqual({
        command: 'post-notice',
        translations: { 'zh-CN': { title: 't', content: '<p>c</p>' }, 'en-US': { title: 'T', content: '<p>C</p>' } },
      });
      expect(parseArgs(['post-banner', '3', '--video', '/media/video/fair-draws.webm', '--image', '/media/banner/b.png', '--lang', 'ja-JP', '動画'])).toEqual({
        command: 'post-banner',
        type: 3,
        image: '/media/banner/b.png',
        video: '/media/video/fair-draws.webm',
        activityId: null,
        translations: { 'ja-JP': { title: '動画', image: '' } },
      });
      expect(parseArgs(['set-text', 'rule:bj28', '--lang', 'vi-VN', '<p>x</p>'])).toEqual({ command: 'set-text', name: 'rule:bj28', lang: 'vi-VN', content: '<p>x</p>' });
      expect(parseArgs(['clear-text', 'vip'])).toEqual({ command: 'clear-text', name: 'vip', lang: 'zh-CN' });
      const file = join(stateDir, 'activity.json');
      writeFileSync(file, JSON.stringify({ translations: { 'en-US': { activeName: 'A', activeRemark: '<p>R</p>' } } }));
      expect(parseArgs(['post-activity', '--file', file])).toEqual({
        command: 'post-activity',
        icon: '/media/activity/gift.svg',
        translations: { 'en-US': { activeName: 'A', note: '', activeRemark: '<p>R</p>' } },
      });
    });
  });
});
