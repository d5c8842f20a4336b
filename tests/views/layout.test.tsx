// @vitest-environment jsdom
/**
 * The layout (top bar, main menu, footer, messages, side buttons) inside the app's routes, on the
 * real root actor system and the fake platform (tests/views/support/render-app.tsx).
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installUrl } from '../../models/web-manifest';
import { routes } from '../../src/router/routes';
import { demoUser } from '../support/demo-user';
import { LAZY_FORM, setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  // jsdom has no scrolling; the router's scroll reset calls it.
  window.scrollTo = vi.fn() as never;
  // nor ResizeObserver, which radix's popup positioning uses.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

/** demo001 with a chosen avatar and VIP level, so views show them. */
const member = { ...demoUser, avatar: 'b_03.png', vipLevel: 2 };
const visitor: RenderAppOptions = { loggedIn: false };
const asMember: RenderAppOptions = { user: member };

async function open(path: string, options: RenderAppOptions = visitor) {
  const app = await renderApp(null, { routes, path, ...options });
  await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 15_000 });
  // A member's controls load once a player is logged in.
  if (options.loggedIn !== false) await within(topBar()).findByTestId('balance');
  await flush();
  return app;
}

const topBar = () => screen.getByTestId('top-bar');

describe('top bar', () => {
  it('greets a visitor with the product name and offers login and register', async () => {
    await open('/activity');
    expect(screen.getByText('您好，欢迎来到 Fastdraw！')).toBeTruthy();
    expect(screen.queryByTestId('balance')).toBeNull();
    fireEvent.click(within(topBar()).getByRole('button', { name: '登录' }));
    const login = await screen.findByRole('dialog', { name: '会员登录' }, LAZY_FORM);
    fireEvent.click(within(login).getByRole('button', { name: '关闭' }));
    await flush();
    fireEvent.click(within(topBar()).getByRole('button', { name: '免费注册' }));
    expect(await screen.findByRole('dialog', { name: '注册账号' }, LAZY_FORM)).toBeTruthy();
  });

  it('shows a member avatar, VIP level, account, balance with currency, recharge, withdraw and logout', async () => {
    const app = await open('/activity', asMember);
    const bar = topBar();
    expect(within(bar).getByText('demo001')).toBeTruthy();
    expect(within(bar).getByText('VIP2')).toBeTruthy();
    expect(within(bar).getByTestId('balance').textContent).toBe('10,000.00元');
    expect(within(bar).getByRole('link', { name: '充值' }).getAttribute('href')).toBe('/my/index?page=deposit');
    expect(within(bar).getByRole('link', { name: '提现' }).getAttribute('href')).toBe('/my/index?page=withdraw');

    app.platform.state.user.balance = 123_456;
    fireEvent.click(within(bar).getByRole('button', { name: '刷新余额' }));
    await flush();
    expect(within(bar).getByTestId('balance').textContent).toBe('1,234.56元');

    fireEvent.click(within(bar).getByRole('button', { name: '退出' }));
    await flush();
    expect(app.platform.state.calls).toContain('logout');
    // Logging out reloads the page (spec §4).
    expect(app.platform.effects.reloads).toBe(1);
    expect(within(topBar()).getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('uses the currency of the deployment variant', async () => {
    await open('/activity', { user: { ...member, balance: 1234567 }, config: { variant: 'jp' } });
    expect(screen.getByTestId('balance').textContent).toBe('12,345.67円');
  });

  it("hides the VIP level when vipSwitch is '0'", async () => {
    await open('/activity', {
      ...asMember,
      prepare: (platform) => {
        platform.state.domain.vipSwitch = '0';
      },
    });
    expect(screen.getByTestId('balance')).toBeTruthy();
    expect(screen.queryByText('VIP2')).toBeNull();
  });

  it('offers the language selector when multi-language is on', async () => {
    await open('/activity');
    expect(screen.getByRole('button', { name: '语言：简体中文' })).toBeTruthy();
  });

  it('loads the language menu on first use and opens it, by pointer and by keyboard', async () => {
    await open('/activity');
    const trigger = screen.getByRole('button', { name: '语言：简体中文' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: /^English/ })).toBeTruthy();
    expect(within(menu).getByRole('menuitemradio', { name: /^简体中文/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Closed, the real trigger is back in its place and keeps focus, as radix does.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '语言：简体中文' })));
    cleanup();
    await open('/activity');
    fireEvent.keyDown(screen.getByRole('button', { name: '语言：简体中文' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('opens the account menu on first use with the account pages and logout', async () => {
    await open('/activity', asMember);
    fireEvent.click(within(topBar()).getByRole('button', { name: /demo001$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(2);
    expect(within(menu).getByRole('menuitem', { name: '退出' })).toBeTruthy();
  });

  it('hides the language selector when multi-language is off', async () => {
    await open('/activity', {
      ...visitor,
      prepare: (platform) => {
        platform.state.domain.multiLanguage = false;
      },
    });
    expect(screen.queryByRole('button', { name: '语言：简体中文' })).toBeNull();
  });
});

describe('main menu and footer', () => {
  it('marks the lottery hall as current on the betting page', async () => {
    await open('/lottery-bet?lotteryId=1', asMember);
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(menu).getByRole('link', { name: '购彩大厅' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the site QR and browser advice to everyone, latest draws only to members', async () => {
    const app = await open('/activity');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: `二维码：${installUrl(window.location.origin)}` })).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: '浏览器建议' })).toBeTruthy();
    expect(within(footer).queryByRole('heading', { name: '最新开奖' })).toBeNull();
    act(() => app.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false }));
    await flush();
    expect(await within(footer).findByRole('heading', { name: '最新开奖' })).toBeTruthy();
    expect(within(footer).getAllByRole('listitem')).toHaveLength(10);
  });
});

describe('messages', () => {
  it('shows toasts, errors as alerts, lets them be dismissed, and lets them go after 5 s', async () => {
    const app = await open('/activity');
    act(() => {
      app.app.send({ type: 'toast.show', toast: { messageKey: 'errors:code.1005', tone: 'error', persistent: false } });
      app.app.send({ type: 'toast.show', toast: { messageKey: 'x', text: '登录成功', tone: 'success', persistent: false } });
    });
    expect(screen.getByRole('alert').textContent).toContain('账号或密码错误');
    expect(screen.getByText('登录成功')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '关闭通知' })[1] as HTMLElement);
    expect(screen.queryByText('登录成功')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
    await app.advance(5000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps persistent messages in a banner', async () => {
    const app = await open('/activity', asMember);
    // Logged in elsewhere (code 4): the session ends and the message stays until closed.
    act(() => app.app.send({ type: 'session.lost', kind: 'kicked' }));
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('其他设备登录');
    expect(banner.closest('section')).toBeNull();
    await app.advance(10_000);
    expect(screen.getByRole('alert')).toBe(banner);
    fireEvent.click(within(banner).getByRole('button', { name: '关闭通知' }));
    expect(screen.queryByRole('alert')).toBeNull();
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
    expect(await within(side).findByRole('button', { name: '返回顶部' })).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('loads the app QR popover on first use and opens it', async () => {
    await open('/activity');
    const side = screen.getByRole('complementary', { name: '快捷入口' });
    fireEvent.click(within(side).getByRole('button', { name: '扫码下载 APP' }));
    const popover = await screen.findByRole('dialog', { name: '扫码下载 APP' });
    expect(within(popover).getByRole('img', { name: `二维码：${installUrl(window.location.origin)}` })).toBeTruthy();
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
    expect(await within(side).findByRole('button', { name: '返回顶部' })).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
