import type { ActorRef, ActorSystem, AnyActorRef, Snapshot } from 'xstate';
import type { AppEvent, MessagesEvent, NoticesEvent } from './events';
import type { SessionContext, SessionEmitted, SessionEvent } from './session';

/**
 * Typed access to the actors of the one root system. Every live machine registers under a
 * system id: the long-lived ones below, and per-screen ones whose ids name their screen
 * (`game:8`, `round:8`, …; see `screenId`). Machines reach each other through these ids with
 * `sendTo(systemTarget('app'), …)`, so the journal and the inspectors see every event.
 */
export interface SystemActors {
  /** Typed by its events only: the app's snapshot type depends on the machines that use this. */
  app: ActorRef<Snapshot<unknown>, AppEvent>;
  /** Read by subscription actors (session-watch.ts) for its context only. */
  session: ActorRef<Snapshot<unknown> & { context: SessionContext }, SessionEvent, SessionEmitted>;
  notices: ActorRef<Snapshot<unknown>, NoticesEvent>;
  messages: ActorRef<Snapshot<unknown>, MessagesEvent>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any system: the registry is typed by SystemActors
type AnySystem = ActorSystem<any>;

/** The actor registered under a long-lived system id, typed. */
export function systemActor<K extends keyof SystemActors>(system: AnySystem, id: K): SystemActors[K] | undefined {
  return system.get(id);
}

export const sessionActor = (system: AnySystem) => systemActor(system, 'session');

/**
 * A `sendTo` target: the actor under a long-lived system id. Pair it with an event typed by
 * that actor (`satisfies AppEvent`), since sendTo cannot check events against a looked-up actor.
 */
export const systemTarget =
  (id: keyof SystemActors) =>
  ({ system }: { system: AnySystem }): AnyActorRef =>
    system.get(id);

/** Per-screen actors: one kind of actor for one lottery, e.g. `screenId('round', 8)` is `round:8`. */
export type ScreenActorKind = 'game' | 'round' | 'slip' | 'draws' | 'dice' | 'rules' | 'history' | 'drawHistory' | 'followRoom' | 'trend';

export const screenId = (kind: ScreenActorKind, lotteryId: number): string => `${kind}:${lotteryId}`;
