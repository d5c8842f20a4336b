import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicApi } from '../../src/api';
import { envelope, ok, startScriptServer, type ScriptServer, type SeenRequest } from './support/script-server';
import { testClient } from './support/test-client';

let server: ScriptServer;
afterEach(() => server?.close());

const call = (r: SeenRequest | undefined) => ({ method: r?.method, url: r?.url, body: r?.body ? JSON.parse(r.body) : undefined });

describe('basic endpoints (spec §7)', () => {
  it('call the contract paths with the contract payloads', async () => {
    server = await startScriptServer(() => ok({ token: 't', secretToken: 's' }));
    const api = testClient(server.url);
    const login = { account: 'player1', password: 'secret1', packageId: 1, platformId: 2 };
    const register = { ...login, code: 'ABC123', withdrawPassword: '654321' };

    await expect(basicApi.login(api, login, 'k-login')).resolves.toEqual({ token: 't', secretToken: 's' });
    await basicApi.register(api, register, 'k-register');
    await basicApi.refresh(api, 's');
    await basicApi.logout(api, 't');
    await basicApi.userInfo(api, 'player1');
    await basicApi.noticeList(api, 2);
    await basicApi.domainInfo(api, { domain: 'play.example.com', platformId: 2, packageId: 1 });

    expect(server.requests.map(call)).toEqual([
      { method: 'POST', url: '/basic/v1/login', body: login },
      { method: 'POST', url: '/basic/v1/register', body: register },
      { method: 'POST', url: '/basic/v1/refresh', body: { secretToken: 's' } },
      { method: 'POST', url: '/user/v1/logout', body: { token: 't' } },
      { method: 'POST', url: '/user/v1/info', body: { account: 'player1' } },
      { method: 'GET', url: '/basic/v1/notice?platformId=2', body: undefined },
      { method: 'POST', url: '/app/resource/getDomainInfo', body: { domain: 'play.example.com', type: 'h5', platformId: 2, packageId: 1 } },
    ]);
    expect(server.requests[0]?.headers['idempotency-key']).toBe('k-login');
    expect(server.requests[1]?.headers['idempotency-key']).toBe('k-register');
  });

  it('login and logout with a refused token do not start a re-login', async () => {
    const reauthenticate = vi.fn(async () => true);
    server = await startScriptServer(() => ({ body: envelope(null, 2) }));
    const api = testClient(server.url, { hooks: { getToken: () => 'old', reauthenticate } });
    await expect(basicApi.logout(api, 'old')).rejects.toMatchObject({ kind: 'session' });
    await expect(basicApi.login(api, { account: 'a', password: 'b', packageId: 1, platformId: 1 })).rejects.toMatchObject({ kind: 'session' });
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('a failed domain lookup is only logged, not shown', async () => {
    const onError = vi.fn();
    server = await startScriptServer(() => ({ body: envelope(null, 1) }));
    const api = testClient(server.url, { hooks: { onError } });
    await expect(basicApi.domainInfo(api, { domain: 'x', platformId: 1, packageId: 1 })).rejects.toMatchObject({ kind: 'business' });
    expect(onError).not.toHaveBeenCalled();
  });
});
