import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { TokenPair } from '../../models/entities';
import { sessionMachine } from '../../machines/session.machine';
import { deferred, demoUser, flush, tokens } from './support';

/**
 * Model-based paths for the session: a small model of what the player sees, with server
 * replies as plain events. Every generated path drives the real session machine (with
 * injected actors whose calls the test settles) and checks each state it passes.
 */
const model = createMachine({
  id: 'sessionModel',
  initial: 'anonymous',
  states: {
    anonymous: {
      on: { 'form.invalid': 'anonymous', 'login.submit': 'loggingIn', 'register.submit': 'registering' },
    },
    loggingIn: { on: { 'server.ok': 'authenticated', 'server.fail': 'anonymous', 'server.emptyTokens': 'anonymous' } },
    registering: { on: { 'server.ok': 'authenticated', 'server.fail': 'anonymous', 'server.emptyTokens': 'anonymous' } },
    authenticated: { on: { 'token.refused': 'refreshing', logout: 'loggingOut', 'session.lost': 'anonymous' } },
    refreshing: { on: { 'server.ok': 'authenticated', 'server.fail': 'anonymous', 'server.emptyTokens': 'anonymous' } },
    loggingOut: { on: { 'server.ok': 'anonymous', 'server.fail': 'anonymous' } },
  },
});

type Pending = ReturnType<typeof deferred<TokenPair | undefined>>;

function createSystemUnderTest() {
  let pending: Pending | null = null;
  let issued = 0;
  const call = () => {
    pending = deferred<TokenPair | undefined>();
    return pending.promise;
  };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(call) as never,
      register: fromPromise(call) as never,
      refresh: fromPromise(call) as never,
      logout: fromPromise(call) as never,
      fetchUser: fromPromise(async () => demoUser),
    },
  });
  const actor: Actor<typeof sessionMachine> = createActor(machine, {
    input: { token: null, secretToken: null, remember: false },
  }).start();
  const settle = async (how: 'ok' | 'fail' | 'empty') => {
    const current = pending;
    if (!current) throw new Error('no server call is pending');
    pending = null;
    if (how === 'fail') current.reject(Object.assign(new Error('x'), { messageKey: 'errors:code.1' }));
    else current.resolve(how === 'empty' ? { token: '', secretToken: '' } : tokens(++issued));
    await flush();
  };
  return { actor, settle };
}

const paths = createTestModel(model).getSimplePaths();

describe('session machine — model-based paths', () => {
  it('generates paths through every state', () => {
    const reached = new Set(paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]));
    expect([...reached].sort()).toEqual(['anonymous', 'authenticated', 'loggingIn', 'loggingOut', 'refreshing', 'registering']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, settle } = createSystemUnderTest();
      const snap = () => actor.getSnapshot();
      await path.test({
        states: {
          anonymous: () => {
            expect(snap().matches('anonymous')).toBe(true);
            expect(snap().context.token).toBeNull();
          },
          loggingIn: () => expect(snap().matches('loggingIn')).toBe(true),
          registering: () => expect(snap().matches('registering')).toBe(true),
          authenticated: () => {
            expect(snap().matches('authenticated')).toBe(true);
            expect(snap().context.token).toMatch(/^token-\d+$/);
          },
          refreshing: () => expect(snap().matches({ authenticated: { credential: 'refreshing' } })).toBe(true),
          loggingOut: () => expect(snap().matches('loggingOut')).toBe(true),
        },
        events: {
          'form.invalid': () => void actor.send({ type: 'session.login', account: 'x', password: '1', remember: false }),
          'login.submit': () => void actor.send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false }),
          'register.submit': () =>
            void actor.send({
              type: 'session.register',
              code: 'FAST01',
              account: 'player01',
              password: 'pass1234',
              confirm: 'pass1234',
              withdrawPassword: '123456',
              confirmWithdraw: '123456',
            }),
          'server.ok': () => settle('ok'),
          'server.fail': () => settle('fail'),
          'server.emptyTokens': () => settle('empty'),
          'token.refused': () => void actor.send({ type: 'session.reauth' }),
          logout: () => void actor.send({ type: 'session.logout' }),
          'session.lost': () => void actor.send({ type: 'session.clear' }),
        },
      });
    });
  }
});
