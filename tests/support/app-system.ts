import { SimulatedClock, type Actor, type AnyActorLogic } from 'xstate';
import { createAppSystem } from '../../src/app/app-system';
import { createJournal } from '../../machines/journal/journal';
import { createFakePlatform, ROUND_MS, type FakePlatform, type FakePlatformOptions } from './fake-platform';

export const START_MS = 1000 * ROUND_MS + 1000;

/** How long `idle()` waits for the system to settle before it fails, in real time. */
export const IDLE_TIMEOUT_MS = 10_000;

/**
 * The whole root actor system on the fake platform and a SimulatedClock, as machine, replay and
 * view tests use it. `idle()` waits until the system has settled: a whole macrotask passed with no
 * event in the system and no chunk on its way (a `load…` actor still running: a real dynamic import,
 * the one thing that takes real time). The fake platform's calls answer in microtasks (or wait for a
 * `hold` to be released), so after such a turn every answer has arrived. That is a condition, not a
 * count of turns: under load it waits longer, never too short. `advance(ms)` moves simulated time in
 * 1 s steps, waiting for `idle()` after each. `prepare` sets the platform up (its state, the app's
 * input) before the system starts.
 */
export function startAppSystem(
  options: Partial<Omit<FakePlatformOptions, 'clock'>> & { journalLimit?: number; prepare?: (platform: FakePlatform) => void } = {},
) {
  const clock = new SimulatedClock();
  // A thousand rounds into the evening, 1 s into a round: there is a draw history.
  clock.set(START_MS);
  const { prepare, ...platformOptions } = options;
  const platform = createFakePlatform({ clock, ...platformOptions });
  prepare?.(platform);
  const system = createAppSystem({
    services: platform.services,
    input: platform.input,
    clock,
    journal: createJournal({ now: () => clock.now(), ...(options.journalLimit ? { limit: options.journalLimit } : {}) }),
  });
  // Every inspection event is activity; the chunk loaders are followed until they finish.
  let activity = 0;
  const loaders = new Set<Actor<AnyActorLogic>>();
  system.observe((event) => {
    activity++;
    if (event.type !== '@xstate.actor') return;
    const actor = event.actorRef as Actor<AnyActorLogic>;
    if (typeof actor.src === 'string' && actor.src.startsWith('load')) loaders.add(actor);
  });
  system.actor.start();
  const loading = () => [...loaders].some((loader) => loader.getSnapshot().status === 'active');
  const idle = async () => {
    const started = Date.now();
    for (;;) {
      const seen = activity;
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (activity === seen && !loading()) return;
      if (Date.now() - started > IDLE_TIMEOUT_MS) throw new Error(`the system did not settle in ${IDLE_TIMEOUT_MS} ms`);
    }
  };
  const advance = async (ms: number, step = 1000) => {
    for (let passed = 0; passed < ms; passed += step) {
      clock.increment(Math.min(step, ms - passed));
      await idle();
    }
  };
  return {
    ...system,
    clock,
    platform,
    advance,
    idle,
    /** How many inspection events the system has seen: a caller compares two counts to know whether anything happened between. */
    activity: () => activity,
    app: system.actor,
    get: (id: string) => system.actor.system.get(id),
  };
}

export type StartedAppSystem = ReturnType<typeof startAppSystem>;
