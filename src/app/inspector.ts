import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

/** Development only (`?inspect`): mirrors the actor system into the Stately inspector. */
export function createStatelyInspect(): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector();
  return inspector.inspect as unknown as (event: InspectionEvent) => void;
}
