// @vitest-environment jsdom
/**
 * The installable app's prompts (src/layout/pwa/PwaPrompts.tsx, machines/app/pwa.machine.ts) in
 * the layout, on the real root system and the fake platform: the update prompt (reload now or
 * later) and the install dialog the "app download" QR code opens (the browser's prompt where it
 * offers one, instructions otherwise). pwa.spec.ts runs them against the real worker in Chromium.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PwaRef } from '../../machines/app/pwa-view';
import { routes } from '../../src/router/routes';
import { setupI18n } from './support/render';
import { flush, renderApp } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  window.scrollTo = vi.fn() as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

async function open() {
  const app = await renderApp(null, { routes, path: '/activity', loggedIn: false });
  await screen.findByRole('navigation', { name: '主菜单' });
  await vi.waitFor(() => expect(app.actor.getSnapshot().children.pwa).toBeDefined());
  const pwa = app.actor.getSnapshot().children.pwa as PwaRef;
  const send = async (event: Parameters<PwaRef['send']>[0]) => {
    act(() => pwa.send(event));
    await flush();
  };
  return { app, pwa, send };
}

describe('the update prompt', () => {
  it('says a new version is ready; "reload now" lets the new worker take over and reloads once it controls the page', async () => {
    const { app, send } = await open();
    expect(screen.queryByText('新版本已就绪')).toBeNull();
    // Nothing to say: the prompts' chunk is not even drawn.
    expect(screen.queryByRole('status', { name: '新版本已就绪' })).toBeNull();
    await send({ type: 'pwa.updateWaiting' });
    const prompt = await screen.findByRole('status', { name: '新版本已就绪' });
    expect(within(prompt).getByText('下次打开时自动生效，也可以现在刷新使用。')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: '立即刷新' }));
    await flush();
    const reloading = within(prompt).getByRole('button', { name: '正在刷新…' }) as HTMLButtonElement;
    expect(reloading.disabled).toBe(true);
    expect(app.platform.effects.reloads).toBe(0);
    await send({ type: 'pwa.controlling' });
    expect(app.platform.effects.reloads).toBe(1);
  });

  it('"later" hides the prompt and reloads nothing: the new version applies on the next visit', async () => {
    const { app, send } = await open();
    await send({ type: 'pwa.updateWaiting' });
    fireEvent.click(await screen.findByRole('button', { name: '下次再说' }));
    await flush();
    expect(screen.queryByRole('status', { name: '新版本已就绪' })).toBeNull();
    await send({ type: 'pwa.controlling' });
    expect(app.platform.effects.reloads).toBe(0);
  });
});

describe('the install flow', () => {
  it('explains how to install where the browser offers no prompt', async () => {
    const { send } = await open();
    await send({ type: 'pwa.install.offer' });
    const dialog = await screen.findByRole('dialog', { name: '安装 Fastdraw 应用' });
    expect(within(dialog).getByRole('heading', { name: '如何安装' })).toBeTruthy();
    expect(within(dialog).getByText(/Chrome \/ Edge/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '安装' })).toBeNull();
    fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]!);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the browser’s install prompt from its button where the browser offers one, then says it is installed', async () => {
    const { pwa, send } = await open();
    await send({ type: 'pwa.installable' });
    await send({ type: 'pwa.install.offer' });
    const dialog = await screen.findByRole('dialog', { name: '安装 Fastdraw 应用' });
    fireEvent.click(within(dialog).getByRole('button', { name: '安装' }));
    await flush();
    expect(await within(dialog).findByText('已安装，可从桌面或主屏幕打开。')).toBeTruthy();
    expect(pwa.getSnapshot().hasTag('installed')).toBe(true);
  });

});
