import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createJournal } from '../../machines/journal/journal';
import { deferredJournal, type JournalFactory } from '../../machines/journal/deferred';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

/** A recorder that arrives when the test says so, as the chunk does after the first render. */
function later() {
  let arrive!: (factory: JournalFactory) => void;
  const loaded = new Promise<JournalFactory>((resolve) => (arrive = resolve));
  return { load: () => loaded, arrive: () => arrive((now) => createJournal({ now })) };
}

describe('a journal whose recorder loads later', () => {
  it('records what happened before the recorder arrived, at the times it happened, then everything after', async () => {
    let time = 1_000;
    const recorder = later();
    const journal = deferredJournal(recorder.load, () => time);
    const actor = createActor(toggle, { systemId: 'toggle', inspect: journal.inspect }).start();
    actor.send({ type: 'flip' });
    time = 2_000;
    actor.send({ type: 'flip' });
    expect(journal.entries()).toEqual([]);
    expect(JSON.parse(journal.exportJson())).toMatchObject({ entries: [], checkpoints: [], actors: [] });

    let told = 0;
    journal.subscribe(() => (told += 1));
    time = 5_000;
    recorder.arrive();
    await Promise.resolve();
    await Promise.resolve();
    expect(told).toBeGreaterThan(0);
    actor.send({ type: 'flip' });

    // The same entries as a recorder there from the start, with the times they happened.
    const flips = journal.entries().filter((entry) => entry.event.type === 'flip');
    expect(flips.map((entry) => entry.at)).toEqual([1_000, 2_000, 5_000]);
    expect(journal.entries()[0]?.event.type).toBe('xstate.init');
    expect(journal.data().entries).toHaveLength(journal.entries().length);
  });

  it('keeps the same empty lists until then, as React needs of a store', () => {
    const journal = deferredJournal(() => new Promise<never>(() => {}), () => 0);
    expect(journal.entries()).toBe(journal.entries());
    expect(journal.checkpoints()).toBe(journal.checkpoints());
  });
});
