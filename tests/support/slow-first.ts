import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suites that start real server processes or PostgreSQL and take a minute or more. They start
 * first, so that the quick ones fill the workers around them, instead of one of them starting last
 * and running alone at the end. Vitest orders by the durations it remembers, but a fresh clone (as
 * on CI) has none and would go by file size.
 */
const SLOW_SUITES = [
  'tests/server/multi-node-failover.test.ts',
  'tests/server/production-start.test.ts',
  'tests/server/restart.test.ts',
  'tests/server/multi-node.test.ts',
  'tests/server/deploy-docs.test.ts',
  'tests/server/data-dir.test.ts',
  'tests/server/operator-cli.test.ts',
  'tests/server/entry-points.test.ts',
  'tests/server/pglite.test.ts',
  'tests/server/static-client.test.ts',
  'tests/server/bench-help.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const at = SLOW_SUITES.findIndex((suite) => spec.moduleId.replaceAll('\\', '/').endsWith(suite));
  return at < 0 ? SLOW_SUITES.length : at;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: after the slow suites (whatever project shares their workers), the projects' order
    // and everything else's order stay as Vitest chose them.
    const projectOrder = new Map(sorted.map((spec, i) => [spec.project.name, i] as const));
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || projectOrder.get(a.spec.project.name)! - projectOrder.get(b.spec.project.name)! || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
