import { describe, expect, it } from 'vitest';
import { appendEntry, followBlock, followOrder, messageKey, orderContent, type FollowEntry } from '../../machines/games/follow/entries';
import { followStatus, type FollowRoomRef } from '../../machines/games/follow-room.machine';
import { FOLLOW_PANEL_LIMIT, FollowClose, type FollowMessage } from '../../models/realtime/follow';
import { reconnectDelay } from '../../models/realtime/reconnect';
import { RULES, type OrderRequest } from '../../models/games';
import { demoUser } from '../support/demo-user';
import { startAppSystem } from '../support/app-system';
import { eventually, until, untilState } from '../paths/wait';
import { betItem, betMessage, broadcast, lastSocket, liveSockets } from '../support/fake-follow';
import { CLOSE_S, ROUND_MS } from '../support/fake-platform';

/**
 * The follow-bet room (machines/games/follow-room.machine.ts) inside the whole root system on the fake
 * platform and a SimulatedClock: the game spawns it next to its round and draws; the fake room
 * server (tests/support/fake-follow.ts) hands out tokens and keeps every socket the room opens.
 */
type Lottery = { lotteryId: number; gameType: 'k3' | 'pc28' };
const K3: Lottery = { lotteryId: 1, gameType: 'k3' };
const PC28: Lottery = { lotteryId: 10, gameType: 'pc28' };

async function showing(options: Parameters<typeof startAppSystem>[0] = {}, lottery: Lottery = K3) {
  const sys = startAppSystem(options);
  await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
  sys.get('betting').send({ type: 'betting.show', lottery });
  const room = () => sys.get(`followRoom:${lottery.lotteryId}`) as FollowRoomRef;
  const slip = () => sys.get(`slip:${lottery.lotteryId}`);
  // The game has spawned its room and slip; the room has its token (or its refusal) and the round, the slip its rules.
  await eventually(() => room() !== undefined && slip() !== undefined, 'the game’s room and slip');
  await until(room(), (snapshot) => !snapshot.matches({ connection: 'access' }) && snapshot.context.round !== null);
  await until(slip(), (snapshot) => !snapshot.hasTag('loadingRules'));
  const entries = () => room().getSnapshot().context.entries;
  const status = () => followStatus(room().getSnapshot());
  /** The panel shows this connection status. */
  const becomes = (expected: ReturnType<typeof status>) => until(room(), (snapshot) => followStatus(snapshot) === expected);
  /** The socket dropped: the room waits for its next try, or is offline after the last. */
  const dropped = () => until(room(), (snapshot) => snapshot.matches({ connection: 'waiting' }) || snapshot.matches({ connection: 'offline' }));
  /** The panel lists this many entries. */
  const listed = (count: number) => until(room(), (snapshot) => snapshot.context.entries.length === count);
  /** The follow dialog shows a refusal. */
  const refused = () => until(room(), (snapshot) => snapshot.context.confirm?.error != null);
  return { ...sys, room, entries, status, becomes, dropped, listed, refused, follow: sys.platform.state.follow };
}

const currentNo = (sys: Awaited<ReturnType<typeof showing>>, lotteryId = 1) => sys.platform.currentRoundNo(lotteryId);
/** Simulated ms into the current round (the system starts 1 s into one). */
const intoRound = (sys: { clock: { now(): number } }) => sys.clock.now() % ROUND_MS;

const notice = (id: string, text: string): FollowMessage => ({ id, role: 'system', msg: { type: 'notice', time: 0, content: { text } } });

