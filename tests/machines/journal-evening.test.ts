import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { assign, createActor, enqueueActions, fromCallback, sendParent, sendTo, setup, SimulatedClock, spawnChild, type AnyActorRef, type AnyStateMachine } from 'xstate';
import {
  comparableSnapshot,
  createJournal,
  JournalReplayError,
  parseJournal,
  replayJournal,
  type JournalData,
  type RecordedEntry,
} from '../../machines/journal/journal';
import type { RoundEvent } from '../../machines/games/round.machine';
import { simulatedTicker } from './support';

/*
 * A small system shaped like the client's: a root `app` with a long-lived `session` (a token
 * refreshed every 15 minutes by an `after` timer), and per-screen `game:<id>` systems started
 * and stopped as the player comes and goes. A game spawns its `round:<id>` in an entry action and
 * forwards bets to it; the round counts down on a ticker (`round.tick` every second): open for
 * 50 s of every minute, then drawing, revealing the result 3 s into the draw.
 */

const sessionMachine = setup({
  types: { context: {} as { token: string; refreshes: number } },
}).createMachine({
  id: 'session',
  context: { token: 'token-0', refreshes: 0 },
  initial: 'active',
  states: {
    active: {
      after: {
        900_000: {
          target: 'active',
          reenter: true,
          actions: assign(({ context }) => ({ refreshes: context.refreshes + 1, token: `token-${context.refreshes + 1}` })),
        },
      },
    },
  },
});

const appMachine = setup({
  types: { context: {} as { pings: number }, events: {} as { type: 'ui.ping' } },
  actors: { session: sessionMachine },
}).createMachine({
  id: 'app',
  context: { pings: 0 },
  entry: spawnChild('session', { id: 'session', systemId: 'session' }),
  on: { 'ui.ping': { actions: assign({ pings: ({ context }) => context.pings + 1 }) } },
});

interface RoundContext {
  lotteryId: number;
  now: number;
  bets: number;
  draws: number;
  revealed: number;
}
type CountdownEvent = RoundEvent | { type: 'bet.place'; amount: number };

