import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePath } from '../../../models/api-paths';
import type { Envelope } from '../../../models/envelope';
import { ErrorCode } from '../../../models/errors';
import type { GameType } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import { DEFER } from '../../../server/domain/games/order-batch';
import { loadGameSettings, type GameSettings } from '../../../server/domain/games/settings';
import { IDEMPOTENCY_KEY_REUSED } from '../../../server/http/envelope';
import { orderCallOf, placeOrderCalls, type OrderCall, type OrderOutcome } from '../../../server/routes/place-orders';
import { expectMoneyConsistent } from './ledger-invariants';
import {
  balanceOf,
  countingStatements,
  fakeClock,
  freshRound,
  k3Order,
  newPlayer,
  OPEN_JSK3,
  openRound,
  order,
  pc28Order,
  slotAfter,
  startClockedServer,
  type Player,
} from './support';

/** The order call's batch work (routes/place-orders.ts) run directly on a batch of calls in one transaction. */
describe('order calls, set-based', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  let settings: GameSettings;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock);
    settings = await loadGameSettings(server.db, { now: clock.now });
  });
  afterAll(() => server?.close());

  /** An order call as the route reads it from a request. */
  const callOf = (gameType: GameType, token: string | null, body: object, key: string | null = randomUUID()): OrderCall =>
    orderCallOf(gameType, {
      method: 'POST',
      url: `/api${gamePath.order(gameType)}`,
      headers: { ...(token === null ? {} : { token }), ...(key === null ? {} : { 'idempotency-key': key }) },
      body,
    } as unknown as FastifyRequest);

  /** Runs the calls as one batch; answers their outcomes and how many statements the batch ran. */
  const batch = (calls: OrderCall[]) =>
    server.db.transaction(async (tx) => {
      const counting = countingStatements(tx);
      const outcomes = await placeOrderCalls(counting.tx, settings, calls);
      return { outcomes, statements: counting.count() };
    });
  const codes = (outcomes: (OrderOutcome | typeof DEFER)[]) => outcomes.map((outcome) => (outcome === DEFER ? 'defer' : outcome.answer.code));
  const keyCount = async () => (await server.db.query<{ n: number }>('SELECT count(*) AS n FROM idempotency_keys'))[0]!.n;

  it('runs the same statements for a batch of 3 orders and of 40: each kind once for all members', async () => {
    const slot = await freshRound(server, clock, 8);
    const players = await Promise.all([1, 2, 3, 4].map(() => newPlayer(server, 1_000_000)));
    const counts: number[] = [];
    for (const size of [3, 40]) {
      const calls = Array.from({ length: size }, (_, i) => {
        const player = players[i % players.length]!;
        // k3 on jzk3 and pc28 on canada28 (the same timetable), so every kind of statement runs.
        return i % 3 === 2
          ? callOf('pc28', player.token, pc28Order(slot.prizeNo, { roomId: 1, stake: 10 }))
          : callOf('k3', player.token, k3Order(slot.prizeNo, { lotteryId: 3, stake: 2 }));
      });
      const { outcomes, statements } = await batch(calls);
      expect(codes(outcomes)).toEqual(calls.map(() => 0));
      counts.push(statements);
    }
    // Tokens, key claims, round views, round locks, wallets, the players' own limits (gaming_usage),
    // room stakes so far, order ids, ledger, orders, what the accepted pc28 orders add to their rooms'
    // stakes (room_round_stakes), answers.
    expect(counts).toEqual([12, 12]);
    await expectMoneyConsistent(server.db);
  });

  it('answers refusals, replays and acceptances side by side in one batch; refusals change nothing of the others', async () => {
    const slot = await openRound(server, clock, 1);
    const rich = await newPlayer(server, 10_000);
    const poor = await newPlayer(server, 100);
    const body = (stake: number) => k3Order(slot.prizeNo, { stake });
    const [reused, answered] = [randomUUID(), randomUUID()];
    const first = await batch([callOf('k3', rich.token, body(1), reused), callOf('k3', rich.token, body(1), answered)]);
    expect(codes(first.outcomes)).toEqual([0, 0]);
    const keysBefore = await keyCount();

    const once = randomUUID();
    const calls = [
      callOf('k3', 'not-a-token', body(2)),
      callOf('k3', rich.token, body(2), once),
      callOf('k3', rich.token, body(2), once),
      callOf('k3', rich.token, {}),
      callOf('k3', rich.token, k3Order(slot.prizeNo, { lotteryId: 8 })),
      callOf('k3', rich.token, k3Order(slotAfter(slot, 1, -1).prizeNo)),
      callOf('k3', poor.token, body(2)),
      callOf('k3', rich.token, body(2), reused),
      callOf('k3', rich.token, body(1), answered),
      callOf('k3', rich.token, body(3), null),
    ];
    const { outcomes } = await batch(calls);
    expect(codes(outcomes)).toEqual([
      ErrorCode.tokenUnauthorized,
      0,
      'defer',
      ErrorCode.wrongBetRules,
      ErrorCode.gameDisabled,
      ErrorCode.periodClosed,
      ErrorCode.insufficientBalance,
      IDEMPOTENCY_KEY_REUSED,
      0,
      0,
    ]);
    const outcome = (index: number) => outcomes[index] as OrderOutcome;
    expect(outcome(8).answer).toEqual((first.outcomes[1] as OrderOutcome).answer);
    expect(outcomes.flatMap((item, index) => (item !== DEFER && item.accepted ? [index] : []))).toEqual([1, 9]);
    // With its author, read with the token, for the follow rooms' message.
    expect(outcome(1).accepted).toMatchObject({
      userId: rich.userId,
      orderId: (outcome(1).answer as Envelope<{ id: number }>).data.id,
      author: { account: rich.account, avatar: 'b_01.png' },
    });
    expect(await balanceOf(server, rich.userId)).toBe(10_000 - 200 - 200 - 300);
    expect(await balanceOf(server, poor.userId)).toBe(100);
    // A key record for every authenticated call that claimed one (1, 3, 4, 5, 6); none for the token refused.
    expect(await keyCount()).toBe(keysBefore + 5);

    // The deferred call, in the next batch, finds the first one's answer and changes nothing.
    const next = await batch([calls[2]!]);
    expect(next.outcomes).toEqual([{ answer: outcome(1).answer, accepted: null }]);
    expect(await balanceOf(server, rich.userId)).toBe(10_000 - 700);
    await expectMoneyConsistent(server.db);
  });

  it("judges a batch's pc28 orders in turn: a refused order does not count towards the room's limits, an accepted one does", async () => {
    const slot = await freshRound(server, clock, 8);
    // Room 1: 5,000 units a bet, 20,000 a player a round.
    const player = await newPlayer(server, 1_800_000);
    const stake = (units: number) => callOf('pc28', player.token, pc28Order(slot.prizeNo, { roomId: 1, stake: units }));
    const { outcomes } = await batch([stake(5_000), stake(5_000), stake(5_000), stake(5_000), stake(3_000), stake(2_001)]);
    expect(codes(outcomes)).toEqual([0, 0, 0, ErrorCode.insufficientBalance, 0, ErrorCode.abovePersonalPeriodLimit]);
    expect(await balanceOf(server, player.userId)).toBe(0);
    await expectMoneyConsistent(server.db);
  });

  it('places one call alone (the PostgreSQL path) with the same answers as over HTTP', async () => {
    const slot = await openRound(server, clock, 1);
    const player: Player = await newPlayer(server, 1_000);
    const key = randomUUID();
    const alone = await batch([callOf('k3', player.token, k3Order(slot.prizeNo, { stake: 2 }), key)]);
    expect(codes(alone.outcomes)).toEqual([0]);
    // The HTTP call with the same key and body replays the stored answer.
    const replay = await order(server, player, 'k3', k3Order(slot.prizeNo, { stake: 2 }), key);
    expect(replay.envelope).toEqual((alone.outcomes[0] as OrderOutcome).answer);
    expect(await balanceOf(server, player.userId)).toBe(800);
  });
});
