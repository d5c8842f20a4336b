import type { InspectionEvent } from 'xstate';
import { redactSecrets } from '../../machines/journal/redaction';
import type { RuntimeConfig } from '../../models/runtime-config';
import { devtoolsRequest } from '../devtools/devtoolsFlag';

/**
 * `?inspect`: mirrors the root actor system into the Stately inspector (@statelyai/inspect, a
 * popup window of stately.ai), wherever the developer tools are allowed (devtoolsFlag.ts), in a
 * production build too. The inspector's code is a chunk of its own, loaded only when asked for;
 * events until it arrives are held and passed on, so it sees the system from its first actor.
 * Events and contexts go through the journal's redaction: no personal data leaves the page.
 */
export type StatelyInspectorState =
  /** The address does not ask for it. */
  | 'off'
  /** Asked for, but this server does not allow the developer tools. */
  | 'refused'
  | 'loading'
  | 'open'
  /** Its code could not be loaded (offline?). */
  | 'failed';

type Listener = () => void;
let state: StatelyInspectorState = 'off';
const listeners = new Set<Listener>();

function setState(next: StatelyInspectorState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The page's Stately inspector, as a tiny store for the developer panel (`useSyncExternalStore`). */
export const statelyInspector = {
  getState: (): StatelyInspectorState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Held events beyond this are dropped (the inspector only misses the start's details). */
const MAX_HELD = 2000;

/** The `inspect` observer to build the root system with, when the address asks for the inspector and the server allows it. */
export function statelyInspectFor(config: Pick<RuntimeConfig, 'devtools'>, search: string, load = () => import('@statelyai/inspect')): ((event: InspectionEvent) => void) | undefined {
  const request = devtoolsRequest(search, config);
  if (!request.inspect) {
    if (request.refused && new URLSearchParams(search).has('inspect')) setState('refused');
    return undefined;
  }
  setState('loading');
  let forward: ((event: InspectionEvent) => void) | null = null;
  let held: InspectionEvent[] | null = [];
  load().then(
    ({ createBrowserInspector }) => {
      const inspector = createBrowserInspector({
        sanitizeEvent: (event) => redactSecrets(event),
        sanitizeContext: (context) => redactSecrets(context),
      });
      forward = (event) => inspector.inspect.next?.(event);
      held?.forEach(forward);
      held = null;
      setState('open');
    },
    () => {
      held = null;
      setState('failed');
    },
  );
  return (event) => {
    if (forward) forward(event);
    else if (held && held.length < MAX_HELD) held.push(event);
  };
}