describe('follow room: the connection', () => {
  it('asks accessRoom for a token, opens the room socket with it and is live', async () => {
    const sys = await showing();
    expect(sys.platform.inputsOf('accessRoom')).toEqual([{ lotteryId: 1, roomId: 0 }]);
    expect(sys.follow.sockets).toHaveLength(1);
    expect(lastSocket(sys.follow).access).toEqual({ ipAddr: '', jwt: 'room-1-0-1' });
    expect(sys.status()).toBe('live');
  });

  it('says connecting until the socket opens', async () => {
    const sys = await showing({ prepare: (platform) => void (platform.state.follow.autoOpen = false) });
    expect(sys.status()).toBe('connecting');
    lastSocket(sys.follow).open();
    await sys.becomes('live');
    expect(sys.status()).toBe('live');
  });

  it('pings every 5 s while live, and not before it is open', async () => {
    const sys = await showing({ prepare: (platform) => void (platform.state.follow.autoOpen = false) });
    await sys.advance(10_000);
    const socket = lastSocket(sys.follow);
    expect(socket.sent).toEqual([]);
    socket.open();
    await sys.becomes('live');
    await sys.advance(4000);
    expect(socket.sent).toEqual([]);
    await sys.advance(1000);
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    await sys.advance(10_000);
    expect(socket.sent).toHaveLength(3);
  });

  it('reconnects after 5 s, 10 s, 20 s … with a fresh token each time, and counts again after an open', async () => {
    const sys = await showing();
    lastSocket(sys.follow).close(1006);
    await sys.becomes('reconnecting');
    expect(sys.status()).toBe('reconnecting');
    sys.follow.autoOpen = false;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const sockets = sys.follow.sockets.length;
      await sys.advance(reconnectDelay(attempt) - 1000);
      expect(sys.follow.sockets, `attempt ${attempt} waits ${reconnectDelay(attempt)} ms`).toHaveLength(sockets);
      await sys.advance(1000);
      expect(sys.follow.sockets).toHaveLength(sockets + 1);
      expect(lastSocket(sys.follow).access.jwt).toBe(`room-1-0-${attempt + 1}`);
      lastSocket(sys.follow).close(1006);
      await sys.dropped();
    }
    // The fourth try opens: the count starts again, the next drop waits 5 s.
    await sys.advance(reconnectDelay(4));
    lastSocket(sys.follow).open();
    await sys.becomes('live');
    expect(sys.status()).toBe('live');
    expect(sys.room().getSnapshot().context.attempt).toBe(0);
    lastSocket(sys.follow).close(1001);
    await sys.dropped();
    const sockets = sys.follow.sockets.length;
    await sys.advance(5000);
    expect(sys.follow.sockets).toHaveLength(sockets + 1);
  });

  it('goes offline after 10 failed tries, and the retry starts over', async () => {
    const sys = await showing();
    sys.follow.autoOpen = false;
    lastSocket(sys.follow).close(1006);
    await sys.dropped();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await sys.advance(reconnectDelay(attempt), 60_000);
      lastSocket(sys.follow).close(1006);
      await sys.dropped();
    }
    expect(sys.follow.sockets).toHaveLength(11);
    expect(sys.status()).toBe('offline');
    await sys.advance(reconnectDelay(11), 60_000);
    expect(sys.follow.sockets).toHaveLength(11);
    sys.follow.autoOpen = true;
    sys.room().send({ type: 'follow.retry' });
    await sys.becomes('live');
    expect(sys.follow.sockets).toHaveLength(12);
    expect(sys.status()).toBe('live');
  });

  it('a bad-token close asks accessRoom again at once, once; a second one in a row waits like any drop', async () => {
    const sys = await showing();
    sys.follow.autoOpen = false;
    lastSocket(sys.follow).close(FollowClose.badToken);
    await until(sys.room(), (room) => room.matches({ connection: { connected: 'opening' } }) && sys.follow.sockets.length === 2);
    expect(sys.platform.inputsOf('accessRoom')).toHaveLength(2);
    expect(sys.follow.sockets).toHaveLength(2);
    lastSocket(sys.follow).close(FollowClose.badToken);
    await sys.dropped();
    expect(sys.follow.sockets).toHaveLength(2);
    expect(sys.status()).toBe('reconnecting');
    await sys.advance(5000);
    expect(sys.follow.sockets).toHaveLength(3);
    expect(sys.platform.inputsOf('accessRoom')).toHaveLength(3);
  });

  it('a failed accessRoom call is retried with the backoff; a refusal (3001) is offline with its reason until retried', async () => {
    const sys = await showing({ prepare: (platform) => platform.failNext('accessRoom', 3001) });
    expect(sys.status()).toBe('offline');
    expect(sys.room().getSnapshot().context.error).toMatchObject({ code: 3001, messageKey: 'errors:code.3001' });
    expect(sys.follow.sockets).toHaveLength(0);
    sys.room().send({ type: 'follow.retry' });
    await sys.becomes('live');
    expect(sys.status()).toBe('live');
    expect(sys.room().getSnapshot().context.error).toBeNull();
  });

  it('changing the pc28 room stops the old room (its socket closes, its messages go) and joins the new one', async () => {
    const sys = await showing({}, PC28);
    expect(sys.platform.inputsOf('accessRoom')).toEqual([{ lotteryId: 10, roomId: 0 }]);
    broadcast(sys.follow, notice('n1', 'hello'));
    await sys.listed(1);
    expect(sys.entries()).toHaveLength(1);
    const old = sys.room();
    sys.get('game:10').send({ type: 'game.room', roomId: 2 });
    await eventually(() => sys.room() !== undefined && sys.room() !== old, 'the new room');
    await sys.becomes('live');
    expect(sys.room()).not.toBe(old);
    expect(sys.entries()).toEqual([]);
    expect(sys.follow.sockets[0]!.state).toBe('closed');
    expect(sys.platform.inputsOf('accessRoom').at(-1)).toEqual({ lotteryId: 10, roomId: 2 });
    expect(liveSockets(sys.follow)).toHaveLength(1);
    expect(sys.status()).toBe('live');
  });

  it('leaving the lottery closes the socket', async () => {
    const sys = await showing();
    sys.get('betting').send({ type: 'betting.hide' });
    await eventually(() => liveSockets(sys.follow).length === 0, 'the socket to close');
    expect(liveSockets(sys.follow)).toHaveLength(0);
  });
});

