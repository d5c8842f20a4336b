import { fromCallback } from 'xstate';
import type { User } from '../../models/entities';
import { sessionActor } from './system';
import type { SessionChanged } from './events';

/**
 * A subscription inside an actor (the XState way to follow another actor): invoked by a machine
 * that needs the session, it sends `session.changed` at once and whenever the login or the user
 * info changes. Stopping the state stops the subscription.
 */
export const watchSession = fromCallback<{ type: 'noop' }, void>(({ system, sendBack }) => {
  const session = sessionActor(system);
  if (!session) return undefined;
  let last: { loggedIn: boolean; user: User | null } | null = null;
  const report = () => {
    const { context } = session.getSnapshot();
    const loggedIn = !!context.token;
    if (last && last.loggedIn === loggedIn && last.user === context.user) return;
    last = { loggedIn, user: context.user };
    sendBack({ type: 'session.changed', loggedIn, user: context.user } satisfies SessionChanged);
  };
  report();
  const subscription = session.subscribe(report);
  return () => subscription.unsubscribe();
});
