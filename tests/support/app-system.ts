import { SimulatedClock } from 'xstate';
import { createAppSystem } from '../../src/app/app-system';
import { createJournal } from '../../machines/journal/journal';
import { createFakePlatform, ROUND_MS, type FakePlatform, type FakePlatformOptions } from './fake-platform';

export const START_MS = 1000 * ROUND_MS + 1000;

/** Lets pending promise callbacks (actor completions) run. */
export const settle = async (rounds = 3) => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * The whole root actor system on the fake platform and a SimulatedClock, as machine, replay and
 * view tests use it. `advance(ms)` moves simulated time in 1 s steps, letting calls answer.
 * `prepare` sets the platform up (its state, the app's input) before the system starts.
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
  system.actor.start();
  const advance = async (ms: number, step = 1000) => {
    for (let passed = 0; passed < ms; passed += step) {
      clock.increment(Math.min(step, ms - passed));
      await settle(2);
    }
  };
  return { ...system, clock, platform, advance, app: system.actor, get: (id: string) => system.actor.system.get(id) };
}

export type StartedAppSystem = ReturnType<typeof startAppSystem>;
