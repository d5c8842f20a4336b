import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import type { User } from '../../../models/entities';
import { useNavigateBridge } from '../../../src/app/hooks';
import type { ViewRuntime } from '../../../src/app/runtime';
import { RuntimeProvider } from '../../../src/app/system';
import type { RuntimeConfig } from '../../../src/config/env';
import { IDLE_TIMEOUT_MS, startAppSystem, type StartedAppSystem } from '../../support/app-system';
import type { FakePlatform } from '../../support/fake-platform';

/**
 * View tests render the real screens on the real root actor system: every machine runs, the
 * calls and effects are the in-memory fake platform's (tests/support/fake-platform.ts), and time
 * is a SimulatedClock that moves only when the test says so (`advance`, `clock.increment`).
 * Nothing of src/ is replaced.
 */
export const TEST_CONFIG: RuntimeConfig = { apiBase: '/api', lineListUrl: '/api/app/resource/lineList', variant: 'cn', platformId: 1, packageId: 1 };

export interface StartAppOptions {
  /** Logged in as demo001 unless false (a visitor). */
  loggedIn?: boolean;
  user?: User;
  /** Sets the platform up before the system starts (its state, the app's input). */
  prepare?: (platform: FakePlatform) => void;
  config?: Partial<RuntimeConfig>;
}

export interface RenderOptions {
  /** The first address (default /home). */
  path?: string;
  /** More pages the element may navigate to (not with `routes`). */
  extraRoutes?: RouteObject[];
  /** The app's own route tree (it bridges navigation itself, as RootRoute does) instead of one element. */
  routes?: RouteObject[];
}

export type RenderAppOptions = StartAppOptions & RenderOptions;

/** Lets machines navigate with the router, as RootRoute does in the app. */
function NavigateBridge() {
  useNavigateBridge();
  return null;
}

/** The system the running test started (one per test), which `flush` waits for. */
let running: StartedAppSystem | null = null;

/**
 * Waits, inside act, until the system is idle (`idle()` of tests/support/app-system.ts: no event,
 * no chunk on its way) and the views have followed: React commits when act ends, and its effects
 * may send the system more events (a screen saying it is shown), so it waits again until a pass
 * ends with nothing new. A condition, not a count of turns: under load it waits longer, never too
 * short. For what the DOM shows after real time (a chunk, an animation), use Testing Library's
 * `findBy…`/`waitFor`.
 */
export async function flush(): Promise<void> {
  const system = running;
  if (!system) return act(async () => {});
  const started = Date.now();
  for (;;) {
    let quiet = 0;
    await act(async () => {
      await system.idle();
      quiet = system.activity();
    });
    if (system.activity() === quiet) return;
    if (Date.now() - started > IDLE_TIMEOUT_MS) throw new Error(`the views and the system did not settle in ${IDLE_TIMEOUT_MS} ms`);
  }
}

export interface StartedApp extends StartedAppSystem {
  runtime: ViewRuntime;
  /** Moves simulated time (1 s steps), letting calls answer and views re-render. */
  advance(ms: number): Promise<void>;
  /** Keys of the toasts the app machine holds. */
  toastKeys(): string[];
  /** Renders `element` (or `routes`) in a memory router at `path`, and lets the first calls answer. */
  render(element: ReactNode, options?: RenderOptions): Promise<ReturnType<typeof render> & { router: ReturnType<typeof createMemoryRouter> }>;
}

/**
 * Starts the whole system on the fake platform and builds the runtime the views read, as the app
 * does (src/app/runtime.ts): the app's `navigate` effect goes to whatever router the bridge
 * registered. Unmounted and stopped when the test finishes.
 */
export async function startApp({ loggedIn = true, user, prepare, config }: StartAppOptions = {}): Promise<StartedApp> {
  const system = startAppSystem({ loggedIn, ...(user ? { user } : {}), ...(prepare ? { prepare } : {}) });
  let navigate: (to: string) => void = () => {};
  // The fake platform records every navigation; the router bridge then performs it.
  const record = system.platform.effects.navigate;
  system.platform.effects.navigate = (to) => {
    record(to);
    navigate(to);
  };
  const runtime: ViewRuntime = {
    actor: system.actor,
    journal: system.journal,
    observe: system.observe,
    config: { ...TEST_CONFIG, ...config },
    setNavigate(fn) {
      navigate = fn;
    },
  };
  running = system;
  onTestFinished(() => {
    cleanup();
    system.actor.stop();
    if (running === system) running = null;
  });
  await flush();
  return {
    ...system,
    runtime,
    advance: async (ms) => {
      await act(async () => {
        await system.advance(ms);
      });
    },
    toastKeys: () => system.actor.getSnapshot().context.toasts.map((toast) => toast.messageKey),
    async render(element, { path = '/home', extraRoutes = [], routes } = {}) {
      const tree: RouteObject[] = routes ?? [
        {
          path: '*',
          element: (
            <>
              <NavigateBridge />
              {element}
            </>
          ),
        },
        ...extraRoutes,
      ];
      const router = createMemoryRouter(tree, { initialEntries: [path] });
      const rendered = render(
        <RuntimeProvider runtime={runtime}>
          <RouterProvider router={router} />
        </RuntimeProvider>,
      );
      await flush();
      return { ...rendered, router };
    },
  };
}

/** `startApp` and `render` in one step. */
export async function renderApp(element: ReactNode, options: RenderAppOptions = {}) {
  const { path, extraRoutes, routes, ...start } = options;
  const app = await startApp(start);
  const rendered = await app.render(element, { ...(path ? { path } : {}), ...(extraRoutes ? { extraRoutes } : {}), ...(routes ? { routes } : {}) });
  return { ...app, ...rendered };
}