const roundMachine = setup({
  types: { context: {} as RoundContext, events: {} as CountdownEvent, input: {} as { lotteryId: number } },
  actors: {
    ticker: fromCallback<RoundEvent, { intervalMs: number }>(() => {
      throw new Error('round: the ticker actor must be provided');
    }),
  },
  guards: {
    closeReached: ({ context }) => context.now % 60_000 >= 50_000,
    openReached: ({ context }) => context.now % 60_000 < 50_000,
  },
}).createMachine({
  id: 'round',
  context: ({ input }) => ({ lotteryId: input.lotteryId, now: 0, bets: 0, draws: 0, revealed: 0 }),
  invoke: { src: 'ticker', input: { intervalMs: 1000 } },
  on: { 'round.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'open',
  states: {
    open: {
      always: { guard: 'closeReached', target: 'drawing' },
      on: { 'bet.place': { actions: assign({ bets: ({ context }) => context.bets + 1 }) } },
    },
    drawing: {
      entry: sendParent({ type: 'round.drawing' }),
      after: { 3000: { actions: assign({ revealed: ({ context }) => context.revealed + 1 }) } },
      always: {
        guard: 'openReached',
        target: 'open',
        actions: [assign({ draws: ({ context }) => context.draws + 1 }), sendParent({ type: 'round.drawn' })],
      },
    },
  },
});

type GameEvent = { type: 'bet.place'; amount: number } | { type: 'round.drawing' } | { type: 'round.drawn' };

const gameMachine = setup({
  types: { context: {} as { lotteryId: number; betsSent: number; draws: number; phase: 'open' | 'drawing' }, events: {} as GameEvent, input: {} as { lotteryId: number } },
  actors: { round: roundMachine },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({ lotteryId: input.lotteryId, betsSent: 0, draws: 0, phase: 'open' }),
  entry: enqueueActions(({ enqueue, context }) => {
    enqueue.spawnChild('round', { id: 'round', systemId: `round:${context.lotteryId}`, input: { lotteryId: context.lotteryId } });
  }),
  on: {
    'bet.place': { actions: [sendTo('round', ({ event }) => event), assign({ betsSent: ({ context }) => context.betsSent + 1 })] },
    'round.drawing': { actions: assign({ phase: 'drawing' }) },
    'round.drawn': { actions: assign({ phase: 'open', draws: ({ context }) => context.draws + 1 }) },
  },
});

const HOURS = 3;
const LIMIT = 500;

function startEvening(limit = LIMIT) {
  const clock = new SimulatedClock();
  const journal = createJournal({ limit, now: () => clock.now() });
  const game = gameMachine.provide({ actors: { round: roundMachine.provide({ actors: { ticker: simulatedTicker(clock) } }) } });
  const app = createActor(appMachine, { clock, systemId: 'app', inspect: journal.inspect }).start();
  const screens = new Map<number, ReturnType<typeof createActor<typeof game>>>();
  const open = (lotteryId: number) => {
    screens.set(lotteryId, createActor(game, { clock, systemId: `game:${lotteryId}`, input: { lotteryId }, inspect: journal.inspect }).start());
  };
  const close = (lotteryId: number) => {
    screens.get(lotteryId)?.stop();
    screens.delete(lotteryId);
  };
  /** Every live machine actor, with the machine replay uses and the target it is recorded under. */
  const live = (): { machine: AnyStateMachine; ref: AnyActorRef; target: string }[] => [
    { machine: appMachine, ref: app, target: 'app' },
    { machine: sessionMachine, ref: app.system.get('session'), target: 'session' },
    ...[...screens].flatMap(([id, screen]) => [
      { machine: gameMachine, ref: screen, target: `game:${id}` },
      { machine: roundMachine, ref: screen.system.get(`round:${id}`), target: `round:${id}` },
    ]),
  ];
  return { clock, journal, app, screens, open, close, live };
}

/** Replays every live actor from an export, by target and by actor, next to the live snapshot. */
function replayEveryLiveActor(evening: ReturnType<typeof startEvening>, data: JournalData) {
  return evening.live().map(({ machine, ref, target }) => ({
    target,
    live: comparableSnapshot(ref.getSnapshot()),
    byTarget: comparableSnapshot(replayJournal(machine, data, target)),
    byActor: comparableSnapshot(replayJournal(machine, data, { actor: ref.sessionId })),
  }));
}

/**
 * Three simulated hours: game 8 is open 1,100 s of every 20 minutes (a new lifetime each time,
 * the last one still open at the end), game 9 joins it for the second hour; a bet every 7 s, a
 * ping every 3 minutes. Every 10 minutes every live actor is replayed from an export.
 */
function runEvening() {
  const evening = startEvening();
  const { clock, journal, app, screens, open, close, live } = evening;
  let maxSize = 0;
  let maxBytes = 0;
  let overBound = 0;
  let replayChecks = 0;
  const mismatches: string[] = [];
  // Measured after every inspection event the journal took in, not only once a second.
  journal.subscribe(() => {
    const size = journal.entries().length + journal.checkpoints().length;
    maxSize = Math.max(maxSize, size);
    if (size > LIMIT + live().length) overBound++;
  });
  for (let second = 0; second < HOURS * 3600; second++) {
    if (second % 1200 === 100) open(8);
    if (second % 1200 === 0 && second > 0) close(8);
    if (second === 3600) open(9);
    if (second === 7200) close(9);
    if (second % 7 === 0) screens.forEach((screen) => screen.send({ type: 'bet.place', amount: 2 }));
    if (second % 180 === 0) app.send({ type: 'ui.ping' });
    clock.increment(1000);
    if (second % 60 === 0) maxBytes = Math.max(maxBytes, journal.exportJson().length);
    if (second % 600 === 599) {
      for (const check of replayEveryLiveActor(evening, parseJournal(journal.exportJson()))) {
        replayChecks++;
        if (!isDeepStrictEqual(check.byTarget, check.live) || !isDeepStrictEqual(check.byActor, check.live)) {
          mismatches.push(`${check.target} at ${second} s`);
        }
      }
    }
  }
  return { ...evening, maxSize, maxBytes, overBound, replayChecks, mismatches, data: parseJournal(journal.exportJson()) };
}

let evening: ReturnType<typeof runEvening> | undefined;
const anEvening = () => (evening ??= runEvening());

const ticksStoodFor = (entries: readonly RecordedEntry[]) => entries.reduce((sum, entry) => sum + 1 + (entry.collapsed ?? 0), 0);

describe('a journal for a whole evening', () => {
  it(`stays within its bound for ${HOURS} simulated hours and replays every live actor all along`, () => {
    const { maxSize, maxBytes, overBound, replayChecks, mismatches, data, live } = anEvening();
    expect(overBound).toBe(0);
    expect(maxSize).toBeLessThanOrEqual(LIMIT + live().length);
    expect(replayChecks).toBeGreaterThan(50);
    expect(mismatches).toEqual([]);
    // The app's xstate.init is long gone: its replay starts at a checkpoint.
    expect(data.entries.length).toBeGreaterThan(0);
    expect(data.entries.some((entry) => entry.event.type === 'xstate.init' && entry.target === 'app')).toBe(false);
    console.info(
      `journal after ${HOURS} h (${data.entries.at(-1)!.seq} events received): ${data.entries.length} entries, ${data.checkpoints.length} checkpoints, ${JSON.stringify(data).length} bytes of JSON; ` +
        `at most ${maxSize} entries + checkpoints and ${(maxBytes / 1024).toFixed(0)} KiB pretty-printed`,
    );
  });

  it('replays the live actors of the final export, by target and by actor', () => {
    const ev = anEvening();
    for (const check of replayEveryLiveActor(ev, ev.data)) {
      expect(check.byTarget, check.target).toEqual(check.live);
      expect(check.byActor, check.target).toEqual(check.live);
    }
  });

  it('collapses runs of idle ticks', () => {
    const { data, screens } = anEvening();
    const round = screens.get(8)!.system.get('round:8') as AnyActorRef;
    const ticks = data.entries.filter((entry) => entry.actor === round.sessionId && entry.event.type === 'round.tick');
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticksStoodFor(ticks)).toBeGreaterThan(ticks.length * 4);
  });

  it('throws when an entry is missing from the stretch replay goes through', () => {
    const { data, screens } = anEvening();
    const game = screens.get(8)!;
    const start = Math.min(...data.checkpoints.filter((checkpoint) => checkpoint.actor === game.sessionId).map((checkpoint) => checkpoint.upTo));
    const replayed = data.entries.filter((entry) => entry.actor === game.sessionId && entry.prev !== undefined && entry.seq > start);
    expect(replayed.length).toBeGreaterThan(2);
    for (const removed of [replayed[Math.floor(replayed.length / 2)]!, replayed.at(-1)!]) {
      const holed = { ...data, entries: data.entries.filter((entry) => entry !== removed) };
      expect(() => replayJournal(gameMachine, holed, 'game:8')).toThrow(JournalReplayError);
      expect(() => replayJournal(gameMachine, holed, 'game:8')).toThrow(/a gap/);
    }
  });

  it('throws when a checkpoint was tampered with', () => {
    const { data, screens } = anEvening();
    const round = screens.get(8)!.system.get('round:8') as AnyActorRef;
    const own = data.checkpoints.filter((checkpoint) => checkpoint.actor === round.sessionId);
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const tampered of [own.at(-1)!, own[0]!]) {
      const context = tampered.snapshot.context as RoundContext;
      const forged = { ...tampered, snapshot: { ...tampered.snapshot, context: { ...context, bets: context.bets + 1 } } };
      const journal = { ...data, checkpoints: data.checkpoints.map((checkpoint) => (checkpoint === tampered ? forged : checkpoint)) };
      expect(() => replayJournal(roundMachine, journal, 'round:8')).toThrow(/does not match the checkpoint.*context\.bets/);
    }
  });

  it('throws for a target whose start and checkpoints were dropped, rather than guess', () => {
    const { data, screens } = anEvening();
    const game = screens.get(8)!;
    expect(data.entries.some((entry) => entry.actor === game.sessionId && entry.event.type === 'xstate.init')).toBe(false);
    const stripped = { ...data, checkpoints: data.checkpoints.filter((checkpoint) => checkpoint.actor !== game.sessionId) };
    expect(() => replayJournal(gameMachine, stripped, 'game:8')).toThrow(JournalReplayError);
    expect(() => replayJournal(gameMachine, stripped, 'game:8')).toThrow(/neither its start \(xstate.init\) nor a checkpoint/);
  });
});

