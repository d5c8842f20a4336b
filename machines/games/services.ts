import type { CallbackActorLogic, PromiseActorLogic } from 'xstate';
import type { Room, Rule } from '../../models/games';
import type { RoomAccess, RoomAccessRequest, RoomSocketCommand, RoomSocketEvent } from './follow/room-socket';
import type { PrizePage } from './prize-pager.machine';
import type { FetchedSellingInfo, RoundEvent, RoundInput } from './round.machine';
import type { RuleIntroInput } from './rule-intro.machine';
import type { TrendChart } from '../../models/games/trend';
import type { TrendRequest } from './trend.machine';
import type { PlaceOrderInput, SlipInput } from './slip.machine';
import type { SlipMemoryCommand, SlipMemoryEvent, SlipMemoryInput } from './slip/memory';

/** The calls the game area's machines make (game-area.ts; part of AppCalls). */
export interface GameCalls {
  fetchRooms: PromiseActorLogic<Room[], { lotteryId: number }>;
  fetchSellingInfo: PromiseActorLogic<FetchedSellingInfo, RoundInput>;
  /** Sends `round.tick {now}` every `intervalMs` and when the page becomes visible again. */
  ticker: CallbackActorLogic<RoundEvent, { intervalMs: number }>;
  fetchRules: PromiseActorLogic<Rule[], SlipInput>;
  placeOrder: PromiseActorLogic<{ orderId: number }, PlaceOrderInput>;
  /** What the slip remembers per player: the skip-the-confirmation choice and each lottery's last slip (src/app/slip-memory.ts). */
  slipMemory: CallbackActorLogic<SlipMemoryCommand, SlipMemoryInput, SlipMemoryEvent>;
  /** The follow-bet room's socket address and short-lived token (`/lottery28/v1/accessRoom`). */
  accessRoom: PromiseActorLogic<RoomAccess, RoomAccessRequest>;
  /** Opens the room's socket with that token and reports on it (src/realtime/room-socket.ts). */
  openRoomSocket: CallbackActorLogic<RoomSocketCommand, RoomAccess, RoomSocketEvent>;
  fetchPrizePage: PromiseActorLogic<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>;
  fetchRuleIntro: PromiseActorLogic<string, RuleIntroInput>;
  /** A lottery's trend chart (`/lotteryPrize/v1/trend`, issue 20 §1). */
  fetchTrend: PromiseActorLogic<TrendChart, TrendRequest>;
}

/** The game area's page effects (part of AppEffects). */
export interface GameEffects {
  /** False under the player's reduced-motion preference. */
  motionAllowed(): boolean;
}
