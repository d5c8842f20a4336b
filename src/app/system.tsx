import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '../config/env';
import { createAppRuntime, type AppRuntime, type ViewRuntime } from './runtime';

/**
 * Provides the one root actor system to the views. Created once per page; `?inspect`, where the
 * developer tools are allowed, also attaches the Stately inspector (./inspector.ts).
 */
const RuntimeContext = createContext<ViewRuntime | null>(null);

// The inspector's code loads only when the address asks for it; it decides whether it may open.
const stately = new URLSearchParams(window.location.search).has('inspect') ? await import('./inspector') : null;

/** One runtime per configuration object: React may render (and StrictMode re-run) freely. */
const runtimes = new WeakMap<RuntimeConfig, AppRuntime>();

function runtimeFor(config: RuntimeConfig): AppRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    const inspect = stately?.statelyInspectFor(config, window.location.search);
    runtime = createAppRuntime(config, inspect ? { inspect } : {});
    runtime.start();
    runtimes.set(config, runtime);
  }
  return runtime;
}

export function AppSystemProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const runtime = runtimeFor(config);
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
