// @vitest-environment jsdom
import i18n from 'i18next';
/**
 * The "Actors" view of the developer panel against a real actor system (real XState, real
 * journal): the runtime the panel reads is a small root system built here, observed the way
 * `runtime.observe` observes the page's system.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, stopChild, type AnyActorRef, type InspectionEvent } from 'xstate';
import { createJournal } from '../../machines/journal/journal';
import { DevtoolsPanel } from '../../src/devtools/DevtoolsPanel';
import { RuntimeProvider } from '../../src/app/system';
import type { ViewRuntime } from '../../src/app/runtime';
import { TEST_CONFIG } from './support/render-app';
import { setupI18n } from './support/render';

const sessionMachine = setup({
  types: { context: {} as { account: string; password: string; token: string | null }, events: {} as { type: 'session.login'; account: string; password: string } | { type: 'session.logout' } },
}).createMachine({
  id: 'session',
  context: { account: 'demo001', password: 'hunter2', token: 'tok-123' },
  type: 'parallel',
  states: {
    auth: {
      initial: 'anonymous',
      states: {
        anonymous: { on: { 'session.login': { target: 'authenticated', actions: assign({ account: ({ event }) => event.account }) } } },
        authenticated: { initial: 'idle', states: { idle: {} }, on: { 'session.logout': 'anonymous' } },
      },
    },
    reauth: { initial: 'idle', states: { idle: {} } },
  },
});

let resolveLines: (lines: string[]) => void = () => {};
const appMachine = setup({
  types: { context: {} as { session: AnyActorRef | null }, events: {} as { type: 'app.closeSession' } },
  actors: { session: sessionMachine, loadLines: fromPromise<string[]>(() => new Promise((resolve) => (resolveLines = resolve))) },
}).createMachine({
  id: 'app',
  context: ({ spawn }) => ({ session: spawn('session', { id: 'session', systemId: 'session' }) }),
  invoke: { id: 'lines', src: 'loadLines' },
  on: { 'app.closeSession': { actions: [stopChild('session'), assign({ session: null })] } },
});

function smallRuntime() {
  const journal = createJournal();
  const observers = new Set<(event: InspectionEvent) => void>();
  const actor = createActor(appMachine, {
    systemId: 'app',
    inspect: (event) => {
      journal.inspect(event);
      observers.forEach((observer) => observer(event));
    },
  });
  const observe = (listener: (event: InspectionEvent) => void) => {
    observers.add(listener);
    return () => {
      observers.delete(listener);
    };
  };
  return { actor, journal, observe, observers };
}

/** The panel reads the runtime it is given, as the app provides it. */
const renderPanel = () =>
  render(
    <RuntimeProvider runtime={{ ...runtime, config: TEST_CONFIG, setNavigate: () => {} } as unknown as ViewRuntime}>
      <DevtoolsPanel />
    </RuntimeProvider>,
  );

let runtime = smallRuntime();

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('devtools');
});
beforeEach(() => {
  runtime = smallRuntime();
  runtime.actor.start();
});
afterEach(() => {
  cleanup();
  runtime.actor.stop();
});

function openActors() {
  renderPanel();
  fireEvent.click(screen.getByRole('tab', { name: 'Actor' }));
  return screen.getByRole('listbox', { name: /运行中的 actor/ });
}

const option = (name: RegExp) => screen.getByRole('option', { name });
const details = () => screen.getByRole('article');

