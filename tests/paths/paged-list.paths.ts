import { createPagedListMachine } from '../../machines/core/paged-list.machine';
import { fail, ok, type PathSuite } from './generate';

/**
 * A record page on the shared paged list (the bet, fund and agent records are instances of it):
 * the player drafts a filter, searches, resets, pages (to a page that exists or beyond the last),
 * reloads and retries; the server answers a page of rows or fails.
 */
interface Filter {
  typeId: number | null;
  startDate: string;
}
interface Row {
  id: number;
  note: string;
}

export const RECORDS_DEFAULTS: Filter = { typeId: null, startDate: '2026-11-22' };
export const recordsList = createPagedListMachine<Filter, Row, { account: string }>({ id: 'sampleRecords', pageSize: 8 });
export const RECORDS_PAGE = { list: [{ id: 1, note: 'n' }, { id: 2, note: 'n' }], total: 20 };

export const pagedListPaths: PathSuite<typeof recordsList> = {
  machine: recordsList,
  input: { defaults: RECORDS_DEFAULTS, params: { account: 'demo001' } },
  events: [
    { type: 'records.draft', filter: { typeId: 3 } },
    { type: 'records.search' },
    { type: 'records.reset' },
    { type: 'records.page', page: 2 },
    // Beyond the last page (20 rows, 8 a page): refused.
    { type: 'records.page', page: 4 },
    { type: 'records.reload' },
    { type: 'records.retry' },
    { type: 'records.patch', key: { id: 1 }, patch: { note: 'cancelled' } },
  ],
  answers: { fetchPage: [ok(RECORDS_PAGE), fail()] },
  vertex: (snapshot) => [snapshot.value, snapshot.context.page, snapshot.context.applied.typeId, snapshot.context.draft.typeId],
};
