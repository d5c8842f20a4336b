// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../models/entities';
import { HomePage } from '../../src/pages/home/HomePage';
import { actions, loggedIn, resetFakeApp, setFakeApp } from './support/fake-hooks';
import { renderAt, setupI18n } from './support/render';

vi.mock('../../src/app/hooks', async () => (await import('./support/fake-hooks')).hooksModule);
vi.mock('../../src/app/game-hooks', async () => (await import('./games/support/fake-game-hooks')).gameHooksModule);

beforeAll(async () => {
  await setupI18n();
});
beforeEach(() => resetFakeApp());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const notice = (id: number, title: string, content = '<p>内容</p>'): Notice => ({ id, title, content, createTime: '2025-01-31 12:00:00', status: 0 });

describe('home notices', () => {
  it('scrolls the real notice titles, each linking to the notice list', () => {
    setFakeApp({ notices: { notices: [notice(1, '系统维护通知'), notice(2, '充值说明')], status: 'ready' } });
    renderAt(<HomePage />);
    const bar = screen.getByRole('region', { name: '最新公告' });
    const links = within(bar).getAllByRole('link', { name: /系统维护通知|充值说明/ });
    // The duplicate used for the seamless loop is hidden from readers.
    expect(links.map((link) => link.textContent)).toEqual(['系统维护通知', '充值说明']);
    expect(links[0]?.getAttribute('href')).toBe('/message');
    fireEvent.click(within(bar).getByRole('button', { name: '暂停滚动' }));
    expect(within(bar).getByRole('button', { name: '继续滚动' })).toBeTruthy();
  });

  it.each([
    ['loading', '公告加载中…'],
    ['failed', '公告暂时无法加载，请稍后再试。'],
    ['ready', '暂无公告'],
  ] as const)('says so while notices are %s', (status, text) => {
    setFakeApp({ notices: { notices: [], status } });
    renderAt(<HomePage />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows the notice popup with cleaned content, focus on the safe button, and both ways to close it', async () => {
    setFakeApp({ noticePopup: { open: true, notice: notice(3, '理性投注提示', '<p>请理性投注<script>bad()</script></p>') } });
    renderAt(<HomePage />);
    const dialog = screen.getByRole('dialog', { name: '理性投注提示' });
    expect(dialog.textContent).toContain('请理性投注');
    expect(dialog.innerHTML).not.toContain('<script');
    expect(dialog.textContent).not.toContain('bad()');
    expect(dialog.textContent).toContain('31/01/2025 12:00:00');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '我知道了' })));
    fireEvent.click(within(dialog).getByRole('button', { name: '今日不再提示' }));
    expect(actions.dismissNoticeForToday).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(actions.dismissNotice).toHaveBeenCalled();
  });
});

describe('home account card', () => {
  it('offers login and register to visitors', () => {
    renderAt(<HomePage />);
    const card = screen.getByRole('complementary', { name: '欢迎来到 Fastdraw' });
    fireEvent.click(within(card).getByRole('button', { name: '登录' }));
    fireEvent.click(within(card).getByRole('button', { name: '注册' }));
    expect(actions.openLogin).toHaveBeenCalled();
    expect(actions.openRegister).toHaveBeenCalled();
  });

  it('offers deposit and withdraw to members, with the balance', () => {
    setFakeApp(loggedIn());
    renderAt(<HomePage />);
    const card = screen.getByRole('complementary', { name: /demo001/ });
    expect(card.textContent).toContain('10,000.00元');
    expect(within(card).getByRole('link', { name: '充值' }).getAttribute('href')).toBe('/my/index?page=deposit');
    expect(within(card).getByRole('link', { name: '提现' }).getAttribute('href')).toBe('/my/index?page=withdraw');
  });
});

describe('banner carousel', () => {
  const slides = () => screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === '幻灯片');
  const current = () => slides().findIndex((slide) => !slide.hasAttribute('inert'));

  it('has three slides, one shown at a time, moved by the arrows and dots', () => {
    renderAt(<HomePage />);
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

  it('rotates every 5 s until paused', () => {
    vi.useFakeTimers();
    renderAt(<HomePage />);
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

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers();
    renderAt(<HomePage />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: '精彩推荐' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe(0);
  });
});
