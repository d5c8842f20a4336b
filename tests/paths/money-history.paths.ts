import type { AnyStateMachine } from 'xstate';
import { depositHistoryMachine, moneyHistoryInput, withdrawHistoryMachine } from '../../machines/account/money-history.machine';
import { fail, ok, type PathSuite } from './generate';

/**
 * The deposit and withdrawal histories, each the shared paged list without a filter: the page
 * loads or fails, the player pages (to a page that exists, beyond the last), reloads and retries.
 */
function historyPaths<TMachine extends AnyStateMachine>(machine: TMachine): PathSuite<TMachine> {
  return {
    machine,
    input: moneyHistoryInput as never,
    events: [
      { type: 'records.page', page: 2 },
      // 12 rows, 10 a page: page 3 is beyond the last.
      { type: 'records.page', page: 3 },
      { type: 'records.reload' },
      { type: 'records.retry' },
    ] as never,
    answers: { fetchPage: [ok({ list: [], total: 12 }), fail()] },
    vertex: (snapshot) => {
      const { value, context } = snapshot as unknown as { value: unknown; context: { page: number } };
      return [value, context.page];
    },
  };
}

export const depositHistoryPaths = historyPaths(depositHistoryMachine);
export const withdrawHistoryPaths = historyPaths(withdrawHistoryMachine);
