import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { provideApp, type AppServices, type ProvidedAppMachine } from '../../machines/app/app-services';
import type { AppInput } from '../../machines/app/app.machine';
import type { Journal } from '../../machines/journal/recorder';

/**
 * The one root actor system: the app machine with its services, the journal that records every
 * event of every actor in it, and any other observer of the system (`?devtools`, the Stately
 * inspector). The page's runtime and the view tests build it the same way.
 */
export interface AppSystem {
  actor: Actor<ProvidedAppMachine>;
  journal: Journal;
  /** Every inspection event of the system (actors created, events, snapshots); returns unsubscribe. */
  observe(listener: (event: InspectionEvent) => void): () => void;
}

export interface AppSystemOptions {
  services: AppServices;
  input: AppInput;
  /** Time for `after` delays: the real clock, or a `SimulatedClock` in tests. */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /**
   * The journal that records the system: the recorder itself (`createJournal`), or on the page a
   * `deferredJournal` whose recorder loads after the first render.
   */
  journal: Journal;
  /** Observers from the very first event (the Stately inspector needs the root's creation). */
  inspect?: (event: InspectionEvent) => void;
}

export function createAppSystem({ services, input, clock, journal, inspect }: AppSystemOptions): AppSystem {
  const observers = new Set<(event: InspectionEvent) => void>(inspect ? [inspect] : []);
  const actor = createActor(provideApp(services), {
    systemId: 'app',
    input,
    ...(clock ? { clock } : {}),
    inspect: (event) => {
      journal.inspect(event);
      observers.forEach((observer) => observer(event));
    },
  });
  return {
    actor,
    journal,
    observe(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
  };
}