describe('follow room: messages', () => {
  it('lists room messages and ignores pongs, welcomes and anything else', async () => {
    const sys = await showing();
    const socket = lastSocket(sys.follow);
    socket.deliver({ type: 'pong' });
    socket.deliver({ type: 'welcome', playerId: 'p-demo001', lotteryId: 1, roomId: 0 });
    socket.deliver({ role: 'user', msg: 'nonsense' });
    socket.deliver(betMessage(501, [betItem(currentNo(sys))]));
    socket.deliver(notice('n1', 'welcome to the room'));
    await sys.listed(2);
    expect(sys.entries().map((e) => e.key)).toEqual(['bet:501', 'id:n1']);
  });

  it("knows the player by the welcome's room id: the room's bets with it are the player's own (placed in another tab), the others' stay followable", async () => {
    const sys = await showing();
    const socket = lastSocket(sys.follow);
    socket.deliver(betMessage(601, [betItem(currentNo(sys))], { playerId: 'p-demo001', username: 'de***01', face: '' }));
    await sys.listed(1);
    // Before the welcome nothing is known to be the player's.
    expect(followBlock(sys.entries()[0]!, sys.room().getSnapshot().context.round, sys.room().getSnapshot().context.playerId)).toBeNull();
    socket.deliver({ type: 'welcome', playerId: 'p-demo001', lotteryId: 1, roomId: 0 });
    socket.deliver(betMessage(602, [betItem(currentNo(sys))]));
    await sys.listed(2);
    const { context } = sys.room().getSnapshot();
    expect(context.playerId).toBe('p-demo001');
    expect(context.entries.map((entry) => followBlock(entry, context.round, context.playerId))).toEqual(['own', null]);
    sys.room().send({ type: 'follow.ask', key: 'bet:601' });
    expect(sys.room().getSnapshot().context.confirm).toBeNull();
  });

  it(`keeps the newest ${FOLLOW_PANEL_LIMIT}`, async () => {
    const sys = await showing();
    for (let i = 1; i <= FOLLOW_PANEL_LIMIT + 5; i++) lastSocket(sys.follow).deliver(notice(`n${i}`, `notice ${i}`));
    await until(sys.room(), (room) => room.context.entries.at(-1)?.key === `id:n${FOLLOW_PANEL_LIMIT + 5}`);
    expect(sys.entries()).toHaveLength(FOLLOW_PANEL_LIMIT);
    expect(sys.entries()[0]!.key).toBe('id:n6');
    expect(sys.entries().at(-1)!.key).toBe(`id:n${FOLLOW_PANEL_LIMIT + 5}`);
  });

  it('shows the player’s own order at once and drops the room’s broadcast of it', async () => {
    const sys = await showing();
    const slip = sys.get('slip:1');
    slip.send({ type: 'slip.pick', group: 0, ball: '3' });
    slip.send({ type: 'slip.submit' });
    slip.send({ type: 'slip.confirm' }); // the confirmation (issue 20 §3)
    await sys.listed(1);
    const own = sys.entries();
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ key: 'bet:1', kind: 'own', orderId: 1, content: [{ prizeNo: currentNo(sys), ruleId: 101, ruleItemId: 10101, ruleName: '和值', ruleItemName: '3', bettingNumbers: '3', bettingTotal: 100 }] });
    // A frame reaches the room as it arrives (the socket sends it back at once): nothing to wait for.
    broadcast(sys.follow, betMessage(1, own[0]!.kind === 'own' ? own[0]!.content : [], { playerId: 'p-demo001', username: 'demo001', face: 'b_01.png' }));
    expect(sys.entries()).toHaveLength(1);
  });

  it('tips at twice and once the close threshold, once each, whoever says them first', async () => {
    const sys = await showing();
    const no = currentNo(sys);
    // Until 2 × 10 s before the draw: no tip.
    await sys.advance(ROUND_MS - 2 * CLOSE_S * 1000 - intoRound(sys) - 1000);
    expect(sys.entries()).toEqual([]);
    await sys.advance(1000);
    expect(sys.entries()).toEqual([expect.objectContaining({ key: `tip:${no}:closing`, kind: 'tip', tip: 'closing', seconds: CLOSE_S })]);
    // The room's copy of the same tip is not listed again.
    // A frame reaches the room as it arrives (the socket sends it back at once): nothing to wait for.
    broadcast(sys.follow, { id: `tips-1-${no}-closing`, role: 'system', msg: { type: 'tips', time: 0, content: { text: '…', prizeNo: no, tip: 'closing', seconds: 10 } } });
    expect(sys.entries()).toHaveLength(1);
    await sys.advance(CLOSE_S * 1000);
    expect(sys.entries().map((e) => e.key)).toEqual([`tip:${no}:closing`, `tip:${no}:closed`]);
  });

  it('announces a new result once the draws show the previous round, not the one there on arrival', async () => {
    const sys = await showing();
    const no = currentNo(sys);
    expect(sys.entries()).toEqual([]);
    await sys.advance(ROUND_MS - intoRound(sys) + 2000);
    const results = sys.entries().filter((e) => e.kind === 'result');
    expect(results).toEqual([expect.objectContaining({ key: `result:${no}`, prizeNo: no, lotteryId: 1 })]);
    expect(results[0]!.kind === 'result' && results[0]!.result).toMatch(/^\d,\d,\d$/);
    // The room's prize message for the same round is not listed again.
    // A frame reaches the room as it arrives (the socket sends it back at once): nothing to wait for.
    broadcast(sys.follow, { id: `prize-1-${no}`, role: 'system', msg: { type: 'prize', time: 0, content: { prizeNo: no, lotteryId: 1, result: '1,2,3' } } });
    expect(sys.entries().filter((e) => e.key === `result:${no}`)).toHaveLength(1);
  });
});

