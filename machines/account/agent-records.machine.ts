import type { AgentReportRow } from '../../models/account';
import { createPagedListMachine } from '../core/paged-list.machine';

/**
 * The agent record (spec §2 "Agent record", §9): the sub-accounts with their prize and rebate
 * amounts in a date range (default today − (days − 1) to tomorrow), 10 a page, with the total
 * count — the shared paged list.
 */
export const AGENT_RECORDS_PAGE_SIZE = 10;

export interface AgentRecordFilter {
  /** yyyy-MM-dd. */
  startDate: string;
  endDate: string;
}

export const agentRecordsMachine = createPagedListMachine<AgentRecordFilter, AgentReportRow>({ id: 'agentRecords', pageSize: AGENT_RECORDS_PAGE_SIZE });

export type AgentRecordsMachine = typeof agentRecordsMachine;
