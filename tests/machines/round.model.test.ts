import { describe, expect, it } from 'vitest';
import { roundView } from '../../machines/games/round.machine';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { roundPaths } from '../paths/round.paths';

/**
 * Model-based paths through every round status, generated from the real round machine
 * (tests/paths/round.paths.ts, including `failed` and its retry): each path runs on a live actor
 * whose fetches the test answers, and every state shows what the player must see.
 */
const paths = generatePaths(roundPaths);

describe('round machine — generated paths', () => {
  for (const path of paths) {
    it(describePath(roundPaths.machine, path), async () => {
      await replayPath(roundPaths, path, (snapshot) => {
        const view = roundView(snapshot);
        if (snapshot.matches({ phase: 'open' })) expect(view).toMatchObject({ status: 0, canBet: true });
        if (snapshot.matches({ phase: 'drawing' })) expect(view).toMatchObject({ status: 2, canBet: false });
        if (snapshot.matches({ phase: 'awaitingResult' })) expect(view).toMatchObject({ status: 3, canBet: false });
        if (snapshot.matches({ phase: 'waitingNextOpen' })) expect(view).toMatchObject({ status: 4, canBet: false });
        if (snapshot.matches({ phase: 'failed' })) expect(view).toMatchObject({ status: null, loading: false });
        if (snapshot.matches({ phase: 'loading' })) expect(view.canBet).toBe(false);
        // The inspector and the header show which feed the round follows (issue 20 §2).
        expect(snapshot.hasTag('live')).toBe(snapshot.matches({ feed: 'live' }));
        expect(snapshot.hasTag('polling')).toBe(snapshot.matches({ feed: 'polling' }));
      });
    });
  }
});
