import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';

/**
 * Waits until an actor's snapshot satisfies `ready` (xstate's `waitFor`, 1 s by default), instead
 * of letting N rounds of promises settle (`settle(3)`) and hoping the actor got there: the test
 * says what it waits for, and fails with a timeout naming it rather than on a later assertion.
 */
export function until<TActor extends AnyActorRef>(actor: TActor, ready: (snapshot: SnapshotFrom<TActor>) => boolean, timeout = 1000) {
  return waitFor(actor, ready, { timeout });
}

/** Waits until the actor is in `state` (any state value `matches` accepts). */
export function untilState<TActor extends AnyActorRef>(actor: TActor, state: string | Record<string, unknown>, timeout = 1000) {
  return until(actor, (snapshot) => (snapshot as { matches: (value: unknown) => boolean }).matches(state), timeout);
}
