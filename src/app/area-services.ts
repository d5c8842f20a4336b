import { fromCallback, fromPromise } from 'xstate';
import type { RoundEvent } from '../../machines/games/round.machine';
import type { ApiClient } from '../api/client';
import * as gamesApi from '../api/endpoints/games';
import * as profileApi from '../api/endpoints/profile';
import { newIdempotencyKey } from '../api/idempotency';
import type { RuntimeConfig } from '../config/env';
import { copyToClipboard } from '../lib/clipboard';
import { chatCalls } from '../realtime/chat-calls';
import { roomSocket } from '../realtime/room-socket';
import type { AreaServices } from './deferred-areas';
import { moneyCalls, moneyEffects } from './money-services';
import { realityCheckStore } from './reality-check-store';
import { slipMemory } from './slip-memory';
import { monotonicNow } from './services';
import { tickWhileVisible } from './visible-ticks';

const gamingApi = () => import('../api/endpoints/gaming');
// The rules of responsible gaming, on demand: the first paint's preload map stays as it was.
const gamingRules = () => import('../../models/gaming-limits');

/** Round clock ticks (monotonic), at once when the tab shows again. */
const browserTicker = fromCallback<RoundEvent, { intervalMs: number }>(({ sendBack, input }) =>
  tickWhileVisible(input.intervalMs, () => sendBack({ type: 'round.tick', now: monotonicNow() })),
);

/**
 * The real calls and effects of the areas that load on demand (the games, the account area, the
 * chat): a chunk of its own, loaded with the first of them (deferred-areas.ts).
 */
export function areaServices(api: ApiClient, config: RuntimeConfig, sessionAccount: () => string, hostname: string): AreaServices {
  return {
    calls: {
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
      slipMemory,
      // Asked again before every (re)connection: the token lives 300 s.
      accessRoom: fromPromise(async ({ input, signal }) => {
        const { ipAddr, jwt } = await gamesApi.accessRoom(api, input.lotteryId, input.roomId, { signal });
        return { ipAddr: ipAddr ?? '', jwt };
      }),
      openRoomSocket: roomSocket(config.wsBase),
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
      // Responsible gaming loads with its page: nothing of it in the first paint's preload map.
      fetchGamingLimits: fromPromise(async ({ signal }) => (await gamingApi()).gamingLimits(api, { signal })),
      // One key per change: a retried change is the same change.
      setGamingLimit: fromPromise(async ({ input }) => (await gamingApi()).setGamingLimit(api, input, newIdempotencyKey())),
      cancelGamingLimit: fromPromise(async ({ input }) => (await gamingApi()).cancelGamingLimit(api, input, newIdempotencyKey())),
      selfExclude: fromPromise(async ({ input }) => (await gamingApi()).selfExclude(api, input, newIdempotencyKey())),
      fetchSessionResult: fromPromise(async ({ input, signal }) => (await gamingApi()).sessionResult(api, input.since, { signal })),
      loadRealityCheck: fromPromise(async ({ input }) => {
        const { parseRealityCheck, resumeRealityCheck } = await gamingRules();
        const now = Date.now();
        return { ...resumeRealityCheck(parseRealityCheck(realityCheckStore.read(input.player)), now), now };
      }),
      saveRealityCheck: fromPromise(async ({ input: { player, ...saved } }) => realityCheckStore.save(player, saved)),
      copyText: fromPromise(({ input }) => copyToClipboard(input.text)),
      ...moneyCalls(api, sessionAccount),
      ...chatCalls(api, config, hostname),
    },
    effects: moneyEffects(sessionAccount),
  };
}
