// @vitest-environment jsdom
/**
 * The demo banner (src/layout/DemoBanner.tsx): on every page of a server whose money is not real
 * (runtime config `demo`), absent otherwise.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

async function open(path: string, demo: boolean) {
  await renderApp(null, { routes, path, loggedIn: false, config: demo ? { demo: true } : {} });
  await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 15_000 });
  await flush();
}

describe('demo banner', () => {
  it('says on a demo server, as a note above the header, that the money is not real', async () => {
    await open('/activity', true);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('演示站点：这里的资金不是真实的，仅供体验。');
    // Before the header and the page, in the flow: it covers no control.
    const header = document.querySelector('header');
    expect(header && note.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is on the home page too', async () => {
    await open('/home', true);
    expect(screen.getByRole('note').textContent).toContain('演示站点');
  });

  it('is absent on a server with real money', async () => {
    await open('/activity', false);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/演示站点/)).toBeNull();
  });
});
