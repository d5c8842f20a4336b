import {
  createActor,
  createEmptyActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes, type StatePath } from 'xstate/graph';

/**
 * Path generation from the real machines (issue 19 §4). A path suite names, for one machine, the
 * sample events a player or the system sends and the sample answers of each invoked actor (by its
 * `src`); `xstate/graph` walks the machine itself with them, so a state added to the machine shows
 * up here (and in tests/paths/coverage.test.ts) without anyone editing a model.
 *
 * How an answer becomes an event: an invoked actor that settles sends its parent
 * `xstate.done.actor.<invoke id>` (or `xstate.error.actor.<invoke id>`); `after` delays send
 * `xstate.after.<delay>.<state id>`. The generator offers both wherever the state is active, so a
 * path reads as what happened: "login ok", "fetchUser failed", "3 s passed".
 */

/**
 * A settled invocation: `ok` with the actor's output, or `fail` with its error. A `label` names
 * the answer in path names when one `src` has several ("requestResetCode ok (no address)").
 */
export type Answer = ({ ok: unknown } | { fail: unknown }) & { label?: string };
export const ok = (output?: unknown, label?: string): Answer => ({ ok: output, ...(label ? { label } : {}) });
export const fail = (
  error: unknown = Object.assign(new Error('refused'), { kind: 'business', code: 1, messageKey: 'errors:code.1' }),
  label?: string,
): Answer => ({ fail: error, ...(label ? { label } : {}) });

export interface PathSuite<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** Events sent to the machine from outside (views, the transport, other actors). */
  events: ReadonlyArray<EventFromLogic<TMachine>>;
  /** Sample answers of each invoked actor, by `src`: each becomes a branch of the graph. */
  answers?: Partial<Record<string, readonly Answer[]>>;
  /**
   * What makes two snapshots different vertices of the graph. The state value by default; add the
   * context a guard reads when the same state behaves differently (e.g. a slip with and without
   * picks).
   */
  vertex?: (snapshot: SnapshotFrom<TMachine>, event: EventObject | undefined) => unknown;
  /**
   * Which of the suite's events the system under test can send in a snapshot (a browser suite:
   * what the page offers there; no logout button for a visitor). All of them by default.
   */
  offers?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
  /**
   * Which invoked actors' answers and which `after` delays the walk takes in a snapshot (all by
   * default). A browser suite leaves out one that runs by itself in real time beside another
   * (the deposit's 3 s poll while the payer's own check is on its way: both are the same call).
   */
  settles?: (snapshot: SnapshotFrom<TMachine>, event: EventObject) => boolean;
  /** Implementations the pure walk needs (e.g. a `sendParent` action without a parent). */
  provide?: Parameters<TMachine['provide']>[0];
}

/** A step of a generated path: the event and the snapshot the machine is in after it. */
export type PathStep<TMachine extends AnyStateMachine> = { event: EventObject; state: SnapshotFrom<TMachine> };
export type GeneratedPath<TMachine extends AnyStateMachine> = StatePath<SnapshotFrom<TMachine>, EventObject>;

/** A state node's value for `snapshot.matches` (public API, no `_nodes`). */
const valueOf = (node: AnyStateNode): string | Record<string, unknown> =>
  node.path.reduceRight<string | Record<string, unknown>>((inner, key, i) => (i === node.path.length - 1 ? key : { [key]: inner }), '');

/** The state nodes a snapshot is in, leaves and their ancestors. */
export function activeNodes(machine: AnyStateMachine, snapshot: { matches: (value: never) => boolean }): AnyStateNode[] {
  return getStateNodes(machine.root).filter((node) => snapshot.matches(valueOf(node) as never));
}

/**
 * A state the machine passes through and never rests in: its `always` has a transition without a
 * guard (`session.restoring`). No snapshot shows it, so coverage counts the states it leads to.
 */
const isTransient = (node: AnyStateNode) => node.always?.some((t) => !t.guard) ?? false;

/** Every atomic and final state a machine can rest in, by id (`session.authenticated.user.ready`). */
export function leafStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => (node.type === 'atomic' || node.type === 'final') && !isTransient(node))
    .map((node) => node.id);
}

const doneType = (invokeId: string, answer: Answer) => ('ok' in answer ? `xstate.done.actor.${invokeId}` : `xstate.error.actor.${invokeId}`);

/** The events a snapshot can take: the suite's events, the answers of its invocations, its delays. */
function eventsAt<TMachine extends AnyStateMachine>(suite: PathSuite<TMachine>, machine: AnyStateMachine, snapshot: SnapshotFrom<TMachine>) {
  const events: EventObject[] = suite.events.filter((event) => suite.offers?.(snapshot, event) ?? true);
  const offered = events.length;
  for (const node of activeNodes(machine, snapshot)) {
    for (const invoke of node.invoke) {
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      for (const answer of suite.answers?.[src] ?? []) {
        const type = doneType(invoke.id, answer);
        const settled: EventObject & Record<string, unknown> = 'ok' in answer ? { type, output: answer.ok } : { type, error: answer.fail };
        if (answer.label) settled.label = answer.label;
        events.push(settled);
      }
    }
    for (const delayed of node.after) events.push({ type: delayed.eventType });
  }
  return events.filter((event, i) => i < offered || (suite.settles?.(snapshot, event) ?? true));
}

