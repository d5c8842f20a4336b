import { createEmptyActor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

/**
 * xstate's pure `initialTransition` / `transition`, for an actor that had a parent.
 *
 * xstate's own run the machine with a scope whose `self` has no parent, so a recorded child that
 * does `sendParent(...)` (the game's round, slip and draws announce through it) makes them throw
 * "Unable to send event to actor '#_parent'". Here `self` is an empty actor whose `_parent` is
 * another empty actor: sends resolve, and, as in xstate's, nothing is executed or delivered
 * (`defer` and `actionExecutor` drop every action). Each step gets a fresh scope and system, so
 * children spawned with a `systemId` in one step never collide with the next step's.
 */
function inertScope() {
  const self = createEmptyActor() as ReturnType<typeof createEmptyActor> & { _parent?: unknown; system: unknown };
  self._parent = createEmptyActor();
  const ignore = () => {};
  return { self, id: '', sessionId: '', system: self.system, logger: ignore, defer: ignore, stopChild: ignore, emit: ignore, actionExecutor: ignore };
}

export function pureInitialSnapshot<M extends AnyStateMachine>(machine: M, input: unknown): SnapshotFrom<M> {
  return machine.getInitialSnapshot(inertScope() as never, input) as SnapshotFrom<M>;
}

export function pureTransition<M extends AnyStateMachine>(machine: M, snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): SnapshotFrom<M> {
  return machine.transition(snapshot as never, event, inertScope() as never) as SnapshotFrom<M>;
}

/**
 * A persisted snapshot as a machine snapshot with its child refs, as an actor given the snapshot
 * would restore it, but without one: the machine's own `restoreSnapshot` in an inert scope. The
 * children it revives are refs of that scope, never started. Throws when the snapshot cannot be
 * restored.
 */
export function pureRestoredSnapshot<M extends AnyStateMachine>(machine: M, snapshot: unknown): SnapshotFrom<M> {
  return machine.restoreSnapshot(snapshot as never, inertScope() as never) as SnapshotFrom<M>;
}
