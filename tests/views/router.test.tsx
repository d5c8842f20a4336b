// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/router/routes';
import { actions, demoDomain, loggedIn, resetFakeApp, setFakeApp } from './support/fake-hooks';
import { setupI18n } from './support/render';

vi.mock('../../src/app/hooks', async () => (await import('./support/fake-hooks')).hooksModule);
vi.mock('../../src/app/game-hooks', async () => (await import('./games/support/fake-game-hooks')).gameHooksModule);

beforeAll(async () => {
  await setupI18n();
  // jsdom has no scrolling; the router's scroll reset calls it.
  window.scrollTo = vi.fn() as never;
});
beforeEach(() => resetFakeApp());
afterEach(cleanup);

function start(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const settledAt = async (router: ReturnType<typeof start>, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 5000 });

describe('routes and guard', () => {
  it('sends / to /home', async () => {
    const router = start('/');
    await settledAt(router, '/home');
  });

  it('sends a visitor from a member page to / and so to /home', async () => {
    const router = start('/my/index?page=deposit');
    await settledAt(router, '/home');
  });

  it('lets a member open the account area, shown as "not available yet" in the layout', async () => {
    setFakeApp(loggedIn());
    const router = start('/my/index?page=user-info');
    expect(await screen.findByRole('heading', { name: '个人中心' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my/index');
  });

  it.each([
    ['/lottery-hall', 'heading'],
    ['/lottery-bet', 'tablist'],
  ] as const)('lets a visitor open the game page %s', async (path, role) => {
    const router = start(path);
    expect((await screen.findAllByRole(role, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText('该功能正在紧张筹备中，即将与您见面，敬请期待！')).toBeNull();
  });

  it.each(['/message', '/activity', '/pages/chat/customer-service'])('lets a visitor open %s', async (path) => {
    const router = start(path);
    expect(await screen.findByText('该功能正在紧张筹备中，即将与您见面，敬请期待！', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('redirects the old auth addresses keeping the query', async () => {
    const router = start('/auth/register?invite=FAST01');
    await settledAt(router, '/pages/auth/register');
    expect(router.state.location.search).toBe('?invite=FAST01');
    expect(((await screen.findByRole('textbox', { name: '邀请码' }, { timeout: 5000 })) as HTMLInputElement).value).toBe('FAST01');
  });

  it('shows the login page outside the layout', async () => {
    start('/pages/auth/login');
    expect(await screen.findByRole('heading', { name: '会员登录' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
  });

  it('sends a member away from the login page to /home', async () => {
    setFakeApp(loggedIn());
    const router = start('/pages/auth/login');
    await settledAt(router, '/home');
  });

  it('shows the 404 page for an unknown path of a member, with back and dashboard links', async () => {
    setFakeApp(loggedIn());
    start('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往首页' }).getAttribute('href')).toBe('/home');
  });

  it('has a 401 page', async () => {
    setFakeApp(loggedIn());
    start('/401');
    expect(await screen.findByRole('heading', { name: '无权访问' }, { timeout: 5000 })).toBeTruthy();
  });

  it('lets the machines navigate through the router', async () => {
    start('/home');
    await waitFor(() => expect(actions.navigateBridge).toHaveBeenCalled());
  });
});

describe('page title', () => {
  it('is "<page> - <product name>" from the route metadata', async () => {
    start('/home');
    await waitFor(() => expect(document.title).toBe('首页 - Fastdraw'), { timeout: 5000 });
  });

  it('follows the product name of the domain configuration', async () => {
    setFakeApp({ domain: { ...demoDomain, appName: '好运来' } });
    start('/activity');
    await waitFor(() => expect(document.title).toBe('优惠活动 - 好运来'), { timeout: 5000 });
  });
});