describe('follow room: pushed rounds (issue 20 §2)', () => {
  it('hands the pushed rounds to the game, not the panel, and tells it when the socket is live or down', async () => {
    const sys = await showing();
    const round = sys.get('round:1');
    expect(round.getSnapshot().hasTag('live')).toBe(true);
    broadcast(sys.follow, { type: 'round', event: 'closed', lotteryId: 1, prizeNo: currentNo(sys), at: 0 });
    // A malformed one is nothing.
    broadcast(sys.follow, { type: 'round', event: 'closed', lotteryId: 1, prizeNo: '<b>', at: 0 });
    await until(round, (snapshot) => snapshot.matches({ phase: 'drawing' }));
    // Only the 'closed' tip the round's close calls for; the frames themselves are not listed.
    expect(sys.entries().map((entry) => entry.key)).toEqual([`tip:${currentNo(sys)}:closed`]);
    lastSocket(sys.follow).close(1006);
    await until(round, (snapshot) => snapshot.hasTag('polling'));
  });
});

describe('follow room: following a bet', () => {
  async function withBet(options: Parameters<typeof startAppSystem>[0] = {}) {
    const sys = await showing(options);
    broadcast(sys.follow, betMessage(900, [betItem('1000999')]));
    broadcast(sys.follow, betMessage(901, [betItem(currentNo(sys)), betItem(currentNo(sys), { ruleItemId: 10109, ruleItemName: '11', bettingNumbers: '11', bettingAmount: 200, bettingTotal: 200 })]));
    await sys.listed(2);
    return sys;
  }

  it('offers only bets of the current round, and only after a confirmation', async () => {
    const sys = await withBet();
    sys.room().send({ type: 'follow.ask', key: 'bet:900' });
    expect(sys.room().getSnapshot().matches({ follow: 'idle' })).toBe(true);
    sys.room().send({ type: 'follow.ask', key: 'bet:901' });
    expect(sys.room().getSnapshot().matches({ follow: 'confirming' })).toBe(true);
    expect(sys.room().getSnapshot().context.confirm?.content).toHaveLength(2);
    sys.room().send({ type: 'follow.cancel' });
    await untilState(sys.room(), { follow: 'idle' });
    expect(sys.room().getSnapshot().matches({ follow: 'idle' })).toBe(true);
    expect(sys.platform.inputsOf('placeOrder')).toEqual([]);
  });

  it('places the same order through the slip, lists it as the player’s own and debits the balance', async () => {
    const sys = await withBet();
    const before = sys.platform.state.user.balance;
    sys.room().send({ type: 'follow.ask', key: 'bet:901' });
    sys.room().send({ type: 'follow.confirm' });
    expect(sys.room().getSnapshot().matches({ follow: 'placing' })).toBe(true);
    await untilState(sys.room(), { follow: 'idle' });
    const [placed] = sys.platform.inputsOf('placeOrder');
    const order = placed!.order as OrderRequest;
    expect(order.orderDTO).toMatchObject({ lotteryId: 1, prizeNo: currentNo(sys), bettingCount: 2, bettingTotal: 300 });
    expect(order.orderItemDTOList.map((item) => [item.ruleId, item.ruleItemId, item.bettingNumbers, item.bettingAmount])).toEqual([
      [101, 10108, '10', 100],
      [101, 10109, '11', 200],
    ]);
    expect(sys.room().getSnapshot().matches({ follow: 'idle' })).toBe(true);
    expect(sys.platform.state.user.balance).toBe(before - 300);
    expect(sys.entries().at(-1)).toMatchObject({ kind: 'own', orderId: 1 });
    expect(sys.app.getSnapshot().context.toasts.map((t) => t.messageKey)).toContain('games:order.placed');
  });

  it('a follow the balance cannot pay is refused with 2001 in the dialog, without a call', async () => {
    const sys = await withBet({ user: { ...demoUser, balance: 250 } });
    sys.room().send({ type: 'follow.ask', key: 'bet:901' });
    sys.room().send({ type: 'follow.confirm' });
    await sys.refused();
    expect(sys.room().getSnapshot().matches({ follow: 'confirming' })).toBe(true);
    expect(sys.room().getSnapshot().context.confirm?.error).toMatchObject({ code: 2001, messageKey: 'errors:code.2001' });
    expect(sys.platform.inputsOf('placeOrder')).toEqual([]);
  });

  it('the server’s refusal (3009, closed) is shown in the dialog like any order’s', async () => {
    const sys = await withBet({ prepare: (platform) => platform.failNext('placeOrder', 3009) });
    sys.room().send({ type: 'follow.ask', key: 'bet:901' });
    sys.room().send({ type: 'follow.confirm' });
    await sys.refused();
    expect(sys.room().getSnapshot().context.confirm?.error).toMatchObject({ code: 3009, messageKey: 'errors:code.3009' });
    expect(sys.room().getSnapshot().matches({ follow: 'confirming' })).toBe(true);
    expect(sys.entries().filter((e) => e.kind === 'own')).toEqual([]);
  });

  it('a round that closed while the dialog was open refuses the follow (3009)', async () => {
    const sys = await withBet();
    sys.room().send({ type: 'follow.ask', key: 'bet:901' });
    await sys.advance(ROUND_MS - CLOSE_S * 1000 - intoRound(sys));
    sys.room().send({ type: 'follow.confirm' });
    await sys.refused();
    expect(sys.room().getSnapshot().context.confirm?.error).toMatchObject({ code: 3009 });
    expect(sys.platform.inputsOf('placeOrder')).toEqual([]);
  });

  it('the slip places one follow at a time: a second one while the first is on its way is refused, not sent', async () => {
    const sys = await withBet();
    const release = sys.platform.hold('placeOrder');
    const no = currentNo(sys);
    const request = { type: 'slip.follow' as const, order: followOrder('k3', [betItem(no)]), content: [betItem(no)], prizeNo: no, totalCents: 100 };
    sys.get('slip:1').send(request);
    sys.get('slip:1').send(request);
    await eventually(() => sys.platform.inputsOf('placeOrder').length === 1, 'the follow order call');
    expect(sys.platform.inputsOf('placeOrder')).toHaveLength(1);
    // The follow is a state of its own, beside the slip's own bet, which goes on.
    expect(sys.get('slip:1').getSnapshot().matches({ follow: 'placing', bet: 'ready' })).toBe(true);
    release();
    await eventually(() => sys.platform.state.orders.length === 1, 'the order placed');
    await untilState(sys.get('slip:1'), { follow: 'idle' });
    expect(sys.platform.state.orders).toHaveLength(1);
    expect(sys.get('slip:1').getSnapshot().matches({ follow: 'idle' })).toBe(true);
    sys.get('slip:1').send(request);
    await eventually(() => sys.platform.state.orders.length === 2, 'the second order placed');
    expect(sys.platform.state.orders).toHaveLength(2);
  });

  it('a pc28 bet is followed as the flat pc28 order in the message’s room', async () => {
    const sys = await showing({}, PC28);
    const no = currentNo(sys, 10);
    const item = betItem(no, { lotteryId: 10, ruleId: RULES.pc28[0]!.id, ruleItemId: RULES.pc28[0]!.balls[0]!.ruleItemId, bettingNumbers: '', roomId: 2, bettingAmount: 1000, bettingTotal: 1000 });
    broadcast(sys.follow, betMessage(77, [item]));
    await sys.listed(1);
    sys.room().send({ type: 'follow.ask', key: 'bet:77' });
    sys.room().send({ type: 'follow.confirm' });
    await eventually(() => sys.platform.inputsOf('placeOrder').length === 1, 'the follow order call');
    expect(sys.platform.inputsOf('placeOrder')[0]!.order).toEqual({
      bettingAmount: 1000,
      bettingCount: 1,
      bettingTotal: 1000,
      lotteryId: 10,
      prizeNo: no,
      roomId: 2,
      ruleId: item.ruleId,
      ruleItemId: item.ruleItemId,
    });
  });
});

