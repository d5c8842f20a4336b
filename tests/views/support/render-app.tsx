import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import type { User } from '../../../models/entities';
import { useNavigateBridge } from '../../../src/app/hooks';
import type { ViewRuntime } from '../../../src/app/runtime';
import { RuntimeProvider } from '../../../src/app/system';
import type { RuntimeConfig } from '../../../src/config/env';
import { settle, startAppSystem, type StartedAppSystem } from '../../support/app-system';

/**
 * View tests render the real screens on the real root actor system: every machine runs, the
 * calls and effects are the in-memory fake platform's (tests/support/fake-platform.ts), and time
 * is a SimulatedClock that moves only when the test says so (`advance`, `clock.increment`).
 */
export const TEST_CONFIG: RuntimeConfig = { apiBase: '/api', lineListUrl: '/api/app/resource/lineList', variant: 'cn', platformId: 1, packageId: 1 };

export interface RenderAppOptions {
  /** The first address (default /home). */
  path?: string;
  /** More pages the element may navigate to (ignored with `routes`). */
  extraRoutes?: RouteObject[];
  /** The app's own route tree (it bridges navigation itself, as RootRoute does) instead of one element. */
  routes?: RouteObject[];
  loggedIn?: boolean;
  user?: User;
  /** Sets the platform up before the system starts (its state, the app's input). */
  prepare?: NonNullable<Parameters<typeof startAppSystem>[0]>['prepare'];
  config?: Partial<RuntimeConfig>;
}

/** Lets machines navigate with the router, as RootRoute does in the app. */
function NavigateBridge() {
  useNavigateBridge();
  return null;
}

/** Lets pending calls answer and the views follow, inside act (works under vi's fake timers too). */
export async function flush(rounds = 3): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) {
      for (let i = 0; i < rounds; i++) await vi.advanceTimersByTimeAsync(0);
    } else {
      await settle(rounds);
    }
  });
}

export type RenderedApp = StartedAppSystem & {
  router: ReturnType<typeof createMemoryRouter>;
  runtime: ViewRuntime;
  /** Moves simulated time (1 s steps), letting calls answer and views re-render. */
  advance(ms: number): Promise<void>;
  /** Toast texts' keys as the app machine holds them. */
  toastKeys(): string[];
};

/**
 * Starts the whole system (logged in as demo001 unless told otherwise), renders `element` (or
 * `routes`) at `path` in a memory router inside the RuntimeProvider, and waits until the first
 * calls have answered. The app's `navigate` effect reaches the memory router through the same
 * bridge the app uses. Unmounted and stopped when the test finishes.
 */
export async function renderApp(element: ReactNode, options: RenderAppOptions = {}): Promise<RenderedApp & ReturnType<typeof render>> {
  const { path = '/home', extraRoutes = [], routes, loggedIn = true, user, prepare, config } = options;
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
  onTestFinished(() => {
    cleanup();
    system.actor.stop();
  });
  await flush();
  const rendered = render(
    <RuntimeProvider runtime={runtime}>
      <RouterProvider router={router} />
    </RuntimeProvider>,
  );
  await flush();
  return {
    ...system,
    ...rendered,
    router,
    runtime,
    advance: async (ms: number) => {
      await act(async () => {
        await system.advance(ms);
      });
    },
    toastKeys: () => system.actor.getSnapshot().context.toasts.map((toast) => toast.messageKey),
  };
}
