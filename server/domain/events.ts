import type { Lottery, Pc28Room } from '../../models/games';
import type { CheckedItem } from './games/order-check';
import type { PlacedOrder } from './games/order-request';
import type { RoundOutcome } from './games/settlement';

/**
 * Domain events of this node, raised after their transaction committed (never for an
 * idempotent replay). The realtime layer turns them into room messages on the bus; nothing that
 * keeps money correct depends on them, so a listener's failure is logged and swallowed.
 */

export interface AcceptedOrder {
  orderId: number;
  userId: number;
  lottery: Lottery;
  order: PlacedOrder;
  items: CheckedItem[];
  room: Pc28Room | undefined;
  /** When the order was accepted, ms since the epoch (the game clock). */
  at: number;
  /** Who placed it, as the order call read it with the token (the follow rooms then need no query of their own). */
  author?: { account: string; avatar: string };
}

export interface ServerEventMap {
  orderAccepted: AcceptedOrder;
  /** A round was drawn (or voided) and its orders settled, on the node running the scheduler. */
  roundSettled: RoundOutcome;
}

type Listener<T> = (value: T) => void;

export interface ServerEvents {
  on<K extends keyof ServerEventMap>(name: K, listener: Listener<ServerEventMap[K]>): () => void;
  emit<K extends keyof ServerEventMap>(name: K, value: ServerEventMap[K]): void;
}

export function createServerEvents(logError: (error: unknown, message: string) => void): ServerEvents {
  const listeners = new Map<keyof ServerEventMap, Set<Listener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    emit(name, value) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as Listener<typeof value>)(value);
        } catch (error) {
          logError(error, `${name} listener failed`);
        }
      }
    },
  };
}
