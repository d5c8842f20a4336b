// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/router/routes';
import { actions, demoDomain, demoUser, loggedIn, resetFakeApp, setFakeApp } from './support/fake-hooks';
import { setupI18n } from './support/render';

vi.mock('../../src/app/hooks', async () => (await import('./support/fake-hooks')).hooksModule);
vi.mock('../../src/app/game-hooks', async () => (await import('./games/support/fake-game-hooks')).gameHooksModule);

beforeAll(async () => {
  await setupI18n();
  window.scrollTo = vi.fn() as never;
});
beforeEach(() => resetFakeApp());
afterEach(cleanup);

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 5000 });
  return router;
}

const topBar = () => screen.getByText(/您好，欢迎来到/).parentElement as HTMLElement;

describe('top bar', () => {
  it('greets a visitor with the product name and offers login and register', async () => {
    await open('/activity');
    expect(screen.getByText('您好，欢迎来到 Fastdraw！')).toBeTruthy();
    fireEvent.click(within(topBar()).getByRole('button', { name: '登录' }));
    fireEvent.click(within(topBar()).getByRole('button', { name: '免费注册' }));
    expect(actions.openLogin).toHaveBeenCalled();
    expect(actions.openRegister).toHaveBeenCalled();
    expect(screen.queryByTestId('balance')).toBeNull();
  });

  it('shows a member avatar, VIP level, account, balance with currency, recharge, withdraw and logout', async () => {
    setFakeApp(loggedIn());
    await open('/activity');
    const bar = topBar();
    expect(within(bar).getByText('demo001')).toBeTruthy();
    expect(within(bar).getByText('VIP2')).toBeTruthy();
    expect(within(bar).getByTestId('balance').textContent).toBe('10,000.00元');
    expect(within(bar).getByRole('link', { name: '充值' }).getAttribute('href')).toBe('/my/index?page=deposit');
    expect(within(bar).getByRole('link', { name: '提现' }).getAttribute('href')).toBe('/my/index?page=withdraw');
    fireEvent.click(within(bar).getByRole('button', { name: '退出' }));
    expect(actions.logout).toHaveBeenCalled();
    fireEvent.click(within(bar).getByRole('button', { name: '刷新余额' }));
    expect(actions.refreshUser).toHaveBeenCalled();
  });

  it('uses the currency of the deployment variant', async () => {
    setFakeApp({ ...loggedIn({ ...demoUser, balance: 1234567 }), config: { apiBase: '/api', lineListUrl: '/x', variant: 'jp', platformId: 1, packageId: 1 } });
    await open('/activity');
    expect(screen.getByTestId('balance').textContent).toBe('12,345.67円');
  });

  it("hides the VIP level when vipSwitch is '0'", async () => {
    setFakeApp({ ...loggedIn(), domain: { ...demoDomain, vipSwitch: '0' } });
    await open('/activity');
    expect(screen.queryByText('VIP2')).toBeNull();
  });

  it('offers the language selector only when multi-language is on', async () => {
    setFakeApp({ domain: { ...demoDomain, multiLanguage: false } });
    await open('/activity');
    expect(screen.queryByRole('button', { name: '语言：简体中文' })).toBeNull();
    act(() => setFakeApp({ domain: demoDomain }));
    expect(screen.getByRole('button', { name: '语言：简体中文' })).toBeTruthy();
  });
});

describe('main menu and footer', () => {
  it('marks the lottery hall as current on the betting page', async () => {
    await open('/lottery-bet?lotteryId=1');
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(menu).getByRole('link', { name: '购彩大厅' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the site QR and browser advice to everyone, latest draws only to members', async () => {
    await open('/activity');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: `二维码：${window.location.origin}` })).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: '浏览器建议' })).toBeTruthy();
    expect(within(footer).queryByRole('heading', { name: '最新开奖' })).toBeNull();
    act(() => setFakeApp(loggedIn()));
    expect(within(footer).getByRole('heading', { name: '最新开奖' })).toBeTruthy();
  });
});

describe('messages', () => {
  it('shows toasts, errors as alerts, and lets them be dismissed', async () => {
    setFakeApp({
      toasts: [
        { id: 1, messageKey: 'errors:code.1005', tone: 'error', persistent: false },
        { id: 2, messageKey: 'x', text: '登录成功', tone: 'success', persistent: false },
      ],
    });
    await open('/activity');
    expect(screen.getByRole('alert').textContent).toContain('账号或密码错误');
    expect(screen.getByText('登录成功')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '关闭通知' })[1] as HTMLElement);
    expect(actions.dismissToast).toHaveBeenCalledWith(2);
  });

  it('keeps persistent messages in a banner', async () => {
    setFakeApp({ toasts: [{ id: 7, messageKey: 'errors:code.4', tone: 'error', persistent: true }] });
    await open('/activity');
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('其他设备登录');
    expect(banner.closest('section')).toBeNull();
  });
});

describe('side buttons', () => {
  it('links customer service and shows back-to-top only past the threshold', async () => {
    await open('/activity');
    const side = screen.getByRole('complementary', { name: '快捷入口' });
    expect(within(side).getByRole('link', { name: '客服' }).getAttribute('href')).toBe('/pages/chat/customer-service');
    expect(within(side).queryByRole('button', { name: '返回顶部' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    fireEvent.scroll(window);
    expect(await within(side).findByRole('button', { name: '返回顶部' }, { timeout: 2000 })).toBeTruthy();
  });

  it('needs 500 scroll units on the home page', async () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await open('/home');
    const side = screen.getByRole('complementary', { name: '快捷入口' });
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(side).queryByRole('button', { name: '返回顶部' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    fireEvent.scroll(window);
    expect(await within(side).findByRole('button', { name: '返回顶部' }, { timeout: 2000 })).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
