import { afterEach, describe, expect, it } from 'vitest';
import { createLazyApiClient } from '../../src/app/lazy-api';
import { ok, startScriptServer, type ScriptServer } from './support/script-server';

let server: ScriptServer | undefined;
afterEach(async () => server?.close());

describe('the lazily loaded transport', () => {
  it('answers calls made before it has loaded, with the hooks set meanwhile', async () => {
    server = await startScriptServer(() => ok({ answer: 42 }));
    const api = createLazyApiClient({ config: { apiBase: server.url, platformId: 1 }, baseOverride: null });
    expect(api.currentBase()).toBe(server.url);
    api.setHooks({ getToken: () => 'tok-1', log: () => {} });
    await expect(api.post('/x', { a: 1 })).resolves.toEqual({ answer: 42 });
    await expect(api.get('/y')).resolves.toEqual({ answer: 42 });
    expect(server.requests[0]?.headers.token).toBe('tok-1');
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });
});