describe('follow entries (pure)', () => {
  const own = (playerId: string): FollowEntry => ({ key: 'bet:5', kind: 'message', message: betMessage(5, [betItem('7')], { playerId, username: 'x', face: '' }) });

  it('names each entry by what it says', () => {
    expect(messageKey(betMessage(5, []))).toBe('bet:5');
    expect(messageKey(notice('a', 'b'))).toBe('id:a');
    expect(messageKey({ id: 'p', role: 'system', msg: { type: 'prize', time: 0, content: { prizeNo: '7', lotteryId: 1, result: '1,2,3' } } })).toBe('result:7');
    expect(messageKey({ id: 't', role: 'system', msg: { type: 'tips', time: 0, content: { text: 'x' } } })).toBe('id:t');
  });

  it('appends once per key and keeps the limit', () => {
    const a: FollowEntry = { key: 'a', kind: 'tip', tip: 'closed', prizeNo: '1', seconds: 0, time: null };
    expect(appendEntry(appendEntry([], a), a)).toHaveLength(1);
    expect(appendEntry([a], { ...a, key: 'b' }, 1).map((e) => e.key)).toEqual(['b']);
  });

  it('blocks following what is not another player’s open bet of this round', () => {
    const round = { prizeNo: '7', status: 0 as const };
    expect(followBlock(own('p2'), round, 'p1')).toBeNull();
    expect(followBlock(own('p1'), round, 'p1')).toBe('own');
    expect(followBlock(own('p2'), { prizeNo: '8', status: 0 }, 'p1')).toBe('pastRound');
    expect(followBlock(own('p2'), { prizeNo: '7', status: 2 }, 'p1')).toBe('closed');
    expect(followBlock(own('p2'), null, 'p1')).toBe('pastRound');
    expect(followBlock({ key: 'id:n', kind: 'message', message: notice('n', 'x') }, round, 'p1')).toBe('notBet');
  });

  it('an order and its content say the same bet', () => {
    const rule = RULES.k3[0]!;
    const content = [betItem('7', { ruleId: rule.id, ruleItemId: rule.balls[0]!.ruleItemId, ruleName: rule.name, ruleItemName: rule.balls[0]!.name })];
    expect(orderContent(followOrder('k3', content), RULES.k3)).toEqual(content);
  });
});

