import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '../../src/api';
import { backoffDelay } from '../../src/api/retry';
import { ok, startScriptServer, type ScriptServer } from './support/script-server';
import { rejectionOf, testClient } from './support/test-client';

let server: ScriptServer;
afterEach(() => server?.close());

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

const failFirst = (count: number, failure: { status?: number; destroy?: boolean }) => (_: unknown, index: number) =>
  index < count ? { ...failure, body: 'Bad Gateway' } : ok('finally');

describe('retries (spec §7: up to 20)', () => {
  it('gives up after 20 retries: 25 failures mean exactly 21 attempts, then the error', async () => {
    server = await startScriptServer(failFirst(25, { status: 502 }));
    const error = await rejectionOf(testClient(server.url).get('/index/v1/pc/index'));
    expect(error).toMatchObject({ kind: 'http', status: 502, messageKey: 'errors:http.502' });
    expect(server.requests).toHaveLength(21);
  });

  it('succeeds when the server recovers after 3 failures', async () => {
    server = await startScriptServer(failFirst(3, { status: 503 }));
    await expect(testClient(server.url).get('/x')).resolves.toBe('finally');
    expect(server.requests).toHaveLength(4);
  });

  it('retries dropped connections (network errors)', async () => {
    server = await startScriptServer(failFirst(2, { destroy: true }));
    await expect(testClient(server.url).get('/x')).resolves.toBe('finally');
    expect(server.requests).toHaveLength(3);
  });

  it('maps a connection that never answers to the network key', async () => {
    server = await startScriptServer(() => ({ destroy: true }));
    const error = await rejectionOf(testClient(server.url, { retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1 } }).get('/x'));
    expect(error).toMatchObject({ kind: 'network', messageKey: 'errors:client.network' });
    expect(server.requests).toHaveLength(2);
  });

  it('retries a POST with the same Idempotency-Key on every attempt', async () => {
    server = await startScriptServer(failFirst(4, { status: 500 }));
    await expect(testClient(server.url).post('/k3/v1/order', { amount: 2 })).resolves.toBe('finally');
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBeTruthy();
  });

  it('gives separate calls separate keys unless the caller passes one', async () => {
    server = await startScriptServer(() => ok());
    const api = testClient(server.url);
    await api.post('/a');
    await api.post('/a');
    await api.post('/a', {}, { idempotencyKey: 'same' });
    await api.post('/a', {}, { idempotencyKey: 'same' });
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual(['same', 'same']);
  });

  it('times out with the configured timeout and maps it to the timeout key', async () => {
    server = await startScriptServer(() => ({ delayMs: 400, body: '{"code":0}' }));
    const api = testClient(server.url, { timeoutMs: 40, retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    const error = await rejectionOf(api.get('/slow'));
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors:client.timeout' });
    // The retry left before the client gave up; on a busy machine the server may log it a moment after.
    await until(() => server.requests.length >= 2);
    expect(server.requests).toHaveLength(2);
  });

  it('stops retrying when the caller aborts, rejecting as aborted', async () => {
    server = await startScriptServer(() => ({ status: 500 }));
    const controller = new AbortController();
    // Long backoff: the abort lands while the client waits to retry.
    const api = testClient(server.url, { retry: { baseDelayMs: 10_000, maxDelayMs: 10_000 } });
    const pending = rejectionOf(api.get('/x', undefined, { signal: controller.signal }));
    await until(() => server.requests.length === 1);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: 'aborted' });
    expect(server.requests).toHaveLength(1);
  });

  it('cancels a request in flight when the caller aborts', async () => {
    server = await startScriptServer(() => ({ delayMs: 5_000, body: '{"code":0}' }));
    const controller = new AbortController();
    const pending = rejectionOf(testClient(server.url).get('/x', undefined, { signal: controller.signal }));
    await until(() => server.requests.length === 1);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: 'aborted' });
  });
});

describe('backoffDelay', () => {
  const policy = { maxRetries: 20, baseDelayMs: 300, maxDelayMs: 5000 };

  it('doubles from the base and stays under the cap, with jitter in the upper half', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((retry) => backoffDelay(retry, policy, () => 1))).toEqual([300, 600, 1200, 2400, 4800, 5000, 5000]);
    expect([0, 1, 5].map((retry) => backoffDelay(retry, policy, () => 0))).toEqual([150, 300, 2500]);
  });

  it('defaults to 20 retries from 300 ms capped at 5 s', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual(policy);
  });
});
