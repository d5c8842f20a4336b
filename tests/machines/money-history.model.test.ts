import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { MONEY_HISTORY_PAGE_SIZE } from '../../machines/account/money-history.machine';
import { describePath, generatePaths, replayPath, type PathSuite } from '../paths/generate';
import { depositHistoryPaths, withdrawHistoryPaths } from '../paths/money-history.paths';

/** Generated paths of the deposit and withdrawal histories (tests/paths/money-history.paths.ts) on live actors. */
const suites: [string, PathSuite<AnyStateMachine>][] = [
  ['deposit history', depositHistoryPaths as PathSuite<AnyStateMachine>],
  ['withdrawal history', withdrawHistoryPaths as PathSuite<AnyStateMachine>],
];

for (const [name, suite] of suites) {
  describe(`${name} — generated paths`, () => {
    for (const path of generatePaths(suite)) {
      it(describePath(suite.machine, path), () =>
        replayPath(suite, path, (snapshot) => {
          const { page, pageSize, total } = snapshot.context as { page: number; pageSize: number; total: number };
          expect(pageSize).toBe(MONEY_HISTORY_PAGE_SIZE);
          // Only the two pages of 12 rows are ever asked for: page 3 is refused.
          expect([1, 2]).toContain(page);
          if (snapshot.matches('ready')) expect(total).toBe(12);
        }));
    }
  });
}