/** The machine as the suite walks it: with the suite's implementations. */
const walked = <TMachine extends AnyStateMachine>(suite: PathSuite<TMachine>): AnyStateMachine =>
  suite.provide ? suite.machine.provide(suite.provide as never) : suite.machine;

/** Whether nothing is in flight: no invocation of the suite's answers runs and no delay waits. */
export function atRest<TMachine extends AnyStateMachine>(suite: PathSuite<TMachine>, snapshot: SnapshotFrom<TMachine>): boolean {
  const machine = walked(suite);
  return activeNodes(machine, snapshot).every(
    (node) => node.after.length === 0 && node.invoke.every((i) => !(typeof i.src === 'string' && suite.answers?.[i.src])),
  );
}

/**
 * The shortest path to every vertex the sample events reach (`shortest`, the default: one path
 * per state, what the machine suites replay), or those paths carried on to rest (`journeys`: each
 * in-flight call answered with its first sample answer until nothing is in flight, so each path
 * is a whole story a player lives, what the browser suites drive; see also `longestPaths`).
 */
export function generatePaths<TMachine extends AnyStateMachine>(
  suite: PathSuite<TMachine>,
  kind: 'shortest' | 'journeys' = 'shortest',
): GeneratedPath<TMachine>[] {
  const machine = walked(suite);
  const shortest = shortestPaths(suite, machine);
  if (kind === 'shortest') return shortest;
  return shortest.map((path) => toRest(suite, machine, path));
}

/**
 * Breadth first from the initial snapshot over the suite's vertices: the first path to reach a
 * vertex is a shortest one. (xstate/graph's getShortestPaths walks the same graph, but in one
 * actor scope for the whole walk, so a machine that spawns an actor with a system id — the chat's
 * connection — fails on the second path that spawns it; here every transition has a fresh scope.)
 */
function shortestPaths<TMachine extends AnyStateMachine>(suite: PathSuite<TMachine>, machine: AnyStateMachine): GeneratedPath<TMachine>[] {
  const vertex = suite.vertex ?? ((s: SnapshotFrom<TMachine>) => (s as AnyMachineSnapshot).value);
  const key = (snapshot: SnapshotFrom<TMachine>, event: EventObject | undefined) => JSON.stringify(vertex(snapshot, event));
  const initial = machine.getInitialSnapshot(createMockScope(), suite.input) as SnapshotFrom<TMachine>;
  const start = { state: initial, steps: [{ state: initial, event: { type: 'xstate.init' } }], weight: 0 } as GeneratedPath<TMachine>;
  const found = new Map<string, GeneratedPath<TMachine>>([[key(initial, undefined), start]]);
  const queue = [start];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const event of eventsAt(suite, machine, next.state)) {
      const state = machine.transition(next.state as never, event, createMockScope()) as SnapshotFrom<TMachine>;
      const id = key(state, event);
      if (found.has(id)) continue;
      if (found.size >= PATH_LIMIT) throw new Error(`${machine.id}: more than ${PATH_LIMIT} vertices; make the suite's vertex coarser`);
      const path = { state, steps: [...next.steps, { state, event }], weight: next.weight + 1 } as GeneratedPath<TMachine>;
      found.set(id, path);
      queue.push(path);
    }
  }
  return [...found.values()];
}

const PATH_LIMIT = 20_000;

/** Carries a path on until nothing is in flight, answering each call with its first answer. */
function toRest<TMachine extends AnyStateMachine>(suite: PathSuite<TMachine>, machine: AnyStateMachine, path: GeneratedPath<TMachine>) {
  const steps = [...path.steps];
  let state = path.state;
  for (let guard = 0; guard < 20 && !atRest(suite, state); guard++) {
    const suiteEvents = new Set(suite.events.map((e) => JSON.stringify(e)));
    const next = eventsAt(suite, machine, state).find((e) => !suiteEvents.has(JSON.stringify(e)));
    if (!next) break;
    state = machine.transition(state as never, next, createMockScope()) as SnapshotFrom<TMachine>;
    steps.push({ event: next, state });
  }
  return { ...path, steps, state, weight: steps.length - 1 };
}

/** The actor scope a pure transition needs (as xstate/graph makes its own). */
const createMockScope = () => {
  const empty = createEmptyActor();
  return { self: empty, logger: () => {}, id: '', sessionId: 'paths', defer: () => {}, system: empty.system, stopChild: () => {}, emit: () => {}, actionExecutor: () => {} } as never;
};

