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

/**
 * Waits until `ready()` holds, checking after each macrotask, for what no single actor's snapshot
 * tells (an actor that is not spawned yet, a call that reached the fake platform). Prefer `until`
 * on the actor that changes when there is one.
 */
export async function eventually(ready: () => boolean, what = 'the condition', timeout = 1000) {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > timeout) throw new Error(`waited ${timeout} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
