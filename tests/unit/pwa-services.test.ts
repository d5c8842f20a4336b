// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { pwaView } from '../../machines/app/pwa-view';
import { pagePwa } from '../../src/app/pwa-services';

/** The page side of the installable app (src/app/pwa-services.ts): the browser's install events and the QR code's install link. */

afterEach(() => window.history.replaceState(null, '', '/'));

/** jsdom has no service worker: the registration stays out, the install events are real DOM events. */
function start(path = '/home') {
  window.history.replaceState(null, '', path);
  const actor = createActor(pagePwa(window)).start();
  return actor;
}

/** Chromium's `beforeinstallprompt`, with the player's answer. */
function installPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome }) });
  return event;
}

describe('the page side of the installable app', () => {
  it('opens the install dialog for the QR code’s address and takes the parameter out of it', () => {
    const actor = start('/home?install&lotteryId=3#top');
    expect(pwaView(actor.getSnapshot()).installOffer).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/home?lotteryId=3#top');
    actor.stop();
  });

  it('offers no dialog on an ordinary address', () => {
    const actor = start('/home');
    expect(pwaView(actor.getSnapshot()).installOffer).toBe(false);
    actor.stop();
  });

  it('keeps the browser’s install prompt for the app’s own button, shows it once, and knows the app installed', async () => {
    const actor = start();
    expect(pwaView(actor.getSnapshot()).install).toBe('instructions');
    const offered = installPrompt('accepted');
    window.dispatchEvent(offered);
    expect(offered.defaultPrevented).toBe(true);
    expect(pwaView(actor.getSnapshot()).install).toBe('prompt');
    actor.send({ type: 'pwa.install' });
    await waitFor(actor, (s) => s.hasTag('installed'));
    expect(offered.prompt).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('a dismissed prompt leaves the instructions until the browser offers it again', async () => {
    const actor = start();
    window.dispatchEvent(installPrompt('dismissed'));
    actor.send({ type: 'pwa.install' });
    await waitFor(actor, (s) => !s.hasTag('installing'));
    expect(pwaView(actor.getSnapshot()).install).toBe('instructions');
    window.dispatchEvent(new Event('appinstalled'));
    expect(pwaView(actor.getSnapshot()).install).toBe('installed');
    actor.stop();
  });

  it('starts without error where `register` is stubbed and resolves with nothing (Playwright’s blocked workers, privacy tools)', async () => {
    const register = vi.fn(async () => undefined);
    const container = Object.assign(new EventTarget(), { controller: null, register });
    Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
    try {
      const actor = start();
      await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
      // An error thrown in the registration's callback would be an unhandled rejection here, and vitest fails the run on it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().status).toBe('active');
      actor.stop();
    } finally {
      delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
