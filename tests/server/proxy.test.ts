import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ApiPath, ContentPath } from '../../models/api-paths';
import type { FastdrawServer } from '../../server/app';
import { parseTrustProxy } from '../../server/http/trust-proxy';
import { DEFAULT_MAX_SOCKETS_PER_IP } from '../../server/realtime/sockets';
import { startTestServer, TEST_LOGIN_LIMITS } from './support/server';

/** Issue 16 §3: behind a reverse proxy the client is the right-most address no trusted proxy added. */

const DESK_PASSWORD = 'proxy-desk-secret';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('trusted proxies (inject)', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    // inject's connections come from 127.0.0.1: that is the trusted proxy here.
    server = await startTestServer({ kind: 'memory' }, { trustProxy: ['127.0.0.1'], deskPassword: DESK_PASSWORD });
  });
  afterAll(() => server?.close());

  const login = (forwardedFor: string, account: string, remoteAddress = '127.0.0.1') =>
    server.app.inject({ method: 'POST', url: `/api${ApiPath.login}`, remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { account, password: 'wrong999' } });
  const codeOf = async (answer: ReturnType<typeof login>) => ((await answer).json() as { code: number }).code;

  it('throttles the address the proxy added, whatever the client wrote to the left of it', async () => {
    for (let i = 0; i < TEST_LOGIN_LIMITS.perIp; i++) expect(await codeOf(login(`198.51.100.${i}, 203.0.113.7`, `spray${i}x`))).toBe(1005);
    expect(await codeOf(login('198.51.100.200, 203.0.113.7', 'spray99x'))).toBe(4006);
    expect(await codeOf(login('203.0.113.7', 'spray98x'))).toBe(4006);
    expect(await codeOf(login('203.0.113.8', 'spray97x'))).toBe(1005);
  });

  it('does not let a client that reaches the server directly fail logins "as" another address', async () => {
    for (let i = 0; i < TEST_LOGIN_LIMITS.perIp + 2; i++) await login('203.0.113.20', `lock${i}x`, '198.51.100.66');
    expect(await codeOf(login('203.0.113.20', 'victim1x'))).toBe(1005);
    expect(await codeOf(login('203.0.113.20', 'attack1x', '198.51.100.66'))).toBe(4006);
  });

  it('sets Secure on the desk cookie only when a trusted proxy says https', async () => {
    const deskLogin = (remoteAddress: string, proto: string) =>
      server.app.inject({ method: 'POST', url: '/desk/login', remoteAddress, headers: { ...form, 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.30' }, payload: `password=${DESK_PASSWORD}` });
    expect(String((await deskLogin('127.0.0.1', 'https')).headers['set-cookie'])).toMatch(/; Secure$/);
    expect(String((await deskLogin('127.0.0.1', 'http')).headers['set-cookie'])).not.toContain('Secure');
    expect(String((await deskLogin('198.51.100.7', 'https')).headers['set-cookie'])).not.toContain('Secure');
  });
});

/** The value docs/deploy.md gives for nginx on the same machine: the test runs what operators copy. */
function documentedSetting(): string {
  const docs = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
  const section = docs.slice(docs.indexOf('## Behind a reverse proxy'));
  const value = /FASTDRAW_TRUST_PROXY=(\S+) npm run serve/.exec(section)?.[1];
  if (!value) throw new Error('docs/deploy.md: no nginx example with FASTDRAW_TRUST_PROXY');
  return value;
}

interface Proxy {
  port: number;
  close(): Promise<void>;
}

/** Request headers as nginx's example forwards them: X-Forwarded-For appended, X-Forwarded-Proto set. */
function forwarded(request: IncomingMessage, proto: string): IncomingHttpHeaders {
  const before = request.headers['x-forwarded-for'];
  const peer = request.socket.remoteAddress ?? '';
  return { ...request.headers, 'x-forwarded-for': before ? `${String(before)}, ${peer}` : peer, 'x-forwarded-proto': proto };
}

/** A small reverse proxy on 127.0.0.1 in front of `target`, connecting from 127.0.0.1; passes WebSocket upgrades. */
async function startProxy(target: number, proto = 'https'): Promise<Proxy> {
  const proxy = http.createServer((request, response) => {
    const upstream = http.request({ host: '127.0.0.1', port: target, localAddress: '127.0.0.1', method: request.method, path: request.url, headers: forwarded(request, proto) }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  proxy.on('upgrade', (request: IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = net.connect({ host: '127.0.0.1', port: target, localAddress: '127.0.0.1' }, () => {
      const lines = Object.entries(forwarded(request, proto)).map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request to the proxy from a loopback address of the client's own (127.0.0.2, 127.0.0.3…). */
function send(port: number, from: string, method: string, path: string, body = '', headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, localAddress: from, method, path, headers: { 'content-type': 'application/json', ...headers }, agent: false, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

describe('behind the documented nginx setting, with a proxy that forwards as nginx does', () => {
  let server: FastdrawServer;
  let proxy: Proxy;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { trustProxy: parseTrustProxy(documentedSetting()), deskPassword: DESK_PASSWORD });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startProxy(Number(new URL(address).port));
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  const login = (from: string, account: string, spoof?: string) =>
    send(proxy.port, from, 'POST', `/api${ApiPath.login}`, JSON.stringify({ account, password: 'wrong999' }), spoof ? { 'x-forwarded-for': spoof } : {});
  const codeOf = async (reply: Promise<Reply>) => (JSON.parse((await reply).body) as { code: number }).code;

  it('documents a value that trusts only the local proxy', () => {
    expect(documentedSetting()).toBe('127.0.0.1');
  });

  it('sees the client, not the proxy nor what the client wrote in X-Forwarded-For', async () => {
    const config = await send(proxy.port, '127.0.0.2', 'POST', `/api${ContentPath.customerConfig}`, JSON.stringify({ platformId: 1, userId: 0 }), { 'x-forwarded-for': '203.0.113.66' });
    expect(JSON.parse(config.body)).toMatchObject({ code: 0, data: [{ clientIp: '127.0.0.2' }] });
  });

  it('throttles a client rotating a spoofed X-Forwarded-For, and no other client', async () => {
    for (let i = 0; i < TEST_LOGIN_LIMITS.perIp; i++) expect(await codeOf(login('127.0.0.2', `proxied${i}x`, `198.51.100.${i}`))).toBe(1005);
    expect(await codeOf(login('127.0.0.2', 'proxied9x', '198.51.100.99'))).toBe(4006);
    expect(await codeOf(login('127.0.0.3', 'proxied8x'))).toBe(1005);
  });

  it('gives the desk cookie Secure: the proxy says https', async () => {
    const answer = await send(proxy.port, '127.0.0.4', 'POST', '/desk/login', `password=${DESK_PASSWORD}`, form);
    expect(answer.status).toBe(303);
    expect(String(answer.headers['set-cookie'])).toMatch(/^fastdraw_desk=[\w-]+; .*; Secure$/);
  });

  it('caps sockets per client address: a client spoofing X-Forwarded-For fills only its own 50', async () => {
    const url = `ws://127.0.0.1:${proxy.port}/ws/chat`;
    const open = (from: string, spoof?: string) => new WebSocket(url, { localAddress: from, ...(spoof ? { headers: { 'x-forwarded-for': spoof } } : {}) });
    const outcome = (socket: WebSocket) =>
      new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('timeout'), 10_000);
        socket.once('open', () => (clearTimeout(timer), resolve('open')));
        socket.once('unexpected-response', (_request, response) => (clearTimeout(timer), resolve(String(response.statusCode))));
        socket.once('error', () => (clearTimeout(timer), resolve('error')));
      });
    const held = Array.from({ length: DEFAULT_MAX_SOCKETS_PER_IP }, (_, i) => open('127.0.0.5', `10.7.0.${i}`));
    try {
      expect(new Set(await Promise.all(held.map(outcome)))).toEqual(new Set(['open']));
      const refused = open('127.0.0.5', '10.7.1.1');
      expect(await outcome(refused)).toBe('429');
      const other = open('127.0.0.6');
      expect(await outcome(other)).toBe('open');
      other.close();
    } finally {
      for (const socket of held) socket.terminate();
    }
  });
});
