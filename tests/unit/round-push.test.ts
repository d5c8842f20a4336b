import { describe, expect, it } from 'vitest';
import { parseRoundPush, pushedPrizeRecord, SETTLED_PUSH_MAX_ORDERS, settledFrames, type RoundPushFrame } from '../../models/realtime/round-push';
import type { RoundOutcome } from '../../server/domain/games/settlement';
import { drawnPosts, playerSettledFrames, SETTLED_POST_MAX_ORDERS } from '../../server/realtime/round-pushes';

/** The pushed rounds' wire (models/realtime/round-push.ts) and the server's bus posts of a draw: bounded both ways. */

const SEED = 'ab'.repeat(32);
const order = (orderId: number, userId: number) => ({ orderId, userId, status: 2 as const, paidCents: 1_950 });

describe('round pushes on the wire', () => {
  it('reads round and settled frames and drops anything else', () => {
    const drawn = { type: 'round', event: 'drawn', lotteryId: 8, prizeNo: '202612070123', at: 1, result: '3,5,6', seed: SEED };
    expect(parseRoundPush(drawn)).toEqual(drawn);
    expect(parseRoundPush({ type: 'round', event: 'opened', lotteryId: 1, prizeNo: 'A', at: 5 })).toEqual({ type: 'round', event: 'opened', lotteryId: 1, prizeNo: 'A', at: 5 });
    const settled = { type: 'settled', lotteryId: 8, prizeNo: 'A', orders: [{ orderId: 4, status: 1, paidCents: 0 }] };
    expect(parseRoundPush(settled)).toEqual(settled);
    for (const bad of [
      null,
      'round',
      { type: 'pong' },
      { ...drawn, event: 'voided' },
      { ...drawn, seed: 'not hex' },
      { ...drawn, result: '<script>' },
      { ...drawn, prizeNo: 'x'.repeat(33) },
      { ...drawn, lotteryId: -1 },
      { ...settled, orders: [{ orderId: 4, status: 9, paidCents: 0 }] },
      { ...settled, orders: Array.from({ length: SETTLED_PUSH_MAX_ORDERS + 1 }, (_, i) => ({ orderId: i, status: 1, paidCents: 0 })) },
    ]) {
      expect(parseRoundPush(bad)).toBeNull();
    }
  });

  it('splits a player\'s settled orders into frames of at most SETTLED_PUSH_MAX_ORDERS', () => {
    const orders = Array.from({ length: SETTLED_PUSH_MAX_ORDERS * 2 + 1 }, (_, i) => ({ orderId: i, status: 1 as const, paidCents: 0 }));
    const frames = settledFrames(8, 'A', orders);
    expect(frames.map((frame) => frame.orders.length)).toEqual([SETTLED_PUSH_MAX_ORDERS, SETTLED_PUSH_MAX_ORDERS, 1]);
    expect(frames.every((frame) => parseRoundPush(JSON.parse(JSON.stringify(frame))) !== null)).toBe(true);
  });
});

describe("a draw's bus posts", () => {
  const outcome = (settled: RoundOutcome['settled']): RoundOutcome => ({ roundId: 1, lotteryId: 1, prizeNo: 'A', state: 1, result: [1, 2, 3], seed: SEED, seedHash: 'cd'.repeat(32), drawAt: Date.UTC(2026, 11, 7, 4, 0, 0), orders: settled.length, settled });

  it('are the draw with its result and seed, then the settled orders by player, in posts of at most SETTLED_POST_MAX_ORDERS', () => {
    const settled = [...Array.from({ length: SETTLED_POST_MAX_ORDERS }, (_, i) => order(i + 1, 7)), order(9_000, 8), order(9_001, 8)];
    const posts = drawnPosts(outcome(settled), 42);
    expect(posts[0]).toEqual({ kind: 'round', frame: { type: 'round', event: 'drawn', lotteryId: 1, prizeNo: 'A', at: 42, result: '1,2,3', remark: expect.any(String), seed: SEED, seedHash: 'cd'.repeat(32), resultTime: expect.stringMatching(/^2026-12-07 \d\d:00:00$/) } });
    // The client lists it as the history would (models/games prize records), seed and hash included.
    const frame = posts[0]!.kind === 'round' ? posts[0]!.frame : null;
    expect(pushedPrizeRecord(parseRoundPush(frame) as RoundPushFrame)).toMatchObject({ prizeNo: 'A', lotteryId: 1, lotteryType: 'k3', prizeResult: '1,2,3', resultList: [1, 2, 3], prizeTotal: 6, remarkList: expect.arrayContaining([expect.any(String)]), seed: SEED, seedHash: 'cd'.repeat(32) });
    expect(posts.slice(1).map((post) => (post.kind === 'settled' ? post.players.map((player) => [player.userId, player.orders.length]) : []))).toEqual([[[7, SETTLED_POST_MAX_ORDERS]], [[8, 2]]]);
    const second = posts[2]!;
    if (second.kind !== 'settled') throw new Error('settled post expected');
    expect(playerSettledFrames(second, 8)).toEqual([{ type: 'settled', lotteryId: 1, prizeNo: 'A', orders: [{ orderId: 9_000, status: 2, paidCents: 1_950 }, { orderId: 9_001, status: 2, paidCents: 1_950 }] }]);
    expect(playerSettledFrames(second, 7)).toEqual([]);
  });

  it('push no draw for a voided round, only its refunds', () => {
    const posts = drawnPosts({ ...outcome([order(1, 7)]), result: null, seed: null }, 42);
    expect(posts.map((post) => post.kind)).toEqual(['settled']);
  });
});
