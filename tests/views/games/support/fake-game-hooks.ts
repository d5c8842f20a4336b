/**
 * A stand-in for src/app/game-hooks.ts (and the games' toast hook) in view tests, next to
 * ../../support/fake-hooks.ts. The catalogue is a plain state object; bet records run the real
 * machine with the fetch and cancel the test gives. Use with
 *   vi.mock('<path>/src/app/game-hooks', async () => (await import('<path>/games/support/fake-game-hooks')).gameHooksModule);
 * and `resetFakeGames()` in beforeEach.
 */
import { useActorRef } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { vi } from 'vitest';
import { betRecordsMachine } from '../../../../machines/bet-records.machine';
import type { LotteryCard } from '../../../../machines/catalog.machine';
import type { BetOrderRow, BetRecordQuery, Paged } from '../../../../models/bet-records';
import { LOTTERIES, type RawPrizeRecord } from '../../../../models/games';
import type * as RealGameHooks from '../../../../src/app/game-hooks';

export interface FakeCatalog {
  lotteries: LotteryCard[];
  latest: RawPrizeRecord[];
  loaded: boolean;
  failed: boolean;
}

/** Every lottery of the catalogue, on sale, as the home index lists them. */
export const allLotteries = (): LotteryCard[] =>
  LOTTERIES.map((lottery) => ({ id: lottery.id, code: lottery.code, type: lottery.type, name: lottery.name, remark: '每 20 秒一期', status: 1 }));

export const draw = (lotteryId: number, prizeResult: string, prizeRemark: string, prizeNo = '202601010001'): RawPrizeRecord => {
  const lottery = LOTTERIES.find((l) => l.id === lotteryId);
  if (!lottery) throw new Error(`no lottery ${lotteryId}`);
  return { prizeNo, lotteryId, lotteryType: lottery.type, prizeResult, prizeRemark, resultTime: '2026-01-01 12:00:00' };
};

let catalog: FakeCatalog = { lotteries: [], latest: [], loaded: true, failed: false };
const listeners = new Set<() => void>();

export const gameActions = {
  refunded: vi.fn(),
  reloadCatalog: vi.fn(),
  fetchRecords: vi.fn(async (_query: BetRecordQuery): Promise<Paged<BetOrderRow>> => ({ list: [], total: 0 })),
  cancelOrder: vi.fn(async (_orderId: number): Promise<void> => {}),
};

export function resetFakeGames(): void {
  catalog = { lotteries: allLotteries(), latest: [], loaded: true, failed: false };
  Object.values(gameActions).forEach((spy) => spy.mockClear());
  listeners.forEach((listener) => listener());
}

export function setFakeCatalog(patch: Partial<FakeCatalog>): void {
  catalog = { ...catalog, ...patch };
  listeners.forEach((listener) => listener());
}

function useFakeCatalog(): FakeCatalog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => catalog,
  );
}

const recordsMachine = betRecordsMachine.provide({
  actors: {
    fetchPage: fromPromise<Paged<BetOrderRow>, BetRecordQuery>(({ input }) => gameActions.fetchRecords(input)),
    cancelOrder: fromPromise<void, { orderId: number }>(({ input }) => gameActions.cancelOrder(input.orderId)),
  },
  actions: { refunded: (_, params) => gameActions.refunded(params.orderId) },
});

const notInViewTests = (name: string) => () => {
  throw new Error(`${name}: game screens run against the real server (tests/e2e/games.spec.ts), not in view tests`);
};

export const gameHooksModule = {
  useCatalog: (() => ({ ...useFakeCatalog(), reload: gameActions.reloadCatalog })) satisfies typeof RealGameHooks.useCatalog,
  useBetRecordsActor: ((lotteryId?: number) =>
    useActorRef(recordsMachine, {
      input: { startDate: '2026-01-01', endDate: '2026-01-02', ...(lotteryId === undefined ? {} : { lotteryId }) },
    })) satisfies typeof RealGameHooks.useBetRecordsActor,
  useGameActor: notInViewTests('useGameActor'),
  usePrizeHistoryActor: notInViewTests('usePrizeHistoryActor'),
};

