import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromCallback, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import { accountMachine, accountRealityCheckMachine, type AccountPageSpec } from '../../machines/account/account.machine';
import type { RealityCheckKept, RealityCheckSaved } from '../../machines/account/reality-check.machine';
import type { User } from '../../models/entities';

/** Every sub-page actor replaced by a callback that logs its start (with input), events and stop. */
function account() {
  const log: string[] = [];
  const stub = (name: string) =>
    fromCallback<{ type: string }, unknown>(({ input, receive }) => {
      log.push(`start ${name} ${JSON.stringify(input ?? null)}`);
      receive((event) => log.push(`${name} ← ${event.type}`));
      return () => log.push(`stop ${name}`);
    });
  const names = ['betRecords', 'orderCancel', 'profileEdit', 'passwordChange', 'vip', 'agentShare', 'agentRecords', 'avatarPicker', 'deposit', 'usdtDeposit', 'withdraw', 'bankBind', 'emailBind', 'fundRecords', 'depositHistory', 'withdrawHistory'] as const;
  const actors = Object.fromEntries(names.map((name) => [name, stub(name)])) as Record<(typeof names)[number], AnyActorLogic>;
  const sessionEvents: string[] = [];
  const session = createMachine({ on: { '*': { actions: ({ event }) => void sessionEvents.push(event.type) } } });
  const clock = new SimulatedClock();
  // The account machine as the app runs it: under a root that also holds the session.
  const root = createMachine({
    invoke: [
      { id: 'session', systemId: 'session', src: session },
      { id: 'account', systemId: 'account', src: accountMachine.provide({ actors: actors as never }) },
    ],
  });
  const app = createActor(root, { clock }).start();
  const ref = app.system.get('account')!;
  const show = (spec: AccountPageSpec) => ref.send({ type: 'account.show', spec });
  // The reality check's region watches the session whatever shows (its own tests below).
  const children = () => Object.keys(ref.getSnapshot().children).filter((id) => id !== 'watchSession').sort();
  return { ref, app, log, show, children, clock, sessionEvents };
}

describe('account machine: one state per sub-page', () => {
  it('a page state invokes its actor under its system id; another page stops it and starts its own', () => {
    const a = account();
    expect(a.ref.getSnapshot().value).toEqual({ page: 'hidden', avatar: 'closed', reality: 'waitingForPlayer' });
    a.show({ page: 'betting', records: { startDate: '2026-01-01', endDate: '2026-01-01' } });
    expect(a.ref.getSnapshot().value).toMatchObject({ page: 'betting' });
    expect(a.children()).toEqual(['betRecords', 'orderCancel']);
    expect(a.app.system.get('betRecords')).toBeDefined();
    a.log.length = 0;
    a.show({ page: 'user-info', variant: 'cp' });
    expect(a.ref.getSnapshot().value).toMatchObject({ page: 'userInfo' });
    expect(a.log).toEqual(expect.arrayContaining(['stop betRecords', 'stop orderCancel', 'start profileEdit {"variant":"cp"}']));
    expect(a.log.indexOf('stop betRecords')).toBeLessThan(a.log.indexOf('start profileEdit {"variant":"cp"}'));
    expect(a.children()).toEqual(['profileEdit']);
    expect(a.app.system.get('betRecords')).toBeUndefined();
  });

  it('the same page with the same input keeps its actor; other input restarts it; hide stops it', () => {
    const a = account();
    const range = { startDate: '2026-01-01', endDate: '2026-01-02' };
    a.show({ page: 'transaction', range });
    a.show({ page: 'transaction', range });
    expect(a.log.filter((l) => l.startsWith('start fundRecords'))).toHaveLength(1);
    a.show({ page: 'transaction', range: { ...range, endDate: '2026-01-03' } });
    expect(a.log.filter((l) => l.startsWith('start fundRecords'))).toHaveLength(2);
    expect(a.log.filter((l) => l === 'stop fundRecords')).toHaveLength(1);
    a.ref.send({ type: 'account.hide' });
    expect(a.ref.getSnapshot().value).toMatchObject({ page: 'hidden' });
    expect(a.children()).toEqual([]);
  });

  it('both password pages run the password machine, each with its kind; a page without a process runs none', () => {
    const a = account();
    a.show({ page: 'update-password' });
    a.show({ page: 'update-opt-pwd' });
    expect(a.log).toEqual(['start passwordChange {"kind":"login"}', 'stop passwordChange', 'start passwordChange {"kind":"withdraw"}']);
    a.show({ page: 'other', name: 'help' });
    expect(a.ref.getSnapshot().value).toMatchObject({ page: 'other' });
    expect(a.children()).toEqual([]);
  });

  it('the avatar picker is a region of its own: it stays open across pages and closes on its event', () => {
    const a = account();
    a.ref.send({ type: 'account.avatar.open', current: 'a1' });
    a.ref.send({ type: 'account.avatar.open', current: 'a2' });
    expect(a.log).toEqual(['start avatarPicker {"current":"a1"}']);
    a.show({ page: 'vip' });
    a.ref.send({ type: 'account.hide' });
    expect(a.children()).toEqual(['avatarPicker']);
    a.ref.send({ type: 'account.avatar.close' });
    expect(a.ref.getSnapshot().value).toMatchObject({ avatar: 'closed' });
    expect(a.log.at(-1)).toBe('stop avatarPicker');
  });

  it('a cancelled order patches the bet records and refreshes the user; a new login password logs out a second later, whatever shows', () => {
    const a = account();
    a.show({ page: 'betting', records: { startDate: '2026-01-01', endDate: '2026-01-01' } });
    a.ref.send({ type: 'account.order.cancelled', orderId: 7 });
    expect(a.log).toContain('betRecords ← records.patch');
    expect(a.sessionEvents).toContain('session.refreshUser');
    a.ref.send({ type: 'account.loginPasswordChanged' });
    a.ref.send({ type: 'account.hide' });
    a.clock.increment(1000);
    expect(a.sessionEvents).toContain('session.passwordChanged');
  });
});

