import { createContext, useContext, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { RuntimeConfig } from '../config/env';
import { createAppRuntime, type AppRuntime, type ViewRuntime } from './runtime';

/**
 * Provides the one root actor system to the views. Created once per page; `?inspect`, where the
 * developer tools are allowed, also attaches the Stately inspector (./inspector.ts).
 */
const RuntimeContext = createContext<ViewRuntime | null>(null);

/** One runtime per configuration object: React may render (and StrictMode re-run) freely. */
const runtimes = new WeakMap<RuntimeConfig, AppRuntime>();

function runtimeFor(config: RuntimeConfig, inspect?: (event: InspectionEvent) => void): AppRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    runtime = createAppRuntime(config, inspect ? { inspect } : {});
    runtime.start();
    runtimes.set(config, runtime);
  }
  return runtime;
}

/**
 * `inspect`: the Stately inspector's observer (./inspector.ts), which main.tsx loads before the
 * first render when the address asks for it, so it sees the root's creation.
 */
export function AppSystemProvider({ config, inspect, children }: { config: RuntimeConfig; inspect?: (event: InspectionEvent) => void; children: ReactNode }) {
  const runtime = runtimeFor(config, inspect);
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** Renders views on a runtime built elsewhere (view tests build one on fake services). */
export function RuntimeProvider({ runtime, children }: { runtime: ViewRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): ViewRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside <AppSystemProvider>');
  return runtime;
}
