// @vitest-environment jsdom
/**
 * The phone's header (below 992 px): the brand row takes the language, and a member's strip keeps
 * the account menu and the balance with a top-up, reaching withdraw and log out through the menu.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE_MEDIA } from '../../src/layout/usePhoneLayout';
import { routes } from '../../src/router/routes';
import { demoUser } from '../support/demo-user';
import { setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  window.scrollTo = vi.fn() as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // A phone: only the layout's breakpoint matches.
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_MEDIA,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});
afterEach(cleanup);

const topBar = () => screen.getByTestId('top-bar');

async function open(options: RenderAppOptions) {
  await renderApp(null, { routes, path: '/activity', ...options });
  await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 15_000 });
  if (options.loggedIn !== false) await within(topBar()).findByTestId('balance');
  await flush();
}

describe('the header on a phone', () => {
  it("keeps a member's strip to the account menu, the balance, refresh and a top-up", async () => {
    await open({ user: { ...demoUser, vipLevel: 2 } });
    const bar = topBar();
    expect(within(bar).getByTestId('balance').textContent).toBe('10,000.00元');
    expect(within(bar).getByRole('button', { name: '刷新余额' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: '充值' }).getAttribute('href')).toBe('/my/index?page=deposit');
    expect(within(bar).getByRole('button', { name: /demo001$/ })).toBeTruthy();
    // Withdraw and log out are in the account menu, not in the strip.
    expect(within(bar).queryByRole('link', { name: '提现' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: '退出' })).toBeNull();
  });

  it('moves the language menu from the strip to the brand row', async () => {
    await open({ loggedIn: false });
    expect(within(topBar()).queryByRole('button', { name: '语言：简体中文' })).toBeNull();
    const trigger = screen.getByRole('button', { name: '语言：简体中文' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    // No visible text beside the globe: the name is the whole label (WCAG 2.5.3).
    expect(trigger.textContent).toBe('');
    expect(within(topBar()).getByRole('button', { name: '登录' })).toBeTruthy();
  });
});
