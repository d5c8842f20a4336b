import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, LotteryPath } from '../../models/api-paths';
import type { TokenPair } from '../../models/entities';
import type { FastdrawServer } from '../../server/app';
import { call } from './support/api';
import { startTestServer } from './support/server';

// The routes' request schemas (docs/api.md "Request schemas"): shape refused with 400 before the
// route runs; what clients send (numbers as digits, null filters, no body) still reaches the route.
describe('request schemas', () => {
  let server: FastdrawServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { loadShedding: { maxEventLoopDelayMs: 0 } });
    token = (await call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account: 'demo001', password: 'demo1234' } })).envelope.data.token;
  });
  afterAll(() => server?.close());

  it('answers a field of another shape with 400 and an envelope naming it, before the route runs', async () => {
    const wrong = await call(server.app, 'POST', ApiPath.login, { body: { account: { $gt: '' }, password: 'demo1234' } });
    expect(wrong).toEqual({ status: 400, envelope: { code: 400, msg: 'body/account must be string', data: null } });
    const long = await call(server.app, 'POST', ApiPath.register, { body: { account: 'x'.repeat(1025) } });
    expect(long.status).toBe(400);
    expect(long.envelope.msg).toMatch(/body\/account must NOT have more than 1024 characters/);
    const array = await server.app.inject({ method: 'POST', url: `/api${LotteryPath.prizeList}`, payload: '[]', headers: { 'content-type': 'application/json' } });
    expect([array.statusCode, array.json().code]).toEqual([400, 400]);
  });

  it('keeps the business codes: a missing field is empty, a number field takes digits and refuses other text itself', async () => {
    expect((await call(server.app, 'POST', ApiPath.register, { body: {} })).envelope.code).toBe(1009);
    const asDigits = await call<{ list: unknown[] }>(server.app, 'POST', LotteryPath.prizeList, { body: { lotteryId: '8', pageSize: '2' } });
    expect(asDigits.envelope.code).toBe(0);
    expect(asDigits.envelope.data.list.length).toBeLessThanOrEqual(2);
    expect((await call(server.app, 'POST', LotteryPath.ruleIntroduce, { body: { lotteryId: 'eight' } })).envelope.code).toBe(4009);
  });

  it('keeps null where it means "all", and reads a POST without a body as {}', async () => {
    const all = await call(server.app, 'POST', LotteryPath.orderList, { token, body: { status: null, pageIndex: 1, pageSize: 8 } });
    expect(all.envelope.code).toBe(0);
    const bare = await server.app.inject({ method: 'POST', url: `/api${LotteryPath.orderList}`, headers: { token } });
    expect([bare.statusCode, bare.json().code]).toEqual([200, 0]);
  });
});
