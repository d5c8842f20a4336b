import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * The views' subscription to an actor: `useSelector` of @xstate/react (same signature, same
 * comparison, an actor in error throws its error to the nearest boundary), except that what an
 * actor does on its own (an API answer, a timer, a pushed message) re-renders as a transition,
 * which React renders in slices of a few milliseconds that yield to the browser. @xstate/react
 * subscribes with `useSyncExternalStore`, whose every update renders in one task: on a phone a
 * page's data arriving blocked input for 100–500 ms each time (Total Blocking Time, issue 17 §2).
 *
 * What the player does (a key, a click, a typed character) still renders at once, so a controlled
 * field shows what was typed in the same frame. A render reads the actor's current snapshot, so a
 * view is never older than the latest render; an unchanged selection re-renders nothing.
 */
type Subscribable = Pick<AnyActorRef, 'subscribe' | 'getSnapshot'> | undefined;
type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

export function useSelector<TActor extends Subscribable, T>(
  actor: TActor,
  selector: (snapshot: SnapshotOf<TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const [, rerender] = useReducer(bump, 0);
  const selected = selector(currentSnapshot(actor));
  // What the last committed render showed, which a change is compared with.
  const shown = useRef({ selector, compare, selected });
  useLayoutEffect(() => {
    shown.current = { selector, compare, selected };
  });

  useEffect(() => {
    if (!actor) return;
    const check = () => {
      const { selector: select, compare: same, selected: before } = shown.current;
      const snapshot = actor.getSnapshot() as { status?: string } | undefined;
      // An actor in error re-renders, and the render throws its error (as @xstate/react does).
      if (snapshot?.status !== 'error' && same(before, select(snapshot as SnapshotOf<TActor>))) return;
      if (isUserInput()) rerender();
      else startTransition(rerender);
    };
    const subscription = actor.subscribe({ next: check, error: check });
    check(); // what changed between the render and this subscription
    return () => subscription.unsubscribe();
  }, [actor]);

  return selected;
}

function currentSnapshot<TActor extends Subscribable>(actor: TActor): SnapshotOf<TActor> {
  const snapshot = actor?.getSnapshot() as { status?: string; error?: unknown } | undefined;
  if (snapshot?.status === 'error') throw snapshot.error;
  return snapshot as SnapshotOf<TActor>;
}

const bump = (n: number) => n + 1;

/** Event types that are the player's own doing but not UIEvents (forms fire plain Events). */
const FORM_EVENTS = new Set(['input', 'change', 'submit', 'reset', 'select']);

/** The update comes from the player's own input: the browser is dispatching such an event now. */
function isUserInput(): boolean {
  const event = typeof window === 'undefined' ? undefined : window.event;
  if (!event) return false;
  return event instanceof UIEvent || FORM_EVENTS.has(event.type);
}
