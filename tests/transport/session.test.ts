import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicApi } from '../../src/api';
import { envelope, ok, startScriptServer, type Reply, type ScriptServer, type SeenRequest } from './support/script-server';
import { rejectionOf, testClient } from './support/test-client';

let server: ScriptServer;
afterEach(() => server?.close());

const refusedByCode: Reply = { body: envelope(null, 2, 'token expired') };
const refusedByStatus: Reply = { status: 401, body: 'Unauthorized' };

/** A server that accepts only `valid` as token and refuses others the given way. */
const acceptsToken = (valid: () => string, refusal: Reply) => (request: SeenRequest) =>
  request.headers.token === valid() ? ok(request.url) : refusal;

/** A session whose re-login swaps the token after a while, counting how often it ran. */
function session(outcome: boolean) {
  let token = 'old';
  const reauthenticate = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (outcome) token = 'new';
    return outcome;
  });
  const onSessionLost = vi.fn();
  const onError = vi.fn();
  return { hooks: { getToken: () => token, reauthenticate, onSessionLost, onError }, token: () => token };
}

const tenCalls = (api: ReturnType<typeof testClient>) =>
  Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? api.get(`/r/${i}`) : api.post(`/r/${i}`)));

describe('shared silent re-login (codes 2 and 401)', () => {
  it.each([
    ['envelope code 2', refusedByCode],
    ['HTTP status 401', refusedByStatus],
  ])('runs ONE re-login for 10 simultaneous refusals by %s, then all 10 succeed', async (_name, refusal) => {
    const s = session(true);
    server = await startScriptServer(acceptsToken(() => 'new', refusal));
    const api = testClient(server.url, { hooks: s.hooks });

    const results = await Promise.all(tenCalls(api));
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => `/r/${i}`));
    expect(s.hooks.reauthenticate).toHaveBeenCalledTimes(1);
    expect(server.requests.filter((r) => r.headers.token === 'new')).toHaveLength(10);
    expect(s.hooks.onSessionLost).not.toHaveBeenCalled();
  });

  it('retries a POST after re-login with its own idempotency key', async () => {
    const s = session(true);
    server = await startScriptServer(acceptsToken(() => 'new', refusedByCode));
    await testClient(server.url, { hooks: s.hooks }).post('/k3/v1/order', {}, { idempotencyKey: 'bet-1' });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['bet-1', 'bet-1']);
  });

  it('rejects all with kind session and tells the app once when the re-login fails', async () => {
    const s = session(false);
    server = await startScriptServer(acceptsToken(() => 'new', refusedByStatus));
    const api = testClient(server.url, { hooks: s.hooks });

    const errors = await Promise.all(tenCalls(api).map(rejectionOf));
    for (const error of errors) expect(error).toMatchObject({ kind: 'session', sessionKind: 'reauth', status: 401, messageKey: 'errors:http.401' });
    expect(s.hooks.reauthenticate).toHaveBeenCalledTimes(1);
    expect(s.hooks.onSessionLost).toHaveBeenCalledTimes(1);
    expect(s.hooks.onSessionLost).toHaveBeenCalledWith('reauth');
    expect(s.hooks.onError).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(10);
  });

  it('does not log in again for a refusal that arrives after the re-login for its token failed', async () => {
    const s = session(false);
    server = await startScriptServer(() => refusedByStatus);
    const api = testClient(server.url, { hooks: s.hooks });

    await expect(api.get('/first')).rejects.toMatchObject({ kind: 'session' });
    // Sent with the same token, answered only after that re-login had failed.
    await expect(api.get('/late')).rejects.toMatchObject({ kind: 'session' });
    expect(s.hooks.reauthenticate).toHaveBeenCalledTimes(1);
    expect(s.hooks.onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('treats a re-login that throws as failed', async () => {
    server = await startScriptServer(() => refusedByCode);
    const onSessionLost = vi.fn();
    const api = testClient(server.url, { hooks: { getToken: () => 'old', reauthenticate: () => Promise.reject(new Error('boom')), onSessionLost } });
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'session', code: 2, messageKey: 'errors:code.2' });
    expect(onSessionLost).toHaveBeenCalledWith('reauth', 'token expired');
  });

  it('retries only once: a refusal after a successful re-login loses the session', async () => {
    const s = session(true);
    server = await startScriptServer(() => refusedByCode);
    const api = testClient(server.url, { hooks: s.hooks });

    const errors = await Promise.all(tenCalls(api).map(rejectionOf));
    for (const error of errors) expect(error).toMatchObject({ kind: 'session', sessionKind: 'reauth' });
    expect(server.requests).toHaveLength(20);
    expect(s.hooks.reauthenticate).toHaveBeenCalledTimes(1);
    expect(s.hooks.onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('does not re-login again for a refusal of a token that was already replaced', async () => {
    let token = 'old';
    const reauthenticate = vi.fn(async () => {
      token = 'new';
      return true;
    });
    // The slow request leaves with the old token and is refused after the re-login finished.
    server = await startScriptServer((request) =>
      request.headers.token === 'new' ? ok('fine') : { ...refusedByCode, delayMs: request.url === '/slow' ? 80 : 0 },
    );
    const api = testClient(server.url, { hooks: { getToken: () => token, reauthenticate } });
    await expect(Promise.all([api.get('/slow'), api.get('/fast')])).resolves.toEqual(['fine', 'fine']);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
  });

  it('never re-logs in for the re-login calls themselves (refresh)', async () => {
    const reauthenticate = vi.fn(async () => true);
    const onSessionLost = vi.fn();
    server = await startScriptServer(() => refusedByCode);
    const api = testClient(server.url, { hooks: { getToken: () => 'old', reauthenticate, onSessionLost } });
    await expect(basicApi.refresh(api, 'secret')).rejects.toMatchObject({ kind: 'session', sessionKind: 'reauth' });
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(server.requests[0]?.body).toBe('{"secretToken":"secret"}');
  });
});

describe('session losses (402, 403, 4)', () => {
  it.each([
    [402, 'credentialInvalid', 'login expired, sign in again'],
    [403, 'loggedElsewhere', 'logged in on another device'],
    [4, 'kicked', 'kicked by admin'],
  ] as const)('code %i calls onSessionLost(%s) with the server message, once per burst', async (code, kind, msg) => {
    const onSessionLost = vi.fn();
    const reauthenticate = vi.fn(async () => true);
    server = await startScriptServer(() => ({ body: envelope(null, code, msg) }));
    const api = testClient(server.url, { hooks: { getToken: () => 'tok', onSessionLost, reauthenticate } });

    const errors = await Promise.all([api.get('/a'), api.post('/b'), api.get('/c')].map(rejectionOf));
    for (const error of errors) expect(error).toMatchObject({ kind: 'session', sessionKind: kind, code, serverMessage: msg });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(onSessionLost).toHaveBeenCalledWith(kind, msg);
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('honours a session code in the envelope of a non-2xx answer', async () => {
    const onSessionLost = vi.fn();
    server = await startScriptServer(() => ({ status: 403, body: envelope(null, 403, 'elsewhere') }));
    const api = testClient(server.url, { hooks: { getToken: () => 'tok', onSessionLost } });
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'session', sessionKind: 'loggedElsewhere' });
    expect(onSessionLost).toHaveBeenCalledWith('loggedElsewhere', 'elsewhere');
  });

  it('tells the app again about a later loss once a call has succeeded in between', async () => {
    const onSessionLost = vi.fn();
    server = await startScriptServer((request) => (request.url === '/ok' ? ok() : { body: envelope(null, 403, 'elsewhere') }));
    const api = testClient(server.url, { hooks: { getToken: () => 'tok', onSessionLost } });
    await rejectionOf(api.get('/x'));
    await api.get('/ok');
    await rejectionOf(api.get('/x'));
    expect(onSessionLost).toHaveBeenCalledTimes(2);
  });
});
