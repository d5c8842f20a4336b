import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiPath, LotteryPath, Pc28Path } from '../../models/api-paths';
import type { FollowBetContent, FollowMessage, FollowPrizeContent, FollowServerFrame, FollowTextContent } from '../../models/realtime/follow';
import { parseRoundPush, type RoundPushFrame } from '../../models/realtime/round-push';
import { seedHashOf } from '../../models/games/fair';
import type { FastdrawServer } from '../../server/app';
import { loadRoomTokenKey, ROOM_TOKEN_SECONDS, signRoomToken } from '../../server/domain/games/room-token';
import { parseArgs } from '../../server/operator/actions';
import { noticePost } from '../../server/realtime/room-messages';
import { socketIpOf } from '../../server/realtime/socket-ip';
import { trustFunction } from '../../server/http/trust-proxy';
import { createRoomTips } from '../../server/realtime/room-tips';
import type { RoomPost } from '../../server/realtime/room-messages';
import type { GameSettings } from '../../server/domain/games/settings';
import type { Timetable } from '../../models/games';
import { LOTTERIES } from '../../models/games';
import { slotAt } from '../../server/domain/games/schedule';
import { DEFAULT_MAX_SOCKETS_PER_IP } from '../../server/realtime/sockets';
import { call } from './support/api';
import { frameOf, isRoomMessage, openRoomClient, type RoomClient } from './support/room-client';
import { drawRound, fakeClock, k3Order, newPlayer, OPEN_JSK3, openRound, order, pc28Order, slotAfter, slotNow, type Player } from './games/support';
import { startClockedServer } from './games/support';
import { runOperatorCommand } from '../../server/operator-commands';
import { loadRoomPlayerIds } from '../../server/realtime/room-player-ids';
import { connect as connectChat, HEARTBEAT_FRAME } from './chat/support';

/** The follow-bet room sockets on the embedded database: a real server port and real `ws` clients. */

const OPERATOR_TOKEN = 'follow-rooms-operator-token';
const LIMITS = { idleTimeoutMs: 1_000, maxBufferedBytes: 64 * 1024, maxFrames: 20, frameWindowMs: 2_000 };

const isMessage = isRoomMessage;

