import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { realityCheckMachine, type RealityCheckKept, type RealityCheckSaved } from '../../machines/account/reality-check.machine';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { AT, KEPT, PLAYER, realityCheckPaths, RESULT } from '../paths/reality-check.paths';

/**
 * Generated paths of the reality check (tests/paths/reality-check.paths.ts), and its clock: the
 * dialog comes when the kept deadline passes on the simulated clock (a reload keeps it), every
 * change is kept for the player, "keep playing" sets the next deadline, "log out" tells the owner,
 * and the end of the login ends the kept session.
 */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reality check — generated paths', () => {
  for (const path of generatePaths(realityCheckPaths)) {
    it(describePath(realityCheckPaths.machine, path), async () => {
      const stored: RealityCheckKept[] = [];
      let logouts = 0;
      const suite = {
        ...realityCheckPaths,
        provide: {
          actions: {
            store: ({ context }: { context: RealityCheckKept }) => void stored.push({ player: context.player, minutes: context.minutes, sessionStart: context.sessionStart, deadline: context.deadline }),
            logout: () => void logouts++,
          },
        },
      } as typeof realityCheckPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { minutes, deadline, sessionStart } = snapshot.context;
        if (snapshot.matches('off')) expect(minutes === 0 || deadline === null).toBe(true);
        if (snapshot.matches('waiting')) expect(deadline).not.toBeNull();
        if (event.type === 'reality.choose' && !snapshot.hasTag('loggingOut')) expect(stored.at(-1)).toEqual({ player: PLAYER, minutes, sessionStart, deadline });
        if (event.type === 'reality.keepPlaying' && snapshot.matches('waiting')) expect(stored.at(-1)).toMatchObject({ deadline: AT + 60 * 60_000 + minutes * 60_000 });
        if (snapshot.matches('ending') || snapshot.matches('ended')) expect({ sessionStart, deadline }).toEqual({ sessionStart: 0, deadline: null });
        if (event.type.startsWith('xstate.done.actor') && snapshot.matches('waiting')) expect(stored.at(-1)).toMatchObject({ player: PLAYER, deadline });
        expect(logouts).toBe(snapshot.hasTag('loggingOut') ? 1 : 0);
      });
    });
  }
});

describe('reality check — on the simulated clock', () => {
  const start = (kept: RealityCheckSaved, now = AT) => {
    const clock = new SimulatedClock();
    const stored: RealityCheckKept[] = [];
    const actor = createActor(
      realityCheckMachine.provide({
        actors: {
          loadRealityCheck: fromPromise<RealityCheckSaved & { now: number }, { player: number }>(async () => ({ ...kept, now })),
          saveRealityCheck: fromPromise<void, RealityCheckKept>(async ({ input }) => void stored.push(input)),
          fetchSessionResult: fromPromise(async () => RESULT),
        },
      }),
      { clock, input: { player: PLAYER } },
    ).start();
    return { clock, stored, actor };
  };

  it('opens the dialog when the deadline kept over a reload passes, not before; keep playing waits a whole interval again', async () => {
    const { clock, actor } = start(KEPT);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(5 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ result: RESULT, shownAt: KEPT.deadline, sessionStart: KEPT.sessionStart });
    actor.send({ type: 'reality.keepPlaying', at: KEPT.deadline + 1_000 });
    clock.increment(15 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    actor.stop();
  });

  it('a deadline that passed while the page was closed is due at once, and the time played counts to now', async () => {
    const { clock, actor } = start(KEPT, KEPT.deadline + 60 * 60_000);
    await flush();
    clock.increment(0);
    await flush();
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context.shownAt).toBe(KEPT.deadline + 60 * 60_000);
    actor.stop();
  });

  it('a changed interval counts from the change and is kept; the end of the login ends the kept session', async () => {
    const { clock, actor, stored } = start(KEPT);
    await flush();
    actor.send({ type: 'reality.choose', minutes: 30, at: AT + 60_000 });
    expect(stored.at(-1)).toEqual({ player: PLAYER, minutes: 30, sessionStart: KEPT.sessionStart, deadline: AT + 31 * 60_000 });
    clock.increment(30 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'reality.end' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(stored.at(-1)).toEqual({ player: PLAYER, minutes: 30, sessionStart: 0, deadline: null });
  });
});
