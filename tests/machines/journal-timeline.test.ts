import { describe, expect, it } from 'vitest';
import { assign, createActor, isMachineSnapshot, setup, SimulatedClock, type InspectionEvent } from 'xstate';
import { appMachine, appSessionMachine, type AppInput } from '../../machines/app/app.machine';
import { bootstrapMachine } from '../../machines/app/bootstrap.machine';
import { comparableSnapshot, createJournal, createTimeline, parseJournal } from '../../machines/journal/journal';
import { noticesMachine } from '../../machines/content/notices.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import type { DomainConfig, Notice } from '../../models/entities';
import { flush, happySessionActors, resolved } from './support';

const input: AppInput = {
  session: { token: null, secretToken: null, remember: false },
  language: { stored: 'zh-CN', browser: [] },
  notices: { popupShownOn: null },
  messages: { confirmedPopupId: null },
};

/** Each live snapshot of a machine actor, with the seq of the event it followed. */
interface Seen {
  actor: string;
  seq: number;
  value: unknown;
  context: unknown;
}

function recordSession(limit = 500) {
  const clock = new SimulatedClock();
  const journal = createJournal({ now: () => clock.now(), limit });
  const seen: Seen[] = [];
  const inspect = (event: InspectionEvent) => {
    journal.inspect(event);
    if (event.type !== '@xstate.snapshot' || !isMachineSnapshot(event.snapshot)) return;
    const processed = journal.entries().filter((entry) => entry.actor === event.actorRef.sessionId && entry.prev !== undefined);
    const last = processed.at(-1);
    if (last) seen.push({ actor: event.actorRef.sessionId, seq: last.seq, ...comparableSnapshot(event.snapshot) });
  };
  const machine = appMachine.provide({
    actions: { navigate: () => {}, reloadPage: () => {}, loadRelogin: () => {} },
    actors: {
      session: appSessionMachine.provide({ actors: happySessionActors() }),
      bootstrap: bootstrapMachine.provide({ actors: { fetchDomainInfo: resolved({ appName: 'Fastdraw' } as DomainConfig) } }),
      notices: noticesMachine.provide({ actors: { fetchNotices: resolved<Notice[]>([]) } }),
    },
  });
  const actor = createActor(machine, { input, clock, inspect, systemId: 'app' }).start();
  return { actor, clock, journal, seen };
}

describe('journal time travel', () => {
  it('an exported journal, read back, gives every actor the same state and context at every step', async () => {
    const { actor, clock, journal, seen } = recordSession();
    const session = actor.system.get('session');
    actor.send({ type: 'app.navigated', pathname: '/home' });
    actor.send({ type: 'ui.auth.openLogin' });
    session.send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await flush();
    clock.increment(5_000);
    actor.send({ type: 'toast.show', toast: { messageKey: 'x', tone: 'info', persistent: false } });
    session.send({ type: 'session.reauth' });
    await flush();

    const timeline = createTimeline(parseJournal(journal.exportJson()), { app: appMachine, session: sessionMachine });
    const stepOf = new Map(timeline.steps.map((step, index) => [step.seq, index]));
    const replayable = new Set([actor.sessionId, session.sessionId]);
    expect(seen.length).toBeGreaterThan(10);
    for (const live of seen) {
      const index = stepOf.get(live.seq)!;
      const at = timeline.actorsAt(index).find((candidate) => candidate.actor === live.actor);
      expect(at?.state, `state of ${at?.target} at #${live.seq}`).toEqual(live.value);
      expect(at?.current).toBe(true);
      if (replayable.has(live.actor)) expect(at?.context, `context of ${at?.target} at #${live.seq}`).toEqual(live.context);
    }
    // Stepping back: the session was anonymous before the login arrived.
    const login = timeline.steps.findIndex((step) => step.event.type === 'session.login');
    expect(timeline.actorsAt(login - 1).find((at) => at.target === 'session')?.state).not.toEqual(session.getSnapshot().value);
    // An actor whose machine is not given still shows its recorded states, and says why there is no context.
    const notices = timeline.actorsAt(timeline.steps.length - 1).find((at) => at.target === 'notices');
    expect(notices?.state).toBeDefined();
    expect(notices?.note).toBe('no machine');
  });

  it('stops the context where a guard read a redacted value, and keeps showing the recorded states', () => {
    const form = setup({ types: { context: {} as { mobile: string }, events: {} as { type: 'input'; mobile: string } | { type: 'submit' } } }).createMachine({
      id: 'form',
      initial: 'editing',
      context: { mobile: '' },
      states: {
        editing: { on: { input: { actions: assign({ mobile: ({ event }) => event.mobile }) }, submit: { guard: ({ context }) => /^1\d{10}$/.test(context.mobile), target: 'sent' } } },
        sent: {},
      },
    });
    const journal = createJournal({ now: () => 0 });
    const actor = createActor(form, { systemId: 'form', inspect: journal.inspect }).start();
    actor.send({ type: 'input', mobile: '13912345678' });
    actor.send({ type: 'submit' });
    const timeline = createTimeline(parseJournal(journal.exportJson()), { form });
    expect(journal.exportJson()).not.toContain('13912345678');
    const afterInput = timeline.actorsAt(1)[0]!;
    expect(afterInput).toMatchObject({ state: 'editing', context: { mobile: '[redacted]' } });
    const afterSubmit = timeline.actorsAt(2)[0]!;
    expect(afterSubmit.state).toBe('sent');
    expect(afterSubmit.context).toBeUndefined();
    expect(afterSubmit.note).toMatch(/replay stops after #\d+: the recorded state differs/);
  });
});
