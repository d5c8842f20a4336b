import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineSwitcher, parseLineList } from '../../src/api/lines';
import { deadBase, envelope, ok, startScriptServer, type ScriptServer } from './support/script-server';
import { testClient } from './support/test-client';

const servers: ScriptServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(script: Parameters<typeof startScriptServer>[0]): Promise<ScriptServer> {
  const started = await startScriptServer(script);
  servers.push(started);
  return started;
}

const lineList = (...urls: string[]) => ({ body: envelope(urls.map((url) => ({ url }))) });

describe('line switching (spec §7: after more than 2 consecutive failures)', () => {
  it('sends the fourth attempt to the next line when the first answers 500 three times', async () => {
    const first = await server(() => ({ status: 500 }));
    const second = await server(() => ok('from second'));
    const storage = await server(() => lineList(second.url));
    const api = testClient(first.url, { config: { apiBase: first.url, platformId: 1, lineListUrl: `${storage.url}/lines` } });

    await expect(api.loadLines()).resolves.toEqual([first.url, second.url]);
    await expect(api.get('/index/v1/pc/index')).resolves.toBe('from second');
    expect(first.requests).toHaveLength(3);
    expect(second.requests).toHaveLength(1);
    expect(api.currentBase()).toBe(second.url);
    // The address list is fetched without the API headers (a storage host may refuse preflights).
    expect(storage.requests[0]?.headers).not.toHaveProperty('platformid');
  });

  it('switches away from a line that refuses connections, and wraps round', async () => {
    const dead = await deadBase();
    const alsoDead = await deadBase();
    const storage = await server(() => lineList(alsoDead));
    const onError = vi.fn();
    const api = testClient(dead, {
      config: { apiBase: dead, platformId: 1, lineListUrl: `${storage.url}/lines` },
      retry: { maxRetries: 6, baseDelayMs: 1, maxDelayMs: 1 },
      hooks: { onError },
    });
    await api.loadLines();
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network' });
    // 7 attempts: dead ×3 | alsoDead ×3 | dead.
    expect(api.currentBase()).toBe(dead);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('stays on a line whose failures are interrupted by a success', async () => {
    const first = await server((_, index) => (index % 2 === 0 ? { status: 502 } : ok(index)));
    const second = await server(() => ok('second'));
    const api = testClient(first.url, { config: { apiBase: first.url, platformId: 1, lineListUrl: `${first.url}/lines` } });
    first.script = () => lineList(second.url);
    await api.loadLines();
    first.requests.length = 0;
    first.script = (_, index) => (index % 2 === 0 ? { status: 502 } : ok(index));

    for (let call = 0; call < 3; call += 1) await api.get('/x');
    expect(second.requests).toHaveLength(0);
    expect(api.currentBase()).toBe(first.url);
  });

  it('goes on with the configured base when the address list cannot be loaded', async () => {
    const log = vi.fn();
    const dead = await deadBase();
    const main = await server(() => ok('main'));
    const api = testClient(main.url, { config: { apiBase: main.url, platformId: 1, lineListUrl: `${dead}/lines` }, hooks: { log } });
    await expect(api.loadLines()).resolves.toEqual([main.url]);
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('line list not loaded'), expect.anything());
    await expect(api.get('/x')).resolves.toBe('main');
  });
});

describe('LineSwitcher', () => {
  it('ignores late failures from a line it already left', () => {
    const lines = new LineSwitcher('/a');
    lines.setLines(['/b', '/c']);
    lines.recordFailure('/a');
    lines.recordFailure('/a');
    expect(lines.current()).toBe('/a');
    lines.recordFailure('/a');
    expect(lines.current()).toBe('/b');
    lines.recordFailure('/a');
    lines.recordFailure('/a');
    lines.recordFailure('/a');
    expect(lines.current()).toBe('/b');
  });

  it('keeps the line in use first and drops duplicates', () => {
    const lines = new LineSwitcher('https://a.example.com/');
    lines.setLines(['https://b.example.com', 'https://a.example.com', 'https://b.example.com/']);
    expect(lines.all()).toEqual(['https://a.example.com', 'https://b.example.com']);
  });

  it('honours a different threshold', () => {
    const lines = new LineSwitcher('/a', 1);
    lines.setLines(['/b']);
    lines.recordFailure('/a');
    expect(lines.current()).toBe('/a');
    lines.recordFailure('/a');
    expect(lines.current()).toBe('/b');
  });
});

describe('parseLineList', () => {
  it('keeps only usable addresses', () => {
    expect(parseLineList([{ url: 'https://a.example.com' }, { url: 'javascript:alert(1)' }, { nope: 1 }, null, { url: '/api2' }])).toEqual([
      'https://a.example.com',
      '/api2',
    ]);
    expect(parseLineList({ url: 'https://a.example.com' })).toEqual([]);
  });
});