describe('follow-bet rooms', () => {
  const clock = fakeClock(OPEN_JSK3);
  let server: FastdrawServer;
  let base: string;
  const clients: RoomClient[] = [];

  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock, { followRooms: LIMITS, operatorToken: OPERATOR_TOKEN });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace(/^http/, 'ws');
  });
  afterAll(async () => {
    for (const client of clients) client.stop();
    await server?.close();
  });

  function connect(token: string, options: { ping?: boolean; headers?: Record<string, string>; from?: string } = {}): RoomClient {
    const client = openRoomClient(base, token, { pingMs: options.ping === false ? 0 : 300, waitMs: 5_000, ...options });
    clients.push(client);
    return client;
  }

  const accessRoom = async (player: Player, lotteryId: number, roomId?: number, path: string = LotteryPath.accessRoom) => {
    const answer = await call<{ ipAddr: string; jwt: string }>(server.app, 'POST', path, { body: { lotteryId, ...(roomId === undefined ? {} : { roomId }) }, token: player.token });
    return answer.envelope;
  };
  async function join(player: Player, lotteryId: number, roomId?: number): Promise<RoomClient> {
    const answer = await accessRoom(player, lotteryId, roomId, roomId && lotteryId === 8 ? Pc28Path.accessRoom : LotteryPath.accessRoom);
    expect(answer.code).toBe(0);
    const client = connect(answer.data.jwt);
    await client.next(frameOf('welcome'));
    return client;
  }
  const adminNotice = (body: object, idempotencyKey?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/admin/v1/room-notice',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: body,
    });
  const noticeText = (message: FollowMessage): string => (message.msg.type === 'notice' ? (message.msg.content as FollowTextContent).text : '');

  it('refuses a socket without a good token (4001) and welcomes one with a token from accessRoom', async () => {
    const player = await newPlayer(server, 100_000, 'follow');
    const key = await loadRoomTokenKey(server.db);
    const [session] = await server.db.query<{ id: number }>('SELECT id FROM sessions WHERE user_id = $1', [player.userId]);
    const grant = { userId: player.userId, sessionId: session!.id, lotteryId: 8, roomId: 1 };
    const expired = signRoomToken(key, grant, clock.now() - (ROOM_TOKEN_SECONDS + 1) * 1000);
    const forged = signRoomToken(Buffer.alloc(32), grant, clock.now());
    const noRoom = signRoomToken(key, { ...grant, lotteryId: 1, roomId: 2 }, clock.now());
    // Well signed, but not with the session that asked for it.
    const otherSession = signRoomToken(key, { ...grant, sessionId: session!.id + 1_000 }, clock.now());
    for (const token of ['', 'nonsense', expired, forged, noRoom, otherSession]) {
      const refused = connect(token, { ping: false });
      expect((await refused.closed).code).toBe(4001);
      expect(refused.frames).toEqual([]);
    }
    const answer = await accessRoom(player, 8, 2, Pc28Path.accessRoom);
    const client = connect(answer.data.jwt);
    const welcome = await client.next(frameOf('welcome'));
    // The player's room id: opaque, stable, and not the user id.
    expect(welcome).toEqual({ type: 'welcome', playerId: expect.stringMatching(/^[\w-]{16}$/), lotteryId: 8, roomId: 2 });
    expect(welcome).toEqual({ type: 'welcome', playerId: (await loadRoomPlayerIds(server.db))(player.userId), lotteryId: 8, roomId: 2 });
    const again = connect((await accessRoom(player, 8, 0)).data.jwt);
    expect(await again.next(frameOf('welcome'))).toMatchObject({ playerId: (welcome as { playerId: string }).playerId });
  });

  it('closes a frozen player\'s room and chat sockets, and refuses the room tokens it was given before (and after a logout)', async () => {
    const player = await newPlayer(server, 100_000, 'frozen');
    const other = await newPlayer(server, 100_000, 'frozen');
    const { jwt } = (await accessRoom(player, 8, 1, Pc28Path.accessRoom)).data;
    const spare = (await accessRoom(player, 8, 2, Pc28Path.accessRoom)).data.jwt;
    const room = connect(jwt);
    await room.next(frameOf('welcome'));
    const bystander = await join(other, 8, 1);
    const port = Number(new URL(base).port);
    const chat = await connectChat(port);
    expect((await chat.enter({}, { token: player.token })).code).toBe(0);
    const otherChat = await connectChat(port);
    expect((await otherChat.enter({}, { token: other.token })).code).toBe(0);

    const frozen = await server.app.inject({ method: 'POST', url: '/admin/v1/freeze', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, payload: { account: player.account } });
    expect(frozen.statusCode).toBe(200);
    expect(await room.closed).toMatchObject({ code: 4001, reason: 'account frozen' });
    expect(((await chat.next('kick')) as { reason: string }).reason).toBe('frozen');
    await chat.closed;
    // A token from before the freeze opens nothing, even after an unfreeze.
    const late = connect(spare, { ping: false });
    expect((await late.closed).code).toBe(4001);
    expect((await server.app.inject({ method: 'POST', url: '/admin/v1/unfreeze', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, payload: { account: player.account } })).statusCode).toBe(200);
    const afterUnfreeze = connect(spare, { ping: false });
    expect((await afterUnfreeze.closed).code).toBe(4001);
    expect(late.frames).toEqual([]);
    // The others keep their sockets.
    otherChat.ws.send(HEARTBEAT_FRAME);
    await otherChat.next('heartbeat');
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);

    // Logging out ends the session, and with it the tokens it asked for.
    const token = (await accessRoom(other, 8, 2, Pc28Path.accessRoom)).data.jwt;
    expect((await call(server.app, 'POST', ApiPath.logout, { token: other.token })).envelope.code).toBe(0);
    expect((await connect(token, { ping: false }).closed).code).toBe(4001);
    otherChat.close();
  });

  it('answers pings with pongs, and closes a silent socket, one that sends anything but a ping, and a flood', async () => {
    const player = await newPlayer(server, 100_000, 'follow');
    const { jwt } = (await accessRoom(player, 8, 1, Pc28Path.accessRoom)).data;
    const pinging = connect(jwt);
    await pinging.next(frameOf('pong'));
    const silent = connect(jwt, { ping: false });
    await silent.next(frameOf('welcome'));
    const started = Date.now();
    expect((await silent.closed).code).toBe(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.idleTimeoutMs - 100);
    // The pinging one is still open after the idle time.
    expect(pinging.socket.readyState).toBe(WebSocket.OPEN);

    const chatty = connect(jwt, { ping: false });
    await chatty.next(frameOf('welcome'));
    chatty.socket.send(JSON.stringify({ type: 'bet', content: 'x' }));
    expect((await chatty.closed).code).toBe(1008);

    const flood = connect(jwt, { ping: false });
    await flood.next(frameOf('welcome'));
    for (let i = 0; i < LIMITS.maxFrames + 5; i += 1) flood.socket.send('{"type":"ping"}');
    expect((await flood.closed).code).toBe(4008);
  });

  it('refuses an upgrade from a page of another origin (403) and serves the page of this host', async () => {
    const player = await newPlayer(server, 100_000, 'follow');
    const { jwt } = (await accessRoom(player, 8, 1, Pc28Path.accessRoom)).data;
    const foreign = connect(jwt, { headers: { origin: 'https://evil.example' } });
    const status = await new Promise<number>((resolve) => foreign.socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)));
    expect(status).toBe(403);
    const own = connect(jwt, { headers: { origin: base.replace(/^ws/, 'http') } });
    await own.next(frameOf('welcome'));
  });

  it('holds at most 50 sockets per client address, counted from the socket (X-Forwarded-For only when the proxy is trusted)', async () => {
    const player = await newPlayer(server, 100_000, 'follow');
    const { jwt } = (await accessRoom(player, 8, 1, Pc28Path.accessRoom)).data;
    const held = Array.from({ length: DEFAULT_MAX_SOCKETS_PER_IP }, () => connect(jwt, { from: '127.0.0.2', headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1` } }));
    await Promise.all(held.map((client) => client.next(frameOf('welcome'))));
    const refused = connect(jwt, { from: '127.0.0.2' });
    expect(await new Promise<number>((resolve) => refused.socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)))).toBe(429);
    await connect(jwt, { from: '127.0.0.3' }).next(frameOf('welcome'));
    for (const client of held) client.stop();

    const request = (forwarded: string | undefined) => ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress: '127.0.0.9' } }) as unknown as IncomingMessage;
    expect(socketIpOf(trustFunction(false))(request('203.0.113.7, 10.0.0.1'))).toBe('127.0.0.9');
    // The right-most address no trusted proxy added: one hop trusts the peer, which added 10.0.0.1.
    expect(socketIpOf(trustFunction(1))(request('203.0.113.7, 10.0.0.1'))).toBe('10.0.0.1');
    expect(socketIpOf(trustFunction(['127.0.0.9', '10.0.0.0/8']))(request('203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7');
    expect(socketIpOf(trustFunction(1))(request(undefined))).toBe('127.0.0.9');
  });

  it('gives tokens for every lottery at /lottery/v1/accessRoom: room 0 of any lottery, pc28 rooms 1-3; 3007 for a room a lottery does not have', async () => {
    const player = await newPlayer(server, 100_000, 'follow');
    expect((await accessRoom(player, 1)).code).toBe(0);
    expect((await accessRoom(player, 1, 0)).code).toBe(0);
    expect((await accessRoom(player, 1, 2)).code).toBe(3007);
    expect((await accessRoom(player, 8)).code).toBe(0);
    expect((await accessRoom(player, 8, 3)).code).toBe(0);
    expect((await accessRoom(player, 8, 4)).code).toBe(3007);
    expect((await accessRoom(player, 99)).code).toBe(4009);
    // The pc28 route keeps its rooms only.
    expect((await accessRoom(player, 8, 0, Pc28Path.accessRoom)).code).toBe(3007);
  });

  describe('broadcasts', () => {
    let room1: RoomClient;
    let room2: RoomClient;
    let everyRoom: RoomClient;
    let k3: RoomClient;
    let bettor: Player;

    beforeAll(async () => {
      await openRound(server, clock, 8);
      await openRound(server, clock, 1);
      const watcher = await newPlayer(server, 100_000, 'watch');
      [room1, room2, everyRoom, k3] = await Promise.all([join(watcher, 8, 1), join(watcher, 8, 2), join(watcher, 8), join(watcher, 1)]);
      bettor = await newPlayer(server, 1_000_000, 'bettor');
      await server.db.query("UPDATE users SET avatar = 'b_07.png' WHERE id = $1", [bettor.userId]);
    });

    it("shows a committed order to its room and the all view only, with the player's masked name and avatar, once even when the order is replayed", async () => {
      const slot = await openRound(server, clock, 8);
      const body = pc28Order(slot.prizeNo, { roomId: 1, stake: 10 });
      const first = await order(server, bettor, 'pc28', body, 'follow-replay-key');
      const replay = await order(server, bettor, 'pc28', body, 'follow-replay-key');
      expect(first.envelope.code).toBe(0);
      expect(replay.envelope.data).toEqual(first.envelope.data);
      const orderId = first.envelope.data.id;

      const bet = await room1.next<FollowMessage>((frame) => isMessage(frame) && frame.msg.orderId === orderId);
      expect(bet).toEqual({
        id: `bet-${orderId}`,
        role: 'user',
        msg: {
          type: 'bet',
          time: clock.now(),
          orderId,
          userInfo: { playerId: (await loadRoomPlayerIds(server.db))(bettor.userId), username: `${bettor.account.slice(0, 2)}***${bettor.account.slice(-2)}`, face: 'b_07.png' },
          content: [
            {
              prizeNo: slot.prizeNo,
              ruleName: expect.any(String),
              ruleItemName: expect.any(String),
              bettingNumbers: expect.any(String),
              bettingTotal: 1_000,
              bettingAmount: 1_000,
              bettingCount: 1,
              bettingTimes: 1,
              ruleId: body.ruleId,
              ruleItemId: body.ruleItemId,
              lotteryId: 8,
              roomId: 1,
            } satisfies FollowBetContent,
          ],
        },
      });
      expect(JSON.stringify(bet)).not.toContain(bettor.account);
      await everyRoom.next((frame) => isMessage(frame) && frame.msg.orderId === orderId);

      // A notice to every pc28 room comes after: by then room 2 and k3 would have had the bet.
      expect((await adminNotice({ lotteryId: 8, text: 'after the bet' })).statusCode).toBe(200);
      await room2.next((frame) => isMessage(frame) && frame.msg.type === 'notice' && noticeText(frame) === 'after the bet');
      await room1.next((frame) => isMessage(frame) && frame.msg.type === 'notice' && noticeText(frame) === 'after the bet');
      expect(room2.messages('bet')).toEqual([]);
      expect(k3.messages('bet')).toEqual([]);
      expect(k3.messages('notice')).toEqual([]);
      expect(room1.messages('bet').filter((message) => message.msg.orderId === orderId)).toHaveLength(1);
    });

    it("shows another lottery's order in its room 0 only", async () => {
      const slot = await openRound(server, clock, 1);
      const placed = await order(server, bettor, 'k3', k3Order(slot.prizeNo, { picks: [['big']], stake: 3 }));
      expect(placed.envelope.code).toBe(0);
      const bet = await k3.next<FollowMessage>((frame) => isMessage(frame) && frame.msg.orderId === placed.envelope.data.id);
      expect((bet.msg.content as FollowBetContent[])[0]).toMatchObject({ lotteryId: 1, roomId: 0, bettingAmount: 300, bettingNumbers: expect.any(String) });
      expect((await adminNotice({ lotteryId: 1, text: 'k3 notice' })).statusCode).toBe(200);
      await k3.next((frame) => isMessage(frame) && frame.msg.type === 'notice');
      await room1.next((frame) => isMessage(frame) && frame.msg.type === 'notice' && noticeText(frame) === 'after the bet');
      expect(room1.messages('bet').some((message) => message.msg.orderId === placed.envelope.data.id)).toBe(false);
    });

    it('sends closing tips at twice the threshold and at closing, and the draw result to every room of the lottery', async () => {
      const slot = await openRound(server, clock, 8);
      clock.set(slot.closeAt - 1);
      await server.followRooms.tips.check();
      clock.set(slot.closeAt);
      expect(await server.followRooms.tips.check()).toBeGreaterThanOrEqual(1);
      const closed = await room2.next<FollowMessage>((frame) => isMessage(frame) && frame.msg.type === 'tips' && (frame.msg.content as FollowTextContent).tip === 'closed');
      expect(closed.role).toBe('system');
      expect(closed.msg.content).toEqual({ text: expect.stringContaining(slot.prizeNo), prizeNo: slot.prizeNo, tip: 'closed' });
      expect(room2.messages('tips').find((message) => (message.msg.content as FollowTextContent).tip === 'closing')?.msg.content).toMatchObject({ prizeNo: slot.prizeNo, seconds: expect.any(Number) });

      await drawRound(server, clock, slot);
      for (const client of [room1, room2, everyRoom]) {
        const prize = await client.next<FollowMessage>((frame) => isMessage(frame) && frame.msg.type === 'prize' && (frame.msg.content as FollowPrizeContent).prizeNo === slot.prizeNo);
        expect(prize.role).toBe('system');
        expect((prize.msg.content as FollowPrizeContent).result).toMatch(/^\d+,\d+,\d+$/);
      }
      expect(k3.messages('prize').some((message) => (message.msg.content as FollowPrizeContent).lotteryId === 8)).toBe(false);
      expect(k3.messages('tips').some((message) => (message.msg.content as FollowTextContent).prizeNo === slot.prizeNo)).toBe(false);
    });

    it("pushes a round's opening, closing and draw (result and seed) to every socket of the lottery, and a player's settled orders to that player only", async () => {
      const isRound = (event: string, prizeNo: string) => (frame: FollowServerFrame) => parseRoundPush(frame)?.type === 'round' && (frame as RoundPushFrame).event === event && (frame as RoundPushFrame).prizeNo === prizeNo;
      const mine = await join(bettor, 8, 1);
      const slot = slotAfter(slotNow(8, clock.now()), 8);
      clock.set(slot.openAt - 1);
      await server.followRooms.tips.check();
      clock.set(slot.openAt + 1);
      await server.scheduler.runOnce();
      await server.followRooms.tips.check();
      for (const client of [room1, room2, everyRoom, mine]) expect(await client.next(isRound('opened', slot.prizeNo))).toEqual({ type: 'round', event: 'opened', lotteryId: 8, prizeNo: slot.prizeNo, at: slot.openAt });

      const placed = await order(server, bettor, 'pc28', pc28Order(slot.prizeNo, { roomId: 1, stake: 10 }));
      expect(placed.envelope.code).toBe(0);
      clock.set(slot.closeAt);
      await server.followRooms.tips.check();
      await room2.next(isRound('closed', slot.prizeNo));

      await drawRound(server, clock, slot);
      const drawn = await room2.next<RoundPushFrame>(isRound('drawn', slot.prizeNo));
      const [row] = await server.db.query<{ seed_hash: string; prize_result: string }>('SELECT seed_hash, prize_result FROM rounds WHERE lottery_id = 8 AND prize_no = $1', [slot.prizeNo]);
      expect(drawn).toEqual({ type: 'round', event: 'drawn', lotteryId: 8, prizeNo: slot.prizeNo, at: expect.any(Number), result: row!.prize_result, remark: expect.any(String), seed: expect.stringMatching(/^[0-9a-f]{64}$/), seedHash: row!.seed_hash, resultTime: expect.any(String) });
      expect(await seedHashOf(drawn.seed!)).toBe(row!.seed_hash);
      const settled = await mine.next((frame) => parseRoundPush(frame)?.type === 'settled');
      expect(settled).toEqual({ type: 'settled', lotteryId: 8, prizeNo: slot.prizeNo, orders: [{ orderId: placed.envelope.data.id, status: expect.any(Number), paidCents: expect.any(Number) }] });
      // The watcher's sockets had the draw but no one else's settlement; the k3 room neither.
      await everyRoom.next(isRound('drawn', slot.prizeNo));
      for (const client of [room1, room2, everyRoom, k3]) expect(client.frames.some((frame) => parseRoundPush(frame)?.type === 'settled')).toBe(false);
      expect(k3.frames.some((frame) => parseRoundPush(frame)?.lotteryId === 8)).toBe(false);
      mine.stop();
    });

    it('sends an operator notice through the admin API to one room, once per Idempotency-Key, and refuses rooms that do not exist', async () => {
      const first = await adminNotice({ lotteryId: 8, roomId: 2, text: 'room two only' }, 'notice-key-1');
      expect(first.json()).toMatchObject({ ok: true, data: { lotteryId: 8, roomId: 2 } });
      expect((await adminNotice({ lotteryId: 8, roomId: 2, text: 'room two only' }, 'notice-key-1')).json()).toEqual(first.json());
      await room2.next((frame) => isMessage(frame) && noticeText(frame) === 'room two only');
      await everyRoom.next((frame) => isMessage(frame) && frame.msg.type === 'notice' && noticeText(frame) === 'room two only');
      expect((await adminNotice({ lotteryId: 8, roomId: 2, text: 'marker' })).statusCode).toBe(200);
      await room2.next((frame) => isMessage(frame) && frame.msg.type === 'notice' && noticeText(frame) === 'marker');
      expect(room2.messages('notice').filter((message) => noticeText(message) === 'room two only')).toHaveLength(1);
      expect(room1.messages('notice').some((message) => noticeText(message) === 'room two only')).toBe(false);

      expect((await adminNotice({ lotteryId: 1, roomId: 2, text: 'no such room' })).statusCode).toBe(404);
      expect((await adminNotice({ lotteryId: 8, text: '   ' })).statusCode).toBe(400);
      expect((await adminNotice({ lotteryId: 8, text: 'x'.repeat(501) })).statusCode).toBe(400);
      // Without a server the command has no rooms to reach: a clear refusal, not a silent success.
      await expect(runOperatorCommand(server.db, ['room-notice', '8', 'hello'])).rejects.toThrow(/running server/);
      expect(parseArgs(['room-notice', '8', '2', 'hello rooms'])).toEqual({ command: 'room-notice', lotteryId: 8, roomId: 2, text: 'hello rooms' });
      expect(parseArgs(['room-notice', '1', 'hello'])).toEqual({ command: 'room-notice', lotteryId: 1, roomId: 0, text: 'hello' });
      expect(() => parseArgs(['room-notice', 'eight', 'hello'])).toThrow(/lottery id/);
    });

    it('drops a socket that reads too slowly without holding up the others', async () => {
      const slow = await join(bettor, 8, 3);
      slow.socket.pause();
      const before = server.followRooms.dropped;
      const chunk = 'x'.repeat(32 * 1024);
      const count = 600;
      // The readers share this process: each message is read by room 1 before the next is sent.
      for (let i = 0; i < count; i += 1) {
        await server.bus.publish('room', noticePost(8, 0, `${i} ${chunk}`, clock.now()));
        await room1.next((frame) => isMessage(frame) && noticeText(frame).startsWith(`${i} `));
      }
      expect(room1.messages('notice').filter((message) => noticeText(message).endsWith(chunk))).toHaveLength(count);
      expect(server.followRooms.dropped).toBe(before + 1);
      slow.stop();
    }, 30_000);
  });
});

describe('closing tips', () => {
  function tipsOn(timetable: Timetable, leader = true) {
    const clock = fakeClock(slotAt(timetable, OPEN_JSK3).openAt + 1);
    const settings = { now: clock.now, timetableOf: () => timetable, roomTokenKey: Buffer.alloc(32), rebatePermille: 0 } satisfies GameSettings;
    const posts: RoomPost[] = [];
    const tips = createRoomTips({ settings, isLeader: () => leader, publish: async (post) => void posts.push(post), logError: () => undefined });
    tips.start();
    tips.close();
    const slot = slotAt(timetable, clock.now());
    const kinds = () => posts.map((post) => (post.message.msg.content as FollowTextContent).tip);
    return { clock, tips, slot, posts, kinds };
  }

  it("sends 'closing' at twice the threshold before the draw and 'closed' at closing, once each, for every lottery", async () => {
    const { clock, tips, slot, posts, kinds } = tipsOn({ drawIntervalS: 20, closeBeforeDrawS: 4, drawDelayS: 3 });
    clock.set(slot.closeAt - 4_001);
    expect(await tips.check()).toBe(0);
    clock.set(slot.closeAt - 4_000);
    expect(await tips.check()).toBe(LOTTERIES.length);
    expect(new Set(kinds())).toEqual(new Set(['closing']));
    expect(posts[0]!.message.msg.content).toMatchObject({ prizeNo: slot.prizeNo, seconds: 4 });
    clock.set(slot.closeAt + 500);
    expect(await tips.check()).toBe(LOTTERIES.length);
    expect(await tips.check()).toBe(0);
    expect(kinds().filter((kind) => kind === 'closed')).toHaveLength(LOTTERIES.length);
    expect(posts.every((post) => post.roomId === 0 && post.message.role === 'system' && post.message.msg.type === 'tips')).toBe(true);
  });

  it("skips 'closing' when the round opens after it, tips found too late, and everything on a node that does not draw", async () => {
    const short = tipsOn({ drawIntervalS: 10, closeBeforeDrawS: 4, drawDelayS: 3 });
    short.clock.set(short.slot.closeAt);
    await short.tips.check();
    expect(new Set(short.kinds())).toEqual(new Set(['closed']));

    const late = tipsOn({ drawIntervalS: 60, closeBeforeDrawS: 10, drawDelayS: 3 });
    late.clock.set(late.slot.closeAt + 30_000);
    expect(await late.tips.check()).toBe(0);

    const follower = tipsOn({ drawIntervalS: 20, closeBeforeDrawS: 4, drawDelayS: 3 }, false);
    follower.clock.set(follower.slot.closeAt);
    expect(await follower.tips.check()).toBe(0);
    expect(follower.posts).toEqual([]);
  });
});
