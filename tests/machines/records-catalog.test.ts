import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { BET_RECORDS_PAGE_SIZE, betRecordsInput, betRecordsMachine } from '../../machines/account/bet-records.machine';
import { orderCancelMachine } from '../../machines/account/order-cancel.machine';
import { CATALOG_REFRESH_MS, catalogMachine, type CatalogData } from '../../machines/games/catalog.machine';
import type { BetOrderRow, BetRecordQuery, Paged } from '../../models/bet-records';
import { apiError, flush } from './support';

const row = (id: number, status: BetOrderRow['status']): BetOrderRow => ({
  id,
  lotteryId: 1,
  lotteryName: '极速快三',
  lotteryType: 'k3',
  prizeNo: '202611220001',
  roomId: null,
  bettingTotal: 200,
  amount: 0,
  status,
  bettingTime: '2026-11-22 12:00:00',
  prizeResult: '',
  prizeRemark: '',
  orderItemVOList: [],
});

function startRecords(cancel: () => Promise<void> = async () => {}) {
  const queries: BetRecordQuery[] = [];
  const cancelled = vi.fn();
  const machine = betRecordsMachine.provide({
    actors: {
      fetchPage: fromPromise<Paged<BetOrderRow>, BetRecordQuery>(async ({ input }) => {
        queries.push(input);
        return { list: [row(1, 0), row(2, 1)], total: 20 };
      }),
    },
  });
  const actor = createActor(machine, { input: betRecordsInput({ startDate: '2026-11-22', endDate: '2026-11-23', lotteryId: 4 }) }).start();
  const canceller = createActor(
    orderCancelMachine.provide({
      actions: { cancelled: (_, params) => cancelled(params.orderId) },
      actors: { cancelOrder: fromPromise<void, { orderId: number }>(() => cancel()) },
    }),
  ).start();
  return { actor, canceller, queries, cancelled };
}

describe('bet records', () => {
  it('loads page 1 of 8 with the default range and the lottery from the query', async () => {
    const { queries } = startRecords();
    await flush();
    expect(queries[0]).toEqual({ pageIndex: 1, pageSize: BET_RECORDS_PAGE_SIZE, status: null, startDate: '2026-11-22', endDate: '2026-11-23', lotteryId: 4 });
  });

  it('applies the filter on search only, resets to the defaults, pages within range', async () => {
    const { actor, queries } = startRecords();
    await flush();
    actor.send({ type: 'records.draft', filter: { status: 2, startDate: '2026-11-01' } });
    expect(queries).toHaveLength(1);
    actor.send({ type: 'records.search' });
    await flush();
    expect(queries[1]).toMatchObject({ status: 2, startDate: '2026-11-01', pageIndex: 1 });
    actor.send({ type: 'records.page', page: 3 });
    await flush();
    expect(queries[2]).toMatchObject({ pageIndex: 3, status: 2 });
    actor.send({ type: 'records.page', page: 4 });
    expect(queries).toHaveLength(3);
    actor.send({ type: 'records.reset' });
    await flush();
    expect(queries[3]).toMatchObject({ status: null, startDate: '2026-11-22', pageIndex: 1 });
    expect(actor.getSnapshot().context.draft.status).toBeNull();
  });

  it('cancels a pending order after confirmation: the success text, and the owner learns of the refund', async () => {
    const cancel = vi.fn(async () => {});
    const { canceller, cancelled } = startRecords(cancel);
    await flush();
    canceller.send({ type: 'order.cancel', orderId: 1, status: 0 });
    expect(canceller.getSnapshot().value).toBe('confirming');
    canceller.send({ type: 'order.cancel.abort' });
    expect(cancel).not.toHaveBeenCalled();
    canceller.send({ type: 'order.cancel', orderId: 1, status: 0 });
    canceller.send({ type: 'order.cancel.confirm' });
    await flush();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(canceller.getSnapshot().context.notice).toBe('errors:client.cancelSuccess');
    expect(cancelled).toHaveBeenCalledWith(1);
  });

  it('refuses to cancel a settled row and shows a server refusal', async () => {
    const { canceller, cancelled } = startRecords(async () => Promise.reject(apiError(3010)));
    await flush();
    canceller.send({ type: 'order.cancel', orderId: 2, status: 1 });
    expect(canceller.getSnapshot().value).toBe('idle');
    expect(canceller.getSnapshot().context.error?.messageKey).toBe('errors:code.3010');
    canceller.send({ type: 'order.cancel', orderId: 1, status: 0 });
    canceller.send({ type: 'order.cancel.confirm' });
    await flush();
    expect(canceller.getSnapshot().context.error?.messageKey).toBe('errors:code.3010');
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a cancelled row shows status 3 once patched', async () => {
    const { actor } = startRecords();
    await flush();
    actor.send({ type: 'records.patch', key: { id: 1 }, patch: { status: 3 } });
    expect(actor.getSnapshot().context.rows.map((r) => r.status)).toEqual([3, 1]);
  });
});

describe('lottery catalogue', () => {
  it('loads the home index and refreshes the latest draws every 30 s', async () => {
    const clock = new SimulatedClock();
    const fetches = vi.fn();
    const data: CatalogData = { lotteryList: [{ id: 1, code: 'jsk3', type: 'k3', name: '极速快三', remark: '', status: 1 }], prizeRecordList: [] };
    const machine = catalogMachine.provide({
      actors: {
        fetchCatalog: fromPromise(async () => {
          fetches();
          return data;
        }),
      },
    });
    const actor = createActor(machine, { clock }).start();
    await flush();
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ lotteryList: data.lotteryList });
    clock.increment(CATALOG_REFRESH_MS);
    await flush();
    expect(fetches).toHaveBeenCalledTimes(2);
  });

  it('is failed only until it first loads: a failed refresh keeps the lotteries shown (tags loading, failed, loaded)', async () => {
    const clock = new SimulatedClock();
    const data: CatalogData = { lotteryList: [{ id: 1, code: 'jsk3', type: 'k3', name: '极速快三', remark: '', status: 1 }], prizeRecordList: [] };
    const answers: Array<() => CatalogData> = [
      () => {
        throw apiError(500);
      },
      () => data,
      () => {
        throw apiError(500);
      },
    ];
    const machine = catalogMachine.provide({ actors: { fetchCatalog: fromPromise(async () => answers.shift()!()) } });
    const actor = createActor(machine, { clock }).start();
    const tags = () => ['loading', 'failed', 'loaded'].filter((tag) => actor.getSnapshot().hasTag(tag));
    expect(tags()).toEqual(['loading']);
    await flush();
    expect(tags()).toEqual(['failed']);
    actor.send({ type: 'catalog.reload' });
    await flush();
    expect(tags()).toEqual(['loaded']);
    clock.increment(CATALOG_REFRESH_MS);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'stale' });
    expect(tags()).toEqual(['loaded']);
    expect(actor.getSnapshot().context.lotteryList).toEqual(data.lotteryList);
  });
});
