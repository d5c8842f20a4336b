import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { asUnavailable, DatabaseUnavailable, isConnectionFailure } from '../../server/db/unavailable';
import { registerErrorHandler } from '../../server/http/errors';

/** A call that failed because the database was away answers 503 + Retry-After (the client retries it); a bad query stays a 500. */
describe('the database being away', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('tells connection failures from query errors', () => {
    expect(isConnectionFailure(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionFailure(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionFailure(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionFailure(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new AggregateError([withCode('refused', 'ECONNREFUSED')]))).toBe(true);
    expect(isConnectionFailure(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionFailure(new Error('syntax error at or near "SELEC"'))).toBe(false);
    expect(asUnavailable(new Error('Connection terminated unexpectedly'))).toBeInstanceOf(DatabaseUnavailable);
  });

  it('answers 503 with Retry-After while the database is away, 500 for a failing query', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/away', async () => {
      throw new DatabaseUnavailable(withCode('connect ECONNREFUSED', 'ECONNREFUSED'));
    });
    app.post('/broken', async () => {
      throw withCode('syntax error', '42601');
    });
    const away = await app.inject({ method: 'POST', url: '/away' });
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('1');
    expect(away.json()).toMatchObject({ code: 503 });
    expect((await app.inject({ method: 'POST', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
