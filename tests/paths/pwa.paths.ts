import { fromCallback } from 'xstate';
import { pwaMachine } from '../../machines/app/pwa.machine';
import { ok, fail, type PathSuite } from './generate';

/**
 * The installable app (issue 21 §2): a waiting update is applied now (the worker takes over, the
 * page reloads) or later; the browser's install prompt is offered, accepted, dismissed or fails;
 * the QR code's install dialog opens and closes.
 */
export const pwaPaths: PathSuite<typeof pwaMachine> = {
  machine: pwaMachine,
  events: [
    { type: 'pwa.updateWaiting' },
    { type: 'pwa.update.apply' },
    { type: 'pwa.update.later' },
    { type: 'pwa.controlling' },
    { type: 'pwa.installable' },
    { type: 'pwa.install' },
    { type: 'pwa.installed' },
    { type: 'pwa.install.offer' },
    { type: 'pwa.install.close' },
  ],
  // The worker's registration and the browser's install events are the suite's events.
  provide: { actors: { serviceWorker: fromCallback(() => {}), installEvents: fromCallback(() => {}) } },
  answers: { promptInstall: [ok('accepted', 'accepted'), ok('dismissed', 'dismissed'), fail(new Error('prompt refused'))] },
};
