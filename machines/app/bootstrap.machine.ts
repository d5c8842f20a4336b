import { assign, fromPromise, setup } from 'xstate';
import type { DomainConfig } from '../../models/entities';

/**
 * App bootstrap (spec §1, §2): the domain configuration is fetched once, at the first
 * navigation. A failure is logged and start-up goes on with the built-in defaults.
 */
export interface BootstrapContext {
  domain: DomainConfig | null;
}

export type BootstrapEvent = { type: 'app.navigated'; pathname: string };

export const bootstrapMachine = setup({
  types: { context: {} as BootstrapContext, events: {} as BootstrapEvent },
  actors: {
    fetchDomainInfo: fromPromise<DomainConfig, void>(async () => {
      throw new Error('bootstrap: the fetchDomainInfo actor must be provided');
    }),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'bootstrap',
  context: { domain: null },
  initial: 'waiting',
  states: {
    waiting: { on: { 'app.navigated': 'loading' } },
    loading: {
      invoke: {
        src: 'fetchDomainInfo',
        onDone: { target: 'ready', actions: assign({ domain: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Both are final for the page's life: the lookup happens once, never again.
    ready: {},
    failed: {},
  },
});
