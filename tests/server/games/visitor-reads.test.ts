import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePath, LotteryPath, Pc28Path } from '../../../models/api-paths';
import { ErrorCode } from '../../../models/errors';
import type { GameType, SellingInfo } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import { call } from '../support/api';
import { fakeClock, k3Order, newPlayer, OPEN_JSK3, order, slotNow, startClockedServer, type Player } from './support';

/**
 * What a visitor's betting page reads (issue 17 §5, docs/api.md "What a visitor reads"): every
 * family's board — rules and odds, the current round with its countdown, the recent draws, the
 * rule introduction, pc28's rooms — answers without a session, with nothing of any player in it;
 * what is personal (the room token, orders) stays behind the login; bad input is a clear
 * refusal, never a 5xx.
 */
const FAMILIES: readonly { gameType: GameType; lotteryId: number }[] = [
  { gameType: 'k3', lotteryId: 1 },
  { gameType: 'pk10', lotteryId: 5 },
  { gameType: 'ssc', lotteryId: 6 },
  { gameType: 'hp8', lotteryId: 7 },
  { gameType: 'pc28', lotteryId: 8 },
];

describe('a visitor’s betting page: public reads', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  let player: Player;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock);
    // A player's bet in jsk3's open round: a visitor must not see it.
    player = await newPlayer(server, 100_000, 'seen');
    const placed = await order(server, player, 'k3', k3Order(slotNow(1, clock.now()).prizeNo));
    expect(placed.envelope.code).toBe(0);
  });
  afterAll(() => server?.close());

  const visitor = <T>(path: string, body: object = {}) => call<T>(server.app, 'POST', path, { body });

  for (const { gameType, lotteryId } of FAMILIES) {
    it(`${gameType}: rules with odds, the current round and the recent draws answer without a session`, async () => {
      const rules = await visitor<{ id: number; ruleItemList?: unknown[] }[]>(gamePath.rule(gameType), { lotteryId, ...(gameType === 'pc28' ? { roomId: 1 } : {}) });
      expect(rules.status).toBe(200);
      expect(rules.envelope.code).toBe(0);
      expect(rules.envelope.data.length).toBeGreaterThan(0);

      const selling = await visitor<SellingInfo>(gamePath.sellingInfo(gameType), { lotteryId });
      expect(selling.envelope.code).toBe(0);
      expect(selling.envelope.data).toMatchObject({ status: 0, orderList: [] });
      expect(selling.envelope.data.currentNo).toBe(slotNow(lotteryId, clock.now()).prizeNo);
      expect(typeof selling.envelope.data.seedHash).toBe('string');

      const draws = await visitor<{ list: unknown[]; total: number }>(LotteryPath.prizeList, { lotteryId, pageIndex: 1, pageSize: 9 });
      expect(draws.envelope.code).toBe(0);
      expect(Array.isArray(draws.envelope.data.list)).toBe(true);

      const intro = await visitor<{ content: string }>(LotteryPath.ruleIntroduce, { lotteryId });
      expect(intro.envelope.code).toBe(0);
      expect(intro.envelope.data.content.length).toBeGreaterThan(0);
    });
  }

  it('pc28: the rooms and each room’s rules answer without a session', async () => {
    const rooms = await visitor<{ id: number }[]>(Pc28Path.roomList, { lotteryId: 8 });
    expect(rooms.envelope.code).toBe(0);
    expect(rooms.envelope.data.map((room) => room.id)).toEqual([1, 2, 3]);
    for (const { id } of rooms.envelope.data) expect((await visitor(gamePath.rule('pc28'), { lotteryId: 8, roomId: id })).envelope.code).toBe(0);
  });

  it('nothing personal: the round a player bet in shows the visitor no orders, the player theirs', async () => {
    const seen = await call<SellingInfo>(server.app, 'POST', gamePath.sellingInfo('k3'), { body: { lotteryId: 1 }, token: player.token });
    expect(seen.envelope.data.orderList).toHaveLength(1);
    const anonymous = await visitor<SellingInfo>(gamePath.sellingInfo('k3'), { lotteryId: 1 });
    expect(anonymous.envelope.data.orderList).toEqual([]);
    expect(JSON.stringify(anonymous.envelope)).not.toContain(player.account);
  });

  it('what is a member’s stays behind the login: the room token and orders answer 401', async () => {
    for (const path of [LotteryPath.accessRoom, Pc28Path.accessRoom]) {
      const refused = await visitor(path, { lotteryId: 8, roomId: 1 });
      expect(refused.status).toBe(200);
      expect(refused.envelope.code).toBe(ErrorCode.tokenUnauthorized);
    }
    const bet = await call(server.app, 'POST', gamePath.order('k3'), { body: k3Order(slotNow(1, clock.now()).prizeNo), idempotencyKey: 'visitor-bet-1' });
    expect(bet.envelope.code).toBe(ErrorCode.tokenUnauthorized);
  });

  it('bad input is a clear refusal, never a 5xx', async () => {
    const bad: readonly object[] = [{}, { lotteryId: 'abc' }, { lotteryId: -1 }, { lotteryId: 1e30 }, { lotteryId: { $gt: 0 } }, { lotteryId: 99 }];
    const seen: string[] = [];
    for (const body of bad) {
      // The round and the introduction name one lottery: anything else is refused, with a message.
      for (const path of [gamePath.sellingInfo('k3'), LotteryPath.ruleIntroduce]) {
        const answer = await visitor(path, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(answer.envelope.code, `${path} ${JSON.stringify(body)}`).not.toBe(0);
        expect(answer.envelope.msg.length).toBeGreaterThan(0);
      }
      // Rules without a lottery are the family's (documented), draws of no lottery an empty page; a bad room never a 5xx.
      for (const path of [gamePath.rule('pc28'), LotteryPath.prizeList]) {
        const answer = await visitor(path, { ...body, roomId: 'x', pageIndex: -3, pageSize: 'y' });
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        seen.push(`${path} ${answer.envelope.code}`);
      }
    }
    expect(seen.length).toBe(bad.length * 2);
    // A lottery of another family is not this game's.
    expect((await visitor(gamePath.sellingInfo('k3'), { lotteryId: 8 })).envelope.code).toBe(ErrorCode.gameDisabled);
  });
});
