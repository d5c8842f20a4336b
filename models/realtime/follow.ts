import type { RoundPush } from './round-push';

/**
 * Follow-bet rooms (spec §3 "Follow chat message", §7): one JSON WebSocket per lottery room,
 * opened at `{ipAddr or wsBase}/room?token={jwt}` with accessRoom's jwt. The client pings every
 * 5 s; the server fans out every accepted order of the room (role user), draw results (prize),
 * closing tips and operator notices (role system).
 */

export type FollowRole = 'system' | 'user';
/** `bet` is a player's order (role user); the others are role system. */
export type FollowMessageType = 'bet' | 'prize' | 'notice' | 'tips';

export interface FollowUser {
  /**
   * The player's room id: opaque, the same for one player everywhere and always (the welcome frame
   * tells a socket its own), never the numeric user id.
   */
  playerId: string;
  /** Masked account name (models/content maskAccount) for other players; the server never sends another player's full name. */
  username: string;
  /** Avatar id or URL; '' for none. */
  face: string;
}

/** The content of a bet message: enough to place the same order again (spec §3). */
export interface FollowBetContent {
  prizeNo: string;
  ruleItemName: string;
  ruleName: string;
  /** Cents, like every amount on the wire. */
  bettingTotal: number;
  bettingAmount: number;
  bettingCount: number;
  bettingTimes: number;
  bettingNumbers: string;
  ruleId: number;
  ruleItemId: number;
  lotteryId: number;
  /** pc28 room, 0 elsewhere. */
  roomId: number;
}

export interface FollowPrizeContent {
  prizeNo: string;
  lotteryId: number;
  /** The drawn numbers as the draw history shows them, e.g. "3,5,6". */
  result: string;
}

export interface FollowTextContent {
  /** Plain text (notices from operators, closing tips). */
  text: string;
  prizeNo?: string;
  /**
   * Tips only: which tip, so the client can show it in the player's language (`text` is zh-CN).
   * 'closing': betting on `prizeNo` closes in `seconds` (sent at twice the closing threshold
   * before the draw, spec §4); 'closed': the round stopped taking bets.
   */
  tip?: FollowTip;
  seconds?: number;
}

export type FollowTip = 'closing' | 'closed';

export interface FollowMessage {
  role: FollowRole;
  msg: {
    type: FollowMessageType;
    /** Milliseconds since the epoch. */
    time: number;
    /** bet: one entry per bet item (an order with several items is one message). */
    content: FollowBetContent[] | FollowPrizeContent | FollowTextContent;
    userInfo?: FollowUser;
    /** bet: the order's id, so the player's own order shown at once is not shown twice. */
    orderId?: number;
  };
  /** Server id of the message, unique per room. */
  id: string;
}

/** Frames the client sends. */
export type FollowClientFrame = { type: 'ping' };
/** Frames the server sends besides FollowMessage; RoundPush: the lottery's rounds and the player's settled orders (round-push.ts). */
export type FollowServerFrame = { type: 'pong' } | { type: 'welcome'; playerId: string; lotteryId: number; roomId: number } | FollowMessage | RoundPush;

export const FOLLOW_PING_MS = 5000;
/** The server closes a room socket that sent nothing for this long. */
export const FOLLOW_IDLE_TIMEOUT_MS = 20_000;
/** Messages a panel keeps (oldest dropped first). */
export const FOLLOW_PANEL_LIMIT = 100;

/** Close codes of a room socket. */
export const FollowClose = {
  /** Bad or expired token, or one whose session ended (logout, frozen account): get a new one from accessRoom. */
  badToken: 4001,
  /** Origin not allowed. */
  badOrigin: 4003,
  /** Too many connections or messages. */
  rateLimited: 4008,
  /** Server shutting down: reconnect elsewhere. */
  goingAway: 1001,
} as const;
