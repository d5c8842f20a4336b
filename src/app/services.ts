import { fromCallback, fromPromise } from 'xstate';
import type { AppCalls, AppChunks, AppEffects } from '../../machines/app-services';
import type { RoundEvent } from '../../machines/round.machine';
import { parsePrizeRecord } from '../../models/games';
import type { ApiClient } from '../api/client';
import * as basic from '../api/endpoints/basic';
import * as gamesApi from '../api/endpoints/games';
import * as profileApi from '../api/endpoints/profile';
import { newIdempotencyKey } from '../api/idempotency';
import type { RuntimeConfig } from '../config/env';
import { prefersReducedMotion } from '../games/common/motion';
import { copyToClipboard } from '../lib/clipboard';
import { roomSocket } from '../realtime/room-socket';
import { chatCalls } from '../realtime/chat-calls';
import { contentCalls, contentEffects } from './content-services';
import { moneyCalls, moneyEffects } from './money-services';
import { preferenceStore, sessionStore } from './storage';

/** Client monotonic time on the same scale as the journal's clock. */
export const monotonicNow = (): number => performance.timeOrigin + performance.now();

/**
 * Ticks every `intervalMs`, and at once when a hidden tab becomes visible again, so the
 * countdown is right on the first frame after the browser throttled our timers.
 */
const browserTicker = fromCallback<RoundEvent, { intervalMs: number }>(({ sendBack, input }) => {
  const tick = () => sendBack({ type: 'round.tick', now: monotonicNow() });
  const id = window.setInterval(tick, input.intervalMs);
  const onVisible = () => document.visibilityState === 'visible' && tick();
  document.addEventListener('visibilitychange', onVisible);
  tick();
  return () => {
    window.clearInterval(id);
    document.removeEventListener('visibilitychange', onVisible);
  };
});

/** Every server call of the machines, on the one transport. */
export function apiCalls(api: ApiClient, config: RuntimeConfig, sessionAccount: () => string, hostname: string): AppCalls {
  const platform = { packageId: config.packageId, platformId: config.platformId };
  return {
    login: fromPromise(({ input }) => basic.login(api, { ...input, ...platform })),
    register: fromPromise(({ input }) =>
      basic.register(api, { code: input.code, account: input.account, password: input.password, withdrawPassword: input.withdrawPassword, ...platform }),
    ),
    refresh: fromPromise(({ input }) => basic.refresh(api, input.secretToken)),
    logout: fromPromise(({ input }) => basic.logout(api, input.token)),
    // The server knows the player by the token; the account is sent as the spec's payload asks.
    fetchUser: fromPromise(() => basic.userInfo(api, sessionAccount())),
    fetchDomainInfo: fromPromise(() => basic.domainInfo(api, { domain: hostname, ...platform })),
    fetchCatalog: fromPromise(({ signal }) => gamesApi.homeIndex(api, { signal })),
    fetchNotices: fromPromise(() => basic.noticeList(api, config.platformId)),
    fetchRooms: fromPromise(({ input, signal }) => gamesApi.roomList(api, input.lotteryId, { signal })),
    fetchSellingInfo: fromPromise(async ({ input, signal }) => {
      const info = await gamesApi.sellingInfo(api, input.gameType, input.lotteryId, input.roomId, { signal });
      return { info, receivedAt: monotonicNow() };
    }),
    ticker: browserTicker,
    fetchRules: fromPromise(({ input, signal }) => gamesApi.rules(api, input.gameType, input.lotteryId, input.room?.id, { signal })),
    // One key per confirm: the transport's retries of this order reuse it.
    placeOrder: fromPromise(async ({ input }) => {
      const { id } = await gamesApi.placeOrder(api, input.gameType, input.order, newIdempotencyKey());
      return { orderId: id };
    }),
    // Asked again before every (re)connection: the token lives 300 s.
    accessRoom: fromPromise(async ({ input, signal }) => {
      const { ipAddr, jwt } = await gamesApi.accessRoom(api, input.lotteryId, input.roomId, { signal });
      return { ipAddr: ipAddr ?? '', jwt };
    }),
    openRoomSocket: roomSocket(config.wsBase),
    fetchPrizePage: fromPromise(async ({ input, signal }) => {
      const page = await gamesApi.prizeList(api, input.lotteryId, input.pageIndex, input.pageSize, { signal });
      return { records: page.list.map(parsePrizeRecord), total: page.total };
    }),
    fetchRuleIntro: fromPromise(async ({ input, signal }) => (await gamesApi.ruleIntroduce(api, input.lotteryId, { signal })).content),
    fetchBetRecords: fromPromise(({ input, signal }) => gamesApi.orderList(api, input, { signal })),
    // One key per confirmed cancel: retries of it are the same action.
    cancelOrder: fromPromise(({ input }) => gamesApi.orderCancel(api, input.orderId, newIdempotencyKey())),
    // One key per save: a retried save is the same save.
    updateProfile: fromPromise(({ input }) => profileApi.updateUser(api, input, newIdempotencyKey())),
    updateAvatar: fromPromise(({ input }) => profileApi.updateUser(api, { avatar: input.avatar }, newIdempotencyKey())),
    changePassword: fromPromise(({ input }) => {
      const request = { account: sessionAccount(), oldPassword: input.oldPassword, newPassword: input.newPassword };
      return input.kind === 'login' ? profileApi.updatePassword(api, request, newIdempotencyKey()) : profileApi.updateWithdrawPassword(api, request, newIdempotencyKey());
    }),
    fetchVipConfig: fromPromise(({ signal }) => profileApi.vipConfig(api, { signal })),
    fetchAgentShare: fromPromise(async ({ signal }) => {
      const [share, content] = await Promise.all([profileApi.agentShare(api, { signal }), profileApi.agentContent(api, { signal })]);
      return { share, content };
    }),
    fetchAgentReport: fromPromise(async ({ input, signal }) => {
      const report = await profileApi.agentReport(api, input, { signal });
      return { list: report.reportVOList, total: report.total };
    }),
    copyText: fromPromise(({ input }) => copyToClipboard(input.text)),
    ...moneyCalls(api, sessionAccount),
    ...contentCalls(api, config),
    ...chatCalls(api, config, hostname),
  };
}

/** What the page around the app does: navigation, reloads, storage, the motion preference. */
export function pageEffects(location: Pick<Location, 'assign' | 'reload'>, navigate: () => (to: string) => void, sessionAccount: () => string = () => ''): AppEffects {
  return {
    navigate: (to) => navigate()(to),
    reloadPage: () => location.reload(),
    loadHome: () => location.assign('/home'),
    persistTokens: (tokens) => sessionStore.write(tokens),
    forgetTokens: () => sessionStore.clear(),
    rememberAccount: ({ account, remember }) => sessionStore.rememberAccount(account, remember),
    storeLanguage: (language) => preferenceStore.setLanguage(language),
    storePopupDate: (date) => preferenceStore.setNoticePopupDate(date),
    logDomainFailure: (error) => console.warn('[fastdraw] domain configuration lookup failed', error),
    motionAllowed: () => !prefersReducedMotion(),
    storeChatVisitorId: (visitorId) => preferenceStore.setChatVisitorId(visitorId),
    ...moneyEffects(sessionAccount),
    ...contentEffects(),
  };
}

/** The parts of the system that load after the first paint, each its own chunk. */
export const appChunks: AppChunks = {
  accountArea: () => import('../../machines/account-area'),
  game: () => import('../../machines/game-area'),
  chat: () => import('../../machines/chat/chat-area'),
};
