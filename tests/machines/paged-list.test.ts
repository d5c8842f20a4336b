import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createPagedListMachine, pageCount, type PageQuery } from '../../machines/core/paged-list.machine';
import type { Paged } from '../../models/bet-records';
import { apiError, deferred, flush } from './support';

interface Filter {
  typeId: number | null;
  startDate: string;
  endDate: string;
}
interface Row {
  id: number;
  note: string;
}
type Query = PageQuery<Filter, { account: string }>;

const DEFAULTS: Filter = { typeId: null, startDate: '2026-11-22', endDate: '2026-11-23' };
const list = createPagedListMachine<Filter, Row, { account: string }>({ id: 'testRecords', pageSize: 8 });
const rowsOf = (query: Query): Row[] => Array.from({ length: 2 }, (_, i) => ({ id: query.pageIndex * 10 + i, note: 'n' }));

/** The list with a fetchPage whose answers the test decides (at once, unless held). */
function start(answer: (query: Query) => Promise<Paged<Row>> = async (query) => ({ list: rowsOf(query), total: 20 })) {
  const queries: Query[] = [];
  const machine = list.provide({
    actors: {
      fetchPage: fromPromise<Paged<Row>, Query>(({ input }) => {
        queries.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { defaults: DEFAULTS, params: { account: 'demo001' } } }).start();
  return { actor, queries };
}

describe('paged list', () => {
  it('loads page 1 with the defaults and the fixed params', async () => {
    const { actor, queries } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(queries).toEqual([{ typeId: null, startDate: '2026-11-22', endDate: '2026-11-23', account: 'demo001', pageIndex: 1, pageSize: 8 }]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ rows: rowsOf(queries[0]!), total: 20, page: 1, error: null });
  });

  it('keeps the filter as a draft until search, which goes back to page 1', async () => {
    const { actor, queries } = start();
    await flush();
    actor.send({ type: 'records.page', page: 2 });
    await flush();
    actor.send({ type: 'records.draft', filter: { typeId: 3 } });
    actor.send({ type: 'records.draft', filter: { startDate: '2026-11-01' } });
    expect(queries).toHaveLength(2);
    expect(actor.getSnapshot().context.applied).toEqual(DEFAULTS);
    actor.send({ type: 'records.search' });
    await flush();
    expect(queries[2]).toMatchObject({ typeId: 3, startDate: '2026-11-01', endDate: '2026-11-23', pageIndex: 1 });
    expect(actor.getSnapshot().context.applied).toEqual({ ...DEFAULTS, typeId: 3, startDate: '2026-11-01' });
  });

  it('resets draft and applied filter to the defaults', async () => {
    const { actor, queries } = start();
    await flush();
    actor.send({ type: 'records.draft', filter: { typeId: 0 } });
    actor.send({ type: 'records.search' });
    await flush();
    actor.send({ type: 'records.draft', filter: { typeId: 8 } });
    actor.send({ type: 'records.reset' });
    await flush();
    expect(queries.at(-1)).toMatchObject({ typeId: null, pageIndex: 1 });
    expect(actor.getSnapshot().context.draft).toEqual(DEFAULTS);
  });

  it('goes only to pages that exist', async () => {
    const { actor, queries } = start();
    await flush();
    expect(pageCount(20, 8)).toBe(3);
    for (const page of [0, 4, 1.5, -1]) actor.send({ type: 'records.page', page });
    expect(queries).toHaveLength(1);
    actor.send({ type: 'records.page', page: 3 });
    await flush();
    expect(queries[1]).toMatchObject({ pageIndex: 3 });
    expect(actor.getSnapshot().context.page).toBe(3);
  });

  it('an empty list is page 1 of 1', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
  });

  it('a failed call is a state with the reason and a retry', async () => {
    let fail = true;
    const { actor, queries } = start(async (query) => {
      if (fail) throw apiError(502);
      return { list: rowsOf(query), total: 3 };
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.messageKey).toBe('errors:code.502');
    actor.send({ type: 'records.page', page: 2 });
    expect(queries).toHaveLength(1);
    fail = false;
    actor.send({ type: 'records.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.total).toBe(3);
  });

  it('a search while a page loads replaces that request: the late answer is dropped', async () => {
    const answers: ReturnType<typeof deferred<Paged<Row>>>[] = [];
    const { actor, queries } = start(() => {
      const answer = deferred<Paged<Row>>();
      answers.push(answer);
      return answer.promise;
    });
    actor.send({ type: 'records.draft', filter: { typeId: 2 } });
    actor.send({ type: 'records.search' });
    expect(queries.map((q) => q.typeId)).toEqual([null, 2]);
    answers[1]!.resolve({ list: [{ id: 2, note: 'type 2' }], total: 1 });
    await flush();
    answers[0]!.resolve({ list: [{ id: 1, note: 'stale' }], total: 1 });
    await flush();
    expect(actor.getSnapshot().context.rows).toEqual([{ id: 2, note: 'type 2' }]);
  });

  it('patches one row in place and reloads the same page', async () => {
    const { actor, queries } = start();
    await flush();
    actor.send({ type: 'records.patch', key: { id: 11 }, patch: { note: 'changed' } });
    expect(actor.getSnapshot().context.rows).toEqual([
      { id: 10, note: 'n' },
      { id: 11, note: 'changed' },
    ]);
    actor.send({ type: 'records.reload' });
    await flush();
    expect(queries).toHaveLength(2);
    expect(queries[1]).toEqual(queries[0]);
  });
});

/**
 * Model-based paths: what the player sees of a record page (loading, the rows, the failure with
 * its retry) as they search, reset, page and the server answers or fails. Each path drives the
 * real machine with a fetchPage the test settles.
 */
const model = createMachine({
  id: 'pagedListModel',
  initial: 'loading',
  states: {
    loading: { on: { 'server.ok': 'ready', 'server.fail': 'failed', search: 'loading' } },
    ready: { on: { search: 'loading', reset: 'loading', 'page.next': 'loading', 'page.beyond': 'ready' } },
    failed: { on: { retry: 'loading', search: 'loading' } },
  },
});

describe('paged list — model-based paths', () => {
  const paths = createTestModel(model).getSimplePaths();

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]));
    expect([...reached].sort()).toEqual(['failed', 'loading', 'ready']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      let pending: ReturnType<typeof deferred<Paged<Row>>> | null = null;
      const { actor, queries } = start(() => {
        pending = deferred<Paged<Row>>();
        return pending.promise;
      });
      const settle = async (ok: boolean) => {
        const current = pending!;
        if (ok) current.resolve({ list: rowsOf(queries.at(-1)!), total: 20 });
        else current.reject(apiError(502));
        await flush();
      };
      const snap = () => actor.getSnapshot();
      await path.test({
        states: {
          loading: () => expect(snap().value).toBe('loading'),
          ready: () => {
            expect(snap().value).toBe('ready');
            expect(snap().context.rows).toEqual(rowsOf(queries.at(-1)!));
          },
          failed: () => {
            expect(snap().value).toBe('failed');
            expect(snap().context.rows).toEqual([]);
            expect(snap().context.error?.messageKey).toBe('errors:code.502');
          },
        },
        events: {
          'server.ok': () => settle(true),
          'server.fail': () => settle(false),
          search: () => void actor.send({ type: 'records.search' }),
          reset: () => void actor.send({ type: 'records.reset' }),
          retry: () => void actor.send({ type: 'records.retry' }),
          'page.next': () => void actor.send({ type: 'records.page', page: snap().context.page + 1 }),
          'page.beyond': () => void actor.send({ type: 'records.page', page: pageCount(snap().context.total, 8) + 1 }),
        },
      });
    });
  }
});
