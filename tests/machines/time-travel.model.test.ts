/**
 * The developer panel's time travel (machines/journal/time-travel.machine.ts): which journal is
 * loaded, whether an import failed, and the step shown, kept within the journal. Generated paths
 * (tests/paths/time-travel.paths.ts) replayed on the live machine, and the bounds by hand.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { timeTravelMachine } from '../../machines/journal/time-travel.machine';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { NO_STEPS, THREE_STEPS, timeTravelPaths } from '../paths/time-travel.paths';

describe('time travel: generated paths', () => {
  for (const path of generatePaths(timeTravelPaths)) {
    it(describePath(timeTravelPaths.machine, path), () =>
      replayPath(timeTravelPaths, path, (snapshot) => {
        const { index, last, source, importError } = snapshot.context;
        if (snapshot.hasTag('stepping')) {
          expect(last).toBe(2);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(last);
        }
        if (snapshot.hasTag('noSteps')) expect(last).toBe(-1);
        expect(snapshot.hasTag('loaded')).toBe(source !== null);
        expect(snapshot.hasTag('importFailed')).toBe(importError !== null);
      }));
  }
});

describe('time travel', () => {
  const start = () => createActor(timeTravelMachine).start();

  it('opens a journal at its last step and steps within it: back, forward, first, last, a slider position', () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    actor.send({ type: 'replay.load', data: THREE_STEPS, fileName: 'journal.json' });
    const index = () => actor.getSnapshot().context.index;
    expect(index()).toBe(2);
    expect(actor.getSnapshot().can({ type: 'replay.forward' })).toBe(false);
    actor.send({ type: 'replay.back' });
    expect(index()).toBe(1);
    actor.send({ type: 'replay.first' });
    expect(index()).toBe(0);
    expect(actor.getSnapshot().can({ type: 'replay.back' })).toBe(false);
    actor.send({ type: 'replay.back' });
    expect(index()).toBe(0);
    actor.send({ type: 'replay.goTo', index: 9 });
    expect(index()).toBe(2);
    actor.send({ type: 'replay.goTo', index: -3 });
    expect(index()).toBe(0);
    actor.send({ type: 'replay.last' });
    expect(index()).toBe(2);
  });

  it('a new journal starts again at its own last step; one without steps says so', () => {
    const actor = start();
    actor.send({ type: 'replay.load', data: THREE_STEPS });
    actor.send({ type: 'replay.first' });
    actor.send({ type: 'replay.load', data: THREE_STEPS, fileName: 'again.json' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 2, source: { fileName: 'again.json' } });
    actor.send({ type: 'replay.load', data: NO_STEPS });
    expect(actor.getSnapshot().hasTag('noSteps')).toBe(true);
    expect(actor.getSnapshot().context.source?.fileName).toBeUndefined();
  });

  it('a failed import keeps what was loaded and says why until the next load', () => {
    const actor = start();
    actor.send({ type: 'replay.load', data: THREE_STEPS, fileName: 'journal.json' });
    actor.send({ type: 'replay.back' });
    actor.send({ type: 'replay.importFailed', fileName: 'notes.json', message: 'not a journal' });
    expect(actor.getSnapshot().hasTag('importFailed')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, source: { fileName: 'journal.json' }, importError: { fileName: 'notes.json' } });
    actor.send({ type: 'replay.load', data: THREE_STEPS });
    expect(actor.getSnapshot().hasTag('importFailed')).toBe(false);
    expect(actor.getSnapshot().context.importError).toBeNull();
  });
});
