import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { appMachine, appSessionMachine, FOLLOW_UP_MS, TOAST_MS, type AppInput } from '../../machines/app/app.machine';
import { authDialogOf } from '../../src/app/hooks';
import { bootstrapMachine } from '../../machines/app/bootstrap.machine';
import { noticesMachine } from '../../machines/content/notices.machine';
import type { DomainConfig, Notice } from '../../models/entities';
import { flush, happySessionActors, resolved } from './support';

const input: AppInput = {
  session: { token: 'token-0', secretToken: 'secret-0', remember: false },
  language: { stored: null, browser: ['en-GB'] },
  notices: { popupShownOn: null },
  messages: { confirmedPopupId: null },
};

const domain = { appName: 'Fastdraw' } as DomainConfig;

function startApp(overrides: { fetchDomainInfo?: () => Promise<DomainConfig>; input?: AppInput; loadAccountArea?: () => void } = {}) {
  const clock = new SimulatedClock();
  const effects = { navigate: vi.fn(), reload: vi.fn(), loadRelogin: vi.fn(), domainCalls: vi.fn() };
  const machine = appMachine.provide({
    actions: {
      navigate: (_, p) => effects.navigate(p.to),
      reloadPage: () => effects.reload(),
      loadRelogin: (_: unknown, { reason }: { reason: string }) => effects.loadRelogin(reason),
    },
    actors: {
      session: appSessionMachine.provide({
        actors: happySessionActors(),
      }),
      bootstrap: bootstrapMachine.provide({
        actors: {
          fetchDomainInfo: fromPromise(async () => {
            effects.domainCalls();
            return (overrides.fetchDomainInfo ?? (async () => domain))();
          }),
        },
      }),
      notices: noticesMachine.provide({ actors: { fetchNotices: resolved<Notice[]>([]) } }),
      // A counted loader, and an account area it stands for: the app spawns it once loaded.
      ...(overrides.loadAccountArea
        ? { loadAccountArea: fromPromise(async () => overrides.loadAccountArea?.()), account: createMachine({ id: 'account-stand-in' }) as never }
        : {}),
    },
  });
  const actor = createActor(machine, { input: overrides.input ?? input, clock }).start();
  return { actor, clock, effects, session: () => actor.system.get('session') };
}

