import { assign, fromPromise, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { GameType, Room } from '../models/games';
import { prizePagerMachine, RECENT_DRAWS_PAGE_SIZE } from './prize-pager.machine';
import { roundMachine, type RoundNotification } from './round.machine';
import { slipMachine, type SlipNotification } from './slip.machine';

/**
 * One lottery's betting screen (spec §2 "Betting page"): runs the round, the bet slip and the
 * recent draws side by side and connects them — the slip learns the round's status and number,
 * a placed order refreshes the round, a draw reloads the recent draws. For pc28 it first loads
 * the rooms; choosing a room (all / level1–3) clears everything and starts again in that room.
 */
export interface GameInput {
  lotteryId: number;
  gameType: GameType;
  balanceCents: number;
}

export interface GameContext extends GameInput {
  rooms: Room[];
  /** The pc28 room; null is "all" (spec §2), which bets in the beginner room. */
  roomId: number | null;
}

export type GameEvent =
  | RoundNotification
  | SlipNotification
  | { type: 'game.room'; roomId: number | null }
  | { type: 'game.balance'; cents: number };

/** What the game tells the page: an order went through, a draw passed (refresh the balance). */
export type GameNotification = { type: 'game.orderPlaced'; orderId: number; totalCents: number } | { type: 'game.drawn'; prizeNo: string };

/** The room a pc28 slip bets in: the chosen one, or the first (beginner) for "all". */
export function bettingRoom(context: Pick<GameContext, 'rooms' | 'roomId'>): Room | undefined {
  return context.rooms.find((room) => room.id === context.roomId) ?? context.rooms[0];
}

/** The round and slip as a game runs them: their notifications go to the game (their parent). */
export const gameRoundMachine = roundMachine.provide({ actions: { notify: sendParent((_, n: RoundNotification) => n) } });
export const gameSlipMachine = slipMachine.provide({ actions: { notify: sendParent((_, n: SlipNotification) => n) } });

export const gameMachine = setup({
  types: { context: {} as GameContext, events: {} as GameEvent, input: {} as GameInput },
  actors: {
    round: gameRoundMachine,
    slip: gameSlipMachine,
    draws: prizePagerMachine,
    fetchRooms: fromPromise<Room[], { lotteryId: number }>(async () => {
      throw new Error('game: the fetchRooms actor must be provided');
    }),
  },
  actions: {
    notify: (_, _params: GameNotification) => {},
  },
  guards: {
    isPc28: ({ context }) => context.gameType === 'pc28',
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({ ...input, rooms: [], roomId: null }),
  initial: 'starting',
  on: {
    // Before the slip runs (pc28 rooms loading) the balance is only kept for its input.
    'game.balance': { actions: assign({ balanceCents: ({ event }) => event.cents }) },
  },
  states: {
    starting: { always: [{ guard: 'isPc28', target: 'loadingRooms' }, { target: 'playing' }] },
    loadingRooms: {
      invoke: {
        src: 'fetchRooms',
        input: ({ context }) => ({ lotteryId: context.lotteryId }),
        onDone: { target: 'playing', actions: assign({ rooms: ({ event }) => event.output }) },
        onError: 'roomsFailed',
      },
    },
    roomsFailed: { after: { 5000: 'loadingRooms' } },
    playing: {
      invoke: [
        {
          id: 'round',
          src: 'round',
          input: ({ context }) => ({
            lotteryId: context.lotteryId,
            gameType: context.gameType,
            ...(context.gameType === 'pc28' ? { roomId: bettingRoom(context)?.id ?? 1 } : {}),
          }),
        },
        {
          id: 'slip',
          src: 'slip',
          input: ({ context }) => {
            const room = context.gameType === 'pc28' ? bettingRoom(context) : undefined;
            return { lotteryId: context.lotteryId, gameType: context.gameType, balanceCents: context.balanceCents, ...(room ? { room } : {}) };
          },
        },
        { id: 'draws', src: 'draws', input: ({ context }) => ({ lotteryId: context.lotteryId, pageSize: RECENT_DRAWS_PAGE_SIZE }) },
      ],
      on: {
        'game.balance': {
          actions: [assign({ balanceCents: ({ event }) => event.cents }), sendTo('slip', ({ event }) => ({ type: 'slip.balance' as const, cents: event.cents }))],
        },
        'round.status': { actions: sendTo('slip', ({ event }) => ({ type: 'slip.round' as const, status: event.status, prizeNo: event.prizeNo })) },
        'round.drawn': {
          actions: [sendTo('draws', { type: 'pager.reload' }), { type: 'notify', params: ({ event }) => ({ type: 'game.drawn' as const, prizeNo: event.prizeNo }) }],
        },
        'slip.placed': {
          actions: [
            sendTo('round', { type: 'round.refresh' }),
            { type: 'notify', params: ({ event }) => ({ type: 'game.orderPlaced' as const, orderId: event.orderId, totalCents: event.totalCents }) },
          ],
        },
        'game.room': {
          guard: ({ context, event }) => context.gameType === 'pc28' && event.roomId !== context.roomId,
          target: 'playing',
          reenter: true,
          actions: assign({ roomId: ({ event }) => event.roomId }),
        },
      },
    },
  },
});

type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** The running children of a game, typed, for the views that render them. */
export const roundOf = (snapshot: GameSnapshot) => snapshot.children.round as ActorRefFrom<typeof gameRoundMachine> | undefined;
export const slipOf = (snapshot: GameSnapshot) => snapshot.children.slip as ActorRefFrom<typeof gameSlipMachine> | undefined;
export const drawsOf = (snapshot: GameSnapshot) => snapshot.children.draws as ActorRefFrom<typeof prizePagerMachine> | undefined;
