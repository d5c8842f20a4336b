import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { JournalReplayError, replayJournal } from '../../machines/journal/journal';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  context: { flips: 0 },
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

const checkpoint = (value: unknown) => ({ actor: 'x:1', target: 'toggle', at: 0, upTo: 1, snapshot: { status: 'active', value, context: { flips: 3 }, children: {}, historyValue: {} } });

/** Replay starts from a checkpoint when the journal no longer holds the actor's start; no actor runs for it. */
describe('replay from a checkpoint', () => {
  it('restores the checkpoint and replays the events after it', () => {
    const entries = [{ seq: 2, at: 1, target: 'toggle', actor: 'x:1', prev: 1, event: { type: 'flip' } }];
    const snapshot = replayJournal(toggle, { entries: entries as never, checkpoints: [checkpoint('on')] }, 'toggle');
    expect(snapshot.value).toBe('off');
    expect(snapshot.context).toEqual({ flips: 3 });
  });

  it('says so when a checkpoint names a state the machine does not have', () => {
    expect(() => replayJournal(toggle, { entries: [], checkpoints: [checkpoint('sideways')] }, 'toggle')).toThrow(JournalReplayError);
    expect(() => replayJournal(toggle, { entries: [], checkpoints: [checkpoint('sideways')] }, 'toggle')).toThrow(/cannot be restored/);
  });
});
