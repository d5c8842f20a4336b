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
  it('sends requests to a cookie base on another origin once the line list names it', async () => {
    const override = await startScriptServer(() => ok('override'));
    const configured = await startScriptServer((request) => (request.url.startsWith('/lines') ? ok([{ url: override.url }]) : ok('configured')));
    servers = [configured, override];
    setApiBaseOverride(override.url);

    const api = createApiClient({ config: { apiBase: configured.url, lineListUrl: `${configured.url}/lines`, platformId: 1 }, hooks: { log: () => {} } });
    // Not before: the page's origin is not the override's, and nothing has vouched for it yet.
    expect(api.currentBase()).toBe(configured.url);
    await api.loadLines();
    expect(api.currentBase()).toBe(override.url);
    await expect(api.get('/x')).resolves.toBe('override');
    expect(configured.requests.map((r) => r.url)).toEqual(['/lines']);
  });

  it('ignores and clears a cookie base on another origin that the line list does not name', async () => {
    const hostile = await startScriptServer(() => ok('stolen'));
    const configured = await startScriptServer((request) => (request.url.startsWith('/lines') ? ok([{ url: configured.url }]) : ok('configured')));
    servers = [configured, hostile];
    setApiBaseOverride(hostile.url);

    const api = createApiClient({ config: { apiBase: configured.url, lineListUrl: `${configured.url}/lines`, platformId: 1 }, hooks: { log: () => {} } });
    await expect(api.post('/basic/v1/login', { password: 'secret' })).resolves.toBe('configured');
    await api.loadLines();
    expect(api.currentBase()).toBe(configured.url);
    await expect(api.post('/basic/v1/login', { password: 'secret' })).resolves.toBe('configured');
    expect(hostile.requests).toHaveLength(0);
    expect(readApiBaseOverride()).toBeNull();
  });

  it('honours a cookie base that is the configured base', async () => {
    const configured = await startScriptServer(() => ok('configured'));
    servers = [configured];
    setApiBaseOverride(`${configured.url}/`);
    const api = createApiClient({ config: { apiBase: configured.url, platformId: 1 } });
    expect(api.currentBase()).toBe(configured.url);
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
