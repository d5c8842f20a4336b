import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../server/app';
import { postBanner } from '../../server/domain/content/promotions';
import { renderHomeFirstPaint } from '../../server/http/first-paint';
import { preferred } from '../../server/http/quality-list';
import { startTestServer } from './support/server';

/** A built client whose index.html has the first paint's marker, as the real one (index.html) has. */
const dir = mkdtempSync(join(tmpdir(), 'fastdraw-first-paint-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head></head><body><script id="fastdraw-config" type="application/json">{}</script><!--first-paint--><div id="root"></div></body></html>',
);

let server: FastdrawServer;
beforeAll(async () => {
  server = await startTestServer({ kind: 'memory' }, { clientDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string, language?: string) =>
  (await server.app.inject({ url, headers: language ? { 'accept-language': language } : {} })).body;
const bannerIn = (html: string) => /<img class="fp-banner" src="([^"]*)"/.exec(html)?.[1] ?? null;

describe('the first paint of home', () => {
  it("draws the first banner in the browser's language, on /home and on the site root", async () => {
    const english = await page('/home', 'en-GB,en;q=0.9,zh;q=0.5');
    expect(english).toContain('<div id="first-paint" class="first-paint" aria-hidden="true" data-path="/home" data-lang="en-US">');
    expect(bannerIn(english)).toBe('/media/banner/deposit.en-US.svg');
    // Before the app's root, where index.html keeps the marker.
    expect(english.indexOf('id="first-paint"')).toBeLessThan(english.indexOf('id="root"'));
    expect(english).not.toContain('<!--first-paint-->');

    expect(bannerIn(await page('/home/', 'ja'))).toBe('/media/banner/deposit.ja-JP.svg');
    expect(bannerIn(await page('/?from=ad', 'vi-VN'))).toBe('/media/banner/deposit.vi-VN.svg');
    // No header, or only languages it does not have: the client's default, zh-CN.
    expect(await page('/home')).toContain('data-lang="zh-CN"');
    expect(await page('/home', 'fr-FR, de;q=0.8')).toContain('data-lang="zh-CN"');
  });

  it('is for home only: other pages start with the boot splash', async () => {
    const other = await page('/lottery-hall', 'en-US');
    expect(other).not.toContain('first-paint"');
    expect(other).toContain('<div id="root">');
  });

  it('shows the newest banner, its address escaped', async () => {
    await server.db.transaction((tx) =>
      postBanner(tx, { type: 1, imageUrl: '/media/banner/new".svg', videoUrl: '', activityId: null, texts: { 'en-US': { title: 'New', image: '' } } }),
    );
    expect(bannerIn(await page('/home', 'en-US'))).toBe('/media/banner/new&quot;.svg');
  });

  it('goes out without the first paint, never as an error, when the banners cannot be read', async () => {
    await server.db.query('ALTER TABLE banners RENAME TO banners_away');
    try {
      const answer = await server.app.inject({ url: '/home', headers: { 'accept-language': 'en-US' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('first-paint');
      expect(answer.body).toContain('<div id="root">');
    } finally {
      await server.db.query('ALTER TABLE banners_away RENAME TO banners');
    }
  });

  it('without a banner is only the header frame', () => {
    const markup = renderHomeFirstPaint('en-US', null);
    expect(markup).toContain('class="fp-header"');
    expect(markup).not.toContain('fp-banner');
  });
});

describe('weighted header values', () => {
  it('orders by q-value, keeps the header order on ties, drops q=0 and unreadable values', () => {
    expect(preferred('en-US,en;q=0.9,zh-CN;q=0.95,ja;q=0')).toEqual(['en-us', 'zh-cn', 'en']);
    expect(preferred('vi, ja')).toEqual(['vi', 'ja']);
    expect(preferred('fr;q=abc, de;q=2')).toEqual(['de']);
    expect(preferred(undefined)).toEqual([]);
    expect(preferred(' , ;q=1')).toEqual([]);
  });
});
