import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath } from '../../models/api-paths';
import { isRetryable } from '../../src/api/retry';
import type { FastdrawServer } from '../../server/app';
import { DEFAULT_LOAD_SHEDDING, registerLoadShedding, SHED_MESSAGE } from '../../server/http/load-shedding';
import { startTestServer } from './support/server';

/**
 * The event-loop guard: when the loop has run late, new API calls are shed with an answer the
 * client retries (HTTP 503 with an envelope and Retry-After), pages still load, and service
 * resumes once the loop is on time again. The test blocks the loop itself (it is the server's).
 */

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps this thread (the server's event loop) busy for `ms`. */
function blockLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy on purpose
  }
}

describe('load shedding', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { loadShedding: { maxEventLoopDelayMs: 50, sampleIntervalMs: 100, retryAfterSeconds: 3 } });
  });
  afterAll(() => server?.close());

  const gameList = () => server.app.inject({ method: 'GET', url: `/api${LotteryPath.gameList}` });
  /** The status once the loop is on time again (the start-up's own work may be shed too), within 2 s. */
  const servedAgain = async (): Promise<number> => {
    let status = (await gameList()).statusCode;
    for (let i = 0; i < 40 && status === 503; i++) {
      await sleep(50);
      status = (await gameList()).statusCode;
    }
    return status;
  };

  it('sheds new API calls with a retryable 503 envelope while the loop runs late, then serves again', { timeout: 30_000 }, async () => {
    // Watched only from the end of the start-up: its own work sheds nothing.
    expect((await gameList()).statusCode).toBe(200);
    blockLoop(1000);
    // The guard's sample runs first (timers before these calls), and sees the late loop.
    await sleep(1);
    const shed = await gameList();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({ code: 503, msg: SHED_MESSAGE, data: null });
    expect(isRetryable({ kind: 'http', status: shed.statusCode } as Parameters<typeof isRetryable>[0])).toBe(true);
    // Pages are not API calls: they still load (here: no built client, so the 404 envelope).
    expect((await server.app.inject({ method: 'GET', url: '/lottery-bet' })).statusCode).toBe(404);
    expect(await servedAgain()).toBe(200);
  });

  it('is off with maxEventLoopDelayMs 0', async () => {
    const app = Fastify();
    const guard = registerLoadShedding(app, { ...DEFAULT_LOAD_SHEDDING, maxEventLoopDelayMs: 0, sampleIntervalMs: 20 }, ['/api']);
    app.get('/api/ping', async () => 'pong');
    guard.start();
    try {
      blockLoop(300);
      await sleep(30);
      expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    } finally {
      guard.stop();
      await app.close();
    }
  });
});
