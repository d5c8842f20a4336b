import type { AnyStateMachine, InputFrom } from 'xstate';
import { agentRecordsMachine } from '../../machines/account/agent-records.machine';
import { betRecordsInput, betRecordsMachine } from '../../machines/account/bet-records.machine';
import { fundRecordsInput, fundRecordsMachine } from '../../machines/account/fund-records.machine';
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

/**
 * The record pages of the account area, each the paged list with its own filter and rows: the
 * same walk (search, reset, pages, reload, retry; a page or a failure) over the real instance.
 */
function recordsPaths<TMachine extends AnyStateMachine>(machine: TMachine, input: InputFrom<TMachine>, draft: object): PathSuite<TMachine> {
  return {
    machine,
    input,
    events: [
      { type: 'records.draft', filter: draft },
      { type: 'records.search' },
      { type: 'records.reset' },
      { type: 'records.page', page: 2 },
      { type: 'records.page', page: 4 },
      { type: 'records.reload' },
      { type: 'records.retry' },
    ] as never,
    answers: { fetchPage: [ok({ list: [], total: 20 }), fail()] },
    vertex: (snapshot) => {
      const { value, context } = snapshot as unknown as { value: unknown; context: { page: number } };
      return [value, context.page];
    },
  };
}

const RANGE = { startDate: '2026-11-22', endDate: '2026-11-23' };
export const betRecordsPaths = recordsPaths(betRecordsMachine, betRecordsInput(RANGE), { status: 0 });
export const fundRecordsPaths = recordsPaths(fundRecordsMachine, fundRecordsInput(RANGE), { detailsTypeId: 3 });
export const agentRecordsPaths = recordsPaths(agentRecordsMachine, { defaults: RANGE, params: {} }, { startDate: '2026-10-01' });