describe('thinning', () => {
  it('keeps the ticks that move the state and the last of each idle run', () => {
    const { clock, journal, open, screens } = startEvening(10_000);
    open(8);
    for (let second = 0; second < 65; second++) clock.increment(1000);
    const round = screens.get(8)!.system.get('round:8') as AnyActorRef;
    const rows = journal
      .entries()
      .filter((entry) => entry.actor === round.sessionId)
      .map((entry) => [entry.event.type, (entry.event as { now?: number }).now, entry.collapsed ?? 0]);
    expect(rows).toEqual([
      ['xstate.init', undefined, 0],
      ['round.tick', 49_000, 49], // open: 0 … 49 s
      ['round.tick', 50_000, 0], // open → drawing
      ['round.tick', 52_000, 1], // 51, 52 s
      ['xstate.after.3000.round.drawing', undefined, 0],
      ['round.tick', 59_000, 6], // 53 … 59 s
      ['round.tick', 60_000, 0], // drawing → open
      ['round.tick', 65_000, 4], // 61 … 65 s
    ]);
    expect(comparableSnapshot(replayJournal(roundMachine, journal.data(), 'round:8'))).toEqual(comparableSnapshot(round.getSnapshot()));
  });

  it('leaves events not declared high-rate alone', () => {
    const { clock, journal, open, screens } = startEvening(10_000);
    const thinNothing = createJournal({ limit: 10_000, now: () => clock.now(), thin: [] });
    open(8);
    screens.get(8)!.system.inspect(thinNothing.inspect);
    for (let second = 0; second < 20; second++) clock.increment(1000);
    const ticks = (entries: readonly RecordedEntry[]) => entries.filter((entry) => entry.target === 'round:8' && entry.event.type === 'round.tick');
    expect(ticks(thinNothing.entries())).toHaveLength(20);
    expect(ticks(journal.entries())).toHaveLength(1);
    expect(ticksStoodFor(ticks(journal.entries()))).toBe(21);
  });
});

