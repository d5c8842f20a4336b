import { fromPromise } from 'xstate';
import type { AppCalls, AppEffects } from '../../machines/app/services';
import type { AppChunks } from '../../machines/app/app-services';
import { RELOGIN_PARAM } from '../../machines/app/app.machine';
import type { ApiClient } from '../api/client';
import * as basic from '../api/endpoints/basic';
import * as gamesApi from '../api/endpoints/games';
import type { RuntimeConfig } from '../config/env';
import { prefersReducedMotion } from '../games/common/motion';
import { contentCalls, contentEffects } from './content-services';
import type { AreaEffects, DeferredAreaServices } from './deferred-areas';
import { preferenceStore, sessionStore } from './storage';

/** Client monotonic time on the same scale as the journal's clock. */
export const monotonicNow = (): number => performance.timeOrigin + performance.now();

/**
 * Every server call of the machines, on the one transport: the shell's (session, domain, catalogue,
 * notices, content) here, the areas' as stand-ins until their chunk loads (deferred-areas.ts).
 */
export function apiCalls(api: ApiClient, config: RuntimeConfig, sessionAccount: () => string, hostname: string, areas: Pick<DeferredAreaServices, 'withShellCalls'>): AppCalls {
  const platform = { packageId: config.packageId, platformId: config.platformId };
  return areas.withShellCalls({
    login: fromPromise(({ input }) => basic.login(api, { ...input, ...platform })),
    register: fromPromise(({ input }) =>
      basic.register(api, { code: input.code, account: input.account, password: input.password, withdrawPassword: input.withdrawPassword, ...platform }),
    ),
    refresh: fromPromise(({ input }) => basic.refresh(api, input.secretToken)),
    requestResetCode: fromPromise(({ input }) => basic.forgotPassword(api, input)),
    resetPassword: fromPromise(({ input }) => basic.resetPassword(api, input)),
    logout: fromPromise(({ input }) => basic.logout(api, input.token)),
    // The server knows the player by the token; the account is sent as the spec's payload asks.
    fetchUser: fromPromise(() => basic.userInfo(api, sessionAccount())),
    fetchDomainInfo: fromPromise(() => basic.domainInfo(api, { domain: hostname, ...platform })),
    fetchCatalog: fromPromise(({ signal }) => gamesApi.homeIndex(api, { signal })),
    fetchNotices: fromPromise(() => basic.noticeList(api, config.platformId)),
    // The draws' parser comes with the first page (a visitor's first page never opens a history).
    fetchPrizePage: fromPromise(async ({ input, signal }) => {
      const [page, { parsePrizeRecord }] = await Promise.all([
        gamesApi.prizeList(api, input.lotteryId, input.pageIndex, input.pageSize, { signal }),
        import('../../models/games/prize-record'),
      ]);
      return { records: page.list.map(parsePrizeRecord), total: page.total };
    }),
    fetchTrend: fromPromise(({ input, signal }) => gamesApi.trendChart(api, input.lotteryId, input.count, { signal })),
    ...contentCalls(api, config),
  });
}

/** What the page around the app does: navigation, reloads, storage, the motion preference. */
export function pageEffects(location: Pick<Location, 'assign' | 'reload'>, navigate: () => (to: string) => void, areaEffects: AreaEffects): AppEffects {
  return {
    navigate: (to) => navigate()(to),
    reloadPage: () => location.reload(),
    loadRelogin: (reason) => location.assign(`/home?${RELOGIN_PARAM}=${reason}`),
    persistTokens: (tokens) => sessionStore.write(tokens),
    forgetTokens: () => sessionStore.clear(),
    rememberAccount: ({ account, remember }) => sessionStore.rememberAccount(account, remember),
    storeLanguage: (language) => preferenceStore.setLanguage(language),
    storePopupDate: (date) => preferenceStore.setNoticePopupDate(date),
    logDomainFailure: (error) => console.warn('[fastdraw] domain configuration lookup failed', error),
    motionAllowed: () => !prefersReducedMotion(),
    storeChatVisitorId: (visitorId) => preferenceStore.setChatVisitorId(visitorId),
    ...areaEffects,
    ...contentEffects(),
  };
}

/** The parts of the system that load after the first paint, each its own chunk. */
export const appChunks: AppChunks = {
  accountArea: () => import('../../machines/account/account-area'),
  game: () => import('../../machines/games/game-area'),
  chat: () => import('../../machines/chat/chat-area'),
  // Nothing a page needs to start: it loads once the browser is idle.
  pwa: () => new Promise((idle) => (window.requestIdleCallback ?? setTimeout)(idle)).then(() => import('./pwa-services')),
};
