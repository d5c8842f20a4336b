import { describe, expect, it } from 'vitest';
import { createActor, setup, SimulatedClock, spawnChild, stopChild, type ActorRefFrom } from 'xstate';
import { timeTravelMachine } from '../../machines/journal/time-travel.machine';
import { appMachine, appSessionMachine, type AppInput } from '../../machines/app/app.machine';
import { comparableSnapshot, createJournal, parseJournal, redactSecrets, REDACTED, replayJournal } from '../../machines/journal/journal';
import { noticesMachine } from '../../machines/content/notices.machine';
import { bootstrapMachine } from '../../machines/app/bootstrap.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import type { DomainConfig, Notice } from '../../models/entities';
import { flush, happySessionActors, resolved } from './support';

const input: AppInput = {
  session: { token: null, secretToken: null, remember: false },
  language: { stored: 'zh-CN', browser: [] },
  notices: { popupShownOn: null },
  messages: { confirmedPopupId: null },
};

function runRecordedSession(limit = 500) {
  const clock = new SimulatedClock();
  const journal = createJournal({ now: () => clock.now(), limit });
  const machine = appMachine.provide({
    actions: { navigate: () => {}, reloadPage: () => {}, loadRelogin: () => {} },
    actors: {
      session: appSessionMachine.provide({
        actors: happySessionActors(),
      }),
      bootstrap: bootstrapMachine.provide({ actors: { fetchDomainInfo: resolved({ appName: 'Fastdraw' } as DomainConfig) } }),
      notices: noticesMachine.provide({ actors: { fetchNotices: resolved<Notice[]>([]) } }),
    },
  });
  const actor = createActor(machine, { input, clock, inspect: journal.inspect, systemId: 'app' }).start();
  return { actor, clock, journal };
}

describe('event journal', () => {
  it("leaves out the developer panel's time travel (a journal inside the journal), and forgets it when it stops", () => {
    const journal = createJournal({ limit: 10 });
    const parent = setup({ actors: { replay: timeTravelMachine } }).createMachine({
      initial: 'on',
      states: { on: { entry: spawnChild('replay', { id: 'replay', systemId: 'devtoolsReplay' }), exit: stopChild('replay'), on: { off: 'off' } }, off: {} },
    });
    const actor = createActor(parent, { inspect: journal.inspect }).start();
    const replay = actor.system.get('devtoolsReplay') as ActorRefFrom<typeof timeTravelMachine>;
    for (let i = 0; i < 20; i++) replay.send({ type: 'replay.load', data: journal.data() });
    expect(replay.getSnapshot().hasTag('loaded')).toBe(true);
    actor.send({ type: 'off' });
    const data = journal.data();
    expect(data.entries.map((entry) => entry.target)).not.toContain('devtoolsReplay');
    expect(data.checkpoints.map((checkpoint) => checkpoint.target)).not.toContain('devtoolsReplay');
    expect(data.actors.map((known) => known.target)).not.toContain('devtoolsReplay');
    expect(JSON.stringify(data)).not.toContain('replay.load');
  });

  it('records every event with time and target, secrets redacted', async () => {
    const { actor, clock, journal } = runRecordedSession();
    clock.set(1_000);
    actor.system.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: true });
    await flush();
    const entries = journal.entries();
    const loginEntry = entries.find((e) => e.event.type === 'session.login');
    expect(loginEntry).toMatchObject({ target: 'session', at: 1_000, event: { account: 'demo001', password: REDACTED } });
    const done = entries.find((e) => e.event.type === 'xstate.done.actor.0.session.loggingIn' || e.event.type.startsWith('xstate.done.actor') && e.target === 'session');
    expect(JSON.stringify(done)).not.toContain('token-1');
    expect(JSON.stringify(entries)).not.toContain('demo1234');
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
  });

  it('stays bounded: entries and checkpoints together, past the limit only for one checkpoint round', () => {
    const journal = createJournal({ limit: 3, now: () => 0 });
    const actor = createActor(appMachine.provide({ actors: { notices: noticesMachine.provide({ actors: { fetchNotices: resolved<Notice[]>([]) } }) } }), {
      input,
      inspect: journal.inspect,
    }).start();
    const liveMachines = () => Object.keys(actor.getSnapshot().children).length + 1;
    for (let i = 0; i < 10; i++) {
      actor.send({ type: 'ui.auth.close' });
      expect(journal.entries().length + journal.checkpoints().length).toBeLessThanOrEqual(3 + liveMachines());
    }
    expect(journal.entries().at(-1)!.seq).toBeGreaterThan(10);
    // Whatever was dropped, the app's latest snapshot is still reproducible.
    expect(comparableSnapshot(replayJournal(appMachine, journal.data(), { actor: actor.sessionId }))).toEqual(comparableSnapshot(actor.getSnapshot()));
  });

  it('an exported journal replays into the machines and reaches the same snapshots', async () => {
    const { actor, clock, journal } = runRecordedSession();
    const session = actor.system.get('session');
    actor.send({ type: 'app.navigated', pathname: '/home' });
    actor.send({ type: 'ui.auth.openLogin' });
    session.send({ type: 'session.login', account: 'ab', password: 'demo1234', remember: false });
    session.send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await flush();
    clock.increment(5_000); // the login toast expires
    actor.send({ type: 'toast.show', toast: { messageKey: 'x', tone: 'info', persistent: false } });
    clock.increment(1_000);
    session.send({ type: 'session.reauth' });
    await flush();

    const exported = parseJournal(journal.exportJson());
    // Replay runs the machine with its side-effect-free default implementations.
    const replayedSession = replayJournal(sessionMachine, exported, 'session');
    expect(replayedSession.value).toEqual(session.getSnapshot().value);
    expect(replayedSession.context).toEqual(redactSecrets(session.getSnapshot().context));
    expect(replayedSession.context.token).toBe(REDACTED);

    const replayedApp = replayJournal(appMachine, exported, 'app');
    expect(replayedApp.value).toEqual(actor.getSnapshot().value);
    expect(replayedApp.context).toEqual(redactSecrets(actor.getSnapshot().context));
    expect(replayedApp.context.toasts.map((t) => t.messageKey)).toEqual(['x']);
  });

  it('replays the app and the session from checkpoints once their starts are dropped', async () => {
    const { actor, clock, journal } = runRecordedSession(12);
    const session = actor.system.get('session');
    actor.send({ type: 'app.navigated', pathname: '/home' });
    session.send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await flush();
    for (let i = 0; i < 20; i++) {
      clock.increment(1_000);
      actor.send({ type: 'toast.show', toast: { messageKey: `t${i}`, tone: 'info', persistent: false } });
    }
    await flush();

    const exported = parseJournal(journal.exportJson());
    expect(exported.entries.some((e) => e.event.type === 'xstate.init' && (e.target === 'app' || e.target === 'session'))).toBe(false);
    expect(exported.checkpoints.map((c) => c.target)).toEqual(expect.arrayContaining(['app', 'session']));
    expect(JSON.stringify(exported)).not.toMatch(/demo1234|token-1/);
    expect(comparableSnapshot(replayJournal(sessionMachine, exported, 'session'))).toEqual(comparableSnapshot(session.getSnapshot()));
    expect(comparableSnapshot(replayJournal(appMachine, exported, 'app'))).toEqual(comparableSnapshot(actor.getSnapshot()));
  });
});
