import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { betRecordsMachine } from '../../machines/bet-records.machine';
import type { catalogMachine } from '../../machines/catalog.machine';
import type { BetOrderRow, BetRecordQuery, Paged } from '../../models/bet-records';
import { dateRange } from '../../models/dates';
import * as gamesApi from '../api/endpoints/games';
import { newIdempotencyKey } from '../api/idempotency';
import { drawsOf, roundOf, slipOf, type gameMachine } from '../../machines/game.machine';
import { HISTORY_PAGE_SIZE, pageCount, prizePagerMachine } from '../../machines/prize-pager.machine';
import { roundView } from '../../machines/round.machine';
import { slipView } from '../../machines/slip.machine';
import type { GameType } from '../../models/games';
import { createGameMachine, prizePageActor } from './game-runtime';
import { useSession } from './hooks';
import { useRuntime } from './system';

/**
 * Hooks of the betting screen. A game actor lives as long as the screen shows one lottery
 * (key the screen by lottery id); its events go to the same journal as the root system's.
 */
export type GameRef = ActorRefFrom<typeof gameMachine>;

export function useGameActor(lotteryId: number, gameType: GameType): GameRef {
  const runtime = useRuntime();
  const machine = useMemo(() => createGameMachine(runtime), [runtime]);
  const balanceCents = useSession().user?.balance ?? 0;
  const ref = useActorRef(machine, { input: { lotteryId, gameType, balanceCents }, inspect: runtime.journal.inspect });
  useEffect(() => ref.send({ type: 'game.balance', cents: balanceCents }), [ref, balanceCents]);
  return ref;
}

const noRound = { status: null, currentNo: '', remaining: 0, warning: false, canBet: false, loading: true } as const;

/** The round as the screen shows it: status, number, seconds left, warning. */
export function useRound(game: GameRef) {
  const round = useSelector(game, roundOf);
  return useSelector(round, (s) => (s ? roundView(s) : noRound)) ?? noRound;
}

export function useRoundNumber(game: GameRef): string {
  const round = useSelector(game, roundOf);
  return useSelector(round, (s) => s?.context.info?.currentNo ?? '') ?? '';
}

/** The slip's state and the events it takes. */
export function useSlip(game: GameRef) {
  const slip = useSelector(game, slipOf);
  const context = useSelector(slip, (s) => s?.context);
  const placing = useSelector(slip, (s) => s?.matches('placing') ?? false) ?? false;
  const loading = useSelector(slip, (s) => s?.matches('loadingRules') ?? true) ?? true;
  const view = context ? slipView(context) : null;
  const actions = useMemo(
    () => ({
      selectRule: (ruleId: number) => slip?.send({ type: 'slip.selectRule', ruleId }),
      pick: (group: number, ball: string) => slip?.send({ type: 'slip.pick', group, ball }),
      clear: () => slip?.send({ type: 'slip.clear' }),
      setStake: (value: string) => slip?.send({ type: 'slip.stake', value }),
      submit: () => slip?.send({ type: 'slip.submit' }),
      dismissError: () => slip?.send({ type: 'slip.dismissError' }),
    }),
    [slip],
  );
  return { context, view, placing, loading, ...actions };
}

/** Recent draws of the game (page 1 of 9), reloaded after each draw. */
export function useRecentDraws(game: GameRef) {
  const draws = useSelector(game, drawsOf);
  return useSelector(draws, (s) => s?.context.records ?? []) ?? [];
}

/** A pager's page, its records and page count; works for any prize pager actor. */
export function usePrizePager(pager: ActorRefFrom<typeof prizePagerMachine>) {
  const context = useSelector(pager, (s) => s.context);
  const status = useSelector(pager, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  return {
    ...context,
    status,
    pages: pageCount(context),
    goTo: (page: number) => pager.send({ type: 'pager.goTo', page }),
    reload: () => pager.send({ type: 'pager.reload' }),
  };
}

/** pc28 rooms and the chosen one (null: all). */
export function useRooms(game: GameRef) {
  const rooms = useSelector(game, (s) => s.context.rooms);
  const roomId = useSelector(game, (s) => s.context.roomId);
  return { rooms, roomId, selectRoom: (id: number | null) => game.send({ type: 'game.room', roomId: id }) };
}

/** The lottery catalogue: games on offer and the latest draw of each (home, hall, footer). */
export function useCatalog() {
  const ref = useRuntime().actor.system.get('catalog') as ActorRefFrom<typeof catalogMachine>;
  const lotteries = useSelector(ref, (s) => s.context.lotteryList);
  const latest = useSelector(ref, (s) => s.context.prizeRecordList);
  const loaded = useSelector(ref, (s) => s.context.loaded);
  const failed = useSelector(ref, (s) => s.matches('failed') && !s.context.loaded);
  return { lotteries, latest, loaded, failed, reload: () => ref.send({ type: 'catalog.reload' }) };
}

/** A prize-history pager for one lottery (the history dialog: 10 a page). */
export function usePrizeHistoryActor(lotteryId: number) {
  const runtime = useRuntime();
  const machine = useMemo(() => prizePagerMachine.provide({ actors: { fetchPage: prizePageActor(runtime.api) } }), [runtime]);
  return useActorRef(machine, { input: { lotteryId, pageSize: HISTORY_PAGE_SIZE }, inspect: runtime.journal.inspect });
}

/** The bet records of the account area, optionally of one lottery. */
export function useBetRecordsActor(lotteryId?: number) {
  const runtime = useRuntime();
  const machine = useMemo(
    () =>
      betRecordsMachine.provide({
        actors: {
          fetchPage: fromPromise<Paged<BetOrderRow>, BetRecordQuery>(({ input, signal }) => gamesApi.orderList(runtime.api, input, { signal })),
          // One key per confirmed cancel: retries of it are the same action.
          cancelOrder: fromPromise<void, { orderId: number }>(({ input }) => gamesApi.orderCancel(runtime.api, input.orderId, newIdempotencyKey())),
        },
        // The refund changed the balance on screen.
        actions: { refunded: () => runtime.actor.system.get('session')?.send({ type: 'session.refreshUser' }) },
      }),
    [runtime],
  );
  const range = dateRange(1, new Date());
  return useActorRef(machine, {
    input: { ...range, ...(lotteryId === undefined ? {} : { lotteryId }) },
    inspect: runtime.journal.inspect,
  });
}