describe('devtools panel: actors view', () => {
  it('lists every live actor of the system with its machine and status', () => {
    const list = openActors();
    const names = within(list).getAllByRole('option').map((item) => item.textContent);
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^app.*运行中/);
    expect(names.some((name) => /^session.*运行中/.test(name ?? ''))).toBe(true);
    expect(names.some((name) => /^lines.*loadLines.*运行中/.test(name ?? ''))).toBe(true);
    // The root is selected first.
    expect(option(/^app/).getAttribute('aria-selected')).toBe('true');
    expect(within(details()).getByRole('heading', { level: 3 }).textContent).toBe('app');
  });

  it('shows the selected actor: its state on the tree, redacted context and last events', () => {
    openActors();
    fireEvent.click(option(/^session/));
    const article = details();
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe('session');

    const current = within(article).getAllByText((_, element) => element?.tagName === 'CODE').map((code) => code.textContent);
    expect(current).toEqual(['auth.anonymous', 'reauth.idle']);
    const active = [...article.querySelectorAll('[aria-current="true"]')].map((node) => node.getAttribute('data-state-id'));
    expect(active).toEqual(['session', 'session.auth', 'session.auth.anonymous', 'session.reauth', 'session.reauth.idle']);
    expect(article.querySelector('[data-state-id="session.auth.authenticated"]')?.getAttribute('aria-current')).toBeNull();
    expect(within(article).getByText('并行')).toBeTruthy();
    expect(within(article).getByText('session.login')).toBeTruthy();

    const context = within(within(article).getByRole('region', { name: '上下文' })).getByText(/"account"/);
    expect(context.textContent).toContain('"password": "[redacted]"');
    expect(context.textContent).toContain('"token": "[redacted]"');
    expect(context.textContent).not.toContain('hunter2');
    expect(context.textContent).not.toContain('tok-123');

    const events = within(article).getByRole('region', { name: /最近收到的事件/ });
    expect(within(events).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('xstate.init')]);
  });

  it('updates live after an event', async () => {
    openActors();
    fireEvent.click(option(/^session/));
    act(() => {
      (runtime.actor.system.get('session') as AnyActorRef).send({ type: 'session.login', account: 'demo002', password: 'pw-secret' });
    });
    const article = details();
    await waitFor(() => expect(article.querySelector('[data-state-id="session.auth.authenticated.idle"]')?.getAttribute('aria-current')).toBe('true'));
    expect(article.querySelector('[data-state-id="session.auth.anonymous"]')?.getAttribute('aria-current')).toBeNull();
    expect(within(article).getByText('auth.authenticated.idle')).toBeTruthy();
    expect(within(within(article).getByRole('region', { name: '上下文' })).getByText(/"account"/).textContent).toContain('demo002');

    const events = within(article).getByRole('region', { name: /最近收到的事件/ });
    const items = within(events).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('session.login'), expect.stringContaining('xstate.init')]);
    expect(items[0]?.textContent).toContain('"password": "[redacted]"');
    expect(items[0]?.textContent).not.toContain('pw-secret');
  });

  it('shows a promise actor by its status and output only', async () => {
    openActors();
    fireEvent.click(option(/^lines/));
    expect(within(details()).getByText('这不是状态机 actor：只显示状态和输出。')).toBeTruthy();
    expect(within(details()).getByText('还没有输出')).toBeTruthy();
    expect(details().querySelector('[data-state-id]')).toBeNull();
    await act(async () => {
      resolveLines(['https://line-1']);
    });
    await waitFor(() => expect(option(/^lines/).textContent).toContain('已完成'));
    const output = within(details()).getByRole('region', { name: '输出' });
    expect(JSON.parse(within(output).getByText(/line-1/).textContent ?? '')).toEqual(['https://line-1']);
  });

  it('drops a stopped actor from the list', async () => {
    const list = openActors();
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    act(() => runtime.actor.send({ type: 'app.closeSession' }));
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(screen.queryByRole('option', { name: /^session/ })).toBeNull();
  });

  it('is usable from the keyboard: tabs with arrows, the actor list with arrows, Home and End', () => {
    renderPanel();
    const journalTab = screen.getByRole('tab', { name: '事件日志' });
    expect(journalTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(journalTab, { key: 'ArrowRight' });
    const actorsTab = screen.getByRole('tab', { name: 'Actor' });
    expect(actorsTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(actorsTab);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(actorsTab.id);

    const list = screen.getByRole('listbox');
    expect(list.tabIndex).toBe(0);
    const selected = () => screen.getAllByRole('option').find((item) => item.getAttribute('aria-selected') === 'true');
    const selectedName = () => selected()?.textContent ?? '';
    fireEvent.keyDown(list, { key: 'End' });
    const last = screen.getAllByRole('option').at(-1);
    expect(list.getAttribute('aria-activedescendant')).toBe(last?.id);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selectedName()).toMatch(/^app/);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(selectedName()).not.toMatch(/^app/);
    expect(within(details()).getByRole('heading', { level: 3 }).textContent).toBe(selected()?.firstElementChild?.textContent);
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(selectedName()).toMatch(/^app/);
  });

  it('stops observing the system when the view closes', () => {
    openActors();
    expect(runtime.observers.size).toBe(1);
    fireEvent.click(screen.getByRole('tab', { name: '事件日志' }));
    expect(runtime.observers.size).toBe(0);
  });
});
