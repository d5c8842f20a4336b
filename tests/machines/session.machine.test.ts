import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TokenPair, User } from '../../models/entities';
import { sessionMachine, type SessionInput } from '../../machines/session/session.machine';
import { apiError, deferred, demoUser, flush, rejected, resolved, tokens } from './support';

const anonymous: SessionInput = { token: null, secretToken: null, remember: false };
const stored: SessionInput = { token: 'token-0', secretToken: 'secret-0', remember: true };

function start(input: SessionInput, actors: Partial<Parameters<typeof sessionMachine.provide>[0]['actors']> = {}) {
  const calls = { persist: vi.fn(), forget: vi.fn(), remember: vi.fn(), notify: vi.fn(), login: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<TokenPair, { account: string; password: string }>(async ({ input }) => {
        calls.login(input);
        return tokens(1);
      }),
      register: resolved(tokens(2)),
      refresh: resolved(tokens(3)),
      logout: resolved<void>(undefined),
      fetchUser: resolved<User>(demoUser),
      ...actors,
    },
    actions: {
      persistTokens: (_, p) => calls.persist(p),
      forgetTokens: () => calls.forget(),
      rememberAccount: (_, p) => calls.remember(p),
      notify: (_, n) => calls.notify(n),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

const login = { type: 'session.login' as const, account: 'demo001', password: 'demo1234', remember: true };
const register = {
  type: 'session.register' as const,
  code: 'FAST01',
  account: 'player01',
  password: 'pass1234',
  confirm: 'pass1234',
  withdrawPassword: '123456',
  confirmWithdraw: '123456',
};

describe('session machine', () => {
  it('starts anonymous without a stored token and authenticated with one', async () => {
    expect(start(anonymous).actor.getSnapshot().matches('anonymous')).toBe(true);
    const { actor } = start(stored);
    expect(actor.getSnapshot().matches({ authenticated: { user: 'loading' } })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.user?.account).toBe('demo001');
  });

  it('logs in: stores both tokens, remembers the account, notifies, loads the user', async () => {
    const { actor, calls } = start(anonymous);
    actor.send(login);
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.context.token).toBe('token-1');
    expect(snap.context.secretToken).toBe('secret-1');
    expect(calls.login).toHaveBeenCalledWith({ account: 'demo001', password: 'demo1234' });
    expect(calls.persist).toHaveBeenCalledWith({ token: 'token-1', secretToken: 'secret-1', remember: true });
    expect(calls.remember).toHaveBeenCalledWith({ account: 'demo001', remember: true });
    expect(calls.notify).toHaveBeenCalledWith({ type: 'session.loggedIn', account: 'demo001' });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: { user: 'ready' } })).toBe(true);
  });

  it('refuses an invalid login form without calling the server, with the first rule’s message', () => {
    const { actor, calls } = start(anonymous);
    actor.send({ ...login, account: '' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.error?.field).toBe('account');
    actor.send({ ...login, account: 'abc' });
    expect(actor.getSnapshot().context.error?.field).toBe('account');
    actor.send({ ...login, password: '12' });
    expect(actor.getSnapshot().context.error?.field).toBe('password');
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('shows the server error and stays anonymous when login fails', async () => {
    const { actor, calls } = start(anonymous, { login: rejected(apiError(1005)) });
    actor.send(login);
    await flush();
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'errors:code.1005', code: 1005 });
    expect(calls.persist).not.toHaveBeenCalled();
  });

  it('refuses a login answer with an empty token or secretToken', async () => {
    for (const answer of [{ token: '', secretToken: 's' }, { token: 't', secretToken: '' }]) {
      const { actor, calls } = start(anonymous, { login: resolved(answer) });
      actor.send(login);
      await flush();
      expect(actor.getSnapshot().matches('anonymous')).toBe(true);
      expect(actor.getSnapshot().context.error?.messageKey).toBe('errors:client.emptyToken');
      expect(calls.persist).not.toHaveBeenCalled();
    }
  });

  it('registers: validates in spec order, then stores tokens and notifies', async () => {
    const { actor, calls } = start(anonymous);
    actor.send({ ...register, code: '' });
    expect(actor.getSnapshot().context.error?.field).toBe('code');
    actor.send({ ...register, confirm: 'other123' });
    expect(actor.getSnapshot().context.error?.messageKey).toContain('tip_password_confirm_err');
    actor.send(register);
    await flush();
    expect(actor.getSnapshot().context.token).toBe('token-2');
    expect(calls.notify).toHaveBeenCalledWith({ type: 'session.registered', account: 'player01' });
  });

  it('refuses a register answer with empty tokens', async () => {
    const { actor } = start(anonymous, { register: resolved({ token: '', secretToken: '' }) });
    actor.send(register);
    await flush();
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.error?.messageKey).toBe('errors:client.emptyToken');
  });

  it('silent re-login replaces both tokens once, however many requests ask', async () => {
    const refresh = deferred<TokenPair>();
    const refreshCalls = vi.fn();
    const { actor, calls } = start(stored, {
      refresh: fromPromise(async ({ input }: { input: { secretToken: string } }) => {
        refreshCalls(input.secretToken);
        return refresh.promise;
      }),
    });
    const settled = settlements(actor);
    for (let i = 0; i < 10; i++) actor.send({ type: 'session.reauth' });
    expect(actor.getSnapshot().matches({ authenticated: { credential: 'refreshing' } })).toBe(true);
    expect(settled).toEqual([]);
    refresh.resolve(tokens(9));
    await flush();
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(refreshCalls).toHaveBeenCalledWith('secret-0');
    expect(actor.getSnapshot().context).toMatchObject({ token: 'token-9', secretToken: 'secret-9' });
    // One outcome for everyone waiting on the single flight.
    expect(settled).toEqual([true]);
    expect(calls.persist).toHaveBeenCalledWith({ token: 'token-9', secretToken: 'secret-9', remember: true });
  });

  it('clears both tokens when refresh answers empty ones', async () => {
    const { actor, calls } = start(stored, { refresh: resolved({ token: '', secretToken: '' }) });
    const settled = settlements(actor);
    actor.send({ type: 'session.reauth' });
    await flush();
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, secretToken: null });
    expect(settled).toEqual([false]);
    expect(calls.forget).toHaveBeenCalled();
  });

  it('fails re-login at once when there is nothing to refresh with', () => {
    const { actor } = start(anonymous);
    const settled = settlements(actor);
    actor.send({ type: 'session.reauth' });
    expect(settled).toEqual([false]);
  });

  it('logs out: forgets tokens and notifies even when the server call fails', async () => {
    const { actor, calls } = start(stored, { logout: rejected(apiError(1)) });
    await flush();
    actor.send({ type: 'session.logout' });
    await flush();
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls.forget).toHaveBeenCalled();
    expect(calls.notify).toHaveBeenCalledWith({ type: 'session.loggedOut' });
  });

  it('session.clear (token refused by the server) drops the session', async () => {
    const { actor, calls } = start(stored);
    await flush();
    actor.send({ type: 'session.clear' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(calls.forget).toHaveBeenCalled();
  });

  it('keeps the token when user info fails, and refreshUser tries again', async () => {
    let fail = true;
    const { actor } = start(stored, {
      fetchUser: fromPromise(async () => {
        if (fail) throw apiError(502);
        return demoUser;
      }),
    });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: { user: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('token-0');
    fail = false;
    actor.send({ type: 'session.refreshUser' });
    await flush();
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
  });
});

describe('session machine — a re-login cut short', () => {
  it('fails the pending re-login when the session is cleared while refreshing', async () => {
    const { actor } = start(stored, { refresh: fromPromise(() => new Promise<TokenPair>(() => {})) });
    const settled = settlements(actor);
    actor.send({ type: 'session.reauth' });
    expect(settled).toEqual([]);
    actor.send({ type: 'session.clear' });
    expect(settled).toEqual([false]);
  });

  it('answers a re-login asked for while logging in with a failure, never silence', () => {
    const { actor } = start(anonymous, { login: fromPromise(() => new Promise<TokenPair>(() => {})) });
    const settled = settlements(actor);
    actor.send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
    actor.send({ type: 'session.reauth' });
    expect(settled).toEqual([false]);
  });
});

/** The outcomes the session emits for the re-logins asked of it, in order. */
function settlements(actor: { on(type: 'session.reauthSettled', handler: (event: { ok: boolean }) => void): unknown }): boolean[] {
  const outcomes: boolean[] = [];
  actor.on('session.reauthSettled', (event) => outcomes.push(event.ok));
  return outcomes;
}
