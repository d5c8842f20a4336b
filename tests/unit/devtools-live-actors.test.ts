import { assign, createActor, fromCallback, fromPromise, setup, stopChild, type AnyActorRef, type InspectionEvent } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { collectLiveActors, createLiveActors, inspectSystemOf } from '../../src/devtools/liveActors';

/** A root that spawns and stops game actors with system ids, and invokes a promise while loading. */
const gameMachine = setup({}).createMachine({
  id: 'game',
  initial: 'idle',
  states: { idle: { on: { play: 'playing' } }, playing: {} },
});

const appMachine = setup({
  types: { context: {} as { games: AnyActorRef[] }, events: {} as { type: 'open'; lottery: number } | { type: 'close' } | { type: 'load' } | { type: 'ticked' } },
  actors: {
    game: gameMachine,
    fetchCatalog: fromPromise<string>(() => new Promise(() => {})),
    ticker: fromCallback(() => () => {}),
  },
}).createMachine({
  id: 'app',
  context: { games: [] },
  invoke: { id: 'ticker', src: 'ticker', systemId: 'ticker' },
  initial: 'ready',
  states: {
    ready: { on: { load: 'loading' } },
    loading: { invoke: { src: 'fetchCatalog' }, on: { load: 'ready' } },
  },
  on: {
    open: {
      actions: assign({
        games: ({ context, event, spawn }) => [...context.games, spawn('game', { id: `game-${event.lottery}`, systemId: `game:${event.lottery}` })],
      }),
    },
    close: {
      actions: [stopChild(({ context }) => context.games[0] as AnyActorRef), assign({ games: ({ context }) => context.games.slice(1) })],
    },
  },
});

function system() {
  const listeners = new Set<(event: InspectionEvent) => void>();
  const root = createActor(appMachine, { systemId: 'app', inspect: (event) => listeners.forEach((listener) => listener(event)) });
  const observe = (listener: (event: InspectionEvent) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { root, observe, listeners };
}

const labels = (actors: readonly { label: string }[]) => actors.map((actor) => actor.label);
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('live actors', () => {
  it('lists the root and its children, parents first, with system ids, machine ids and status', () => {
    const { root } = system();
    root.start();
    const actors = collectLiveActors(root);
    expect(labels(actors)).toEqual(['app', 'ticker']);
    expect(actors[0]).toMatchObject({ label: 'app', systemId: 'app', logicName: 'app', isMachine: true, status: 'active', depth: 0, parent: undefined });
    expect(actors[1]).toMatchObject({ label: 'ticker', id: 'ticker', logicName: 'ticker', isMachine: false, depth: 1, parent: 'app' });
    root.stop();
    expect(collectLiveActors(root)).toEqual([]);
  });

  it('falls back to the actor id for actors without a system id', () => {
    const { root } = system();
    root.start();
    root.send({ type: 'load' });
    const promise = collectLiveActors(root).find((actor) => actor.logicName === 'fetchCatalog');
    expect(promise).toMatchObject({ systemId: undefined, isMachine: false, status: 'active', parent: 'app' });
    expect(promise?.label).toBe(promise?.id);
    root.stop();
  });

  it('shows actors appearing and disappearing as they are spawned and stopped', async () => {
    const { root, observe, listeners } = system();
    root.start();
    const store = createLiveActors({ root, observe });
    const changed = vi.fn();
    const unsubscribe = store.subscribe(changed);
    expect(listeners.size).toBe(1);
    expect(labels(store.getSnapshot())).toEqual(['app', 'ticker']);

    root.send({ type: 'open', lottery: 8 });
    root.send({ type: 'open', lottery: 9 });
    await tick();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(labels(store.getSnapshot())).toEqual(['app', 'ticker', 'game:8', 'game:9']);
    expect(store.getSnapshot()[2]).toMatchObject({ id: 'game-8', logicName: 'game', depth: 1, parent: 'app' });

    root.send({ type: 'close' });
    await tick();
    expect(labels(store.getSnapshot())).toEqual(['app', 'ticker', 'game:9']);
    expect(root.system.get('game:8')).toBeUndefined();

    root.send({ type: 'load' });
    await tick();
    expect(store.getSnapshot().map((actor) => actor.logicName)).toContain('fetchCatalog');
    root.send({ type: 'load' });
    await tick();
    expect(store.getSnapshot().map((actor) => actor.logicName)).not.toContain('fetchCatalog');

    unsubscribe();
    expect(listeners.size).toBe(0);
    root.stop();
  });

  it('keeps the same list while nothing visible changes', async () => {
    const { root, observe } = system();
    root.start();
    root.send({ type: 'open', lottery: 8 });
    const store = createLiveActors({ root, observe });
    const changed = vi.fn();
    store.subscribe(changed);
    const before = store.getSnapshot();
    (root.system.get('game:8') as AnyActorRef).send({ type: 'play' });
    await tick();
    expect(changed).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    root.stop();
  });

  it('tells the listeners of one actor about its new snapshots, after the event', async () => {
    const { root, observe, listeners } = system();
    root.start();
    root.send({ type: 'open', lottery: 8 });
    const store = createLiveActors({ root, observe });
    const game = root.system.get('game:8') as AnyActorRef;
    const gameChanged = vi.fn();
    const stop = store.subscribeActor(game.sessionId, gameChanged);
    game.send({ type: 'play' });
    expect(gameChanged).not.toHaveBeenCalled();
    await tick();
    expect(gameChanged).toHaveBeenCalledTimes(1);
    expect(game.getSnapshot().value).toBe('playing');
    root.send({ type: 'load' });
    await tick();
    expect(gameChanged).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners.size).toBe(0);
    root.stop();
  });

  it('reads the current list without subscribers', () => {
    const { root, observe } = system();
    const store = createLiveActors({ root, observe });
    root.start();
    root.send({ type: 'open', lottery: 3 });
    expect(labels(store.getSnapshot())).toEqual(['app', 'ticker', 'game:3']);
    root.stop();
  });
});

describe('observing a system without runtime.observe', () => {
  it('uses the system inspect API of XState, and lets go of it', async () => {
    const root = createActor(appMachine, { systemId: 'app' }).start();
    const store = createLiveActors({ root, observe: inspectSystemOf(root) });
    const changed = vi.fn();
    const unsubscribe = store.subscribe(changed);
    root.send({ type: 'open', lottery: 8 });
    await tick();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(labels(store.getSnapshot())).toEqual(['app', 'ticker', 'game:8']);
    unsubscribe();
    root.send({ type: 'open', lottery: 9 });
    await tick();
    expect(changed).toHaveBeenCalledTimes(1);
    root.stop();
  });
});
