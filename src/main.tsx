import type { InspectionEvent } from 'xstate';
import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppSystemProvider } from './app/system';
import { BootSplash } from './components/boot/BootSplash';
import { RuntimeConfigError, loadRuntimeConfig, type RuntimeConfig } from './config/env';
import { DEVTOOLS_REFUSED, devtoolsRequest } from './devtools/devtoolsFlag';
import { I18nGate } from './i18n/I18nGate';
import { createAppRouter } from './router/router';
import './styles/global.css';

// Loaded only when asked for, so the panel costs nothing otherwise.
const DevtoolsPanel = lazy(async () => ({ default: (await import('./devtools/DevtoolsPanel')).DevtoolsPanel }));

// Every page starts at the top (spec §2): the browser must not restore a position on a reload or
// on a page opened from the address bar; the router resets the scroll on navigation (ScrollReset).
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

const root = createRoot(document.getElementById('root') as HTMLElement);

function readConfig(): RuntimeConfig | RuntimeConfigError {
  try {
    return loadRuntimeConfig(document);
  } catch (error) {
    if (error instanceof RuntimeConfigError) return error;
    throw error;
  }
}

const config = readConfig();
if (config instanceof RuntimeConfigError) {
  // A page that cannot start at all: its explanation is a chunk of its own, not part of every start.
  void import('./components/boot/ConfigError').then(({ showConfigError }) => showConfigError(root, config));
} else {
  const devtools = devtoolsRequest(window.location.search, config);
  if (devtools.refused) console.warn(DEVTOOLS_REFUSED);
  const showDevtools = devtools.panel;
  // The first render is a transition, which React renders in slices that yield to the browser
  // instead of one long task (see src/app/use-selector.ts).
  const render = (inspect?: (event: InspectionEvent) => void) =>
    startTransition(() => root.render(
      <StrictMode>
        <AppSystemProvider config={config} {...(inspect ? { inspect } : {})}>
          <Suspense fallback={<BootSplash />}>
            <I18nGate>
              <RouterProvider router={createAppRouter()} />
              {showDevtools && (
                <Suspense fallback={null}>
                  <DevtoolsPanel />
                </Suspense>
              )}
            </I18nGate>
          </Suspense>
        </AppSystemProvider>
      </StrictMode>,
    ));
  // The Stately inspector's code loads only when the address asks for it (no top-level await:
  // that would split the entry and hold every module of the start back).
  if (devtools.inspect) void import('./app/inspector').then(({ statelyInspectFor }) => render(statelyInspectFor(config, window.location.search)));
  else render();
}
