import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createPagedListMachine, pageCount, type PageQuery } from '../../machines/core/paged-list.machine';
import type { Paged } from '../../models/bet-records';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { agentRecordsPaths, betRecordsPaths, fundRecordsPaths, pagedListPaths, RECORDS_DEFAULTS } from '../paths/paged-list.paths';
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
 * Generated paths of the paged list (tests/paths/paged-list.paths.ts) on a live actor: loading, the
 * rows, the failure with its retry, as the player searches, resets, pages and the server answers
 * or fails; each state shows what the page shows.
 */
describe('paged list — generated paths', () => {
  for (const path of generatePaths(pagedListPaths)) {
    it(describePath(pagedListPaths.machine, path), () =>
      replayPath(pagedListPaths, path, (snapshot, event) => {
        const { rows, error, page, applied, draft } = snapshot.context;
        if (snapshot.matches('ready')) {
          expect(rows.map((row) => row.id)).toEqual([1, 2]);
          expect(error).toBeNull();
          if (event.type === 'records.patch') expect(rows[0]?.note).toBe('cancelled');
        }
        if (snapshot.matches('failed')) {
          expect(rows).toEqual([]);
          expect(error).toMatchObject({ code: 1 });
        }
        // A search applies the draft and a reset the defaults, both from page 1; a page beyond the last is refused.
        if (event.type === 'records.search') expect([applied, page]).toEqual([draft, 1]);
        if (event.type === 'records.reset') expect([applied, draft, page]).toEqual([RECORDS_DEFAULTS, RECORDS_DEFAULTS, 1]);
        expect(page).toBeLessThanOrEqual(pageCount(20, 8));
      }));
  }
});

/** The record pages of the account area are instances of it: their own paths reach every state. */
describe.each([
  ['bet records', betRecordsPaths],
  ['fund records', fundRecordsPaths],
  ['agent records', agentRecordsPaths],
] as const)('%s — generated paths', (_name, instance) => {
  // The instances differ from the sample list only in their filter and rows.
  const suite = instance as unknown as typeof pagedListPaths;
  for (const path of generatePaths(suite)) {
    it(describePath(suite.machine, path), () =>
      replayPath(suite, path, (snapshot) => {
        if (snapshot.matches('failed')) expect(snapshot.context.error).toMatchObject({ code: 1 });
        if (snapshot.matches('ready')) expect(snapshot.context.total).toBe(20);
        expect(snapshot.context.page).toBeLessThanOrEqual(pageCount(20, snapshot.context.pageSize));
      }));
  }
});
