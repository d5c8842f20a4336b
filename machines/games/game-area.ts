import type { GameCalls, GameEffects } from './services';
import { diceMachine } from './dice.machine';
import { gameDrawsMachine, gameFollowRoomMachine, gameMachine, gameRoundMachine, gameSlipMachine } from './game.machine';
import { prizePagerMachine } from './prize-pager.machine';
import { ruleIntroMachine } from './rule-intro.machine';

/**
 * A game and its parts (round, slip, draws, dice, rules, history) as one chunk, with their calls
 * in place, and the game rules of the five families with them. The betting machine loads it
 * the first time a player may play (`loadGame`), so no other page carries it.
 */
export function provideGame(calls: GameCalls, effects: GameEffects) {
  return gameMachine.provide({
    actors: {
      fetchRooms: calls.fetchRooms,
      round: gameRoundMachine.provide({ actors: { fetchSellingInfo: calls.fetchSellingInfo, ticker: calls.ticker } }),
      slip: gameSlipMachine.provide({ actors: { fetchRules: calls.fetchRules, placeOrder: calls.placeOrder, slipMemory: calls.slipMemory } }),
      draws: gameDrawsMachine.provide({ actors: { fetchPage: calls.fetchPrizePage } }),
      history: prizePagerMachine.provide({ actors: { fetchPage: calls.fetchPrizePage } }),
      dice: diceMachine.provide({ guards: { motionAllowed: () => effects.motionAllowed() } }),
      rules: ruleIntroMachine.provide({ actors: { fetchRuleIntro: calls.fetchRuleIntro } }),
      followRoom: gameFollowRoomMachine.provide({ actors: { accessRoom: calls.accessRoom, openRoomSocket: calls.openRoomSocket } }),
    },
  });
}

export type GameArea = ReturnType<typeof provideGame>;