/**
 * The reality check runs while a player is logged in, whatever page shows: the region starts it once
 * the user info names the player, tells it when the login ends (it keeps that, then stops), and its
 * "log out" is the session's logout.
 */
describe('account machine: the reality check', () => {
  const player = { userId: 42 } as User;
  function withSession(realityCheck: AnyActorLogic) {
    const sessionEvents: string[] = [];
    // A session as the watcher reads it: a token and the user info, changed by the test's events.
    const session = createMachine({
      types: {} as { context: { token: string | null; user: User | null }; events: { type: 'set'; token: string | null; user: User | null } | { type: string } },
      context: { token: 'token-1', user: null },
      on: {
        set: { actions: assign(({ event }) => ({ token: (event as { token: string | null }).token, user: (event as { user: User | null }).user })) },
        '*': { actions: ({ event }) => void sessionEvents.push(event.type) },
      },
    });
    const clock = new SimulatedClock();
    const root = createMachine({
      invoke: [
        { id: 'session', systemId: 'session', src: session },
        { id: 'account', systemId: 'account', src: accountMachine.provide({ actors: { realityCheck } as never }) },
      ],
    });
    const app = createActor(root, { clock }).start();
    return { app, clock, sessionEvents, account: app.system.get('account')!, session: app.system.get('session')! };
  }

  it('starts for the player the user info names, gets reality.end when the login ends, and is gone once it has finished', async () => {
    const inputs: unknown[] = [];
    // A stand-in check: it records its input and finishes on reality.end.
    const check = createMachine({
      context: ({ input }) => (inputs.push(input), {}),
      initial: 'running',
      states: { running: { on: { 'reality.end': 'done' } }, done: { type: 'final' } },
    });
    const s = withSession(check);
    expect(s.account.getSnapshot().value).toMatchObject({ reality: 'waitingForPlayer' });
    s.session.send({ type: 'set', token: 'token-1', user: player });
    expect(s.account.getSnapshot().value).toMatchObject({ reality: 'checking' });
    expect(inputs).toEqual([{ player: 42 }]);
    expect(s.app.system.get('realityCheck')).toBeDefined();
    // A new balance is no new player: the check goes on.
    s.session.send({ type: 'set', token: 'token-1', user: { ...player, balance: 5 } });
    expect(inputs).toHaveLength(1);
    s.session.send({ type: 'set', token: null, user: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.account.getSnapshot().value).toMatchObject({ reality: 'waitingForPlayer' });
    expect(s.app.system.get('realityCheck')).toBeUndefined();
  });

  it('"log out" in the dialog is the session’s logout; the ended session is kept before the check stops', async () => {
    const saved: RealityCheckKept[] = [];
    const realityCheck = accountRealityCheckMachine.provide({
      actors: {
        loadRealityCheck: fromPromise<RealityCheckSaved & { now: number }, { player: number }>(async () => ({ minutes: 15, sessionStart: 1_000, deadline: 2_000, now: 2_000 })),
        saveRealityCheck: fromPromise<void, RealityCheckKept>(async ({ input }) => void saved.push(input)),
        fetchSessionResult: fromPromise(async () => ({ stakeCents: 100, netCents: -100 })),
      },
    });
    const s = withSession(realityCheck);
    s.session.send({ type: 'set', token: 'token-1', user: player });
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    await flush();
    s.clock.increment(0);
    await flush();
    const check = s.app.system.get('realityCheck')!;
    expect(check.getSnapshot().hasTag('dialog')).toBe(true);
    check.send({ type: 'reality.logout' });
    expect(s.sessionEvents).toContain('session.logout');
    expect(check.getSnapshot().hasTag('loggingOut')).toBe(true);
    s.session.send({ type: 'set', token: null, user: null });
    await flush();
    expect(saved.at(-1)).toEqual({ player: 42, minutes: 15, sessionStart: 0, deadline: null });
    expect(s.account.getSnapshot().value).toMatchObject({ reality: 'waitingForPlayer' });
  });
});