describe('lifetimes', () => {
  it('replays a stopped lifetime by its actor while the journal holds it', () => {
    const { clock, journal, open, close, screens } = startEvening(10_000);
    open(8);
    const first = screens.get(8)!;
    for (let second = 0; second < 30; second++) {
      if (second % 5 === 0) first.send({ type: 'bet.place', amount: 1 });
      clock.increment(1000);
    }
    const lastSeen = comparableSnapshot(first.getSnapshot());
    close(8);
    open(8);
    clock.increment(1000);
    const data = journal.data();
    expect(comparableSnapshot(replayJournal(gameMachine, data, { actor: first.sessionId }))).toEqual(lastSeen);
    expect(comparableSnapshot(replayJournal(gameMachine, data, 'game:8'))).toEqual(comparableSnapshot(screens.get(8)!.getSnapshot()));
    expect(comparableSnapshot(replayJournal(gameMachine, data, 'game:8')).context).toMatchObject({ betsSent: 0 });
    const lifetimes = new Set(data.entries.filter((entry) => entry.target === 'game:8').map((entry) => entry.actor));
    expect(lifetimes).toEqual(new Set([first.sessionId, screens.get(8)!.sessionId]));
  });
});

describe('where a lifetime starts', () => {
  it('replays an actor started from a persisted snapshot from the checkpoint written at its start', () => {
    const { clock, journal, open, screens } = startEvening(10_000);
    open(8);
    for (let second = 0; second < 30; second++) clock.increment(1000);
    const persisted = screens.get(8)!.getPersistedSnapshot();
    const game = gameMachine.provide({ actors: { round: roundMachine.provide({ actors: { ticker: simulatedTicker(clock) } }) } });
    const resumed = createActor(game, { clock, systemId: 'game:18', input: { lotteryId: 18 }, snapshot: persisted, inspect: journal.inspect }).start();
    resumed.send({ type: 'bet.place', amount: 1 });
    clock.increment(1000);
    const data = journal.data();
    // Its round is restored with it, from the persisted child snapshot.
    const round = resumed.system.get('round:8') as AnyActorRef;
    expect(data.checkpoints.map((checkpoint) => checkpoint.actor)).toEqual([resumed.sessionId, round.sessionId]);
    expect(comparableSnapshot(replayJournal(gameMachine, data, 'game:18'))).toEqual(comparableSnapshot(resumed.getSnapshot()));
    expect(comparableSnapshot(replayJournal(roundMachine, data, { actor: round.sessionId }))).toEqual(comparableSnapshot(round.getSnapshot()));
  });

  it('follows the order an actor processed its events in, not the order they were sent', () => {
    const clock = new SimulatedClock();
    const journal = createJournal({ limit: 4, now: () => clock.now() });
    const app = createActor(appMachine, { clock, systemId: 'app', inspect: journal.inspect });
    app.send({ type: 'ui.ping' }); // waits in the mailbox until the start, recorded before xstate.init
    app.start();
    expect(journal.entries().filter((entry) => entry.target === 'app').map((entry) => [entry.event.type, entry.prev])).toEqual([
      ['ui.ping', 2],
      ['xstate.init', null],
    ]);
    for (let i = 0; i < 3; i++) app.send({ type: 'ui.ping' });
    expect(comparableSnapshot(replayJournal(appMachine, journal.data(), 'app'))).toEqual(comparableSnapshot(app.getSnapshot()));
    expect(app.getSnapshot().context.pings).toBe(4);
  });

  it('refuses an actor the journal began recording in the middle of its life', () => {
    const { clock, open, screens } = startEvening(10_000);
    open(8);
    clock.increment(5000);
    const late = createJournal({ limit: 10_000, now: () => clock.now() });
    screens.get(8)!.system.inspect(late.inspect);
    screens.get(8)!.send({ type: 'bet.place', amount: 1 });
    expect(() => replayJournal(gameMachine, late.data(), 'game:8')).toThrow(/began after it started/);
  });
});

