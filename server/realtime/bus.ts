/**
 * The realtime bus: how a chat message or a room message published on one server node reaches
 * the sockets held by every node. In process for the embedded database (one node); PostgreSQL
 * LISTEN/NOTIFY when several nodes share a database (bus-postgres.ts). A publisher receives its
 * own messages through the bus too, so delivery is the same code path on one node or many.
 */

/** Topics of the bus; each has its own payload type ('player': realtime/player-events.ts, 'round': realtime/round-pushes.ts). */
export type BusTopic = 'chat' | 'room' | 'player' | 'round';

export type BusListener = (topic: BusTopic, payload: unknown) => void;

export interface RealtimeBus {
  /** Delivers to every subscriber of every node (including this one), at most once each. */
  publish(topic: BusTopic, payload: unknown): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

/** One node: subscribers are called on a later microtask, like a message from another node. */
export function inProcessBus(): RealtimeBus {
  const listeners = new Set<BusListener>();
  let closed = false;
  return {
    async publish(topic, payload) {
      if (closed) return;
      // A structured copy, so no subscriber can change what another one sees (as over the wire).
      const copy: unknown = JSON.parse(JSON.stringify(payload));
      await Promise.resolve();
      for (const listener of listeners) listener(topic, copy);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
