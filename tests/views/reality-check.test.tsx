// @vitest-environment jsdom
/**
 * The reality check (issue 21 §1) on the real root actor system and the fake platform, on its
 * simulated clock (the views' `Date.now` follows it): the limits page's interval chooser keeps the
 * choice for the player; the app-wide dialog comes when the interval has passed with the time
 * played and the net result, takes focus, keeps the player playing (button or Escape) for a whole
 * interval more, and logs out with the session's logout.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/router/routes';
import { demoUser } from '../support/demo-user';
import { setupI18n } from './support/render';
import { flush, renderApp } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces(['account']);
  window.scrollTo = vi.fn() as never;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const WAIT = { timeout: 15_000 };
const MIN = 60_000;

async function openLimits() {
  const app = await renderApp(null, { routes, path: '/my/index?page=limits' });
  vi.spyOn(Date, 'now').mockImplementation(() => app.clock.now());
  const panel = await screen.findByRole('region', { name: '游戏时长提醒' }, WAIT);
  await waitFor(() => expect(within(panel).getByRole('radio', { name: '15 分钟' })).toHaveProperty('disabled', false), WAIT);
  return { app, panel };
}

/** Moves the simulated clock at once (every timer due fires) and lets the views follow. */
async function pass(app: Awaited<ReturnType<typeof openLimits>>['app'], ms: number) {
  await act(async () => app.clock.increment(ms));
  await flush();
}

describe('reality check', () => {
  it('the chooser keeps the interval for the player and says when the next reminder comes; off keeps none', async () => {
    const { app, panel } = await openLimits();
    expect(within(panel).getByRole('radio', { name: '关闭' })).toHaveProperty('checked', true);
    const start = app.clock.now();
    fireEvent.click(within(panel).getByRole('radio', { name: '30 分钟' }));
    await waitFor(() => expect(app.platform.state.gaming.realityKept.get(demoUser.userId)).toEqual({ minutes: 30, sessionStart: start, deadline: start + 30 * MIN }), WAIT);
    expect(within(panel).getByRole('radio', { name: '30 分钟' })).toHaveProperty('checked', true);
    expect(within(panel).getByTestId('reality-next').textContent).toMatch(/^下次提醒：/);
    fireEvent.click(within(panel).getByRole('radio', { name: '关闭' }));
    await waitFor(() => expect(app.platform.state.gaming.realityKept.get(demoUser.userId)).toEqual({ minutes: 0, sessionStart: start, deadline: null }), WAIT);
    expect(within(panel).queryByTestId('reality-next')).toBeNull();
  });

  it('the dialog comes after the interval with time played and net result; keep playing (or Escape) waits a whole interval; log out ends the session', async () => {
    const { app, panel } = await openLimits();
    app.platform.state.gaming.session = { stakeCents: 5_000, netCents: -1_200 };
    fireEvent.click(within(panel).getByRole('radio', { name: '15 分钟' }));
    await pass(app, 15 * MIN - 1_000);
    expect(screen.queryByRole('dialog', { name: '游戏时长提醒' })).toBeNull();
    await pass(app, 1_000);

    const dialog = await screen.findByRole('dialog', { name: '游戏时长提醒' }, WAIT);
    expect(within(dialog).getByTestId('reality-played').textContent).toBe('15 分钟');
    expect(within(dialog).getByTestId('reality-net').textContent).toBe('-12.00元');
    expect(app.platform.inputsOf('fetchSessionResult')).toEqual([{ since: app.clock.now() - 15 * MIN }]);
    // Keyboard: the dialog holds the focus, on its first choice.
    const keep = within(dialog).getByRole('button', { name: '继续游戏' });
    await waitFor(() => expect(document.activeElement).toBe(keep), WAIT);
    fireEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '游戏时长提醒' })).toBeNull(), WAIT);
    expect(app.platform.state.gaming.realityKept.get(demoUser.userId)?.deadline).toBe(app.clock.now() + 15 * MIN);

    // A whole interval more; Escape is keeping on playing too.
    await pass(app, 15 * MIN);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: '游戏时长提醒' }, WAIT), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '游戏时长提醒' })).toBeNull(), WAIT);

    await pass(app, 15 * MIN);
    const again = await screen.findByRole('dialog', { name: '游戏时长提醒' }, WAIT);
    expect(within(again).getByTestId('reality-played').textContent).toBe('45 分钟');
    fireEvent.click(within(again).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(app.get('session').getSnapshot().matches('anonymous')).toBe(true), WAIT);
    expect(app.platform.state.calls).toContain('logout');
    // The session ended with the login: the next login starts a new one, with the same interval.
    await waitFor(() => expect(app.platform.state.gaming.realityKept.get(demoUser.userId)).toEqual({ minutes: 15, sessionStart: 0, deadline: null }), WAIT);
  });
});
