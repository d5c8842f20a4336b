import { afterEach, describe, expect, it } from 'vitest';
import { encryptAes } from '../../src/api';
import { envelope, ok, startScriptServer, type ScriptServer } from './support/script-server';
import { rejectionOf, testClient } from './support/test-client';

const servers: ScriptServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(script: Parameters<typeof startScriptServer>[0]): Promise<ScriptServer> {
  const started = await startScriptServer(script);
  servers.push(started);
  return started;
}

describe('the pay base (spec §7: payments on their own host)', () => {
  it('sends a pay call to the pay base with the same headers, token and idempotency key', async () => {
    const api = await server(() => ok('api'));
    const pay = await server(() => ok({ orderId: 'D1' }));
    const client = testClient(api.url, { config: { apiBase: api.url, platformId: 3, payBase: `${pay.url}/payment` }, hooks: { getToken: () => 'tok-9', getLocale: () => 'ja-JP' } });

    await expect(client.post('/pay/pay', { money: 10_000 }, { base: 'pay', idempotencyKey: 'deposit-1' })).resolves.toEqual({ orderId: 'D1' });
    await expect(client.post('/withdraw/v1/index')).resolves.toBe('api');
    expect(pay.requests).toHaveLength(1);
    expect(pay.requests[0]).toMatchObject({ url: '/payment/pay/pay', body: '{"money":10000}' });
    expect(pay.requests[0]?.headers).toMatchObject({ token: 'tok-9', locale: 'ja-JP', platformid: '3', 'idempotency-key': 'deposit-1' });
    expect(api.requests.map((r) => r.url)).toEqual(['/withdraw/v1/index']);
  });

  it('decrypts the pay host’s encrypted answers and retries a failed attempt with the same key', async () => {
    const aesKey = '0123456789abcdef';
    const aesIv = 'fedcba9876543210';
    const pay = await server((_, index) => (index === 0 ? { status: 503 } : { body: envelope(encryptAes(JSON.stringify({ orderId: 'D2' }), aesKey, aesIv), 0, 'ok', { encrypted: true }) }));
    const client = testClient('http://127.0.0.1:9', { config: { apiBase: 'http://127.0.0.1:9', platformId: 1, payBase: pay.url, aesKey, aesIv } });

    await expect(client.post('/pay/pay', {}, { base: 'pay', idempotencyKey: 'deposit-2' })).resolves.toEqual({ orderId: 'D2' });
    expect(pay.requests.map((r) => r.headers['idempotency-key'])).toEqual(['deposit-2', 'deposit-2']);
  });

  it('never switches the API line because the pay host fails', async () => {
    const api = await server(() => ok('api'));
    const pay = await server(() => ({ status: 500 }));
    const client = testClient(api.url, { config: { apiBase: api.url, platformId: 1, payBase: pay.url }, retry: { maxRetries: 4, baseDelayMs: 1, maxDelayMs: 2 } });

    const error = await rejectionOf(client.post('/pay/payList', { device: 'pc' }, { base: 'pay' }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(pay.requests).toHaveLength(5);
    expect(client.currentBase()).toBe(api.url);
  });

  it('without a pay base, pay calls go to the API base', async () => {
    const api = await server(() => ok('here'));
    const client = testClient(api.url);
    await expect(client.post('/pay/payList', { device: 'pc' }, { base: 'pay' })).resolves.toBe('here');
    expect(api.requests[0]?.url).toBe('/pay/payList');
  });
});
