import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { pwaMachine, type InstallOutcome, type ServiceWorkerCommand } from '../../machines/app/pwa.machine';
import { pwaView } from '../../machines/app/pwa-view';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { pwaPaths } from '../paths/pwa.paths';

/** The installable app's machine (issue 21 §2): its generated paths on a live actor, and its effects. */
const paths = generatePaths(pwaPaths);

describe('pwa machine — generated paths', () => {
  for (const path of paths) {
    it(describePath(pwaPaths.machine, path), () =>
      replayPath(pwaPaths, path, (snapshot) => {
        const view = pwaView(snapshot);
        expect(view.updatePrompt).toBe(snapshot.matches({ update: 'updateWaiting' }) || snapshot.matches({ update: 'reloading' }));
        expect(view.installOffer).toBe(snapshot.matches({ offer: 'open' }));
        if (snapshot.matches({ install: 'installed' })) expect(view.install).toBe('installed');
        if (snapshot.matches({ install: 'unavailable' })) expect(view.install).toBe('instructions');
      }));
  }
});

describe('pwa machine — effects', () => {
  it('applies an update by letting the waiting worker take over, and reloads only once it controls the page', async () => {
    const commands: ServiceWorkerCommand[] = [];
    const reloadPage = vi.fn();
    const actor = createActor(
      pwaMachine.provide({
        actors: { serviceWorker: fromCallback<ServiceWorkerCommand>(({ receive }) => receive((command) => commands.push(command))), installEvents: fromCallback(() => {}) },
        actions: { reloadPage },
      }),
    ).start();
    actor.send({ type: 'pwa.updateWaiting' });
    expect(pwaView(actor.getSnapshot()).updatePrompt).toBe(true);
    actor.send({ type: 'pwa.update.apply' });
    expect(commands).toEqual([{ type: 'pwa.sw.skipWaiting' }]);
    expect(reloadPage).not.toHaveBeenCalled();
    actor.send({ type: 'pwa.controlling' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('"later" leaves the new version waiting for the next visit: no command, no reload, no prompt', () => {
    const receive = vi.fn();
    const reloadPage = vi.fn();
    const actor = createActor(
      pwaMachine.provide({ actors: { serviceWorker: fromCallback(({ receive: on }) => on(receive)), installEvents: fromCallback(() => {}) }, actions: { reloadPage } }),
    ).start();
    actor.send({ type: 'pwa.updateWaiting' });
    actor.send({ type: 'pwa.update.later' });
    actor.send({ type: 'pwa.controlling' });
    expect(pwaView(actor.getSnapshot()).updatePrompt).toBe(false);
    expect(receive).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the browser’s install prompt once it is offered, and is installed when the player accepts', async () => {
    const prompt = vi.fn(async (): Promise<InstallOutcome> => 'accepted');
    const actor = createActor(
      pwaMachine.provide({ actors: { serviceWorker: fromCallback(() => {}), installEvents: fromCallback(() => {}), promptInstall: fromPromise(prompt) } }),
    ).start();
    actor.send({ type: 'pwa.install' });
    expect(prompt).not.toHaveBeenCalled();
    actor.send({ type: 'pwa.installable' });
    actor.send({ type: 'pwa.install' });
    await vi.waitFor(() => expect(pwaView(actor.getSnapshot()).install).toBe('installed'));
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
