import { isMachineSnapshot, type AnyActorRef, type InspectionEvent } from 'xstate';

/**
 * The live actors of one actor system, as a tiny external store for `useSyncExternalStore`:
 * every actor reachable from the root through the snapshots' `children`, plus every actor the
 * system knows by system id (`system.getAll()`). It recomputes after inspection events (actor
 * created, snapshot changed), batched to a microtask, and keeps the same array while nothing
 * visible changed. It never subscribes to an actor itself (an observer changes how an actor
 * reports errors); it learns about snapshots from the system's inspection events only.
 */
export interface LiveActor {
  /** The session id: unique in the system. */
  key: string;
  /** The system id, else the actor id. */
  label: string;
  systemId: string | undefined;
  id: string;
  /** The machine id for machine actors; the `src` name (e.g. `fetchCatalog`) for others when known. */
  logicName: string | undefined;
  isMachine: boolean;
  /** `active`, `done`, `error` or `stopped`. */
  status: string;
  /** Distance from the root in the actor tree (0 for the root and for unparented system actors). */
  depth: number;
  /** The label of the parent actor. */
  parent: string | undefined;
  ref: AnyActorRef;
}

export interface InspectableSystem {
  root: AnyActorRef;
  /** Every inspection event of the system (`runtime.observe`); returns an unsubscribe. */
  observe: (listener: (event: InspectionEvent) => void) => () => void;
}

export interface LiveActorsStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly LiveActor[];
  /** Calls `listener` (after a microtask) when the actor with this session id has a new snapshot. */
  subscribeActor: (sessionId: string, listener: () => void) => () => void;
}

/** Observes a root's system through XState's own `system.inspect` (for runtimes without `observe`). */
export function inspectSystemOf(root: AnyActorRef): InspectableSystem['observe'] {
  return (listener) => {
    const subscription = root.system.inspect(listener);
    return () => subscription.unsubscribe();
  };
}

/**
 * Public APIs only (an xstate upgrade must not break the panel silently; eslint.config.js forbids
 * `.logic` and `._nodes`): the machine comes from the snapshot (`snapshot.machine`), the system
 * id from the system's registry (`system.getAll()`).
 */
function describe(ref: AnyActorRef, depth: number, parent: string | undefined, systemIds: ReadonlyMap<AnyActorRef, string>): LiveActor {
  const snapshot: unknown = ref.getSnapshot();
  const isMachine = isMachineSnapshot(snapshot);
  const systemId = systemIds.get(ref);
  const status = (snapshot as { status?: string } | undefined)?.status ?? 'active';
  return {
    key: ref.sessionId,
    label: systemId ?? ref.id,
    systemId,
    id: ref.id,
    logicName: isMachine ? snapshot.machine.id : typeof ref.src === 'string' ? ref.src : undefined,
    isMachine,
    status,
    depth,
    parent,
    ref,
  };
}

function childrenOf(ref: AnyActorRef): AnyActorRef[] {
  const children = (ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> } | undefined)?.children;
  return children && typeof children === 'object' ? Object.values(children).filter((child): child is AnyActorRef => !!child) : [];
}

/** The live actors of the root's system, parents before their children. */
export function collectLiveActors(root: AnyActorRef): LiveActor[] {
  const found: LiveActor[] = [];
  const seen = new Set<string>();
  const registered = Object.entries(root.system.getAll() as Record<string, AnyActorRef>);
  const systemIds = new Map(registered.map(([systemId, ref]) => [ref, systemId]));
  const visit = (ref: AnyActorRef, depth: number, parent: string | undefined) => {
    if (seen.has(ref.sessionId)) return;
    seen.add(ref.sessionId);
    const actor = describe(ref, depth, parent, systemIds);
    if (actor.status === 'stopped') return;
    found.push(actor);
    for (const child of childrenOf(ref)) visit(child, depth + 1, actor.label);
  };
  visit(root, 0, undefined);
  for (const [, ref] of registered) visit(ref, 0, undefined);
  return found;
}

const sameActor = (a: LiveActor, b: LiveActor): boolean =>
  a.ref === b.ref && a.label === b.label && a.status === b.status && a.depth === b.depth && a.parent === b.parent;

const sameList = (a: readonly LiveActor[], b: readonly LiveActor[]): boolean =>
  a.length === b.length && a.every((actor, index) => sameActor(actor, b[index] as LiveActor));

export function createLiveActors({ root, observe }: InspectableSystem): LiveActorsStore {
  let actors: readonly LiveActor[] = collectLiveActors(root);
  const listeners = new Set<() => void>();
  const actorListeners = new Map<string, Set<() => void>>();
  let stopObserving: (() => void) | null = null;
  let scheduled = false;
  let listChanged = false;
  const changedActors = new Set<string>();

  const refresh = (): boolean => {
    const next = collectLiveActors(root);
    if (sameList(actors, next)) return false;
    actors = next;
    return true;
  };

  const flush = () => {
    scheduled = false;
    const notifyList = listChanged && refresh();
    listChanged = false;
    const changed = [...changedActors];
    changedActors.clear();
    if (notifyList) [...listeners].forEach((listener) => listener());
    for (const sessionId of changed) [...(actorListeners.get(sessionId) ?? [])].forEach((listener) => listener());
  };

  const onInspection = (event: InspectionEvent) => {
    if (event.type === '@xstate.actor') listChanged = true;
    else if (event.type === '@xstate.snapshot') {
      listChanged = true;
      if (actorListeners.has(event.actorRef.sessionId)) changedActors.add(event.actorRef.sessionId);
    } else return;
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  };

  const watching = () => listeners.size > 0 || actorListeners.size > 0;
  const startObserving = () => {
    if (stopObserving) return;
    stopObserving = observe(onInspection);
    // Actors may have come and gone while nobody was watching.
    refresh();
  };
  const maybeStopObserving = () => {
    if (watching() || !stopObserving) return;
    stopObserving();
    stopObserving = null;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      startObserving();
      return () => {
        listeners.delete(listener);
        maybeStopObserving();
      };
    },
    getSnapshot() {
      if (!stopObserving) refresh();
      return actors;
    },
    subscribeActor(sessionId, listener) {
      const set = actorListeners.get(sessionId) ?? new Set();
      set.add(listener);
      actorListeners.set(sessionId, set);
      startObserving();
      return () => {
        set.delete(listener);
        if (set.size === 0) actorListeners.delete(sessionId);
        maybeStopObserving();
      };
    },
  };
}
