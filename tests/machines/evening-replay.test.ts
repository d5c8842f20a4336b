import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { comparableSnapshot, JournalReplayError, parseJournal, replayJournal } from '../../machines/journal/journal';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';
import { until, untilState } from '../paths/wait';

/**
 * A whole evening on a game page, through the real root system on the fake platform and a
 * SimulatedClock: three hours of rounds (a tick a second), a bet every few minutes, the draws
 * that settle them, a cancel, a language change, a silent re-login and a logout and login
 * again. The journal stays bounded; its export replays every live actor to the snapshot it has.
 * Every step waits for a condition (the system idle, an actor in a state), never a count of turns.
 */
const WAIT_MS = 10_000;
const HOUR = 3_600_000;
const STEP = 2000;

/** A machine actor (not a promise or callback one), with the machine it runs. */
const machineOf = (ref: AnyActorRef): AnyStateMachine | null => {
  const logic = (ref as AnyActorRef & { logic?: { root?: unknown } }).logic;
  return logic && typeof logic.root === 'object' ? (logic as AnyStateMachine) : null;
};

async function betOnce(sys: StartedAppSystem) {
  const slip = sys.get('slip:1');
  if (!slip || !slip.getSnapshot().matches({ bet: 'ready' }) || sys.platform.msUntilClose() < 3000) return false;
  slip.send({ type: 'slip.pick', group: 0, ball: '3' });
  slip.send({ type: 'slip.submit' });
  slip.send({ type: 'slip.confirm' }); // the confirmation (issue 20 §3)
  await sys.idle();
  // The order was placed: the slip is back to ready for the next bet.
  await untilState(slip, { bet: 'ready' }, WAIT_MS);
  return true;
}

describe('an evening replays', () => {
  it('three simulated hours with bets, draws, a language change and re-logins replay to the same snapshots', { timeout: 120_000 }, async () => {
    const sys = startAppSystem();
    await sys.idle();
    sys.get('betting').send({ type: 'betting.show', lottery: { lotteryId: 1, gameType: 'k3' } });
    await sys.idle();
    await untilState(sys.get('slip:1'), { bet: 'ready' }, WAIT_MS);

    let bets = 0;
    let maxEntries = 0;
    const events: Array<[number, () => void | Promise<void>]> = [
      [HOUR, () => void sys.get('language').send({ type: 'language.change', language: 'en-US' })],
      [1.5 * HOUR, () => void sys.get('session').send({ type: 'session.reauth' })],
      [
        2 * HOUR,
        async () => {
          sys.get('session').send({ type: 'session.logout' });
          await untilState(sys.get('session'), 'anonymous', WAIT_MS);
          sys.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
          await sys.idle();
          await untilState(sys.get('session'), 'authenticated', WAIT_MS);
        },
      ],
    ];
    for (let at = 0; at < 3 * HOUR; at += STEP) {
      if (at % 300_000 === 0 && (await betOnce(sys))) bets++;
      const due = events.filter(([when]) => when === at);
      for (const [, run] of due) await run();
      await sys.advance(STEP, STEP);
      maxEntries = Math.max(maxEntries, sys.journal.entries().length + sys.journal.checkpoints().length);
    }
    // Cancel the newest pending order from the records.
    sys.get('account').send({ type: 'account.show', spec: { page: 'betting', records: { startDate: '2026-11-22', endDate: '2026-11-23' } } });
    await sys.idle();
    const records = sys.get('betRecords');
    await until(records, (snapshot) => !snapshot.hasTag('loading'), WAIT_MS);
    const pending = records.getSnapshot().context.rows.find((row: { status: number }) => row.status === 0);
    if (pending) {
      sys.get('orderCancel').send({ type: 'order.cancel', orderId: pending.id, status: pending.status });
      sys.get('orderCancel').send({ type: 'order.cancel.confirm' });
      await sys.idle();
      await until(sys.get('orderCancel'), (snapshot) => !snapshot.hasTag('cancelling'), WAIT_MS);
    }

    expect(bets).toBeGreaterThan(20);
    expect(sys.platform.state.orders.filter((o) => o.status === 1 || o.status === 2).length).toBeGreaterThan(20);
    expect(sys.platform.state.calls.filter((c) => c === 'refresh')).toHaveLength(1);
    expect(sys.get('game:1')).toBeDefined();
    // Bounded: never much past its limit (2,000 entries and checkpoints).
    expect(maxEntries).toBeLessThan(2600);

    const exported = parseJournal(sys.journal.exportJson());
    const live = Object.entries(sys.app.system.getAll()).flatMap(([id, ref]) => {
      const machine = machineOf(ref);
      return machine ? [{ id, ref, machine }] : [];
    });
    expect(live.map(({ id }) => id)).toEqual(expect.arrayContaining(['app', 'session', 'language', 'betting', 'game:1', 'round:1', 'slip:1', 'draws:1', 'dice:1', 'betRecords', 'orderCancel']));
    // The evening outgrew the bound many times over: replay stands on checkpoints.
    expect(sys.journal.data().entries[0]!.seq).toBeGreaterThan(4000);
    expect(exported.checkpoints.some((checkpoint) => checkpoint.target === 'round:1')).toBe(true);
    for (const { id, ref, machine } of live) {
      const replayed = replayJournal(machine, exported, id);
      expect(comparableSnapshot(replayed), id).toEqual(comparableSnapshot(ref.getSnapshot()));
    }

    // A journal with a hole cannot reproduce the round: replay says so instead of guessing.
    const roundEntries = exported.entries.filter((entry) => entry.target === 'round:1');
    const hole = roundEntries[Math.floor(roundEntries.length / 2)]!;
    const holed = { ...exported, entries: exported.entries.filter((entry) => entry !== hole) };
    const round = live.find(({ id }) => id === 'round:1')!.machine;
    expect(() => replayJournal(round, holed, 'round:1')).toThrow(JournalReplayError);
  });
});
