import { randomBytes, scryptSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordPool, PasswordPoolBusy } from '../../server/domain/password-pool';
import { hashPassword, OWASP_COST, verifyPassword } from '../../server/domain/passwords';
import { registerErrorHandler } from '../../server/http/errors';

const COST = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

describe('password worker pool', () => {
  const pool = createPasswordPool({ size: 1, maxQueue: 2 });
  afterAll(() => pool.close());

  it('derives the same keys as scrypt, one at a time per thread, and refuses at once when its queue is full', async () => {
    const salt = randomBytes(16);
    const jobs = ['a', 'b', 'c'].map((password) => pool.derive(password, salt, 32, COST));
    expect(pool.load).toEqual({ running: 1, waiting: 2 });
    // At once: before the worker has answered any of the queued jobs (its answers are macrotasks).
    let answered = false;
    void Promise.race(jobs).then(() => (answered = true));
    await expect(pool.derive('d', salt, 32, COST)).rejects.toBeInstanceOf(PasswordPoolBusy);
    expect(answered).toBe(false);
    const keys = await Promise.all(jobs);
    expect(keys.map((key) => key.toString('hex'))).toEqual(['a', 'b', 'c'].map((password) => scryptSync(password, salt, 32, COST).toString('hex')));
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('hashes at the OWASP cost off the shared libuv threads: a file read is not queued behind the hashes', async () => {
    let firstHash = 0;
    const hashed = Array.from({ length: 4 }, (_, i) =>
      hashPassword(`secret${i}`, OWASP_COST).then((hash) => {
        firstHash ||= Date.now();
        return hash;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await readFile(new URL(import.meta.url));
    const read = Date.now();
    const hashes = await Promise.all(hashed);
    expect(read).toBeLessThan(firstHash);
    expect(await verifyPassword('secret0', hashes[0]!)).toBe(true);
    expect(await verifyPassword('secret1', hashes[0]!)).toBe(false);
  }, 60_000);

  it('answers a busy pool as 4006 (too frequent), not as a crash', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/busy', async () => {
      throw new PasswordPoolBusy();
    });
    const response = await app.inject({ method: 'POST', url: '/busy', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 4006, data: null });
    await app.close();
  });
});
