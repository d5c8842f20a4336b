/**
 * What is left of the old stand-in for src/app/hooks.ts: only the journal, for the devtools
 * panel's journal test (tests/views/devtools-panel.test.tsx, which mocks the hooks module with
 * `hooksModule`). Every other view test renders the real screens on the real system
 * (./render-app.tsx); do not add to this file. Delete it once that test moves to `renderApp`
 * (its runtime has a real journal).
 */
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { JournalEntry } from '../../../machines/journal';
import type * as RealHooks from '../../../src/app/hooks';

export interface FakeAppState {
  journal: JournalEntry[];
}

const initial = (): FakeAppState => ({ journal: [] });

let state = initial();
const listeners = new Set<() => void>();

export const actions = {
  exportJournal: vi.fn(() => '[]'),
};

export function resetFakeApp(): void {
  state = initial();
  Object.values(actions).forEach((spy) => spy.mockClear());
  listeners.forEach((listener) => listener());
}

export function setFakeApp(patch: Partial<FakeAppState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function useFake(): FakeAppState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

export const hooksModule = {
  useJournal: () => ({ entries: useFake().journal, exportJournal: actions.exportJournal }),
} satisfies Pick<typeof RealHooks, 'useJournal'>;
