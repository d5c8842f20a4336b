// @vitest-environment jsdom
import i18n from 'i18next';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { createJournal } from '../../machines/journal/journal';
import { timeTravelMachine } from '../../machines/journal/time-travel.machine';
import { ReplayView } from '../../src/devtools/ReplayView';
import { setupI18n } from './support/render';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('devtools');
});
afterEach(cleanup);

const form = setup({ types: { context: {} as { edits: number }, events: {} as { type: 'edit' } | { type: 'send' } } }).createMachine({
  id: 'form',
  initial: 'idle',
  context: { edits: 0 },
  states: {
    idle: { on: { edit: { target: 'editing', actions: assign({ edits: ({ context }) => context.edits + 1 }) } } },
    editing: { on: { edit: { actions: assign({ edits: ({ context }) => context.edits + 1 }) }, send: 'sent' } },
    sent: {},
  },
});

/** An exported journal of the form: start, two edits, send (4 steps). */
function exportedJournal(): string {
  const journal = createJournal({ now: () => 0 });
  const actor = createActor(form, { systemId: 'form', inspect: journal.inspect }).start();
  actor.send({ type: 'edit' });
  actor.send({ type: 'edit' });
  actor.send({ type: 'send' });
  return journal.exportJson();
}

/** The view's actor; in the app it is the root system's `devtoolsReplay` (devtools-panel.test.tsx). */
const timeTravel = () => createActor(timeTravelMachine).start();

const emptyLive = () => ({ version: 2 as const, entries: [], checkpoints: [], actors: [] });

function upload(text: string, name = 'fastdraw-journal.json') {
  const input = screen.getByLabelText('导入日志…') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } });
}

const formRow = () => screen.getByRole('list', { name: '本步时的各个 actor' }).querySelector('[data-target="form"]') as HTMLElement;

describe('devtools replay', () => {
  it('imports an exported journal and steps back and forward through it, showing the state and context at each step', async () => {
    render(<ReplayView replay={timeTravel()} liveData={emptyLive} machines={() => ({ form })} />);
    upload(exportedJournal());
    await screen.findByText('第 4 步，共 4 步');
    expect(screen.getByText('fastdraw-journal.json')).toBeTruthy();
    expect(within(formRow()).getByText('sent')).toBeTruthy();

    // A step re-renders at once when it is the player's click, or as a transition otherwise
    // (src/app/use-selector.ts); under a loaded run either may land after the click returns.
    fireEvent.click(screen.getByRole('button', { name: '◀ 上一步' }));
    await screen.findByText('第 3 步，共 4 步');
    await waitFor(() => expect(within(formRow()).getByText('editing')).toBeTruthy());
    expect(formRow().querySelector('pre')?.textContent).toContain('"edits": 2');

    fireEvent.click(screen.getByRole('button', { name: '第一步' }));
    await waitFor(() => expect(within(formRow()).getByText('idle')).toBeTruthy());
    expect(formRow().querySelector('pre')?.textContent).toContain('"edits": 0');
    expect((screen.getByRole('button', { name: '◀ 上一步' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('slider', { name: '步骤' }), { target: { value: '1' } });
    await waitFor(() => expect(within(formRow()).getByText('editing')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '下一步 ▶' }));
    await screen.findByText('第 3 步，共 4 步');
  });

  it('shows the recorded states without a machine, and says why there is no context', async () => {
    render(<ReplayView replay={timeTravel()} liveData={emptyLive} machines={() => ({})} />);
    upload(exportedJournal());
    await screen.findByText('第 4 步，共 4 步');
    expect(within(formRow()).getByText('sent')).toBeTruthy();
    expect(within(formRow()).getByText('状态为记录值；没有可用于重算上下文的状态机。')).toBeTruthy();
  });

  it('refuses a file that is not a journal, saying so, and keeps what was loaded', async () => {
    render(<ReplayView replay={timeTravel()} liveData={emptyLive} machines={() => ({ form })} />);
    upload(exportedJournal());
    await screen.findByText('第 4 步，共 4 步');
    upload('{"hello": 1}', 'notes.json');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('无法载入 notes.json');
    await waitFor(() => expect(within(formRow()).getByText('sent')).toBeTruthy());
  });

  it('takes the live journal, and says so when it has no step yet', async () => {
    const replay = timeTravel();
    render(<ReplayView replay={replay} liveData={emptyLive} machines={() => ({})} />);
    expect(screen.getByText(/^导入导出的日志/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '回放当前日志' }));
    expect(replay.getSnapshot().hasTag('noSteps')).toBe(true);
    expect(await screen.findByText('此日志中没有已处理的事件。')).toBeTruthy();
    expect(screen.getByText('当前日志（载入时的内容）')).toBeTruthy();
  });
});
