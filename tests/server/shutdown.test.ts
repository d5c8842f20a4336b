import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SHUTDOWN_GRACE_MS } from '../../server/http/timeouts';
import { serverEnv, startServerProcess, type ServerProcess } from './support/server-process';

// The real server process: timeouts against slow clients, and a clean, bounded exit on SIGTERM.
const folder = mkdtempSync(join(tmpdir(), 'fastdraw-shutdown-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface RawSocket {
  socket: Socket;
  received(): string;
  /** Resolves with the time (ms since the epoch) the server closed the connection. */
  closed: Promise<number>;
}

async function open(port: number, data = ''): Promise<RawSocket> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  if (data) socket.write(data);
  return { socket, received: () => received, closed };
}

const waitFor = async (check: () => boolean, timeoutMs: number): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const loginBody = JSON.stringify({ account: 'demo001', password: 'demo1234' });
const postHead = (length: number) =>
  `POST /api/basic/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: keep-alive\r\n\r\n`;

describe('timeouts and shutdown of the server process', () => {
  // One process for both (start-up is the slow part): first the timeouts, then SIGTERM.
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(serverEnv(join(folder, 'data')));
  }, 120_000);
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  });

  it('cuts 1,000 connections that never finish their headers, while answering others at once', async () => {
    const slow = await Promise.all(Array.from({ length: 1000 }, () => open(server.port, 'GET /api/basic/v1/notice HTTP/1.1\r\nHost: 127.0.0.1\r\n')));
    const started = Date.now();
    const answer = await fetch(`${server.url}/api/basic/v1/notice`, { headers: { connection: 'close' } });
    expect(answer.status).toBe(200);
    const answeredAt = Date.now();
    const closedAt = await Promise.all(slow.map((raw) => raw.closed));
    // Answered while every slow connection was still held, not after the server cut them.
    expect(answeredAt).toBeLessThan(Math.min(...closedAt));
    // Node checks the timeouts every second; the rest is room for a busy machine.
    expect(Math.max(...closedAt) - started).toBeLessThan(HEADERS_TIMEOUT_MS + 5_000);
    expect(slow[0]!.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it(`on SIGTERM finishes the request in flight, closes idle keep-alive connections at once, cuts half-sent requests after ${SHUTDOWN_GRACE_MS / 1000} s, and exits 0 within 10 s`, async () => {
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
    // An idle keep-alive connection: one answered request, then nothing.
    const idle = await open(server.port, 'GET /api/basic/v1/notice HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitFor(() => idle.received().includes('"code":0'), 5_000);
    // Half-sent requests: headers without their end, and a body that never completes.
    const halfHeaders = await open(server.port, 'POST /api/basic/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty');
    const halfBody = await open(server.port, `${postHead(loginBody.length + 100)}${loginBody}`);
    // In flight: its headers and half its body are in when the signal comes; the rest follows.
    const inFlight = await open(server.port, `${postHead(loginBody.length)}${loginBody.slice(0, 10)}`);
    // And a whole request whose password check is running.
    const fetched = fetch(`${server.url}/api/basic/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody }).then((response) =>
      response.json(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.socket.write(loginBody.slice(10));

    expect(await fetched).toMatchObject({ code: 0, data: { token: expect.any(String) } });
    await waitFor(() => inFlight.received().includes('\r\n\r\n{'), 5_000);
    expect(inFlight.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(JSON.parse(inFlight.received().slice(inFlight.received().indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 0 });

    expect((await idle.closed) - signalled).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
    const code = await server.exited;
    const took = Date.now() - signalled;
    expect(code).toBe(0);
    expect(took).toBeLessThan(10_000);
    expect(took).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 500);
    await Promise.all([halfHeaders.closed, halfBody.closed, inFlight.closed]);
  }, 30_000);
});
