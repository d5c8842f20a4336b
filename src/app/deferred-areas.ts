import type { AppCalls } from '../../machines/app/services';
import type { AppChunks } from '../../machines/app/app-services';
import type { ContentCalls } from '../../machines/content/content-services';
import type { InboxCalls } from '../../machines/inbox/services';
import type { MoneyEffects } from '../../machines/account/money-pages';

/**
 * The calls only the areas that load on demand make (the games, the account area, the chat):
 * every call but the shell's (src/app/services.ts `apiCalls`). Their code (endpoints, money, chat
 * and profile calls, the clipboard, the room socket) is a chunk of its own (area-services.ts) that
 * loads with the first area, so a visitor's first page does not download it.
 */
export type AreaCalls = Omit<AppCalls, ShellCallName>;
export type ShellCallName =
  | 'login'
  | 'register'
  | 'refresh'
  | 'requestResetCode'
  | 'resetPassword'
  | 'logout'
  | 'fetchUser'
  | 'fetchDomainInfo'
  | 'fetchCatalog'
  | 'fetchNotices'
  | 'fetchPrizePage'
  | 'fetchTrend'
  | keyof ContentCalls
  | keyof InboxCalls;
/** The effects only the account area's money pages use. */
export type AreaEffects = MoneyEffects;

export interface AreaServices {
  calls: AreaCalls;
  effects: AreaEffects;
}

export interface DeferredAreaServices {
  /** The shell's calls, and the areas' once their chunk is in (reading one before throws). */
  withShellCalls(shell: Pick<AppCalls, ShellCallName>): AppCalls;
  effects: AreaEffects;
  /** Loads the chunk and puts the real calls and effects in place; every area chunk waits for it. */
  load(): Promise<void>;
}

/**
 * The areas' calls and effects before their chunk: `provideApp` hands the calls object on at start,
 * and the areas read their calls from it only once their own chunk is in — which `areaChunks`
 * makes wait for this one — so nothing reads an area call before it is real; if something does,
 * it says so.
 */
export function deferAreaServices(build: () => Promise<AreaServices>): DeferredAreaServices {
  let loaded: AreaServices | null = null;
  let loading: Promise<void> | null = null;
  const real = (): AreaServices => {
    if (!loaded) throw new Error('the areas’ calls and effects: their chunk has not been loaded yet; an area loads it before it starts');
    return loaded;
  };
  return {
    withShellCalls: (shell) =>
      new Proxy(shell, {
        get: (target, name) => (typeof name === 'symbol' || name in target ? Reflect.get(target, name) : Reflect.get(real().calls, name)),
        has: (target, name) => name in target || (loaded !== null && name in loaded.calls),
      }) as AppCalls,
    effects: {
      openWindow: (url) => real().effects.openWindow(url),
      storeEmailResend: (type, until) => real().effects.storeEmailResend(type, until),
    },
    load: () =>
      (loading ??= build().then(
        (services) => {
          loaded = services;
        },
        (error: unknown) => {
          loading = null; // the next area load tries again
          throw error;
        },
      )),
  };
}

/** Each area's chunk, arriving together with the areas' calls. */
export function areaChunks(chunks: AppChunks, loadAreaServices: () => Promise<void>): AppChunks {
  const withServices = async <T>(chunk: Promise<T>): Promise<T> => (await Promise.all([chunk, loadAreaServices()]))[0];
  return {
    accountArea: () => withServices(chunks.accountArea()),
    game: () => withServices(chunks.game()),
    chat: () => withServices(chunks.chat()),
    pwa: chunks.pwa,
  };
}
