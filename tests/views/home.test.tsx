// @vitest-environment jsdom
/**
 * The home page on the real root actor system and the fake platform (tests/views/support/render-app.tsx):
 * the notices, the session and the auth dialog are the machines'.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../models/entities';
import { ErrorCode } from '../../models/errors';
import { AuthDialog } from '../../src/components/auth/AuthDialog';
import { firstPaint, releaseFirstPaintUnlessShowing } from '../../src/lib/first-paint';
import { HomePage } from '../../src/pages/home/HomePage';
import type { Banner, Winner } from '../../models/content';
import { message, setVisible } from '../support/fake-content';
import type { FakePlatform } from '../support/fake-platform';
import { addFirstPaint, removeFirstPaint } from './support/first-paint';
import { LAZY_FORM, setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const notice = (id: number, title: string, content = '<p>内容</p>'): Notice => ({ id, title, content, createTime: '2025-01-31 12:00:00', status: 0 });

const banner = (id: number, type: 1 | 3, title: string, extra: Partial<Banner> = {}): Banner => ({
  id,
  type,
  title,
  activeIconPc: `/media/banner/${id}.svg`,
  videoUrl: '',
  activityId: null,
  lang: 'zh-CN',
  ...extra,
});

const winner = (i: number): Winner => ({
  account: i === 0 ? 'de***01' : `pl***${String(i).padStart(2, '0')}`,
  content: '江苏快三 中奖',
  amount: 123_450 + i,
  imageUrl: '/media/lottery/jsk3.svg',
  lotteryId: 1,
  createTime: '2026-11-23 12:00:00',
});

const renderHome = (options: RenderAppOptions = {}) =>
  renderApp(
    <>
      <HomePage />
      <AuthDialog />
    </>,
    { loggedIn: false, ...options },
  );

describe('home notices', () => {
  it('scrolls the real notice titles, each linking to the notice list', async () => {
    await renderHome({
      prepare: (platform) => {
        platform.state.notices = [notice(1, '系统维护通知'), notice(2, '充值说明')];
      },
    });
    // Home's moving parts suspend until their on-demand texts arrive (the first test loads them).
    const bar = await screen.findByRole('region', { name: '最新公告' });
    const links = within(bar).getAllByRole('link', { name: /系统维护通知|充值说明/ });
    // The duplicate used for the seamless loop is hidden from readers.
    expect(links.map((link) => link.textContent)).toEqual(['系统维护通知', '充值说明']);
    // Each opens its own notice on /message.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/message?notice=1', '/message?notice=2']);
    expect(within(bar).getByRole('link', { name: '全部公告' }).getAttribute('href')).toBe('/message');
    // The pause button comes with the ticker's actor, which home spawns once it shows: a click before it would be lost.
    fireEvent.click(await within(bar).findByRole('button', { name: '暂停滚动' }));
    expect(within(bar).getByRole('button', { name: '继续滚动' })).toBeTruthy();
    // The ticker machine holds it: the marquee stops moving.
    expect(bar.querySelector('[class*="paused"]')).not.toBeNull();
  });

  const noticeStates: [status: string, text: string, prepare: (platform: FakePlatform) => void][] = [
    ['loading', '公告加载中…', (platform) => void platform.hold('fetchNotices')],
    ['failed', '公告暂时无法加载，请稍后再试。', (platform) => platform.failNext('fetchNotices', ErrorCode.internal)],
    ['ready', '暂无公告', () => {}],
  ];
  it.each(noticeStates)('says so while notices are %s', async (_status, text, prepare) => {
    await renderHome({ prepare });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each(['今日不再提示', '我知道了'])('shows the notice popup once a day with cleaned content, focus on the safe button; %s closes it', async (button) => {
    const stored: string[] = [];
    await renderHome({
      prepare: (platform) => {
        platform.state.notices = [notice(3, '理性投注提示', '<p>请理性投注<script>bad()</script></p>')];
        // Not shown yet today (the platform's clock says 2026-11-23).
        platform.input.notices.popupShownOn = '2026-11-22';
        platform.effects.storePopupDate = (date) => void stored.push(date);
      },
    });
    const dialog = screen.getByRole('dialog', { name: '理性投注提示' });
    expect(dialog.textContent).toContain('请理性投注');
    expect(dialog.innerHTML).not.toContain('<script');
    expect(dialog.textContent).not.toContain('bad()');
    expect(dialog.textContent).toContain('31/01/2025 12:00:00');
    // Showing it stores today, so it does not show again today.
    expect(stored).toEqual(['2026-11-23']);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '我知道了' })));
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show the popup again on a day it was shown', async () => {
    await renderHome({
      prepare: (platform) => {
        platform.state.notices = [notice(3, '理性投注提示')];
      },
    });
    expect(screen.getByRole('region', { name: '最新公告' }).textContent).toContain('理性投注提示');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('home account card', () => {
  it('offers login and register to visitors', async () => {
    await renderHome();
    const card = screen.getByRole('complementary', { name: '欢迎来到 Fastdraw' });
    fireEvent.click(within(card).getByRole('button', { name: '登录' }));
    const login = await screen.findByRole('dialog', { name: '会员登录' }, LAZY_FORM);
    fireEvent.click(within(login).getByRole('button', { name: '关闭' }));
    await flush();
    fireEvent.click(within(screen.getByRole('complementary', { name: '欢迎来到 Fastdraw' })).getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('dialog', { name: '注册账号' }, LAZY_FORM)).toBeTruthy();
  });

  it('offers deposit and withdraw to members, with the balance', async () => {
    await renderHome({ loggedIn: true });
    const card = screen.getByRole('complementary', { name: /demo001/ });
    expect(card.textContent).toContain('10,000.00元');
    expect(within(card).getByRole('link', { name: '充值' }).getAttribute('href')).toBe('/my/index?page=deposit');
    expect(within(card).getByRole('link', { name: '提现' }).getAttribute('href')).toBe('/my/index?page=withdraw');
  });
});

describe('banner carousel', () => {
  const slides = () => screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === '幻灯片');
  const current = () => slides().findIndex((slide) => !slide.hasAttribute('inert'));

  it('has three slides, one shown at a time, moved by the arrows and dots', async () => {
    await renderHome();
    expect(slides()).toHaveLength(3);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '查看第 1 张' }));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: '查看第 1 张' }).getAttribute('aria-current')).toBe('true');
  });

  // The carousel machine moves it on the system's SimulatedClock.
  it('rotates every 5 s until paused', async () => {
    const app = await renderHome();
    await app.advance(4000);
    expect(current()).toBe(0);
    await app.advance(1000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    // Focus stays on the pause button, which also holds the rotation; blur to prove the pause alone does.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await app.advance(20_000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await app.advance(5000);
    expect(current()).toBe(2);
  });

  it('holds still while the pointer is over it, and while the tab is hidden', async () => {
    const app = await renderHome();
    fireEvent.mouseEnter(screen.getByRole('region', { name: '精彩推荐' }));
    await app.advance(15_000);
    expect(current()).toBe(0);
    fireEvent.mouseLeave(screen.getByRole('region', { name: '精彩推荐' }));
    act(() => setVisible(app.platform.state.content, false));
    await app.advance(15_000);
    expect(current()).toBe(0);
    act(() => setVisible(app.platform.state.content, true));
    await app.advance(5000);
    expect(current()).toBe(1);
  });

  it('shows the operators’ banners: type 1 opens its promotion, type 3 plays its video in a dialog', async () => {
    await renderHome({
      prepare: (platform) => {
        platform.state.content.banners = [
          banner(1, 1, '首充礼包', { activityId: 7 }),
          banner(2, 3, '公平开奖 60 秒', { videoUrl: '/media/video/fair-draws.webm' }),
        ];
      },
    });
    expect(slides()).toHaveLength(2);
    const promotion = screen.getByRole('link', { name: '查看活动：首充礼包' });
    expect(promotion.getAttribute('href')).toBe('/activity?activity=7');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    const play = screen.getByRole('button', { name: '播放视频：公平开奖 60 秒' });
    play.focus();
    fireEvent.click(play);
    const dialog = await screen.findByRole('dialog', { name: '公平开奖 60 秒' });
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/video/fair-draws.webm');
    expect(video?.hasAttribute('controls')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(play);
  });
});

describe('prize carousel and winners', () => {
  it('shows the latest draws three at a time, the next three every 5 s', async () => {
    const app = await renderHome();
    const section = screen.getByRole('region', { name: '开奖快讯' });
    const names = () => within(section).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    const first = names();
    expect(first).toHaveLength(3);
    expect(within(section).getByText('第 1 / 4 组')).toBeTruthy();
    await app.advance(5000);
    expect(names()).not.toEqual(first);
    expect(within(section).getByText('第 2 / 4 组')).toBeTruthy();
  });

  it('lists real winners with masked accounts and amounts from cents', async () => {
    await renderHome({
      prepare: (platform) => {
        platform.state.content.winners = Array.from({ length: 25 }, (_, i) => winner(i));
      },
    });
    const section = screen.getByRole('region', { name: '中奖喜讯' });
    const rows = within(section).getAllByRole('listitem');
    // 20 at most; the scrolling copy is hidden from readers.
    expect(rows).toHaveLength(20);
    expect(rows[0]?.textContent).toContain('de***01');
    expect(rows[0]?.textContent).toContain('1,234.50元');
    fireEvent.click(within(section).getByRole('button', { name: '暂停滚动' }));
    expect(within(section).getByRole('button', { name: '继续滚动' })).toBeTruthy();
  });

  it('says when there are no winners yet', async () => {
    await renderHome();
    expect(within(screen.getByRole('region', { name: '中奖喜讯' })).getByText('暂无中奖记录，下一位幸运儿就是您！')).toBeTruthy();
  });
});

describe('message popup', () => {
  it('offers a member the first unread message after the notice popup; confirming reads it and stores its id', async () => {
    const app = await renderHome({
      loggedIn: true,
      prepare: (platform) => {
        platform.state.notices = [notice(3, '理性投注提示')];
        platform.input.notices.popupShownOn = null;
        platform.state.content.messages = [message(12, '欢迎礼金已到账', { content: '<p>祝您好运<img src=x onerror="bad()"></p>' }), message(11, '旧消息')];
      },
    });
    // The notice popup first.
    const noticeDialog = screen.getByRole('dialog', { name: '理性投注提示' });
    fireEvent.click(within(noticeDialog).getByRole('button', { name: '我知道了' }));
    const dialog = await screen.findByRole('dialog', { name: '欢迎礼金已到账' });
    expect(dialog.textContent).toContain('祝您好运');
    expect(dialog.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '我已阅读' })));
    fireEvent.click(within(dialog).getByRole('button', { name: '我已阅读' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.platform.state.content.confirmedMessage).toBe(12);
    expect(app.platform.inputsOf('readMessage')).toEqual([{ id: 12 }]);
  });

  it('is not offered to visitors', async () => {
    await renderHome({ prepare: (platform) => void (platform.state.content.messages = [message(12, '欢迎')]) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("the server's first paint (src/lib/first-paint.ts)", () => {
  /** Home's first paint, in `language`, with its banner. */
  const addHomeFirstPaint = (language: string) => addFirstPaint('/home', language, '<img class="fp-banner" src="/media/banner/deposit.zh-CN.svg" alt="">');
  afterEach(removeFirstPaint);

  it('gives way to the banner place as home draws it, whose placeholder keeps its picture until the banners come', async () => {
    addHomeFirstPaint('zh-CN');
    let releaseBanners = () => {};
    await renderHome({
      prepare: (platform) => {
        platform.state.content.banners = [banner(1, 1, '首充礼包', { activityId: 7 })];
        releaseBanners = platform.hold('fetchBanners');
      },
    });
    expect(document.getElementById('first-paint')).toBeNull();
    const placeholder = document.querySelector('[aria-hidden="true"] > img[src="/media/banner/deposit.zh-CN.svg"]');
    expect(placeholder).not.toBeNull();
    releaseBanners();
    await flush();
    expect(screen.getByRole('link', { name: '查看活动：首充礼包' }).querySelector('img')?.getAttribute('src')).toBe('/media/banner/1.svg');
    expect(document.querySelector('img[src="/media/banner/deposit.zh-CN.svg"]')).toBeNull();
  });

  it('goes at once, and is forgotten, when it is not what the app shows: another page or another language', () => {
    addHomeFirstPaint('en-US');
    releaseFirstPaintUnlessShowing('/home', 'en-US');
    expect(document.getElementById('first-paint')).not.toBeNull();
    releaseFirstPaintUnlessShowing('/home', 'zh-CN');
    expect(document.getElementById('first-paint')).toBeNull();
    expect(firstPaint()).toBeNull();

    addHomeFirstPaint('zh-CN');
    releaseFirstPaintUnlessShowing('/lottery-hall', 'zh-CN');
    expect(document.getElementById('first-paint')).toBeNull();
  });
});
