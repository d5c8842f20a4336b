import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, ApiPath, ContentPath, LotteryPath } from '../../../models/api-paths';
import type { Activity, Banner, CustomerConfig, HomeIndex, LocalizedLotteryCard, LocalizedNotice } from '../../../models/content';
import { LOTTERIES, RULES } from '../../../models/games';
import { SUPPORTED_LANGUAGES } from '../../../models/language';
import type { FastdrawServer } from '../../../server/app';
import { GAME_TEXTS } from '../../../server/domain/content/game-texts';
import { startTestServer } from '../support/server';
import { admin, api, data, loginToken, OPERATOR_TOKEN, posted } from './support';

// Content in the request's language with the zh-CN fallback: notices, activities, banners, lottery
// cards, rule introductions, site texts, the customer-service config, and the pictures under /media.

describe('content in the player’s language', () => {
  let server: FastdrawServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { operatorToken: OPERATOR_TOKEN });
    token = await loginToken(server.app, 'demo001', 'demo1234');
  });
  afterAll(() => server?.close());

  const notices = (locale?: string) => data<LocalizedNotice[]>(server.app, 'GET', `${ApiPath.notice}?platformId=1`, locale === undefined ? {} : { locale });

  describe('notices', () => {
    it('answers the demo notices in each of the four languages, the same ones in the same order', async () => {
      const zh = await notices('zh-CN');
      expect(zh.map((notice) => notice.title)).toEqual(expect.arrayContaining(['欢迎来到 Fastdraw', '系统维护通知', '每一期开奖都可验证']));
      for (const locale of SUPPORTED_LANGUAGES) {
        const list = await notices(locale);
        expect(list.map((notice) => notice.id)).toEqual(zh.map((notice) => notice.id));
        for (const notice of list) expect(notice.lang).toBe(locale);
      }
      const en = await notices('en-US');
      expect(en.find((notice) => notice.id === zh.find((z) => z.title === '系统维护通知')!.id)).toMatchObject({
        title: 'Scheduled maintenance',
        content: expect.stringContaining('every Monday from 04:00 to 04:30'),
      });
      expect((await notices('ja-JP')).map((notice) => notice.title)).toContain('Fastdraw へようこそ');
      expect((await notices('vi-VN')).map((notice) => notice.title)).toContain('Thông báo bảo trì hệ thống');
    });

    it('falls back to zh-CN for a missing language, a missing or unknown locale, and matches tags loosely', async () => {
      const id = await posted(server, 'post-notice', { translations: { 'zh-CN': { title: '仅中文公告', content: '<p>只有中文</p>' } } });
      for (const locale of ['en-US', 'ja-JP', 'xx-YY', '']) {
        expect((await notices(locale)).find((notice) => notice.id === id)).toMatchObject({ title: '仅中文公告', lang: 'zh-CN' });
      }
      expect((await notices()).find((notice) => notice.id === id)).toMatchObject({ title: '仅中文公告', lang: 'zh-CN' });
      const english = await posted(server, 'post-notice', { translations: { en: { title: 'English only', content: '<p>en</p>' }, 'ja-JP': { title: '日本語', content: '<p>ja</p>' } } });
      // en-GB is English; zh-TW is Chinese, which this notice lacks: then en-US comes before ja-JP.
      expect((await notices('en-GB')).find((notice) => notice.id === english)).toMatchObject({ title: 'English only', lang: 'en-US' });
      expect((await notices('zh-TW')).find((notice) => notice.id === english)).toMatchObject({ title: 'English only', lang: 'en-US' });
      expect((await notices('ja')).find((notice) => notice.id === english)).toMatchObject({ title: '日本語', lang: 'ja-JP' });
    });

    it('lists the newest first and leaves out removed notices', async () => {
      const id = await posted(server, 'post-notice', { title: '最新公告', content: '<p>新</p>' });
      expect((await notices())[0]).toMatchObject({ id, title: '最新公告', status: 0 });
      expect(await admin(server, 'remove-notice', { id })).toMatchObject({ status: 200 });
      expect((await notices()).some((notice) => notice.id === id)).toBe(false);
      expect(await admin(server, 'remove-notice', { id })).toMatchObject({ status: 404 });
    });
  });

  describe('activities and banners', () => {
    const activities = (locale: string) => data<Activity[]>(server.app, 'POST', ContentPath.activeList, { locale, body: { platformId: 1 } });
    const banners = (locale: string) => data<Banner[]>(server.app, 'POST', ContentPath.carousel, { locale, body: { platformId: 1 } });

    it('lists the demo activities with icon, name, note and HTML detail in every language', async () => {
      for (const locale of SUPPORTED_LANGUAGES) {
        const list = await activities(locale);
        expect(list.length).toBeGreaterThanOrEqual(4);
        for (const activity of list) {
          expect(activity).toEqual({
            id: expect.any(Number),
            activeName: expect.any(String),
            activeIconPc: expect.stringMatching(/^\/media\/activity\/\w+\.svg$/),
            note: expect.any(String),
            activeRemark: expect.stringMatching(/^<h3>/),
            createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
            lang: locale,
          });
        }
      }
      expect((await activities('en-US')).map((activity) => activity.activeName)).toContain('Invite friends, earn 0.5% of their bets');
      expect((await activities('zh-CN'))[0]!.activeRemark).toContain('<table>');
    });

    it('lists the banners: type 1 opens an activity, type 3 plays a video, each language with its own picture', async () => {
      const ids = (await activities('zh-CN')).map((activity) => activity.id);
      for (const locale of SUPPORTED_LANGUAGES) {
        const list = await banners(locale);
        expect(list.filter((banner) => banner.type === 1).length).toBeGreaterThanOrEqual(2);
        for (const banner of list) {
          expect(banner.lang).toBe(locale);
          expect(banner.activeIconPc).toContain(`.${locale}.svg`);
          if (banner.type === 1) expect(banner).toMatchObject({ videoUrl: '', activityId: expect.toSatisfy((id: number) => ids.includes(id)) });
          else expect(banner).toMatchObject({ type: 3, videoUrl: '/media/video/fair-draws.webm', activityId: null });
        }
      }
    });

    it('posts an activity and a banner that opens it, in two languages; removing the activity leaves the banner opening the list', async () => {
      const activityId = await posted(server, 'post-activity', {
        translations: {
          'zh-CN': { activeName: '周末加奖', note: '周六周日', activeRemark: '<p>加奖</p>' },
          'en-US': { activeName: 'Weekend boost', note: 'Sat and Sun', activeRemark: '<p>Boost</p>' },
        },
      });
      const bannerId = await posted(server, 'post-banner', { type: 1, activityId, translations: { 'zh-CN': { title: '周末加奖' }, 'en-US': { title: 'Weekend boost' } } });
      expect((await activities('en-US'))[0]).toMatchObject({ id: activityId, activeName: 'Weekend boost', activeIconPc: '/media/activity/gift.svg' });
      expect((await activities('vi-VN'))[0]).toMatchObject({ id: activityId, activeName: '周末加奖', lang: 'zh-CN' });
      expect((await banners('en-US'))[0]).toEqual({ id: bannerId, type: 1, activeIconPc: '/media/banner/default.svg', title: 'Weekend boost', videoUrl: '', activityId, lang: 'en-US' });
      await admin(server, 'remove-activity', { id: activityId });
      expect((await activities('en-US')).some((activity) => activity.id === activityId)).toBe(false);
      expect((await banners('en-US'))[0]).toMatchObject({ id: bannerId, activityId: null });
      await admin(server, 'remove-banner', { id: bannerId });
      expect((await banners('en-US')).some((banner) => banner.id === bannerId)).toBe(false);
    });
  });

  describe('lotteries and rules', () => {
    it('names every lottery and its timetable in the request’s language on home, the hall and the alias index', async () => {
      for (const locale of SUPPORTED_LANGUAGES) {
        const cards = await data<LocalizedLotteryCard[]>(server.app, 'GET', LotteryPath.gameList, { locale });
        expect(cards.map((card) => card.name)).toEqual(LOTTERIES.map((lottery) => (locale === 'zh-CN' ? lottery.name : GAME_TEXTS[locale].lottery[lottery.code])));
        const home = await data<HomeIndex>(server.app, 'GET', LotteryPath.homeIndex, { locale });
        expect(home.lotteryList).toEqual(cards);
        expect(await data<HomeIndex>(server.app, 'GET', ContentPath.homeIndexAlias, { locale })).toEqual(home);
      }
      const [jsk3] = await data<LocalizedLotteryCard[]>(server.app, 'GET', LotteryPath.gameList, { locale: 'en-US' });
      expect(jsk3).toEqual({ id: 1, code: 'jsk3', type: 'k3', name: 'Speed K3', remark: 'A draw every 60 s, betting closes 10 s before', status: 1, image: '/media/lottery/jsk3.svg' });
    });

    it('introduces the rules of every lottery in every language, with every play, its odds and the rooms of pc28', async () => {
      for (const lottery of LOTTERIES) {
        for (const locale of SUPPORTED_LANGUAGES) {
          const { content } = await data<{ content: string }>(server.app, 'POST', LotteryPath.ruleIntroduce, { locale, body: { lotteryId: lottery.id } });
          const texts = GAME_TEXTS[locale];
          expect(content).toContain(locale === 'zh-CN' ? lottery.name : texts.lottery[lottery.code]);
          for (const rule of RULES[lottery.type]) expect(content).toContain(`<h4>${locale === 'zh-CN' ? rule.name : texts.rule[lottery.type]![rule.code]}</h4>`);
          expect(content.includes(texts.rooms.level3!)).toBe(lottery.type === 'pc28');
          expect(content).toContain('SHA-256');
        }
      }
      const { content } = await data<{ content: string }>(server.app, 'POST', LotteryPath.ruleIntroduce, { locale: 'en-US', body: { lotteryId: 1 } });
      expect(content).toContain('<h3>How to play Speed K3</h3>');
      expect(content).toContain('A round is drawn every 60 seconds.');
      // Amounts carry the deployment's currency suffix (cn: 元), as the client prints them; nothing else is Chinese.
      expect(content.replaceAll(' 元', '')).not.toMatch(/[\u4e00-\u9fff]/);
    });

    it('answers an operator’s rule introduction in the languages it was set in, and the generated one in the others', async () => {
      expect(await admin(server, 'set-text', { name: 'rule:pk10', lang: 'en-US', content: '<p>Our own PK10 rules</p>' })).toMatchObject({ status: 200 });
      const intro = (locale: string) => data<{ content: string }>(server.app, 'POST', LotteryPath.ruleIntroduce, { locale, body: { lotteryId: 5 } });
      expect((await intro('en-US')).content).toBe('<p>Our own PK10 rules</p>');
      expect((await intro('zh-CN')).content).toContain('北京赛车 玩法说明');
      await admin(server, 'clear-text', { name: 'rule:pk10', lang: 'en-US' });
      expect((await intro('en-US')).content).toContain('How to play Beijing PK10');
    });
  });

  describe('site texts', () => {
    it('answers the recharge notice, VIP explanation, withdraw reminder and agent texts in the request’s language', async () => {
      for (const [locale, word] of [['zh-CN', '充值'], ['en-US', 'deposit'], ['vi-VN', 'nạp'], ['ja-JP', '入金']] as const) {
        const recharge = await data<{ rechargeContent: string }>(server.app, 'POST', AccountPath.rechargeConfig, { locale, token });
        expect(recharge.rechargeContent.toLowerCase()).toContain(word.toLowerCase());
        expect((await data<{ content: string }>(server.app, 'POST', AccountPath.vipConfigList, { locale, token })).content).toMatch(/VIP/);
        const withdraw = await data<{ remind: string }>(server.app, 'POST', AccountPath.withdrawInfo, { locale, token });
        expect(withdraw.remind).toContain('00:00-23:59');
        expect(withdraw.remind).not.toContain('{');
        expect((await data<{ content: string }>(server.app, 'GET', AccountPath.agentShare, { locale, token })).content).not.toBe('');
        expect((await data<{ content: string }>(server.app, 'GET', AccountPath.agentContent, { locale, token })).content).toMatch(/^<ol>/);
      }
      expect((await data<{ remind: string }>(server.app, 'POST', AccountPath.withdrawInfo, { locale: 'en-US', token })).remind).toContain('at most 5 a day, 100.00–1,000,000.00 each');
    });

    it('lets an operator change one language of a text and refuses unknown names', async () => {
      await admin(server, 'set-text', { name: 'vip', lang: 'ja-JP', content: '<p>新しい VIP 説明</p>' });
      expect((await data<{ content: string }>(server.app, 'POST', AccountPath.vipConfigList, { locale: 'ja-JP', token })).content).toBe('<p>新しい VIP 説明</p>');
      expect((await data<{ content: string }>(server.app, 'POST', AccountPath.vipConfigList, { locale: 'en-US', token })).content).toContain('VIP levels rise');
      expect(await admin(server, 'set-text', { name: 'homepage', lang: 'en-US', content: '<p>x</p>' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('Unknown text') } });
      expect(await admin(server, 'clear-text', { name: 'rule:jsk3', lang: 'en-US' })).toMatchObject({ status: 404 });
    });
  });

  describe('customer service', () => {
    it('answers one configuration with the welcome, quick questions with keywords, the chat URL with placeholders and the caller’s address', async () => {
      for (const locale of SUPPORTED_LANGUAGES) {
        const [config, ...more] = await data<CustomerConfig[]>(server.app, 'POST', ContentPath.customerConfig, { locale, body: { platformId: 1, userId: 0 } });
        expect(more).toEqual([]);
        expect(config).toEqual({
          content: expect.stringMatching(/^<p>/),
          serviceName: expect.stringContaining('Fastdraw'),
          questionList: expect.arrayContaining([{ id: 1, question: expect.any(String), keyword: expect.any(String) }]),
          customerUrl: '/pages/chat/customer-service?service_id=1&username={username}&tel={tel}',
          clientIp: '127.0.0.1',
        });
        expect(config!.questionList.map((question) => question.id)).toEqual([1, 2, 3, 4, 5, 6]);
      }
      const [english] = await data<CustomerConfig[]>(server.app, 'POST', ContentPath.customerConfig, { locale: 'en-US', body: {} });
      expect(english!.questionList[1]).toEqual({ id: 2, question: 'How long does a withdrawal take?', keyword: 'Withdraw' });
    });
  });

  describe('pictures', () => {
    const media = (path: string) => server.app.inject({ method: 'GET', url: path });

    it('serves every picture and the video the content names, SVGs without scripts and under a CSP', async () => {
      const urls = new Set<string>();
      for (const locale of SUPPORTED_LANGUAGES) {
        for (const banner of await data<Banner[]>(server.app, 'POST', ContentPath.carousel, { locale })) {
          urls.add(banner.activeIconPc);
          if (banner.videoUrl) urls.add(banner.videoUrl);
        }
        for (const activity of await data<Activity[]>(server.app, 'POST', ContentPath.activeList, { locale })) {
          urls.add(activity.activeIconPc);
          for (const match of activity.activeRemark.matchAll(/src="([^"]+)"/g)) urls.add(match[1]!);
        }
        for (const card of await data<LocalizedLotteryCard[]>(server.app, 'GET', LotteryPath.gameList, { locale })) urls.add(card.image);
      }
      expect(urls.size).toBeGreaterThan(20);
      for (const url of urls) {
        const response = await media(url);
        expect(response.statusCode, url).toBe(200);
        if (url.endsWith('.svg')) {
          expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
          expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
          expect(response.body).not.toMatch(/<script|\son\w+=|href=/i);
        } else {
          expect(response.headers['content-type']).toBe('video/webm');
          expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
        }
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('answers 404 for a picture it does not have', async () => {
      for (const url of ['/media/nope.svg', '/media/lottery/../../package.json', '/media/', '/media/lottery/jsk3.svg/x']) {
        expect((await media(url)).statusCode, url).toBe(404);
      }
    });
  });

  it('answers the same content on POST bodies it does not need (platformId ignored) and never 5xx on odd input', async () => {
    for (const body of [{}, { platformId: 'x' }, { platformId: -1 }, { platformId: 1e300 }]) {
      expect((await api(server.app, 'POST', ContentPath.activeList, { body })).code).toBe(0);
      expect((await api(server.app, 'POST', ContentPath.carousel, { body })).code).toBe(0);
      expect((await api(server.app, 'POST', ContentPath.customerConfig, { body })).code).toBe(0);
    }
    expect((await api(server.app, 'GET', `${ApiPath.notice}?platformId=abc`)).code).toBe(0);
    expect((await api(server.app, 'POST', LotteryPath.ruleIntroduce, { body: { lotteryId: 'one' } })).code).toBe(4009);
  });
});
