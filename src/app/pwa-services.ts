import { fromCallback, fromPromise } from 'xstate';
import { pwaMachine, type InstallOutcome, type ServiceWorkerCommand } from '../../machines/app/pwa.machine';
import { INSTALL_PARAM } from '../../models/web-manifest';

/**
 * The page side of the installable app (machines/app/pwa.machine.ts): the service worker's
 * registration, the browser's install events and prompt, the install link of the
 * QR code and the reload. A chunk of its own that the app loads once the page is idle
 * (src/app/services.ts `appChunks.pwa`): nothing of it is in the first page's scripts.
 */

/** The service worker the build writes (scripts/vite-pwa.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Chromium's install prompt, kept from its `beforeinstallprompt` event until the player asks for it. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: InstallOutcome }>;
}

export function pagePwa(win: Window = window) {
  let installPrompt: InstallPromptEvent | null = null;
  return pwaMachine.provide({
    actors: {
      serviceWorker: fromCallback<ServiceWorkerCommand>(({ sendBack, receive }) => {
        const container = win.navigator.serviceWorker;
        if (!container) return;
        // A worker takes over from another (after the player's "reload now"); the first one claiming the page is no update.
        let controlled = container.controller !== null;
        container.addEventListener('controllerchange', () => {
          if (controlled) sendBack({ type: 'pwa.controlling' });
          controlled = true;
        });
        container.register(SERVICE_WORKER_URL).then(
          (registration: ServiceWorkerRegistration | undefined) => {
            // Nothing registered: a stubbed `register` (Playwright's blocked workers, some privacy tools) resolves with nothing.
            if (!registration) return;
            receive(() => registration.waiting?.postMessage({ type: 'SKIP_WAITING' }));
            // A new version installed beside the running one: waiting since the last visit, or found on this one.
            const waitingBesideController = () => registration.waiting && container.controller && sendBack({ type: 'pwa.updateWaiting' });
            waitingBesideController();
            registration.addEventListener('updatefound', () => {
              const worker = registration.installing;
              worker?.addEventListener('statechange', () => worker.state === 'installed' && waitingBesideController());
            });
          },
          (error: unknown) => console.warn('service worker not registered', error),
        );
      }),
      installEvents: fromCallback(({ sendBack }) => {
        const offered = (event: Event) => {
          event.preventDefault(); // the app offers it in its own dialog
          installPrompt = event as InstallPromptEvent;
          sendBack({ type: 'pwa.installable' });
        };
        const installed = () => {
          installPrompt = null;
          sendBack({ type: 'pwa.installed' });
        };
        win.addEventListener('beforeinstallprompt', offered);
        win.addEventListener('appinstalled', installed);
        if (win.matchMedia?.('(display-mode: standalone)').matches) sendBack({ type: 'pwa.installed' });
        if (takeInstallParam(win)) sendBack({ type: 'pwa.install.offer' });
        return () => {
          win.removeEventListener('beforeinstallprompt', offered);
          win.removeEventListener('appinstalled', installed);
        };
      }),
      promptInstall: fromPromise<InstallOutcome>(async () => {
        const prompt = installPrompt;
        installPrompt = null; // a prompt shows once
        if (!prompt) return 'dismissed';
        await prompt.prompt();
        return (await prompt.userChoice).outcome;
      }),
    },
    actions: { reloadPage: () => win.location.reload() },
  });
}

/** Whether the address asks for the install dialog; the parameter leaves the address, so a reload or a shared link does not ask again. */
function takeInstallParam(win: Window): boolean {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(INSTALL_PARAM)) return false;
  url.searchParams.delete(INSTALL_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
