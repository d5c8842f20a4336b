import { describe, expect, it } from 'vitest';
import { bettingVerdict, lotteryHref } from '../../machines/games/betting.machine';
import { parseDisabledGames } from '../../models/disabled-games';
import { bettingPaths, bettingTrendPaths, K3 } from '../paths/betting.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of the betting machine (tests/paths/betting.paths.ts) on a live actor: what the
 * page shows for the lottery (nothing, the game for a visitor, the 4009 refusal, the game for a
 * member), that a game lives exactly while the chunk is in and the lottery is allowed, that
 * logging in or out keeps the same game, and where a link to a lottery leads. The whole system
 * (session → betting → game, round and slip actors) is tests/machines/betting-game.test.ts.
 */
const paths = generatePaths(bettingPaths);

describe('betting machine — generated paths', () => {
  for (const path of paths) {
    it(describePath(bettingPaths.machine, path), async () => {
      const seen = { started: 0, stopped: 0, toasts: 0, navigations: [] as string[] };
      let startedBefore = 0;
      const suite = {
        ...bettingPaths,
        provide: {
          actions: {
            startGame: () => void seen.started++,
            stopGame: () => void seen.stopped++,
            refuseDisabled: () => void seen.toasts++,
            navigate: (_: unknown, params: { to: string }) => void seen.navigations.push(params.to),
          },
        },
      } as typeof bettingPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { user, shown } = snapshot.context;
        const member = snapshot.hasTag('member');
        expect(member).toBe(snapshot.matches({ viewer: 'member' }));
        const barred = !!shown && parseDisabledGames(user?.disableGameList).includes(shown.lotteryId);
        const verdict = bettingVerdict(snapshot);
        if (snapshot.matches({ page: 'hidden' })) expect([verdict, shown]).toEqual(['hidden', null]);
        if (snapshot.matches({ page: { showing: 'disabled' } })) expect([verdict, barred]).toEqual(['disabled', true]);
        if (snapshot.matches({ page: { showing: 'open' } })) {
          expect(barred).toBe(false);
          expect(verdict).toBe(member ? 'playing' : 'visitor');
        }
        // One game while the lottery is open and its chunk is in; none otherwise.
        expect(seen.started - seen.stopped).toBe(snapshot.matches({ page: { showing: { open: 'running' } } }) ? 1 : 0);
        // Logging in or out (or a new user info) never restarts the game.
        if (event.type === 'session.changed') {
          expect(seen.started).toBe(startedBefore);
          expect(member).toBe((event as { loggedIn?: boolean }).loggedIn);
        }
        startedBefore = seen.started;
        if (event.type === 'betting.open') {
          const refused = parseDisabledGames(user?.disableGameList).includes(K3.lotteryId);
          expect(seen.toasts > 0).toBe(refused);
          if (!refused) expect(seen.navigations.at(-1)).toBe(lotteryHref(K3.lotteryId));
        }
      });
    });
  }
});

describe('betting machine — the trend page region, generated paths', () => {
  for (const path of generatePaths(bettingTrendPaths)) {
    it(describePath(bettingTrendPaths.machine, path), async () => {
      const seen = { started: [] as number[], stopped: 0 };
      const suite = {
        ...bettingTrendPaths,
        provide: { actions: { startTrend: ({ context }: { context: { trendOf: { lotteryId: number } | null } }) => void seen.started.push(context.trendOf!.lotteryId), stopTrend: () => void seen.stopped++ } },
      } as typeof bettingTrendPaths;
      await replayPath(suite, path, (snapshot) => {
        const { trendOf } = snapshot.context;
        // The page's lottery is known from the first show to the hide; its actor lives only once its chunk is in.
        expect(trendOf === null).toBe(snapshot.matches({ trend: 'hidden' }));
        expect(seen.started.length - seen.stopped).toBe(snapshot.matches({ trend: 'shown' }) ? 1 : 0);
        if (snapshot.matches({ trend: 'shown' })) expect(seen.started.at(-1)).toBe(trendOf!.lotteryId);
      });
    });
  }
});
