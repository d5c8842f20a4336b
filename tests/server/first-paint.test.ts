import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../models/language';
import { postBanner } from '../../server/domain/content/promotions';
import { DEMO_NOTICE } from '../../server/http/demo-notice';
import { withDemoNotice } from '../../server/http/first-paint';
import { inlinePicture, INLINE_PICTURE_BYTES, renderHomeFirstPaint } from '../../server/http/first-paint-home';
import { preferred } from '../../server/http/quality-list';
import { serveBuiltClient } from './support/built-client';

/** A built client whose index.html has the first paint's marker, as the real one (index.html) has. */
const client = serveBuiltClient({
  'index.html': '<!doctype html><html><head></head><body><script id="fastdraw-config" type="application/json">{}</script><!--first-paint--><div id="root"></div></body></html>',
});
const server = () => client.server();

const page = async (url: string, language?: string, cookie?: string) =>
  (await server().app.inject({ url, headers: { ...(language ? { 'accept-language': language } : {}), ...(cookie ? { cookie } : {}) } })).body;
/** The address of the first paint's banner: the data-src of an inline picture, else its src. */
const bannerIn = (html: string) => {
  const tag = /<img class="fp-banner"[^>]*>/.exec(html)?.[0] ?? '';
  return (/data-src="([^"]*)"/.exec(tag) ?? /src="([^"]*)"/.exec(tag))?.[1] ?? null;
};

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

  it('says which request headers it depends on', async () => {
    const answer = await server().app.inject({ url: '/home', headers: { 'accept-language': 'en-US', 'accept-encoding': 'gzip' } });
    expect(answer.headers.vary).toBe('Accept-Language, Accept-Encoding');
  });

  it('is for home and the betting page only: other pages start with the boot splash', async () => {
    const other = await page('/lottery-hall', 'en-US');
    expect(other).not.toContain('first-paint"');
    expect(other).toContain('<div id="root">');
  });

  it('carries our small pictures inside the page, and fetches their address for the app meanwhile', async () => {
    const html = await page('/home', 'en-US');
    const src = /<img class="fp-banner" src="data:image\/svg\+xml;base64,([^"]*)"/.exec(html)?.[1];
    const served = await server().app.inject({ url: '/media/banner/deposit.en-US.svg' });
    expect(Buffer.from(src ?? '', 'base64').toString('utf8')).toBe(served.body);
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="low" href="/media/banner/deposit.en-US.svg">');
  });

  it('links a picture that is not ours, the newest banner first, its address escaped', async () => {
    await server().db.transaction((tx) =>
      postBanner(tx, { type: 1, imageUrl: 'https://cdn.example/new".png', videoUrl: '', activityId: null, texts: { 'en-US': { title: 'New', image: '' } } }),
    );
    const html = await page('/home', 'en-US');
    expect(html).toContain('<img class="fp-banner" src="https://cdn.example/new&quot;.png" alt="" fetchpriority="high">');
    expect(bannerIn(html)).toBe('https://cdn.example/new&quot;.png');
  });

  it('goes out without the first paint, never as an error, when the banners cannot be read', async () => {
    await server().db.query('ALTER TABLE banners RENAME TO banners_away');
    try {
      const answer = await server().app.inject({ url: '/home', headers: { 'accept-language': 'en-US' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('first-paint');
      expect(answer.body).toContain('<div id="root">');
    } finally {
      await server().db.query('ALTER TABLE banners_away RENAME TO banners');
    }
  });

  it('inlines only small pictures of our own', () => {
    const media = new Map([
      ['banner/small.svg', { contentType: 'image/svg+xml; charset=utf-8', body: '<svg/>' }],
      ['banner/big.svg', { contentType: 'image/svg+xml', body: 'x'.repeat(INLINE_PICTURE_BYTES + 1) }],
      ['video/a.webm', { contentType: 'video/webm', body: Buffer.from('v') }],
    ]);
    expect(inlinePicture('/media/banner/small.svg', media)).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`);
    expect(inlinePicture('/media/banner/big.svg', media)).toBeNull();
    expect(inlinePicture('/media/video/a.webm', media)).toBeNull();
    expect(inlinePicture('/media/banner/missing.svg', media)).toBeNull();
    expect(inlinePicture('https://cdn.example/banner/small.svg', media)).toBeNull();
  });

  it('without a banner is only the header frame', () => {
    const markup = renderHomeFirstPaint('en-US', null);
    expect(markup).toContain('class="fp-header"');
    expect(markup).not.toContain('fp-banner');
  });
});

describe('the demo banner of a first paint', () => {
  const paint = { vary: ['Cookie'], render: async () => renderHomeFirstPaint('en-US', null) };
  const request = (language: string) => ({ headers: { 'accept-language': language } }) as unknown as FastifyRequest;

  it('goes above the header, in the browser\'s language, and adds Accept-Language to Vary', async () => {
    const demo = withDemoNotice(paint);
    expect(demo.vary).toEqual(['Cookie', 'Accept-Language']);
    const markup = await demo.render(request('ja-JP'));
    expect(markup).toContain(`<p class="fp-demo">${DEMO_NOTICE['ja-JP']}</p><div class="fp-header">`);
    expect(await withDemoNotice({ vary: [], render: async () => '' }).render(request('en'))).toBe('');
  });

  // server/ may not import locales/: the server's copy must say what the app's banner says.
  it.each(SUPPORTED_LANGUAGES)('says in %s what the app says (locales shell.json demo.banner)', (lang) => {
    const shell = JSON.parse(readFileSync(new URL(`../../locales/${lang}/shell.json`, import.meta.url), 'utf8')) as { demo: { banner: string } };
    expect(DEMO_NOTICE[lang]).toBe(shell.demo.banner);
  });
});

describe('the first paint of the betting page', () => {
  /** The texts of the first paint's tabs, and which one is selected. */
  const tabsIn = (html: string) => [...html.matchAll(/<span class="fp-tab( fp-tab--on)?">([^<]*)<\/span>/g)].map((match) => (match[1] ? `[${match[2]}]` : match[2]));

  it("shows a visitor the lottery tabs and the board's frame with the lottery's name, in the browser's language, and no login prompt", async () => {
    const html = await page('/lottery-bet?lotteryId=3', 'en-US,en;q=0.9');
    expect(html).toContain('<div id="first-paint" class="first-paint" aria-hidden="true" data-path="/lottery-bet" data-lang="en-US">');
    expect(tabsIn(html).slice(0, 4)).toEqual(['Speed K3', 'Chongqing K3', '[California K3]', 'Dubai K3']);
    expect(tabsIn(html)).toHaveLength(10);
    // The slip's card holds the description of the play it opens on (k3's sum), the page's largest text.
    expect(html).toContain(
      '<div class="fp-round"><p class="fp-round-name">California K3</p></div><div class="fp-board"><div class="fp-card">' +
        '<p class="fp-remark">Guess the sum of the three dice (3–18); each sum has its own odds.</p></div><div class="fp-card"></div></div>',
    );
    // A visitor browses the game (issue 17 §5): the page no longer asks them to log in first.
    expect(html).not.toContain('fp-state');
    expect(html).not.toContain('Log in to play');

    const chinese = await page('/lottery-bet', 'zh-CN');
    expect(tabsIn(chinese)[0]).toBe('[极速快3]');
    expect(chinese).toContain('<p class="fp-round-name">极速快3</p>');
    expect(chinese).toContain('<p class="fp-remark">猜三个骰子点数之和（3–18），开奖和值与所选相同即中奖，各和值赔率不同。</p>');
  });

  it('is left out for a player with a session, and for a lottery not on sale', async () => {
    const answer = await server().app.inject({ url: '/lottery-bet?lotteryId=1', headers: { 'accept-language': 'en-US', cookie: 'fastdraw_remember=1; access_token=abc' } });
    expect(answer.body).not.toContain('first-paint"');
    expect(answer.body).toContain('<div id="root">');
    expect(answer.headers.vary).toContain('Cookie');
    // Another cookie, or an emptied token, is still a visitor.
    expect(await page('/lottery-bet', 'en-US', 'access_token=; fastdraw_account=demo001')).toContain('data-path="/lottery-bet"');
    expect(await page('/lottery-bet?lotteryId=99', 'en-US')).not.toContain('first-paint"');
    expect(await page('/lottery-bet?lotteryId=abc', 'en-US')).not.toContain('first-paint"');
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