describe('checkpoints that cannot be written', () => {
  it('keep the journal bounded and make replay of that actor fail with the reason', () => {
    const clock = new SimulatedClock();
    const journal = createJournal({ limit: 20, now: () => clock.now() });
    const cacheMachine = setup({ types: { context: {} as { filled: number; cache: unknown }, events: {} as { type: 'cache.fill' } } }).createMachine({
      id: 'cache',
      context: { filled: 0, cache: null },
      on: {
        'cache.fill': {
          actions: assign(({ context }) => {
            const cache: { self?: unknown } = {};
            cache.self = cache; // a cycle: no JSON for this context
            return { filled: context.filled + 1, cache };
          }),
        },
      },
    });
    const cache = createActor(cacheMachine, { clock, systemId: 'cache', inspect: journal.inspect }).start();
    for (let i = 0; i < 60; i++) {
      cache.send({ type: 'cache.fill' });
      expect(journal.entries().length + journal.checkpoints().length).toBeLessThanOrEqual(21);
    }
    const data = parseJournal(journal.exportJson());
    expect(data.actors.find((actor) => actor.target === 'cache')?.checkpointError).toMatch(/call stack|circular/i);
    expect(() => replayJournal(cacheMachine, data, 'cache')).toThrow(JournalReplayError);
    expect(() => replayJournal(cacheMachine, data, 'cache')).toThrow(/checkpoint could not be written: /);
  });
});

describe('the export format', () => {
  it('is version 2 with entries, checkpoints and the lifetimes replay checks against', () => {
    const { data } = anEvening();
    expect(data.version).toBe(2);
    expect(data.checkpoints.length).toBeGreaterThan(0);
    expect(data.actors.map((actor) => actor.target)).toEqual(expect.arrayContaining(['app', 'session', 'game:8', 'round:8']));
    expect(JSON.stringify(data)).not.toMatch(/token-\d/);
  });

  it('refuses a version-1 file with a clear message', () => {
    expect(() => parseJournal(JSON.stringify({ version: 1, entries: [] }))).toThrow(/version-1 Fastdraw journal cannot be replayed/);
    expect(() => parseJournal('not json')).toThrow(/not JSON/);
  });
});