/**
 * Fewer, longer paths for suites that pay per path (the browser): a path whose events are the
 * start of a longer one is left out, so every vertex is still the end or the middle of one path.
 */
export function longestPaths<TMachine extends AnyStateMachine>(paths: GeneratedPath<TMachine>[]): GeneratedPath<TMachine>[] {
  const key = (p: GeneratedPath<TMachine>) => p.steps.slice(1).map((s) => JSON.stringify(s.event));
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: GeneratedPath<TMachine>[] = [];
  for (const path of sorted) {
    const events = key(path);
    if (!kept.some((k) => events.every((e, i) => key(k)[i] === e))) kept.push(path);
  }
  return kept.reverse();
}

/** The leaf states the paths pass through or end in. */
export function reachedLeaves<TMachine extends AnyStateMachine>(suite: PathSuite<TMachine>, paths: GeneratedPath<TMachine>[]): Set<string> {
  const machine = walked(suite);
  const reached = new Set<string>();
  for (const path of paths) {
    for (const snapshot of [...path.steps.map((s) => s.state), path.state]) {
      for (const node of activeNodes(machine, snapshot)) if (node.type === 'atomic' || node.type === 'final') reached.add(node.id);
    }
  }
  return reached;
}

/** The `src` of the invocation with this id, for a readable path name. */
function srcOf(machine: AnyStateMachine, invokeId: string): string {
  for (const node of getStateNodes(machine.root)) {
    const found = node.invoke.find((i) => i.id === invokeId);
    if (found) return typeof found.src === 'string' ? found.src : invokeId;
  }
  return invokeId;
}

/** "login ok → fetchUser failed": a path's name in a test report. */
export function describePath(machine: AnyStateMachine, path: { steps: { event: EventObject }[] }): string {
  const names = path.steps
    .slice(1)
    .map(({ event }) => {
      const done = /^xstate\.(done|error)\.actor\.(.*)$/.exec(event.type);
      const label = (event as { label?: unknown }).label;
      if (done?.[2]) return `${srcOf(machine, done[2])} ${done[1] === 'done' ? 'ok' : 'failed'}${typeof label === 'string' ? ` (${label})` : ''}`;
      const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
      if (after) return `after ${after[1]}`;
      const { type, ...rest } = event;
      const json = JSON.stringify(rest);
      return Object.keys(rest).length ? `${type} ${json.length > 90 ? `${json.slice(0, 89)}…` : json}` : type;
    })
    .join(' → ');
  return names || '(initial state)';
}

/**
 * Replays a generated path on a RUNNING actor of the real machine: each invoked actor is a promise
 * the replay settles with the step's answer, `after` delays pass on a SimulatedClock, and after
 * every step the running actor must be where the graph says. `check` runs per step (with the
 * step's event) for the suite's own assertions on the snapshot.
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  suite: PathSuite<TMachine>,
  path: GeneratedPath<TMachine>,
  check?: (snapshot: SnapshotFrom<TMachine>, event: EventObject) => void,
): Promise<void> {
  const clock = new SimulatedClock();
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const actors: Record<string, unknown> = {};
  for (const src of Object.keys(suite.answers ?? {})) {
    actors[src] = fromPromise(({ self }) => new Promise((resolve, reject) => void pending.set(self.id, { resolve, reject })));
  }
  const base = walked(suite);
  const machine = base.provide({ actors } as never);
  const actor = createActor(machine, { input: suite.input, clock } as never).start();
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const expectAt = (expected: SnapshotFrom<TMachine>, event: EventObject) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const value = (expected as AnyMachineSnapshot).value;
    if (!snapshot.matches(value)) throw new Error(`after ${event.type} the machine is in ${JSON.stringify(snapshot.value)}, the graph says ${JSON.stringify(value)}`);
    check?.(snapshot as SnapshotFrom<TMachine>, event);
  };
  await flush();
  // Generated steps carry the snapshot AFTER their event; the first is the initial snapshot.
  expectAt(path.steps[0]?.state ?? path.state, { type: 'xstate.init' });
  for (const { event, state } of path.steps.slice(1)) {
    const settled = /^xstate\.(done|error)\.actor\.(.*)$/.exec(event.type);
    const delayed = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (settled?.[2]) {
      const call = pending.get(settled[2]);
      if (!call) throw new Error(`${settled[2]} is not running`);
      pending.delete(settled[2]);
      if (settled[1] === 'done') call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
    } else if (delayed?.[1]) {
      const named = (base.implementations.delays as Record<string, unknown>)[delayed[1]];
      const snap = actor.getSnapshot();
      const ms = Number.isFinite(Number(delayed[1])) ? Number(delayed[1]) : typeof named === 'function' ? named({ context: snap.context, event }) : Number(named);
      clock.increment(ms);
    } else {
      actor.send(event as never);
    }
    await flush();
    expectAt(state, event);
  }
  actor.stop();
}
