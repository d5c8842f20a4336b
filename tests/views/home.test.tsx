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
import { HomePage } from '../../src/pages/home/HomePage';
import type { FakePlatform } from '../support/fake-platform';
import { setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const notice = (id: number, title: string, content = '<p>内容</p>'): Notice => ({ id, title, content, createTime: '2025-01-31 12:00:00', status: 0 });

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
    const bar = screen.getByRole('region', { name: '最新公告' });
    const links = within(bar).getAllByRole('link', { name: /系统维护通知|充值说明/ });
    // The duplicate used for the seamless loop is hidden from readers.
    expect(links.map((link) => link.textContent)).toEqual(['系统维护通知', '充值说明']);
    expect(links[0]?.getAttribute('href')).toBe('/message');
    fireEvent.click(within(bar).getByRole('button', { name: '暂停滚动' }));
    expect(within(bar).getByRole('button', { name: '继续滚动' })).toBeTruthy();
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
        // Not shown yet today.
        platform.input.notices.popupShownOn = '2026-11-21';
        platform.effects.storePopupDate = (date) => void stored.push(date);
      },
    });
    const dialog = screen.getByRole('dialog', { name: '理性投注提示' });
    expect(dialog.textContent).toContain('请理性投注');
    expect(dialog.innerHTML).not.toContain('<script');
    expect(dialog.textContent).not.toContain('bad()');
    expect(dialog.textContent).toContain('31/01/2025 12:00:00');
    // Showing it stores today, so it does not show again today.
    expect(stored).toEqual(['2026-11-22']);
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
    const login = await screen.findByRole('dialog', { name: '会员登录' });
    fireEvent.click(within(login).getByRole('button', { name: '关闭' }));
    await flush();
    fireEvent.click(within(screen.getByRole('complementary', { name: '欢迎来到 Fastdraw' })).getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('dialog', { name: '注册账号' })).toBeTruthy();
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

  // The carousel is purely visual (component state on the browser's timers), so vi's fake timers move it.
  it('rotates every 5 s until paused', async () => {
    vi.useFakeTimers();
    await renderHome();
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    // Focus stays on the pause button, which also holds the rotation; blur to prove the pause alone does.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
  });

  it('holds still while the pointer is over it', async () => {
    vi.useFakeTimers();
    await renderHome();
    fireEvent.mouseEnter(screen.getByRole('region', { name: '精彩推荐' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe(0);
  });
});
