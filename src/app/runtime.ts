import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import { appMachine, appSessionMachine, type AppMachine } from '../../machines/app.machine';
import { bootstrapMachine } from '../../machines/bootstrap.machine';
import { catalogMachine, type CatalogData } from '../../machines/catalog.machine';
import { languageMachine } from '../../machines/language.machine';
import { noticesMachine } from '../../machines/notices.machine';
import type { sessionMachine } from '../../machines/session.machine';
import type { RegisterForm } from '../../machines/session-forms';
import { createJournal, type Journal } from '../../machines/journal';
import type { DomainConfig, Notice, TokenPair, User } from '../../models/entities';
import { formatRequestDate } from '../../models/dates';
import type { ApiClient } from '../api/client';
import * as basic from '../api/endpoints/basic';
import * as gamesApi from '../api/endpoints/games';
import type { RuntimeConfig } from '../config/env';
import { createLazyApiClient } from './lazy-api';
import { preferenceStore, sessionStore } from './storage';

/**
 * Builds the client's root actor system and wires it to the real world: the transport, the
 * cookies and storage, page reloads and router navigation. Everything a machine does outside
 * itself is injected here with `machine.provide`, which is also how tests swap it.
 */
export interface AppRuntime {
  actor: Actor<AppMachine>;
  api: ApiClient;
  journal: Journal;
  config: RuntimeConfig;
  /** Set by the router bridge once the router exists; machines navigate through it. */
  setNavigate(navigate: (to: string) => void): void;
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
  const journal = createJournal({ now: () => win.performance.timeOrigin + win.performance.now() });
  let navigate: (to: string) => void = (to) => location.assign(to);
  const language = () => (actor.system.get('language') as Actor<typeof languageMachine> | undefined)?.getSnapshot().context.language ?? 'zh-CN';
  const session = () => actor.system.get('session') as Actor<typeof sessionMachine> | undefined;

  const api = createLazyApiClient({
    config,
    hooks: {
      getToken: () => session()?.getSnapshot().context.token ?? null,
      getLocale: language,
      reauthenticate: () => reauthenticate(),
      onSessionLost: (kind, serverMessage) =>
        actor.send({ type: 'session.lost', kind, ...(serverMessage ? { serverMessage } : {}) }),
    },
  });

  /** The transport's single-flight re-login: ask the session to refresh, wait for the outcome. */
  async function reauthenticate(): Promise<boolean> {
    const ref = session();
    if (!ref) return false;
    ref.send({ type: 'session.reauth' });
    return new Promise((resolve) => {
      const check = () => {
        const outcome = ref.getSnapshot().context.reauth;
        if (outcome === 'pending') return false;
        sub.unsubscribe();
        resolve(outcome === 'ok');
        return true;
      };
      const sub = ref.subscribe(check);
      check();
    });
  }

  const platform = { packageId: config.packageId, platformId: config.platformId };
  /** The server knows the player by the token; the account is sent as the spec's payload asks. */
  const sessionAccount = () => session()?.getSnapshot().context.account || sessionStore.rememberedAccount();

  const machine = appMachine.provide({
    actions: {
      navigate: (_, params) => navigate(params.to),
      reloadPage: () => location.reload(),
      loadHome: () => location.assign('/home'),
    },
    actors: {
      session: appSessionMachine.provide({
        actors: {
          login: fromPromise<TokenPair, { account: string; password: string }>(({ input }) =>
            basic.login(api, { ...input, ...platform }),
          ),
          register: fromPromise<TokenPair, RegisterForm>(({ input }) =>
              basic.register(api, {
                code: input.code,
                account: input.account,
                password: input.password,
                withdrawPassword: input.withdrawPassword,
                ...platform,
              }),
          ),
          refresh: fromPromise<TokenPair, { secretToken: string }>(({ input }) => basic.refresh(api, input.secretToken)),
          logout: fromPromise<void, { token: string }>(({ input }) => basic.logout(api, input.token)),
          fetchUser: fromPromise<User, { token: string }>(() => basic.userInfo(api, sessionAccount())),
        },
        actions: {
          persistTokens: (_, params) => sessionStore.write(params),
          forgetTokens: () => sessionStore.clear(),
          rememberAccount: (_, params) => sessionStore.rememberAccount(params.account, params.remember),
        },
      }),
      bootstrap: bootstrapMachine.provide({
        actors: {
          fetchDomainInfo: fromPromise<DomainConfig, void>(() =>
            basic.domainInfo(api, { domain: location.hostname, ...platform }),
          ),
        },
        actions: {
          logFailure: (_, params) => console.warn('[fastdraw] domain configuration lookup failed', params.error),
        },
      }),
      language: languageMachine.provide({
        actions: {
          storeLanguage: (_, params) => preferenceStore.setLanguage(params.language),
          reloadPage: () => location.reload(),
        },
      }),
      catalog: catalogMachine.provide({
        actors: { fetchCatalog: fromPromise<CatalogData, void>(({ signal }) => gamesApi.homeIndex(api, { signal })) },
      }),
      notices: noticesMachine.provide({
        actors: { fetchNotices: fromPromise<Notice[], void>(() => basic.noticeList(api, config.platformId)) },
        actions: { storePopupDate: (_, params) => preferenceStore.setNoticePopupDate(params.date) },
      }),
    },
  });

  const actor: Actor<AppMachine> = createActor(machine, {
    systemId: 'app',
    inspect: inspect
      ? (event) => {
          journal.inspect(event);
          inspect(event);
        }
      : journal.inspect,
    input: {
      session: sessionStore.read(),
      language: { stored: preferenceStore.language(), browser: win.navigator.languages ?? [win.navigator.language] },
      notices: { today: formatRequestDate(new Date()), popupShownOn: preferenceStore.noticePopupDate() },
    },
  });

  return {
    actor,
    api,
    journal,
    config,
    setNavigate(fn) {
      navigate = fn;
    },
    start() {
      actor.start();
      void api.loadLines();
    },
  };
}
