import { describe, expect, it } from 'vitest';
import { contentListStatus } from '../../machines/content/content-list.machine';
import { DOMAIN, bootstrapPaths } from '../paths/bootstrap.paths';
import { LIST, onceListPaths, refreshingListPaths } from '../paths/content-list.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of two small machines on a live actor: a content list (loading, the items,
 * failed with a retry; refreshed every minute, or settled once loaded) and the page's one domain
 * lookup (tests/paths/content-list.paths.ts, bootstrap.paths.ts).
 */
describe.each([
  ['refreshing', refreshingListPaths],
  ['once', onceListPaths],
] as const)('content list (%s) — generated paths', (_name, suite) => {
  for (const path of generatePaths(suite)) {
    it(describePath(suite.machine, path), () =>
      replayPath(suite, path, (snapshot, event) => {
        const status = contentListStatus(snapshot);
        expect(snapshot.hasTag('loading')).toBe(status === 'loading');
        expect(snapshot.hasTag('failed')).toBe(status === 'failed');
        if (status === 'ready') expect(snapshot.context.items).toEqual(LIST);
        // Settled only when it never refreshes; a failed refresh keeps the list shown.
        if (snapshot.matches({ ready: 'settled' })) expect(snapshot.context.refreshMs).toBeNull();
        if (event.type.startsWith('xstate.error.actor.') && snapshot.matches('ready')) expect(snapshot.context.items).toEqual(LIST);
      }));
  }
});

describe('bootstrap — generated paths', () => {
  for (const path of generatePaths(bootstrapPaths)) {
    it(describePath(bootstrapPaths.machine, path), async () => {
      const failures: unknown[] = [];
      const suite = { ...bootstrapPaths, provide: { actions: { logFailure: (_: unknown, params: { error: unknown }) => void failures.push(params.error) } } } as typeof bootstrapPaths;
      await replayPath(suite, path, (snapshot) => {
        expect(snapshot.context.domain).toEqual(snapshot.matches('ready') ? DOMAIN : null);
        // A failed lookup is logged, once.
        expect(failures).toHaveLength(snapshot.matches('failed') ? 1 : 0);
      });
    });
  }
});
