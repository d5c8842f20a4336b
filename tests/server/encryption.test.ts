import { createDecipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../models/api-paths';
import type { Envelope } from '../../models/envelope';
import type { FastdrawServer } from '../../server/app';
import { createServer } from '../../server/app';
import { encryptText, validateAes } from '../../server/http/encryption';
import { startTestServer } from './support/server';

const KEY = 'fastdraw-key-256-bits-0123456789';
const IV = 'fastdraw-iv-0001';

function decrypt(base64: string, key = KEY, iv = IV): unknown {
  const decipher = createDecipheriv(`aes-${Buffer.byteLength(key) * 8}-cbc`, Buffer.from(key), Buffer.from(iv));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8'));
}

describe('response encryption', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { aes: { key: KEY, iv: IV } });
  });
  afterAll(() => server?.close());

  it('replaces data with base64 AES-CBC of its JSON and flags the envelope', async () => {
    const response = await server.app.inject({ method: 'POST', url: `/api${ApiPath.login}`, payload: { account: 'demo001', password: 'demo1234' } });
    const envelope = response.json() as Envelope<string>;
    expect(envelope).toEqual({ code: 0, msg: expect.any(String), data: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/), encrypted: true });
    expect(decrypt(envelope.data)).toEqual({ token: expect.any(String), secretToken: expect.any(String) });
  });

  it('encrypts refusals and HTTP errors too', async () => {
    const refusal = (await server.app.inject({ method: 'POST', url: `/api${ApiPath.userInfo}`, payload: {} })).json() as Envelope<string>;
    expect(refusal).toMatchObject({ code: 401, encrypted: true });
    expect(decrypt(refusal.data)).toBeNull();
    const missing = await server.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, encrypted: true });
  });

  it('leaves answers in the clear when no key is configured', async () => {
    const clear = await startTestServer({ kind: 'memory' });
    try {
      const envelope = (await clear.app.inject({ method: 'GET', url: `/api${ApiPath.lineList}` })).json() as Envelope;
      expect(envelope).toEqual({ code: 0, msg: expect.any(String), data: [{ url: '/api' }] });
    } finally {
      await clear.close();
    }
  });

  it.each([16, 24, 32])('round-trips with a %i-byte key', (bytes) => {
    const key = 'k'.repeat(bytes);
    expect(decrypt(encryptText(JSON.stringify({ 彩票: 1 }), { key, iv: IV }), key)).toEqual({ 彩票: 1 });
  });

  it('refuses bad keys and IVs at start-up with a clear error', async () => {
    expect(() => validateAes({ key: 'short', iv: IV })).toThrow('FASTDRAW_AES_KEY must be 16, 24 or 32 bytes long, got 5');
    expect(() => validateAes({ key: KEY, iv: 'short' })).toThrow('FASTDRAW_AES_IV must be 16 bytes long, got 5');
    await expect(createServer({ database: { kind: 'memory' }, aes: { key: 'x', iv: IV } })).rejects.toThrow(/FASTDRAW_AES_KEY/);
  });
});