describe('app machine', () => {
  it('fetches the domain configuration once, at the first navigation', async () => {
    const { actor, effects } = startApp();
    expect(effects.domainCalls).not.toHaveBeenCalled();
    actor.send({ type: 'app.navigated', pathname: '/home' });
    actor.send({ type: 'app.navigated', pathname: '/lottery-hall' });
    await flush();
    actor.send({ type: 'app.navigated', pathname: '/activity' });
    await flush();
    expect(effects.domainCalls).toHaveBeenCalledTimes(1);
    expect(actor.system.get('bootstrap').getSnapshot().context.domain).toEqual(domain);
  });

  it('goes on when the domain lookup fails', async () => {
    const { actor } = startApp({ fetchDomainInfo: async () => Promise.reject(new Error('down')) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    actor.send({ type: 'app.navigated', pathname: '/home' });
    await flush();
    expect(actor.system.get('bootstrap').getSnapshot().value).toBe('failed');
    warn.mockRestore();
  });

  it('toasts expire after 5 s on the system clock; persistent ones stay', () => {
    const { actor, clock } = startApp();
    actor.send({ type: 'toast.show', toast: { messageKey: 'a', tone: 'info', persistent: false } });
    actor.send({ type: 'toast.show', toast: { messageKey: 'b', tone: 'error', persistent: true } });
    expect(actor.getSnapshot().context.toasts.map((t) => t.messageKey)).toEqual(['a', 'b']);
    clock.increment(TOAST_MS - 1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(2);
    clock.increment(1);
    expect(actor.getSnapshot().context.toasts.map((t) => t.messageKey)).toEqual(['b']);
    actor.send({ type: 'toast.dismiss', id: actor.getSnapshot().context.toasts[0]!.id });
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });

  it('closes the login dialog and toasts after a successful login', async () => {
    const { actor, session } = startApp({ input: { ...input, session: { token: null, secretToken: null, remember: false } } });
    actor.send({ type: 'ui.auth.openLogin' });
    expect(authDialogOf(actor.getSnapshot())).toBe('login');
    session().send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await flush();
    expect(authDialogOf(actor.getSnapshot())).toBe('closed');
    expect(actor.getSnapshot().context.toasts[0]?.messageKey).toBe('session:toast.loginSuccess');
  });

  it("loads the account area's chunk only once a player is logged in", async () => {
    const loadAccountArea = vi.fn();
    const { actor, session } = startApp({ input: { ...input, session: { token: null, secretToken: null, remember: false } }, loadAccountArea });
    await flush();
    expect(loadAccountArea).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toMatchObject({ accountArea: 'visitor' });
    session().send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await flush();
    expect(loadAccountArea).toHaveBeenCalledTimes(1);
  });

  it('loads the account area at once for a restored login', async () => {
    const loadAccountArea = vi.fn();
    startApp({ loadAccountArea });
    await flush();
    expect(loadAccountArea).toHaveBeenCalledTimes(1);
  });

  it('reloads 1 s after a registration', async () => {
    const { actor, clock, effects, session } = startApp({ input: { ...input, session: { token: null, secretToken: null, remember: false } } });
    actor.send({ type: 'ui.auth.openRegister' });
    session().send({
      type: 'session.register',
      code: 'FAST01',
      account: 'player01',
      password: 'pass1234',
      confirm: 'pass1234',
      withdrawPassword: '123456',
      confirmWithdraw: '123456',
    });
    await flush();
    expect(authDialogOf(actor.getSnapshot())).toBe('closed');
    expect(effects.reload).not.toHaveBeenCalled();
    clock.increment(FOLLOW_UP_MS);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads after logout', async () => {
    const { effects, session } = startApp();
    await flush();
    session().send({ type: 'session.logout' });
    await flush();
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('failed silent re-login: session cleared, home loaded to log in again', async () => {
    const { actor, effects, session } = startApp();
    actor.send({ type: 'session.lost', kind: 'reauth' });
    expect(session().getSnapshot().value).toBe('anonymous');
    expect(effects.loadRelogin).toHaveBeenCalledWith('expired');
  });

  it('a page loaded to log in again opens the login and says why until closed', () => {
    for (const [relogin, messageKey] of [
      ['expired', 'session:toast.relogin.expired'],
      ['passwordChanged', 'session:toast.relogin.passwordChanged'],
    ] as const) {
      const { actor } = startApp({ input: { ...input, relogin } });
      expect(authDialogOf(actor.getSnapshot())).toBe('login');
      expect(actor.getSnapshot().context.toasts).toEqual([{ id: 1, messageKey, tone: 'info', persistent: true }]);
      actor.stop();
    }
    const { actor } = startApp();
    expect(authDialogOf(actor.getSnapshot())).toBe('closed');
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });

  it('402: shows the server message (or the default) and clears the login', () => {
    const { actor, session } = startApp();
    actor.send({ type: 'session.lost', kind: 'credentialInvalid', serverMessage: '凭证失效' });
    expect(session().getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.toasts[0]).toMatchObject({ messageKey: 'errors:code.402', text: '凭证失效' });
  });

  it('403: token removed, home after 1 s', () => {
    const { actor, clock, effects, session } = startApp();
    actor.send({ type: 'session.lost', kind: 'loggedElsewhere' });
    expect(session().getSnapshot().context.token).toBeNull();
    expect(effects.navigate).not.toHaveBeenCalled();
    clock.increment(FOLLOW_UP_MS);
    expect(effects.navigate).toHaveBeenCalledWith('/');
  });

  it('4: token removed, the message stays', () => {
    const { actor, clock, session } = startApp();
    actor.send({ type: 'session.lost', kind: 'kicked' });
    expect(session().getSnapshot().context.token).toBeNull();
    clock.increment(60_000);
    expect(actor.getSnapshot().context.toasts).toEqual([expect.objectContaining({ messageKey: 'errors:code.4', persistent: true })]);
  });
});
