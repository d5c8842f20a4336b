import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptAes } from '../../src/api';
import { envelope, startScriptServer, type Reply, type ScriptServer } from './support/script-server';
import { rejectionOf, testClient } from './support/test-client';

let server: ScriptServer;
afterEach(() => server?.close());

const aesKey = '0123456789abcdef';
const aesIv = 'fedcba9876543210';

// Garbage is answered, not lost: it is not retried (the same request would get the same page)
// and does not count against the line.
describe('unreadable answers become badResponse, never a crash', () => {
  it.each<[string, Reply]>([
    ['an HTML error page', { body: '<!doctype html><html><body>502 Bad Gateway</body></html>' }],
    ['truncated JSON', { body: '{"code":0,"msg":"ok","data":{"lis' }],
    ['an empty 200 body', { body: '' }],
    ['JSON without a numeric code', { body: '{"code":"0","data":1}' }],
    ['a JSON array', { body: '[1,2]' }],
    ['JSON null', { body: 'null' }],
    ['ciphertext that does not decrypt', { body: envelope('bm90IGEgcmVhbCBjaXBoZXJ0ZXh0IQ==', 0, 'ok', { encrypted: true }) }],
    ['ciphertext of something that is not JSON', { body: envelope(encryptAes('<html>', aesKey, aesIv), 0, 'ok', { encrypted: true }) }],
    ['encrypted data that is not a string', { body: envelope({ a: 1 }, 0, 'ok', { encrypted: true }) }],
  ])('%s', async (_name, reply) => {
    server = await startScriptServer(() => reply);
    const onError = vi.fn();
    const api = testClient(server.url, { config: { apiBase: server.url, platformId: 1, aesKey, aesIv }, hooks: { onError } });
    const error = await rejectionOf(api.post('/x'));
    expect(error).toMatchObject({ kind: 'badResponse', messageKey: 'errors:client.badResponse' });
    expect(server.requests).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('an encrypted answer without a configured key', async () => {
    server = await startScriptServer(() => ({ body: envelope(encryptAes('{}', aesKey, aesIv), 0, 'ok', { encrypted: true }) }));
    await expect(testClient(server.url).get('/x')).rejects.toMatchObject({ kind: 'badResponse', message: expect.stringContaining('no AES key') });
  });

  it('a 5xx HTML page is an HTTP error (retried), not garbage', async () => {
    server = await startScriptServer(() => ({ status: 500, body: '<html>oops</html>' }));
    const api = testClient(server.url, { retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(server.requests).toHaveLength(3);
  });
});
