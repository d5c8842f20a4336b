import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../models/api-paths';
import type { FastdrawServer } from '../../server/app';
import { startTestServer, TEST_LOGIN_LIMITS } from './support/server';

describe('behind a reverse proxy', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { trustProxy: true });
  });
  afterAll(() => server?.close());

  const login = (forwardedFor: string, account: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { account, password },
    });

  it("throttles the player's address from X-Forwarded-For, not the proxy's", async () => {
    for (let i = 0; i < TEST_LOGIN_LIMITS.perIp; i++) await login('203.0.113.7', `spray${i}x`, 'wrong999');
    expect((await login('203.0.113.7', 'demo001', 'demo1234')).json()).toMatchObject({ code: 4006 });
    expect((await login('203.0.113.8', 'demo001', 'demo1234')).json()).toMatchObject({ code: 0 });
  });
});
