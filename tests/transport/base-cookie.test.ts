// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE_COOKIE, clearApiBaseOverride, createApiClient, readApiBaseOverride, setApiBaseOverride } from '../../src/api';
import { ok, startScriptServer, type ScriptServer } from './support/script-server';

let servers: ScriptServer[] = [];
afterEach(async () => {
  clearApiBaseOverride();
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe('API base override cookie (spec §7: 1 day)', () => {
  it('sends requests to the cookie base instead of the configured one', async () => {
    const configured = await startScriptServer(() => ok('configured'));
    const override = await startScriptServer(() => ok('override'));
    servers = [configured, override];
    setApiBaseOverride(override.url);

    const api = createApiClient({ config: { apiBase: configured.url, platformId: 1 }, hooks: { log: () => {} } });
    expect(api.currentBase()).toBe(override.url);
    await expect(api.get('/x')).resolves.toBe('override');
    expect(configured.requests).toHaveLength(0);
  });

  it('writes a one-day cookie for the whole site', () => {
    const jar = { cookie: '' };
    setApiBaseOverride('https://line2.example.com/api', jar);
    expect(jar.cookie).toBe(`${API_BASE_COOKIE}=${encodeURIComponent('https://line2.example.com/api')}; path=/; SameSite=Lax; max-age=86400`);
  });

  it('refuses to store something that is not a base', () => {
    expect(() => setApiBaseOverride('javascript:alert(1)')).toThrow(/http\(s\) URL or a path/);
    expect(readApiBaseOverride()).toBeNull();
  });

  it('ignores a cookie that holds no valid base', () => {
    document.cookie = `${API_BASE_COOKIE}=${encodeURIComponent('//evil.example.com')}; path=/`;
    expect(readApiBaseOverride()).toBeNull();
    const api = createApiClient({ config: { apiBase: '/api', platformId: 1 } });
    expect(api.currentBase()).toBe('/api');
  });

  it('reads the override among other cookies and forgets it when cleared', () => {
    document.cookie = 'theme=dark; path=/';
    setApiBaseOverride('/api2');
    expect(readApiBaseOverride()).toBe('/api2');
    clearApiBaseOverride();
    expect(readApiBaseOverride()).toBeNull();
  });
});
