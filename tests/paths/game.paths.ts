import { fromCallback, type AnyActorLogic, type EventObject } from 'xstate';
import { gameMachine } from '../../machines/games/game.machine';
import type { Room } from '../../models/games';
import { demoUser } from '../support/demo-user';
import { fail, ok, type PathSuite } from './generate';
import { DRAW } from './prize-pager.paths';

const room = (id: number, name: string): Room => ({ id, name, typeId: id, typeCode: `level${id}`, minLimitBetting: 100 * id, maxBettingSingle: 1_000_000, maxBettingSinglePeriod: 5_000_000 });
export const ROOMS: Room[] = [room(1, '初级房'), room(2, '中级房'), room(3, '高级房')];

/** The game's children, each with a suite of its own (round, slip, prize-pager, dice, rule-intro, follow-room): here callbacks that only live and die. */
export const GAME_CHILDREN = ['round', 'slip', 'draws', 'history', 'dice', 'rules', 'followRoom', 'watchSession'] as const;
const stubs = Object.fromEntries(GAME_CHILDREN.map((name) => [name, fromCallback(() => {})])) as Record<(typeof GAME_CHILDREN)[number], AnyActorLogic>;

const login = { type: 'session.changed', loggedIn: true, user: { ...demoUser, balance: 50_000 } } as const;
const logout = { type: 'session.changed', loggedIn: false, user: null } as const;

/** What the game passes on between its children (the events that change no state of its own). */
export const PASSED_ON = ['round.status', 'round.drawn', 'slip.placed', 'slip.loginNeeded', 'pager.loaded', 'follow.pushed', 'follow.settled'];

/**
 * One lottery's screen, a region at a time: who is looking (the `viewer` region: the session's
 * first word, then logins and logouts), and the play, which waits for that word (a k3 game, which
 * then starts at once, and pc28, which loads its rooms first, fails and tries again 5 s later, and
 * starts again in another room) for a visitor who logs in and out, and what it passes on between its children in each
 * (a vertex per passed event: no state of its own changes); the history dialog opening and
 * closing beside it.
 */
const playSuite = (gameType: 'k3' | 'pc28'): PathSuite<typeof gameMachine> => ({
  machine: gameMachine,
  input: { lotteryId: gameType === 'k3' ? 1 : 10, gameType },
  events: [
    login,
    logout,
    ...(gameType === 'pc28'
      ? [{ type: 'game.room', roomId: 2 } as const]
      : [
          { type: 'round.status', status: 0, prizeNo: '20261207001' } as const,
          { type: 'round.drawn', prizeNo: '20261207001' } as const,
          { type: 'pager.loaded', page: 1, records: [DRAW] } as const,
          { type: 'slip.loginNeeded' } as const,
          { type: 'slip.placed', orderId: 1, prizeNo: '20261207001', totalCents: 100 } as const,
          // The member's room socket (issue 20 §2): live or down, a pushed draw, the player's settled orders.
          { type: 'follow.live' } as const,
          { type: 'follow.down' } as const,
          { type: 'follow.pushed', push: { type: 'round', event: 'drawn', lotteryId: 1, prizeNo: '20261207001', at: 0, result: '3,5,6' } } as const,
          { type: 'follow.settled', push: { type: 'settled', lotteryId: 1, prizeNo: '20261207001', orders: [{ orderId: 1, status: 2, paidCents: 200 }] } } as const,
        ]),
  ] as never,
  answers: { fetchRooms: [ok(ROOMS), fail()] },
  provide: { actors: stubs as never },
  vertex: (snapshot, event?: EventObject) => [snapshot.value, PASSED_ON.includes(event?.type ?? '') ? event?.type : null, event?.type === 'game.room'],
});

export const gameK3Paths = playSuite('k3');
export const gamePc28Paths = playSuite('pc28');

export const gameHistoryPaths: PathSuite<typeof gameMachine> = {
  machine: gameMachine,
  input: { lotteryId: 1, gameType: 'k3' },
  events: [{ type: 'game.history.open' }, { type: 'game.history.close' }],
  provide: { actors: stubs as never },
};
