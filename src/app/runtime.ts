import type { InspectionEvent } from 'xstate';
import type { ApiClient } from '../api/client';
import type { RuntimeConfig } from '../config/env';
import { createAppSystem, type AppSystem } from './app-system';
import type { ReloginReason } from '../../machines/core/events';
import { RELOGIN_PARAM, reloginReasonOf } from '../../machines/app/app.machine';
import { deferredJournal } from '../../machines/journal/deferred';
import { confirmedMessageStore } from './content-services';
import { areaChunks, deferAreaServices } from './deferred-areas';
import { createLazyApiClient } from './lazy-api';
import { apiCalls, appChunks, monotonicNow, pageEffects } from './services';
import { preferenceStore, sessionStore } from './storage';

/**
 * Builds the client's root actor system and wires it to the real world: the transport, the
 * cookies and storage, page reloads and router navigation (src/app/services.ts). Everything a
 * machine does outside itself is injected through `provideApp`, which is also how tests swap it.
 */
export interface ViewRuntime extends AppSystem {
  config: RuntimeConfig;
  /** Set by the router bridge once the router exists; machines navigate through it. */
  setNavigate(navigate: (to: string) => void): void;
}

/** What the views see (`ViewRuntime`, also built by view tests) plus the transport. */
export interface AppRuntime extends ViewRuntime {
  api: ApiClient;
  start(): void;
}

/** The page-level effects the app asks for; tests pass their own. */
export type PageLocation = Pick<Location, 'assign' | 'reload' | 'hostname'>;

export interface AppRuntimeOptions {
  window?: Window;
  /** Defaults to the window's location. */
  location?: PageLocation;
  /** Another inspector (the Stately inspector under `?inspect`) that sees what the journal sees. */
  inspect?: (event: InspectionEvent) => void;
}

export function createAppRuntime(config: RuntimeConfig, { window: win = window, location = win.location, inspect }: AppRuntimeOptions = {}): AppRuntime {
  let navigate: (to: string) => void = (to) => location.assign(to);
  const session = () => system.actor.getSnapshot().children.session;
  const language = () => system.actor.getSnapshot().children.language?.getSnapshot().context.language ?? 'zh-CN';

  const api = createLazyApiClient({
    config,
    hooks: {
      getToken: () => session()?.getSnapshot().context.token ?? null,
      getLocale: language,
      reauthenticate: () => reauthenticate(),
      onSessionLost: (kind, serverMessage) => system.actor.send({ type: 'session.lost', kind, ...(serverMessage ? { serverMessage } : {}) }),
    },
  });

  /** The transport's single-flight re-login: ask the session to renew, wait for it to say how it went. */
  function reauthenticate(): Promise<boolean> {
    const ref = session();
    if (!ref) return Promise.resolve(false);
    return new Promise((resolve) => {
      const settled = ref.on('session.reauthSettled', (event) => {
        settled.unsubscribe();
        resolve(event.ok);
      });
      ref.send({ type: 'session.reauth' });
    });
  }

  const sessionAccount = () => session()?.getSnapshot().context.account || sessionStore.rememberedAccount();
  const areas = deferAreaServices(() => import('./area-services').then(({ areaServices }) => areaServices(api, config, sessionAccount, location.hostname)));
  const system = createAppSystem({
    services: {
      calls: apiCalls(api, config, sessionAccount, location.hostname, areas),
      effects: pageEffects(location, () => navigate, areas.effects),
      chunks: areaChunks(appChunks, areas.load),
    },
    // The recorder is a chunk of its own, loaded at once but not before the first render needs it.
    journal: deferredJournal(() => import('../../machines/journal/recorder').then(({ createJournal }) => (now) => createJournal({ now })), monotonicNow),
    ...(inspect ? { inspect } : {}),
    input: {
      session: sessionStore.read(),
      ...reloginOf(win),
      language: { stored: preferenceStore.language(), browser: win.navigator.languages ?? [win.navigator.language] },
      notices: { popupShownOn: preferenceStore.noticePopupDate() },
      messages: { confirmedPopupId: confirmedMessageStore.read() },
    },
  });

  return {
    ...system,
    api,
    config,
    setNavigate(fn) {
      navigate = fn;
    },
    start() {
      system.actor.start();
      void api.loadLines();
    },
  };
}

/**
 * The reason of a page loaded to log in again (`?relogin=`), taken out of the address at once so
 * that a reload or a shared link does not ask again.
 */
function reloginOf(win: Window): { relogin?: ReloginReason } {
  const url = new URL(win.location.href);
  const relogin = reloginReasonOf(url.searchParams.get(RELOGIN_PARAM));
  if (!url.searchParams.has(RELOGIN_PARAM)) return {};
  url.searchParams.delete(RELOGIN_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return relogin ? { relogin } : {};
}
