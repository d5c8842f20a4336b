import { fromCallback, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The installable app (issue 21 §2, docs/decisions.md "An installable app"): the service worker's
 * life as the page sees it, and the install flow. Three regions:
 *
 * - update: a new version's worker is installed and waiting (`updateWaiting`): the player is asked
 *   to reload now or later. Later, the new version applies on the next visit (a waiting worker
 *   takes over once every tab of the site is closed); now, the worker takes over and, once it
 *   controls the page, the page reloads (`reloading`).
 * - install: whether the browser offers its install prompt (`available`, from its
 *   `beforeinstallprompt`), the prompt showing (`prompting`), and the app installed.
 * - offer: the install dialog that the "app download" QR code opens (`?install` in the address).
 *
 * The page side (src/app/pwa-services.ts, a chunk that loads once the page is idle) provides the
 * worker's registration, the browser's install events and prompt, and the reload.
 */

export type InstallOutcome = 'accepted' | 'dismissed';

export type PwaEvent =
  // From the worker's registration (the `serviceWorker` actor).
  | { type: 'pwa.updateWaiting' }
  | { type: 'pwa.controlling' }
  // From the browser's install events (the `installEvents` actor).
  | { type: 'pwa.installable' }
  | { type: 'pwa.installed' }
  | { type: 'pwa.install.offer' }
  // From the views.
  | { type: 'pwa.update.apply' }
  | { type: 'pwa.update.later' }
  | { type: 'pwa.install' }
  | { type: 'pwa.install.close' };

/** What the machine asks the `serviceWorker` actor: let the waiting worker take over. */
export type ServiceWorkerCommand = { type: 'pwa.sw.skipWaiting' };

export const pwaMachine = setup({
  types: { events: {} as PwaEvent },
  actors: {
    serviceWorker: fromCallback<ServiceWorkerCommand>(() => {
      throw new Error('pwa: the serviceWorker actor must be provided');
    }),
    installEvents: fromCallback(() => {
      throw new Error('pwa: the installEvents actor must be provided');
    }),
    promptInstall: fromPromise<InstallOutcome>(async () => {
      throw new Error('pwa: the promptInstall actor must be provided');
    }),
  },
  actions: { reloadPage: () => {} },
}).createMachine({
  id: 'pwa',
  type: 'parallel',
  invoke: [
    { id: 'serviceWorker', src: 'serviceWorker' },
    { id: 'installEvents', src: 'installEvents' },
  ],
  states: {
    update: {
      initial: 'idle',
      states: {
        idle: { description: 'The running version is the newest the page knows of.', on: { 'pwa.updateWaiting': 'updateWaiting' } },
        updateWaiting: {
          description: 'A new version is installed and waits: the prompt asks to reload now or later.',
          tags: ['updatePrompt'],
          on: { 'pwa.update.apply': 'reloading', 'pwa.update.later': 'later' },
        },
        later: { description: 'The player chose later: the new version applies on the next visit.' },
        reloading: {
          description: 'The new worker takes over; the page reloads once it controls the page.',
          tags: ['updatePrompt', 'reloading'],
          entry: sendTo('serviceWorker', { type: 'pwa.sw.skipWaiting' }),
          on: { 'pwa.controlling': { actions: 'reloadPage' } },
        },
      },
    },
    install: {
      initial: 'unavailable',
      states: {
        unavailable: {
          description: 'The browser offers no install prompt (yet, or never: the dialog then says how to install by hand).',
          on: { 'pwa.installable': 'available', 'pwa.installed': 'installed' },
        },
        available: { tags: ['canInstall'], on: { 'pwa.install': 'prompting', 'pwa.installed': 'installed' } },
        prompting: {
          tags: ['installing'],
          invoke: { src: 'promptInstall', onDone: [{ guard: ({ event }) => event.output === 'accepted', target: 'installed' }, { target: 'unavailable' }], onError: 'unavailable' },
        },
        installed: { tags: ['installed'] },
      },
    },
    offer: {
      initial: 'closed',
      states: {
        closed: { on: { 'pwa.install.offer': 'open' } },
        open: { description: 'The install dialog the QR code asked for.', tags: ['installOffer'], on: { 'pwa.install.close': 'closed' } },
      },
    },
  },
});

export type PwaMachine = typeof pwaMachine;
export type PwaSnapshot = SnapshotFrom<PwaMachine>;
export type PwaRef = ActorRefFrom<PwaMachine>;
