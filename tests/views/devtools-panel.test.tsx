// @vitest-environment jsdom
import i18n from 'i18next';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DevtoolsPanel } from '../../src/devtools/DevtoolsPanel';
import { flush, renderApp, type StartedApp } from './support/render-app';
import { setupI18n } from './support/render';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('devtools');
});
afterEach(cleanup);

/** The panel on the real system: its journal holds what the app's actors received so far. */
async function renderPanel(): Promise<StartedApp> {
  return renderApp(<DevtoolsPanel />, { loggedIn: false });
}

const total = (app: StartedApp) => app.journal.entries().length;

describe('devtools panel', () => {
  it('lists the journal newest first, live', async () => {
    const app = await renderPanel();
    const seqs = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => Number(within(item).getByText(/^#\d+$/).textContent?.slice(1)));
    const first = seqs();
    expect(first[0]).toBe(app.journal.entries().at(-1)?.seq);
    expect(first).toEqual([...first].sort((x, y) => y - x));
    await act(async () => {
      app.get('catalog').send({ type: 'catalog.reload' });
    });
    await flush();
    expect(seqs()[0]).toBeGreaterThan(first[0]!);
  });

  it('filters by the text typed', async () => {
    await renderPanel();
    fireEvent.change(screen.getByRole('searchbox', { name: '筛选事件' }), { target: { value: 'notices' } });
    const items = await screen.findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.textContent).toContain('notices');
  });

  it('exports the journal as a JSON download', async () => {
    const app = await renderPanel();
    let exported: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return 'blob:journal';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: '导出 JSON' }));
    expect(click).toHaveBeenCalled();
    const journal = JSON.parse(await (exported as unknown as Blob).text()) as { version: number; entries: unknown[] };
    expect(journal.version).toBe(2);
    expect(journal.entries).toHaveLength(total(app));
    click.mockRestore();
  });

  it('opens on the journal view, one of three tabs, and says what the Stately inspector does', async () => {
    const app = await renderPanel();
    const tabs = within(screen.getByRole('tablist', { name: '视图' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['事件日志', 'true'],
      ['Actor', 'false'],
      ['回放', 'false'],
    ]);
    expect(screen.getByRole('status').textContent).toContain('?inspect');
    expect(within(screen.getByRole('tabpanel', { name: '事件日志' })).getByText(`${total(app)} / ${total(app)}`)).toBeTruthy();
  });

  it('keeps pointer presses to itself, so an open dialog or menu does not take them for outside clicks', async () => {
    const outside = vi.fn();
    document.addEventListener('pointerdown', outside);
    await renderPanel();
    fireEvent.pointerDown(screen.getByRole('tab', { name: 'Actor' }));
    fireEvent.pointerDown(document.body);
    expect(outside).toHaveBeenCalledTimes(1);
    document.removeEventListener('pointerdown', outside);
  });

  it('keeps the Replay view in a time-travel actor of the root system while it shows, which the journal does not record', async () => {
    const app = await renderPanel();
    expect(app.get('devtoolsReplay')).toBeUndefined();
    fireEvent.click(screen.getByRole('tab', { name: '回放' }));
    // The time-travel machine and its view are a lazy chunk: on a busy machine the import takes a while.
    await waitFor(() => expect(app.get('devtoolsReplay')?.getSnapshot().hasTag('empty')).toBe(true));
    const replay = app.get('devtoolsReplay');
    fireEvent.click(await screen.findByRole('button', { name: '回放当前日志' }));
    await waitFor(() => expect(replay?.getSnapshot().hasTag('loaded')).toBe(true));
    expect(app.journal.entries().some((entry) => entry.target === 'devtoolsReplay')).toBe(false);
    expect(app.journal.entries().some((entry) => entry.event.type === 'devtools.replay.show')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: '事件日志' }));
    await flush();
    expect(app.get('devtoolsReplay')).toBeUndefined();
  });

  it('collapses to a button showing the count, and opens again', async () => {
    const app = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    const pill = screen.getByRole('button', { name: `开发者工具 · ${total(app)}` });
    fireEvent.click(pill);
    expect(screen.getByRole('region', { name: '开发者工具' })).toBeTruthy();
  });
});
