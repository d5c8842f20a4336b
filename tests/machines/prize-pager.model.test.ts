import { describe, expect, it } from 'vitest';
import type { PrizePagerNotification } from '../../machines/games/prize-pager.machine';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { DRAW, prizePagerPaths } from '../paths/prize-pager.paths';

/**
 * Generated paths of the draw-history pager (tests/paths/prize-pager.paths.ts) on a live actor:
 * each page arrives and is told to the owner; no page beyond the last is asked for.
 */
const paths = generatePaths(prizePagerPaths);

describe('prize pager — generated paths', () => {
  for (const path of paths) {
    it(describePath(prizePagerPaths.machine, path), async () => {
      const told: PrizePagerNotification[] = [];
      const suite = { ...prizePagerPaths, provide: { actions: { notify: (_: unknown, params: PrizePagerNotification) => void told.push(params) } } };
      await replayPath(suite as typeof prizePagerPaths, path, (snapshot, event) => {
        const { page, records, total } = snapshot.context;
        expect([1, 2]).toContain(page);
        if (snapshot.matches('loading')) expect(snapshot.hasTag('loading')).toBe(true);
        if (snapshot.matches('ready')) {
          expect([records, total]).toEqual([[DRAW], 12]);
          if (event.type.startsWith('xstate.done.actor.')) expect(told.at(-1)).toEqual({ type: 'pager.loaded', page, records: [DRAW] });
        }
        if (snapshot.matches('failed')) expect(snapshot.hasTag('failed')).toBe(true);
      });
    });
  }
});
