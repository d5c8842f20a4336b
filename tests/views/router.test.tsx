// @vitest-environment jsdom
/**
 * The app's routes, guard and titles on the real root actor system and the fake platform
 * (tests/views/support/render-app.tsx): who is logged in is the session machine's answer.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/router/routes';
import { setupI18n } from './support/render';
import { renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  // jsdom has no scrolling; the router's scroll reset calls it.
  window.scrollTo = vi.fn() as never;
});
afterEach(cleanup);

const WAIT = { timeout: 15_000 };
const visitor: RenderAppOptions = { loggedIn: false };
const member: RenderAppOptions = { loggedIn: true };

async function start(path: string, options: RenderAppOptions = visitor) {
  return renderApp(null, { routes, path, ...options });
}

const settledAt = async (app: Awaited<ReturnType<typeof start>>, pathname: string) =>
  waitFor(() => expect(app.router.state.location.pathname).toBe(pathname), WAIT);

describe('routes and guard', () => {
  it('sends / to /home', async () => {
    const app = await start('/');
    await settledAt(app, '/home');
  });

  it('sends a visitor from a member page to / and so to /home', async () => {
    const app = await start('/my/index?page=deposit');
    await settledAt(app, '/home');
  });

  it('lets a member open the account area, shown as "not available yet" in the layout', async () => {
    const app = await start('/my/index?page=user-info', member);
    expect(await screen.findByRole('heading', { name: '个人中心' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/my/index');
  });

  it.each([
    ['/lottery-hall', 'heading'],
    ['/lottery-bet', 'tablist'],
  ] as const)('lets a visitor open the game page %s', async (path, role) => {
    const app = await start(path);
    // `hidden`: the betting page opens the login dialog over itself for a visitor.
    expect((await screen.findAllByRole(role, { hidden: true }, WAIT)).length).toBeGreaterThan(0);
    expect(app.router.state.location.pathname).toBe(path);
    expect(screen.queryByText('该功能正在紧张筹备中，即将与您见面，敬请期待！')).toBeNull();
  });

  it.each([
    ['/message', '消息中心'],
    ['/activity', '优惠活动'],
  ] as const)('lets a visitor open %s', async (path, heading) => {
    const app = await start(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, WAIT)).toBeTruthy();
    expect(app.router.state.location.pathname).toBe(path);
    expect(screen.queryByText('该功能正在紧张筹备中，即将与您见面，敬请期待！')).toBeNull();
  });

  it('lets a visitor open the customer-service chat', async () => {
    const app = await start('/pages/chat/customer-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fastdraw Support' }, WAIT)).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/pages/chat/customer-service');
  });

  it('redirects the old auth addresses keeping the query', async () => {
    const app = await start('/auth/register?invite=FAST01');
    await settledAt(app, '/pages/auth/register');
    expect(app.router.state.location.search).toBe('?invite=FAST01');
    expect(((await screen.findByRole('textbox', { name: '邀请码' }, WAIT)) as HTMLInputElement).value).toBe('FAST01');
  });

  it('shows the login page outside the layout', async () => {
    await start('/pages/auth/login');
    expect(await screen.findByRole('heading', { name: '会员登录' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
  });

  it('sends a member away from the login page to /home', async () => {
    const app = await start('/pages/auth/login', member);
    await settledAt(app, '/home');
  });

  it('shows the 404 page for an unknown path of a member, with back and dashboard links', async () => {
    await start('/no/such/page', member);
    expect(await screen.findByRole('heading', { name: '页面不存在' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往首页' }).getAttribute('href')).toBe('/home');
  });

  it('has a 401 page', async () => {
    await start('/401', member);
    expect(await screen.findByRole('heading', { name: '无权访问' }, WAIT)).toBeTruthy();
  });

  it('lets the machines navigate through the router', async () => {
    const app = await start('/lottery-hall', member);
    // A lottery link asks the betting machine, which navigates with the router (no page load).
    fireEvent.click(await screen.findByRole('link', { name: '北京赛车' }, WAIT));
    await waitFor(() => expect(app.router.state.location.search).toBe('?lotteryId=5'), WAIT);
    expect(app.router.state.location.pathname).toBe('/lottery-bet');
    expect(within(await screen.findByRole('tablist', { name: '彩种' }, WAIT)).getByRole('tab', { selected: true }).textContent).toBe('北京赛车');
    expect(app.platform.effects.navigations).toEqual(['/lottery-bet?lotteryId=5']);
    // The app machine's own way home (logged in elsewhere) goes through the same bridge.
    act(() => app.app.send({ type: 'app.goHome' }));
    await settledAt(app, '/home');
  });
});

describe('page title', () => {
  it('is "<page> - <product name>" from the route metadata', async () => {
    await start('/home');
    await waitFor(() => expect(document.title).toBe('首页 - Fastdraw'), WAIT);
  });

  it('follows the product name of the domain configuration', async () => {
    await start('/activity', {
      ...visitor,
      prepare: (platform) => {
        platform.state.domain.appName = '好运来';
      },
    });
    await waitFor(() => expect(document.title).toBe('优惠活动 - 好运来'), WAIT);
  });
});
