import { bettingMachine } from '../../machines/games/betting.machine';
import { parseDisabledGames } from '../../models/disabled-games';
import { demoUser } from '../support/demo-user';
import { fail, ok, type PathSuite } from './generate';

/**
 * Who may play a lottery: the betting page shows one lottery (or another, or none), the session
 * says visitor, member, or a member whose `disableGameList` holds the lottery, and the game's
 * chunk loads or fails (and is retried 3 s later). The game actor itself is the root's business:
 * the walk starts and stops nothing (`startGame`/`stopGame` are replaced, the replay counts them),
 * and the toast and the navigation have nobody to reach.
 */
export const K3 = { lotteryId: 1, gameType: 'k3' } as const;
export const PK10 = { lotteryId: 5, gameType: 'pk10' } as const;
export const MEMBER = { type: 'session.changed', loggedIn: true, user: demoUser } as const;
export const BARRED = { type: 'session.changed', loggedIn: true, user: { ...demoUser, disableGameList: '[1]' } } as const;
export const VISITOR = { type: 'session.changed', loggedIn: false, user: null } as const;

export const bettingPaths: PathSuite<typeof bettingMachine> = {
  machine: bettingMachine,
  events: [
    { type: 'betting.show', lottery: K3 },
    { type: 'betting.show', lottery: PK10 },
    { type: 'betting.hide' },
    { type: 'betting.open', lotteryId: K3.lotteryId },
    MEMBER,
    BARRED,
    VISITOR,
  ],
  answers: { loadGame: [ok(), fail()] },
  // Which lotteries the member's user info bars decides where the same state value goes next.
  vertex: (snapshot) => [snapshot.value, parseDisabledGames(snapshot.context.user?.disableGameList)],
  provide: { actions: { startGame: () => {}, stopGame: () => {}, navigate: () => {}, refuseDisabled: () => {}, startTrend: () => {}, stopTrend: () => {} } },
};

/**
 * The trend page's region: a lottery's charts shown (its chunk loaded, or failed and retried 3 s
 * later), another lottery, and the page left. The trend actor is the root's business, as the
 * game is: `startTrend`/`stopTrend` are replaced.
 */
export const bettingTrendPaths: PathSuite<typeof bettingMachine> = {
  machine: bettingMachine,
  events: [{ type: 'trend.show', lottery: K3 }, { type: 'trend.show', lottery: PK10 }, { type: 'trend.hide' }],
  answers: { loadTrend: [ok(), fail()] },
  vertex: (snapshot) => [snapshot.value, snapshot.context.trendOf?.lotteryId ?? null],
  provide: { actions: { startTrend: () => {}, stopTrend: () => {} } },
};
