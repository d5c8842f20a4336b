// @vitest-environment jsdom
import i18n from 'i18next';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '../../machines/journal';
import { DevtoolsPanel } from '../../src/devtools/DevtoolsPanel';
import { actions, resetFakeApp, setFakeApp } from './support/fake-hooks';
import { setupI18n } from './support/render';

vi.mock('../../src/app/hooks', async () => (await import('./support/fake-hooks')).hooksModule);
// The journal view reads the journal through the hooks; the actors view (tests/views/devtools-actors.test.tsx) reads the runtime.
vi.mock('../../src/app/system', () => ({
  useRuntime: () => {
    throw new Error('the journal view does not read the runtime');
  },
}));

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('devtools');
});
beforeEach(() => resetFakeApp());
afterEach(cleanup);

const entry = (seq: number, target: string, type: string): JournalEntry => ({ seq, at: Date.now(), target, event: { type } });

describe('devtools panel', () => {
  beforeEach(() => setFakeApp({ journal: [entry(1, 'app', 'app.start'), entry(2, 'session', 'session.login'), entry(3, 'notices', 'notices.loaded')] }));

  it('lists the journal newest first', () => {
    render(<DevtoolsPanel />);
    const types = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(types[0]).toContain('notices.loaded');
    expect(types[2]).toContain('app.start');
  });

  it('filters by the text typed', async () => {
    render(<DevtoolsPanel />);
    fireEvent.change(screen.getByRole('searchbox', { name: '筛选事件' }), { target: { value: 'session' } });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('session.login');
  });

  it('exports the journal as a JSON download', () => {
    const createObjectURL = vi.fn(() => 'blob:journal');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<DevtoolsPanel />);
    fireEvent.click(screen.getByRole('button', { name: '导出 JSON' }));
    expect(actions.exportJournal).toHaveBeenCalled();
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('opens on the journal view, one of two tabs', () => {
    render(<DevtoolsPanel />);
    const tabs = within(screen.getByRole('tablist', { name: '视图' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['事件日志', 'true'],
      ['Actor', 'false'],
    ]);
    expect(within(screen.getByRole('tabpanel', { name: '事件日志' })).getByText('3 / 3')).toBeTruthy();
  });

  it('keeps pointer presses to itself, so an open dialog or menu does not take them for outside clicks', () => {
    const outside = vi.fn();
    document.addEventListener('pointerdown', outside);
    render(<DevtoolsPanel />);
    fireEvent.pointerDown(screen.getByRole('tab', { name: 'Actor' }));
    fireEvent.pointerDown(document.body);
    expect(outside).toHaveBeenCalledTimes(1);
    document.removeEventListener('pointerdown', outside);
  });

  it('collapses to a button showing the count, and opens again', () => {
    render(<DevtoolsPanel />);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    const pill = screen.getByRole('button', { name: '开发者工具 · 3' });
    fireEvent.click(pill);
    expect(screen.getByRole('region', { name: '开发者工具' })).toBeTruthy();
  });
});
