import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { realityCheckMachine, type RealityCheckSaved } from '../../machines/account/reality-check.machine';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { AT, KEPT, realityCheckPaths, RESULT } from '../paths/reality-check.paths';

/**
 * Generated paths of the reality check (tests/paths/reality-check.paths.ts), and its clock: the
 * dialog comes when the kept deadline passes on the simulated clock (a reload keeps it), every
 * change is stored for the player, "keep playing" sets the next deadline, "log out" tells the owner.
 */
describe('reality check — generated paths', () => {
  for (const path of generatePaths(realityCheckPaths)) {
    it(describePath(realityCheckPaths.machine, path), async () => {
      const stored: RealityCheckSaved[] = [];
      let logouts = 0;
      const suite = { ...realityCheckPaths, provide: { actions: { store: (_: unknown, saved: RealityCheckSaved) => void stored.push(saved), logout: () => void logouts++ } } } as typeof realityCheckPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { minutes, deadline } = snapshot.context;
        if (snapshot.matches('off')) expect(minutes === 0 || deadline === null).toBe(true);
        if (snapshot.matches('waiting')) expect(deadline).not.toBeNull();
        if (event.type === 'reality.choose') expect(stored.at(-1)).toEqual({ minutes, sessionStart: snapshot.context.sessionStart, deadline });
        if (event.type === 'reality.keepPlaying') expect(stored.at(-1)).toMatchObject({ deadline: AT + 60 * 60_000 + minutes * 60_000 });
        expect(logouts).toBe(snapshot.matches('loggedOut') ? 1 : 0);
      });
    });
  }
});

describe('reality check — on the simulated clock', () => {
  it('opens the dialog when the deadline kept over a reload passes, not before; keep playing waits a whole interval again', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      realityCheckMachine.provide({
        actors: { loadRealityCheck: fromPromise<RealityCheckSaved & { now: number }, void>(async () => KEPT), fetchSessionResult: fromPromise(async () => RESULT) },
        actions: { store: () => {}, logout: () => {} },
      }),
      { clock },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(5 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.result).toEqual(RESULT);
    actor.send({ type: 'reality.keepPlaying', at: KEPT.deadline + 1_000 });
    clock.increment(15 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('showing');
    actor.stop();
  });
});
