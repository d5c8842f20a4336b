import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, encryptAes } from '../../src/api';
import { envelope, ok, startScriptServer, type ScriptServer } from './support/script-server';
import { rejectionOf, testClient } from './support/test-client';

let server: ScriptServer;
afterEach(() => server?.close());

describe('requests', () => {
  it('sends token, locale, platformId and resolves with the envelope data', async () => {
    server = await startScriptServer(() => ok({ balance: 100 }));
    const api = testClient(server.url, { hooks: { getToken: () => 'tok-1', getLocale: () => 'vi-VN' } });

    await expect(api.get('/user/v1/message', { page: 2 })).resolves.toEqual({ balance: 100 });
    const [seen] = server.requests;
    expect(seen?.url).toBe('/user/v1/message?page=2');
    expect(seen?.headers).toMatchObject({ token: 'tok-1', locale: 'vi-VN', platformid: '3' });
    expect(seen?.headers['idempotency-key']).toBeUndefined();
  });

  it('sends no token or locale header when there is none', async () => {
    server = await startScriptServer(() => ok());
    const api = testClient(server.url, { hooks: { getToken: () => '', getLocale: () => '' } });
    await api.get('/x');
    expect(server.requests[0]?.headers).not.toHaveProperty('token');
    expect(server.requests[0]?.headers).not.toHaveProperty('locale');
  });

  it('posts JSON with an Idempotency-Key, {} when no body is given', async () => {
    server = await startScriptServer(() => ok('done'));
    const api = testClient(server.url);
    await expect(api.post('/hp8/v1/rule')).resolves.toBe('done');
    await api.post('/user/v1/info', { account: 'player1' }, { idempotencyKey: 'action-7' });
    expect(server.requests.map((r) => r.body)).toEqual(['{}', '{"account":"player1"}']);
    expect(server.requests[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.requests[1]?.headers['idempotency-key']).toBe('action-7');
  });

  it('joins the base and the path with exactly one slash', async () => {
    server = await startScriptServer(() => ok());
    await testClient(`${server.url}/api/`).get('basic/v1/notice');
    expect(server.requests[0]?.url).toBe('/api/basic/v1/notice');
  });

  it('uses hooks set after construction', async () => {
    server = await startScriptServer(() => ok());
    const api = testClient(server.url);
    api.setHooks({ getToken: () => 'later' });
    await api.get('/x');
    expect(server.requests[0]?.headers.token).toBe('later');
  });

  it('decrypts an encrypted envelope with the configured key and IV', async () => {
    const aesKey = '0123456789abcdef';
    const aesIv = 'fedcba9876543210';
    const secret = encryptAes(JSON.stringify({ token: 't', secretToken: 's' }), aesKey, aesIv);
    server = await startScriptServer(() => ({ body: envelope(secret, 0, 'ok', { encrypted: true }) }));
    const api = testClient(server.url, { config: { apiBase: server.url, platformId: 1, aesKey, aesIv } });
    await expect(api.post('/basic/v1/login')).resolves.toEqual({ token: 't', secretToken: 's' });
  });
});

describe('error mapping (spec §8)', () => {
  it('turns a business code into its key, keeping the server message', async () => {
    server = await startScriptServer(() => ({ body: envelope(null, 1005, 'wrong account or password') }));
    const error = await rejectionOf(testClient(server.url).post('/basic/v1/login'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 1005, messageKey: 'errors:code.1005', serverMessage: 'wrong account or password' });
    expect(server.requests).toHaveLength(1);
  });

  it('puts the server value into texts that show it (1007 shows the IP)', async () => {
    server = await startScriptServer(() => ({ body: envelope(null, 1007, '203.0.113.9') }));
    const error = await rejectionOf(testClient(server.url).post('/basic/v1/login'));
    expect(error).toMatchObject({ messageKey: 'errors:code.1007', messageValues: { value: '203.0.113.9' } });
  });

  it('maps unknown codes to the shared unknown key', async () => {
    server = await startScriptServer(() => ({ body: envelope(null, 77) }));
    await expect(testClient(server.url).get('/x')).rejects.toMatchObject({ kind: 'business', messageKey: 'errors:code.unknown' });
  });

  it('gives 404 its URL and does not retry 4xx', async () => {
    server = await startScriptServer(() => ({ status: 404, body: 'Not Found' }));
    const error = await rejectionOf(testClient(server.url).get('/nope'));
    expect(error).toMatchObject({ kind: 'http', status: 404, messageKey: 'errors:http.404', messageValues: { url: `${server.url}/nope` } });
    expect(server.requests).toHaveLength(1);
  });

  it('keeps HTTP 403 an HTTP error (access denied), not a session loss', async () => {
    server = await startScriptServer(() => ({ status: 403, body: '<h1>Forbidden</h1>' }));
    const onSessionLost = vi.fn();
    const error = await rejectionOf(testClient(server.url, { hooks: { onSessionLost } }).get('/x'));
    expect(error).toMatchObject({ kind: 'http', status: 403, messageKey: 'errors:http.403' });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('reports failures to onError unless the call is silent', async () => {
    server = await startScriptServer(() => ({ body: envelope(null, 2001) }));
    const onError = vi.fn();
    const api = testClient(server.url, { hooks: { onError } });
    await rejectionOf(api.post('/k3/v1/order'));
    await rejectionOf(api.post('/app/resource/getDomainInfo', {}, { silent: true }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 2001 });
  });
});
