import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AppCalls } from '../../machines/app/services';
import type { AppChunks } from '../../machines/app/app-services';
import { areaChunks, deferAreaServices, type AreaServices } from '../../src/app/deferred-areas';

/** Real-looking area services: the calls the test reads answer their own name. */
function fakeAreaServices(): AreaServices {
  const calls = { fetchRooms: fromPromise(async () => 'fetchRooms'), copyText: fromPromise(async () => 'copyText') };
  return { calls: calls as unknown as AreaServices['calls'], effects: { openWindow: vi.fn(), storeEmailResend: vi.fn() } };
}

const shell = { login: fromPromise(async () => 'login') } as unknown as Parameters<ReturnType<typeof deferAreaServices>['withShellCalls']>[0];

describe('the areas’ calls, loaded with the first area', () => {
  it('are not there until their chunk loads, then are the real calls and effects; the shell’s are there at once', async () => {
    const real = fakeAreaServices();
    const build = vi.fn(async () => real);
    const areas = deferAreaServices(build);
    const calls: AppCalls = areas.withShellCalls(shell);
    expect(build).not.toHaveBeenCalled();
    expect(calls.login).toBe(shell.login);
    expect(() => calls.fetchRooms).toThrow(/not been loaded/);
    expect('fetchRooms' in calls).toBe(false);
    expect(() => areas.effects.openWindow('https://pay.example/')).toThrow(/not been loaded/);

    await Promise.all([areas.load(), areas.load()]);
    expect(build).toHaveBeenCalledTimes(1);
    expect('fetchRooms' in calls).toBe(true);
    await expect(toPromise(createActor(calls.fetchRooms, { input: { lotteryId: 1 } }).start())).resolves.toBe('fetchRooms');
    areas.effects.openWindow('https://pay.example/');
    expect(real.effects.openWindow).toHaveBeenCalledWith('https://pay.example/');
  });

  it('tries again on the next area when the chunk failed to load', async () => {
    const build = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fakeAreaServices());
    const areas = deferAreaServices(build);
    await expect(areas.load()).rejects.toThrow('offline');
    await areas.load();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('hands out an area chunk only once the calls are in place', async () => {
    let release = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const chunk = { provideGame: () => null } as unknown as Awaited<ReturnType<AppChunks['game']>>;
    const chunks = areaChunks({ accountArea: vi.fn(), game: async () => chunk, chat: vi.fn() } as unknown as AppChunks, load);
    let arrived = false;
    const game = chunks.game().then((loaded) => {
      arrived = true;
      return loaded;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(arrived).toBe(false);
    release();
    await expect(game).resolves.toBe(chunk);
  });
});
