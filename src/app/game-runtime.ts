import { fromCallback, fromPromise } from 'xstate';
import { gameMachine, gameRoundMachine, gameSlipMachine, type GameNotification } from '../../machines/game.machine';
import { prizePagerMachine, type PrizePage } from '../../machines/prize-pager.machine';
import type { FetchedSellingInfo, RoundEvent, RoundInput } from '../../machines/round.machine';
import type { PlaceOrderInput, SlipInput } from '../../machines/slip.machine';
import { parsePrizeRecord, type Room, type Rule } from '../../models/games';
import type { ApiClient } from '../api/client';
import * as gamesApi from '../api/endpoints/games';
import { newIdempotencyKey } from '../api/idempotency';
import type { AppRuntime } from './runtime';

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

export function prizePageActor(api: ApiClient) {
  return fromPromise<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>(async ({ input, signal }) => {
    const page = await gamesApi.prizeList(api, input.lotteryId, input.pageIndex, input.pageSize, { signal });
    return { records: page.list.map(parsePrizeRecord), total: page.total };
  });
}

/** The game machine wired to the API, the session's balance and the app's toasts. */
export function createGameMachine(runtime: AppRuntime) {
  const { api, actor: app } = runtime;
  const onNotify = (notification: GameNotification) => {
    const session = app.system.get('session');
    if (notification.type === 'game.orderPlaced') {
      app.send({ type: 'toast.show', toast: { messageKey: 'games:order.placed', tone: 'success', persistent: false } });
    }
    // A new order debits, a draw may pay: either way the balance on screen must follow.
    session?.send({ type: 'session.refreshUser' });
  };

  return gameMachine.provide({
    actors: {
      round: gameRoundMachine.provide({
        actors: {
          fetchSellingInfo: fromPromise<FetchedSellingInfo, RoundInput>(async ({ input, signal }) => {
            const info = await gamesApi.sellingInfo(api, input.gameType, input.lotteryId, input.roomId, { signal });
            return { info, receivedAt: monotonicNow() };
          }),
          ticker: browserTicker,
        },
      }),
      slip: gameSlipMachine.provide({
        actors: {
          fetchRules: fromPromise<Rule[], SlipInput>(({ input, signal }) =>
            gamesApi.rules(api, input.gameType, input.lotteryId, input.room?.id, { signal }),
          ),
          // One key per confirm: the transport's retries of this order reuse it.
          placeOrder: fromPromise<{ orderId: number }, PlaceOrderInput>(async ({ input }) => {
            const { id } = await gamesApi.placeOrder(api, input.gameType, input.order, newIdempotencyKey());
            return { orderId: id };
          }),
        },
      }),
      draws: prizePagerMachine.provide({ actors: { fetchPage: prizePageActor(api) } }),
      fetchRooms: fromPromise<Room[], { lotteryId: number }>(({ input, signal }) => gamesApi.roomList(api, input.lotteryId, { signal })),
    },
    actions: { notify: (_, notification) => onNotify(notification) },
  });
}
