// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createAppRuntime } from '../../src/app/runtime';
import type { RuntimeConfig } from '../../models/runtime-config';
import { envelope, ok, startScriptServer, type ScriptServer } from './support/script-server';

/**
 * The transport and the session machine together, as the app wires them: a refused token
 * causes exactly one refresh for every request that saw it, and all of them then succeed.
 */
let server: ScriptServer | undefined;
afterEach(async () => {
  await server?.close();
  document.cookie = 'access_token=; max-age=0; path=/';
  document.cookie = 'access_jwt=; max-age=0; path=/';
});

const user = { userId: 1, account: 'demo001', balance: 1_000_000 };

function config(base: string): RuntimeConfig {
  return { apiBase: base, lineListUrl: `${base}/app/resource/lineList`, variant: 'cn', platformId: 1, packageId: 1 };
}

describe('silent re-login through the real session machine', () => {
  it('refreshes once for ten simultaneous refused requests, then retries each once', async () => {
    server = await startScriptServer((request) => {
      if (request.url.startsWith('/basic/v1/refresh')) return ok({ token: 'new-token', secretToken: 'new-secret' });
      if (request.url.startsWith('/app/resource/lineList')) return ok([]);
      return request.headers.token === 'new-token' ? ok(user) : { body: envelope(null, 401) };
    });
    document.cookie = 'access_token=old-token; path=/';
    document.cookie = 'access_jwt=old-secret; path=/';
    const runtime = createAppRuntime(config(server.url), { window });
    runtime.start();

    const answers = await Promise.all(Array.from({ length: 10 }, () => runtime.api.post('/user/v1/info', { account: 'demo001' })));
    expect(answers).toEqual(Array(10).fill(user));
    const refreshes = server.requests.filter((r) => r.url.startsWith('/basic/v1/refresh'));
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]!.body)).toEqual({ secretToken: 'old-secret' });
    expect(document.cookie).toContain('access_token=new-token');
    const session = runtime.actor.system.get('session');
    await waitFor(session, (s) => s.context.user !== null);
    runtime.actor.stop();
  });

  it('a failed refresh ends the session and sends the player home', async () => {
    server = await startScriptServer((request) => {
      if (request.url.startsWith('/basic/v1/refresh')) return { body: envelope(null, 402) };
      if (request.url.startsWith('/app/resource/lineList')) return ok([]);
      return { body: envelope(null, 401) };
    });
    document.cookie = 'access_token=old-token; path=/';
    document.cookie = 'access_jwt=old-secret; path=/';
    const visited: string[] = [];
    const location = { hostname: 'localhost', assign: (to: string | URL) => void visited.push(String(to)), reload: () => void visited.push('reload') };
    const runtime = createAppRuntime(config(server.url), { location });
    runtime.start();

    const results = await Promise.allSettled(Array.from({ length: 3 }, () => runtime.api.post('/user/v1/info', {})));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await waitFor(runtime.actor.system.get('session'), (s) => s.matches('anonymous'));
    expect(server.requests.filter((r) => r.url.startsWith('/basic/v1/refresh'))).toHaveLength(1);
    // Home afresh, with the login open and the reason shown (?relogin=expired).
    expect(visited).toContain('/home?relogin=expired');
    expect(document.cookie).not.toContain('access_token=old-token');
    runtime.actor.stop();
  });
});
