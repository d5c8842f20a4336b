import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, PayPath } from '../../../models/api-paths';
import type { TokenPair } from '../../../models/entities';
import { ErrorCode } from '../../../models/errors';
import { GamingCode, GamingPath, type GamingStatus, type LimitStatus, type SessionResult } from '../../../models/gaming-limits';
import type { FastdrawServer } from '../../../server/app';
import type { DatabaseTarget } from '../../../server/db/open';
import { runOperatorCommand } from '../../../server/operator-commands';
import { cardDeposit, payCall, payMethod } from '../account/support';
import { drawRound, fakeClock, freshRound, k3Order, newPlayer, OPEN_JSK3, order, type FakeClock, type Player } from '../games/support';
import { call } from '../support/api';
import { describeOnPostgres } from '../support/postgres';
import { startTestServer } from '../support/server';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'Asia/Shanghai';

/**
 * Responsible gaming on the server (issue 21 §1): limits set by the player, the 24-hour rule,
 * enforcement where orders and deposits are made, time-out and self-exclusion refusing login on
 * every node. The same suite runs on the embedded database and on PostgreSQL (two nodes).
 */
function gamingSuite(target: () => Promise<DatabaseTarget>, nodeCount: number) {
  const clock: FakeClock = fakeClock(OPEN_JSK3);
  const nodes: FastdrawServer[] = [];
  const node = (n: number) => nodes[n % nodes.length]!;
  beforeAll(async () => {
    const database = await target();
    for (let n = 0; n < nodeCount; n += 1) nodes.push(await startTestServer(database, { games: { timetable: 'real', now: clock.now, autoDraw: false, timeZone: ZONE } }));
  }, 60_000);
  afterAll(() => Promise.all(nodes.map((server) => server.close())));

  const setLimit = (server: FastdrawServer, player: Player, kind: string, period: string, limitCents: number | null) =>
    call<GamingStatus>(server.app, 'POST', GamingPath.setGamingLimit, { body: { kind, period, limitCents }, token: player.token, idempotencyKey: randomUUID() });
  const statusOf = async (server: FastdrawServer, player: Player, kind: string, period: string): Promise<LimitStatus> => {
    const answer = await call<GamingStatus>(server.app, 'GET', GamingPath.gamingLimits, { token: player.token });
    expect(answer.envelope.code).toBe(0);
    return answer.envelope.data.limits.find((limit) => limit.kind === kind && limit.period === period)!;
  };

  it('a stake limit per round refuses what passes it, says what is left, and starts again next round', async () => {
    const slot = await freshRound(node(0), clock, 1);
    const player = await newPlayer(node(0), 100_000);
    expect((await setLimit(node(0), player, 'stake', 'round', 500)).envelope.code).toBe(0);
    expect((await order(node(0), player, 'k3', k3Order(slot.prizeNo, { stake: 4 }), randomUUID())).envelope.code).toBe(0);
    const refused = await order(node(1), player, 'k3', k3Order(slot.prizeNo, { stake: 2 }), randomUUID());
    expect(refused.envelope).toMatchObject({ code: GamingCode.stakeLimitReached, msg: '超出每期投注限额：本期还可投注 1.00' });
    expect((await order(node(1), player, 'k3', k3Order(slot.prizeNo, { stake: 1 }), randomUUID())).envelope.code).toBe(0);
    const next = await freshRound(node(0), clock, 1);
    expect((await order(node(0), player, 'k3', k3Order(next.prizeNo, { stake: 5 }), randomUUID())).envelope.code).toBe(0);
  });

  it('a refusal is kept under its Idempotency-Key and tells the player in their language', async () => {
    const slot = await freshRound(node(0), clock, 1);
    const player = await newPlayer(node(0), 100_000);
    await setLimit(node(0), player, 'stake', 'round', 100);
    const key = randomUUID();
    const body = k3Order(slot.prizeNo, { stake: 2 });
    const first = await order(node(0), player, 'k3', body, key);
    expect(first.envelope.code).toBe(GamingCode.stakeLimitReached);
    expect((await order(node(1), player, 'k3', body, key)).envelope).toEqual(first.envelope);
    const response = await node(0).app.inject({ method: 'POST', url: '/api/k3/v1/order', headers: { token: player.token, locale: 'en-US' }, payload: body });
    expect(response.json()).toMatchObject({ code: GamingCode.stakeLimitReached, msg: 'Above your stake limit per round: 1.00 left in this round.' });
  });

  it('a decrease applies at once; an increase or removal after 24 hours, pending and cancellable', async () => {
    const player = await newPlayer(node(0), 0);
    await setLimit(node(0), player, 'deposit', 'week', 10_000);
    expect(await statusOf(node(0), player, 'deposit', 'week')).toMatchObject({ limitCents: 10_000, pending: null });
    await setLimit(node(0), player, 'deposit', 'week', 5_000);
    expect(await statusOf(node(1), player, 'deposit', 'week')).toMatchObject({ limitCents: 5_000, pending: null });
    const raised = (await setLimit(node(0), player, 'deposit', 'week', 20_000)).envelope.data.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'week')!;
    expect(raised).toMatchObject({ limitCents: 5_000, pending: { limitCents: 20_000, at: clock.now() + DAY } });
    await call(node(1).app, 'POST', GamingPath.cancelGamingLimit, { body: { kind: 'deposit', period: 'week' }, token: player.token, idempotencyKey: randomUUID() });
    expect(await statusOf(node(0), player, 'deposit', 'week')).toMatchObject({ limitCents: 5_000, pending: null });
    await setLimit(node(0), player, 'deposit', 'week', null);
    expect(await statusOf(node(0), player, 'deposit', 'week')).toMatchObject({ limitCents: 5_000, pending: { limitCents: null } });
    clock.advance(DAY - 1_000);
    expect(await statusOf(node(0), player, 'deposit', 'week')).toMatchObject({ limitCents: 5_000 });
    clock.advance(1_000);
    expect(await statusOf(node(1), player, 'deposit', 'week')).toMatchObject({ limitCents: null, leftCents: null, pending: null });
    const [history] = await node(0).db.query<{ n: number }>('SELECT count(*)::int AS n FROM gaming_history WHERE user_id = $1', [player.userId]);
    expect(history!.n).toBe(5);
  });

  it('refuses bad input with code 1, never a 5xx', async () => {
    const player = await newPlayer(node(0), 0);
    for (const body of [{ kind: 'stake', period: 'day', limitCents: 100 }, { kind: 'loss', period: 'day', limitCents: 0 }, { kind: 'loss', period: 'day', limitCents: 1.5 }, { kind: 'x' }, {}]) {
      const answer = await call(node(0).app, 'POST', GamingPath.setGamingLimit, { body, token: player.token });
      expect([answer.status, answer.envelope.code]).toEqual([200, ErrorCode.failed]);
    }
  });

  it('a loss limit counts open stakes and the day’s settled net loss, and resets at the site’s midnight', async () => {
    const slot = await freshRound(node(0), clock, 1);
    const player = await newPlayer(node(0), 100_000);
    await setLimit(node(0), player, 'loss', 'day', 1_000);
    expect((await order(node(0), player, 'k3', k3Order(slot.prizeNo, { stake: 6 }), randomUUID())).envelope.code).toBe(0);
    const refused = await order(node(1), player, 'k3', k3Order(slot.prizeNo, { stake: 6 }), randomUUID());
    expect(refused.envelope.code).toBe(GamingCode.lossLimitReached);
    expect(refused.envelope.msg).toMatch(/^超出每日亏损限额：还可投注 4\.00，\d{4}-\d\d-\d\d 00:00 重置$/);
    expect(await statusOf(node(0), player, 'loss', 'day')).toMatchObject({ limitCents: 1_000, usedCents: 600, leftCents: 400 });
    await drawRound(node(0), clock, slot);
    const settled = await statusOf(node(0), player, 'loss', 'day');
    const [row] = await node(0).db.query<{ paid: number }>('SELECT paid_cents AS paid FROM bet_orders WHERE user_id = $1', [player.userId]);
    expect(settled.usedCents).toBe(Math.max(0, 600 - Number(row!.paid)));
    // The site's next midnight (Asia/Shanghai): the settled loss no longer counts.
    expect(new Date(settled.resetsAt!).toLocaleTimeString('en-GB', { timeZone: ZONE })).toBe('00:00:00');
    clock.set(settled.resetsAt! + 60_000);
    expect(await statusOf(node(1), player, 'loss', 'day')).toMatchObject({ usedCents: 0, leftCents: 1_000 });
    clock.set(OPEN_JSK3 + 2 * DAY);
  });

  it('a deposit limit refuses a deposit order over it, with what is left and when it resets', async () => {
    await freshRound(node(0), clock, 1);
    const player = await newPlayer(node(0), 0);
    await setLimit(node(0), player, 'deposit', 'day', 1_000_00);
    await cardDeposit(node(0), player, 800_00);
    const method = await payMethod(node(1), player, 'bank');
    const refused = await payCall(node(1), player, PayPath.pay, { payTypeId: method.id, money: 300_00, isPaySDK: 0, protocolType: '', virtualType: '', checkType: method.checkType, device: 'pc' }, randomUUID());
    expect(refused.envelope.code).toBe(GamingCode.depositLimitReached);
    expect(refused.envelope.msg).toMatch(/^超出每日存款限额：还可存款 200\.00，\d{4}-\d\d-\d\d 00:00 重置$/);
    await cardDeposit(node(1), player, 200_00);
    clock.advance(DAY);
    await cardDeposit(node(0), player, 300_00);
  });

  it('time-out and self-exclusion: password-confirmed, every session ends, login refused on every node until it ends', async () => {
    const player = await newPlayer(node(0), 10_000);
    const exclude = (server: FastdrawServer, password: string, choice = '24h') =>
      call(server.app, 'POST', GamingPath.selfExclude, { body: { choice, password }, token: player.token, idempotencyKey: randomUUID() });
    expect((await exclude(node(0), 'wrong-pass')).envelope.code).toBe(ErrorCode.wrongPassword);
    expect((await exclude(node(0), 'pass1234', 'forever')).envelope.code).toBe(ErrorCode.failed);
    expect((await exclude(node(1), 'pass1234')).envelope).toMatchObject({ code: 0, data: { kind: 'time-out', endsAt: clock.now() + DAY } });
    const slot = await freshRound(node(0), clock, 1);
    for (const server of nodes) {
      expect((await order(server, player, 'k3', k3Order(slot.prizeNo, { stake: 1 }), randomUUID())).envelope.code).toBe(ErrorCode.tokenUnauthorized);
      const login = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account: player.account, password: 'pass1234' } });
      expect(login.envelope.code).toBe(GamingCode.selfExcluded);
      expect(login.envelope.msg).toMatch(/^账号处于冷静期或自我排除期，\d{4}-\d\d-\d\d \d\d:\d\d 结束$/);
    }
    clock.advance(DAY);
    const back = await call<TokenPair>(node(1).app, 'POST', ApiPath.login, { body: { account: player.account, password: 'pass1234' } });
    expect(back.envelope.code).toBe(0);
    const relogged: Player = { ...player, token: back.envelope.data.token };
    const permanent = await call(node(0).app, 'POST', GamingPath.selfExclude, { body: { choice: 'permanent', password: 'pass1234' }, token: relogged.token, idempotencyKey: randomUUID() });
    expect(permanent.envelope).toMatchObject({ code: 0, data: { kind: 'self-exclusion', endsAt: null } });
    clock.advance(400 * DAY);
    const never = await call(node(0).app, 'POST', ApiPath.login, { body: { account: player.account, password: 'pass1234' } });
    expect(never.envelope).toMatchObject({ code: GamingCode.selfExcluded, msg: '账号已永久自我排除' });
    clock.set(OPEN_JSK3 + 3 * DAY);
  });

  it('a timed-out or self-excluded player is refused a deposit on every node: the ended session, and the exclusion itself where money moves', async () => {
    const deposit = async (server: FastdrawServer, player: Player) => {
      const method = await payMethod(server, player, 'bank');
      return payCall(server, player, PayPath.pay, { payTypeId: method.id, money: 100_00, isPaySDK: 0, protocolType: '', virtualType: '', checkType: method.checkType, device: 'pc' }, randomUUID());
    };
    const depositOrders = async (player: Player) => (await node(0).db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [player.userId]))[0]!.n;

    // The player's own time-out ends the session: the old token deposits nothing anywhere.
    const timedOut = await newPlayer(node(0), 0);
    const started = await call(node(1).app, 'POST', GamingPath.selfExclude, { body: { choice: '7d', password: 'pass1234' }, token: timedOut.token, idempotencyKey: randomUUID() });
    expect(started.envelope.code).toBe(0);
    for (const server of nodes) expect((await payCall(server, timedOut, PayPath.pay, { payTypeId: 1, money: 100_00, isPaySDK: 0, protocolType: '', virtualType: '', checkType: 0, device: 'pc' }, randomUUID())).envelope.code).toBe(ErrorCode.tokenUnauthorized);

    // A session still open when an exclusion stands (one written straight to the table, as an
    // operator tool or a race would): the deposit itself is refused with 1016, on every node.
    for (const [kind, choice] of [['time-out', '24h'], ['self-exclusion', '6m']] as const) {
      const player = await newPlayer(node(0), 0);
      await node(0).db.query('INSERT INTO gaming_exclusions (user_id, kind, choice, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [player.userId, kind, choice, new Date(clock.now()), new Date(clock.now() + DAY)]);
      for (const server of nodes) {
        const refused = await deposit(server, player);
        expect(refused.status).toBeLessThan(500);
        expect(refused.envelope).toMatchObject({ code: GamingCode.selfExcluded, msg: '账号处于冷静期或自我排除期' });
      }
      expect(await depositOrders(player)).toBe(0);
    }
  });

  it('sessionResult (the reality check): stakes and net result of the orders since the session began, on every node, at most 24 hours back', async () => {
    const slot = await freshRound(node(0), clock, 1);
    const player = await newPlayer(node(0), 10_000);
    const result = async (server: FastdrawServer, since: number) => {
      const answer = await call<SessionResult>(server.app, 'GET', `${GamingPath.sessionResult}?since=${since}`, { token: player.token });
      expect(answer.envelope.code).toBe(0);
      return answer.envelope.data;
    };
    const start = clock.now();
    expect(await result(node(1), start)).toEqual({ stakeCents: 0, netCents: 0 });
    expect((await order(node(0), player, 'k3', k3Order(slot.prizeNo, { stake: 2 }), randomUUID())).envelope.code).toBe(0);
    const open = await result(node(1), start);
    expect(open.stakeCents).toBeGreaterThan(0);
    expect(open.netCents).toBe(-open.stakeCents);
    clock.advance(1_000);
    // A session that began after the order has none; one "began" two days ago counts 24 hours back.
    expect(await result(node(0), clock.now())).toEqual({ stakeCents: 0, netCents: 0 });
    clock.advance(DAY);
    expect(await result(node(0), start - DAY)).toEqual({ stakeCents: 0, netCents: 0 });
    const unauthenticated = await call(node(0).app, 'GET', `${GamingPath.sessionResult}?since=${start}`);
    expect(unauthenticated.envelope.code).toBe(ErrorCode.tokenUnauthorized);
  });

  it('the operator sees limits, exclusions and history (show-limits) and a lift is logged with its reason', async () => {
    const player = await newPlayer(node(0), 0);
    await setLimit(node(0), player, 'loss', 'week', 50_000);
    await setLimit(node(0), player, 'loss', 'week', 90_000);
    await call(node(0).app, 'POST', GamingPath.selfExclude, { body: { choice: '6m', password: 'pass1234' }, token: player.token, idempotencyKey: randomUUID() });
    await expect(runOperatorCommand(node(1).db, ['lift-exclusion', player.account])).rejects.toThrow(/--reason/);
    expect(await runOperatorCommand(node(1).db, ['lift-exclusion', player.account, '--reason', 'court', 'order', '#12'])).toMatch(/lifted \(logged: court order #12\)/);
    await expect(runOperatorCommand(node(1).db, ['lift-exclusion', player.account, '--reason', 'again'])).rejects.toThrow(/nothing changed/);
    const shown = await runOperatorCommand(node(0).db, ['show-limits', player.account]);
    expect(shown).toContain('loss per week: 500.00, used 0.00, left 500.00; pending 900.00 from');
    expect(shown).toMatch(/self-exclusion 6m: .* → .*; lifted .*: court order #12/);
    expect(shown).toMatch(/player set loss per week: none → 500\.00/);
    expect(shown).toMatch(/player request loss per week: 500\.00 → 900\.00/);
    expect(shown).toMatch(/operator lift-exclusion 6m: court order #12/);
  });
}

describe('responsible gaming (embedded database)', () => gamingSuite(async () => ({ kind: 'memory' }), 1));
describeOnPostgres('responsible gaming', (newDatabase) => gamingSuite(newDatabase, 2));
