import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../server/app';
import { startTestServer } from './support/server';

const ORIGIN = 'https://play.example';

describe('cross-origin API calls', () => {
  let server: FastdrawServer;
  let closed: FastdrawServer;
  beforeAll(async () => {
    [server, closed] = await Promise.all([
      startTestServer({ kind: 'memory' }, { corsOrigins: [ORIGIN] }),
      startTestServer({ kind: 'memory' }),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await closed?.close();
  });

  const preflight = (app: FastdrawServer, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/user/v1/info',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token, idempotency-key' },
    });

  it('answers the preflight of an allowed origin with the headers the client sends', async () => {
    const response = await preflight(server, ORIGIN);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(String(response.headers['access-control-allow-headers']).split(', ')).toEqual(['content-type', 'token', 'locale', 'platformId', 'Idempotency-Key']);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets an allowed origin read answers, refusals included', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/user/v1/info', headers: { origin: ORIGIN }, payload: {} });
    expect(response.json()).toMatchObject({ code: 401 });
    expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(response.headers.vary).toContain('Origin');
  });

  it('says nothing to other origins, and nothing at all when no origin is configured', async () => {
    expect((await preflight(server, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const response = await preflight(closed, ORIGIN);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.statusCode).toBe(404);
  });
});
