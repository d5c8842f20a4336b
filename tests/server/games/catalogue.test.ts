import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, gamePath, LotteryPath, Pc28Path } from '../../../models/api-paths';
import type { User } from '../../../models/entities';
import { floorOdds, LOTTERIES, PC28_ROOMS, RULES, type LotteryCard, type Room, type Rule } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import { loadRoomTokenKey, ROOM_TOKEN_SECONDS, verifyRoomToken } from '../../../server/domain/games/room-token';
import { runOperatorCommand, UsageError } from '../../../server/operator-commands';
import { call } from '../support/api';
import { fakeClock, k3Order, newPlayer, OPEN_JSK3, openRound, order, startClockedServer } from './support';

/** Rules, rooms, the catalogue, rule introductions, room access and disabled lotteries. */
describe('game catalogue calls', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock);
  });
  afterAll(() => server?.close());

  describe('rules', () => {
    it('serves every game its catalogue rules on POST, and pk10 and ssc also on GET', async () => {
      for (const { id, type } of LOTTERIES.filter((lottery) => lottery.type !== 'pc28')) {
        expect((await call<Rule[]>(server.app, 'POST', gamePath.rule(type), { body: { lotteryId: id } })).envelope.data).toEqual(RULES[type]);
      }
      expect((await call(server.app, 'GET', `${gamePath.rule('pk10')}?lotteryId=5`)).envelope.data).toEqual(RULES.pk10);
      expect((await call(server.app, 'GET', `${gamePath.rule('ssc')}?lotteryId=6`)).envelope.data).toEqual(RULES.ssc);
      expect((await call(server.app, 'POST', gamePath.rule('hp8'), { body: {} })).envelope.data).toEqual(RULES.hp8);
      expect((await call(server.app, 'GET', gamePath.rule('k3'))).status).toBe(404);
    });

    it("applies a pc28 room's limits to its rules, and only the whole-unit minimum without a room", async () => {
      const roomRule = async (roomId?: number) =>
        (await call<Rule[]>(server.app, 'POST', gamePath.rule('pc28'), { body: { lotteryId: 8, ...(roomId ? { roomId } : {}) } })).envelope;
      const advanced = PC28_ROOMS[2]!;
      const rules = (await roomRule(advanced.id)).data;
      expect(rules.map((rule) => rule.id)).toEqual(RULES.pc28.map((rule) => rule.id));
      rules.forEach((rule, i) => {
        expect(rule.minBetting).toBe(advanced.minLimitBetting);
        expect(rule.maxBetting).toBe(Math.min(RULES.pc28[i]!.maxBetting, advanced.maxBettingSingle));
        expect(rule.balls).toEqual(RULES.pc28[i]!.balls);
      });
      expect((await roomRule(1)).data.map((rule) => rule.maxBetting)).toEqual(RULES.pc28.map((rule) => Math.min(rule.maxBetting, 500_000)));
      expect((await roomRule()).data).toEqual(RULES.pc28.map((rule) => ({ ...rule, minBetting: 100 })));
      expect((await roomRule(7)).code).toBe(3007);
    });

    it('answers 4009 for a lottery of another game or not in the catalogue', async () => {
      expect((await call(server.app, 'POST', gamePath.rule('k3'), { body: { lotteryId: 5 } })).envelope.code).toBe(4009);
      expect((await call(server.app, 'POST', gamePath.sellingInfo('k3'), { body: { lotteryId: 99 } })).envelope.code).toBe(4009);
      expect((await call(server.app, 'POST', gamePath.sellingInfo('pc28'), { body: {} })).envelope.code).toBe(4009);
    });
  });

  it('lists the pc28 rooms without their settlement rule', async () => {
    const rooms = (await call<Room[]>(server.app, 'POST', Pc28Path.roomList, { body: { lotteryId: 8 } })).envelope.data;
    expect(rooms).toEqual(PC28_ROOMS.map(({ rule1314: _rule, ...room }) => room));
  });

  it('lists every lottery as a card on the home index and the game list', async () => {
    const cards = (await call<LotteryCard[]>(server.app, 'GET', LotteryPath.gameList)).envelope.data;
    expect(cards).toEqual(
      LOTTERIES.map((lottery) => ({
        id: lottery.id,
        code: lottery.code,
        type: lottery.type,
        name: lottery.name,
        remark: `每 ${lottery.timetable.drawIntervalS} 秒一期，开奖前 ${lottery.timetable.closeBeforeDrawS} 秒封盘`,
        status: 1,
        image: `/media/lottery/${lottery.code}.svg`,
      })),
    );
    const home = (await call<{ lotteryList: LotteryCard[]; prizeRecordList: unknown[] }>(server.app, 'GET', LotteryPath.homeIndex)).envelope.data;
    expect(home.lotteryList).toEqual(cards);
    expect(home.prizeRecordList).toEqual([]);
  });

  it('introduces the rules of each lottery in Chinese HTML: the draw, the timetable, every play with its odds and limits', async () => {
    for (const lottery of LOTTERIES) {
      const { content } = (await call<{ content: string }>(server.app, 'POST', LotteryPath.ruleIntroduce, { body: { lotteryId: lottery.id } })).envelope.data;
      expect(content).toContain(`<h3>${lottery.name} 玩法说明</h3>`);
      expect(content).toContain(`每 ${lottery.timetable.drawIntervalS} 秒开奖一期`);
      for (const rule of RULES[lottery.type]) {
        expect(content).toContain(`<h4>${rule.name}</h4><p>${rule.remark}</p>`);
        expect(content).toContain(String(floorOdds(rule.rateList?.[0]?.rate ?? rule.balls[0]!.ruleItemRate)));
      }
      expect(content.includes('初级房')).toBe(lottery.type === 'pc28');
      expect(content).toContain('SHA-256');
    }
    expect((await call(server.app, 'POST', LotteryPath.ruleIntroduce, { body: { lotteryId: 42 } })).envelope.code).toBe(4009);
  });

  describe('room access', () => {
    const access = (token: string | undefined, body: object) =>
      call<{ ipAddr: string; jwt: string }>(server.app, 'POST', Pc28Path.accessRoom, { body, ...(token ? { token } : {}) });

    it("answers a short-lived token naming the player and the room, signed with the nodes' shared key", async () => {
      const player = await newPlayer(server, 100_000);
      const answer = (await access(player.token, { lotteryId: 8, roomId: 2 })).envelope;
      expect(answer).toEqual({ code: 0, msg: expect.any(String), data: { ipAddr: '', jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) } });
      const key = await loadRoomTokenKey(server.db);
      const claims = verifyRoomToken(key, answer.data.jwt, clock.now());
      // `sid`: the session that asked for it (the room checks it still stands).
      expect(claims).toEqual({ sub: String(player.userId), sid: expect.any(Number), lotteryId: 8, roomId: 2, iat: Math.floor(clock.now() / 1000), exp: Math.floor(clock.now() / 1000) + ROOM_TOKEN_SECONDS });
      expect(verifyRoomToken(key, answer.data.jwt, clock.now() + ROOM_TOKEN_SECONDS * 1000)).toBeNull();
      const [header, payload, signature] = answer.data.jwt.split('.');
      const forged = Buffer.from(JSON.stringify({ ...claims, roomId: 3 })).toString('base64url');
      expect(verifyRoomToken(key, `${header}.${forged}.${signature}`, clock.now())).toBeNull();
      expect(verifyRoomToken(key, `${header}.${payload}`, clock.now())).toBeNull();
      expect(verifyRoomToken(Buffer.alloc(32), answer.data.jwt, clock.now())).toBeNull();
    });

    it('refuses visitors (401), other lotteries (4009), unknown rooms (3007) and a balance below the room minimum (3001)', async () => {
      const poor = await newPlayer(server, 5_000);
      expect((await access(undefined, { lotteryId: 8, roomId: 1 })).envelope.code).toBe(401);
      expect((await access(poor.token, { lotteryId: 1, roomId: 1 })).envelope.code).toBe(4009);
      expect((await access(poor.token, { lotteryId: 8, roomId: 4 })).envelope.code).toBe(3007);
      expect((await access(poor.token, { lotteryId: 8, roomId: 3 })).envelope.code).toBe(3001);
      expect((await access(poor.token, { lotteryId: 8, roomId: 2 })).envelope.code).toBe(0);
    });
  });

  describe('disabled lotteries', () => {
    it("answers 4009 to selling info, rules and orders of a lottery in the player's disableGameList", async () => {
      const slot = await openRound(server, clock, 1);
      const player = await newPlayer(server, 10_000);
      expect(await runOperatorCommand(server.db, ['disable-game', player.account, '1'])).toBe(`${player.account}: lottery 1 disabled; disabled lotteries [1]`);
      expect(await runOperatorCommand(server.db, ['disable-game', player.account, '5'])).toBe(`${player.account}: lottery 5 disabled; disabled lotteries [1,5]`);
      expect((await call<User>(server.app, 'POST', ApiPath.userInfo, { token: player.token })).envelope.data.disableGameList).toBe('[1,5]');

      const asPlayer = { token: player.token };
      expect((await call(server.app, 'POST', gamePath.sellingInfo('k3'), { body: { lotteryId: 1 }, ...asPlayer })).envelope.code).toBe(4009);
      expect((await call(server.app, 'POST', gamePath.rule('k3'), { body: { lotteryId: 1 }, ...asPlayer })).envelope.code).toBe(4009);
      expect((await call(server.app, 'GET', `${gamePath.rule('pk10')}?lotteryId=5`, asPlayer)).envelope.code).toBe(4009);
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo))).envelope.code).toBe(4009);
      expect((await call(server.app, 'POST', gamePath.sellingInfo('k3'), { body: { lotteryId: 2 }, ...asPlayer })).envelope.code).toBe(0);
      expect((await call(server.app, 'POST', gamePath.sellingInfo('k3'), { body: { lotteryId: 1 } })).envelope.code).toBe(0);

      expect(await runOperatorCommand(server.db, ['enable-game', player.account, '1'])).toBe(`${player.account}: lottery 1 enabled; disabled lotteries [5]`);
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo))).envelope.code).toBe(0);
    });

    it('treats an unreadable stored list as empty', async () => {
      const player = await newPlayer(server, 0);
      await server.db.query(`UPDATE users SET disable_game_list = 'not json' WHERE id = $1`, [player.userId]);
      expect((await call(server.app, 'POST', gamePath.sellingInfo('k3'), { body: { lotteryId: 1 }, token: player.token })).envelope.code).toBe(0);
      await runOperatorCommand(server.db, ['disable-game', player.account, '3']);
      expect((await call<User>(server.app, 'POST', ApiPath.userInfo, { token: player.token })).envelope.data.disableGameList).toBe('[3]');
    });

    it.each([[['disable-game']], [['disable-game', 'demo001']], [['enable-game', 'demo001', 'one']], [['disable-game', 'demo001', '1', 'extra']]])(
      'explains the usage for %j',
      async (args) => {
        await expect(runOperatorCommand(server.db, args)).rejects.toThrow(UsageError);
      },
    );

    it('refuses unknown lotteries and accounts', async () => {
      await expect(runOperatorCommand(server.db, ['disable-game', 'demo001', '99'])).rejects.toThrow('No lottery 99');
      await expect(runOperatorCommand(server.db, ['disable-game', 'nobody404', '1'])).rejects.toThrow('No account "nobody404"');
    });
  });
});
