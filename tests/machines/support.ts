import { fromCallback, fromPromise, type SimulatedClock } from 'xstate';
import type { RoundEvent } from '../../machines/games/round.machine';
import type { TokenPair } from '../../models/entities';
import { demoUser } from '../support/demo-user';

export { demoUser };

/** A controllable promise: tests decide when (and how) an injected actor's call settles. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (actor completions) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));


export const tokens = (n: number): TokenPair => ({ token: `token-${n}`, secretToken: `secret-${n}` });

/** An ApiError-like rejection, as the transport produces. */
export const apiError = (code: number, messageKey = `errors:code.${code}`) =>
  Object.assign(new Error(messageKey), { kind: 'business', code, messageKey });

/* eslint-disable @typescript-eslint/no-explicit-any -- injected test actors accept any input */
export const resolved = <T>(value: T) => fromPromise<T, any>(async () => value);
export const rejected = <T = never>(error: unknown) =>
  fromPromise<T, any>(async () => {
    throw error;
  });
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A round ticker on a SimulatedClock: a tick now, then one every second of simulated time. */
export const simulatedTicker = (clock: SimulatedClock) =>
  fromCallback<RoundEvent, { intervalMs: number }>(({ sendBack, input }) => {
    let id = 0;
    const loop = () => {
      sendBack({ type: 'round.tick', now: clock.now() });
      id = clock.setTimeout(loop, input.intervalMs);
    };
    loop();
    return () => clock.clearTimeout(id);
  });

/** The session's server calls, all answering at once with fixed tokens and the demo user. */
export const happySessionActors = () => ({
  login: resolved(tokens(1)),
  register: resolved(tokens(2)),
  refresh: resolved(tokens(3)),
  logout: resolved<void>(undefined),
  fetchUser: resolved(demoUser),
});
