import { formatPrizeTexts, lotteryById } from '../../models/games';
import { settledFrames, type RoundPushEvent, type RoundPushFrame, type SettledOrderPush, type SettledPushFrame } from '../../models/realtime/round-push';
import type { RoundOutcome } from '../domain/games/settlement';
import { formatServerTime } from '../domain/notices';

/**
 * What the bus carries for rounds pushed to the room sockets (topic 'round', issue 20 §2): a
 * round's opening and closing (published by the leader from the timetables, room-tips.ts), its
 * draw (published after the settlement committed, on the scheduler's node) and the orders it
 * settled, grouped by player. Every node delivers them to its own sockets (follow-sockets.ts):
 * the round frame to every socket of the lottery, each player's settled frames only to that
 * player's sockets. A round with many orders is split into posts of at most
 * SETTLED_POST_MAX_ORDERS orders, so no bus message grows with the size of a round.
 */

export type RoundBusPost =
  | { kind: 'round'; frame: RoundPushFrame }
  | { kind: 'settled'; lotteryId: number; prizeNo: string; players: { userId: number; orders: SettledOrderPush[] }[] };

export const SETTLED_POST_MAX_ORDERS = 500;

export function isRoundBusPost(value: unknown): value is RoundBusPost {
  const post = value as { kind?: unknown; frame?: unknown; players?: unknown } | null;
  if (typeof post !== 'object' || post === null) return false;
  if (post.kind === 'round') return typeof post.frame === 'object' && post.frame !== null;
  return post.kind === 'settled' && Array.isArray(post.players);
}

export const roundEdgePost = (event: Exclude<RoundPushEvent, 'drawn'>, lotteryId: number, prizeNo: string, at: number): RoundBusPost => ({
  kind: 'round',
  frame: { type: 'round', event, lotteryId, prizeNo, at },
});

/** A settled round's posts: its draw (none for a voided round), then its orders by player. */
export function drawnPosts(outcome: RoundOutcome, at: number): RoundBusPost[] {
  const lottery = lotteryById(outcome.lotteryId);
  const { lotteryId, prizeNo } = outcome;
  const posts: RoundBusPost[] = [];
  if (lottery && outcome.result) {
    const texts = formatPrizeTexts(lottery.type, outcome.result);
    const frame: RoundPushFrame = { type: 'round', event: 'drawn', lotteryId, prizeNo, at, result: texts.prizeResult, remark: texts.prizeRemark, resultTime: formatServerTime(new Date(outcome.drawAt)), seedHash: outcome.seedHash };
    posts.push({ kind: 'round', frame: outcome.seed ? { ...frame, seed: outcome.seed } : frame });
  }
  // Grouped by player, in the settlement's order (by user, then order id).
  let players: { userId: number; orders: SettledOrderPush[] }[] = [];
  let count = 0;
  const flush = () => {
    if (players.length > 0) posts.push({ kind: 'settled', lotteryId, prizeNo, players });
    players = [];
    count = 0;
  };
  for (const order of outcome.settled) {
    if (count >= SETTLED_POST_MAX_ORDERS) flush();
    let player = players.at(-1);
    if (player?.userId !== order.userId) {
      player = { userId: order.userId, orders: [] };
      players.push(player);
    }
    player.orders.push({ orderId: order.orderId, status: order.status, paidCents: order.paidCents });
    count += 1;
  }
  flush();
  return posts;
}

/** One player's frames of a settled post (bounded: models/realtime/round-push.ts). */
export function playerSettledFrames(post: Extract<RoundBusPost, { kind: 'settled' }>, userId: number): SettledPushFrame[] {
  const orders = post.players.filter((player) => player.userId === userId).flatMap((player) => player.orders);
  return settledFrames(post.lotteryId, post.prizeNo, orders);
}
