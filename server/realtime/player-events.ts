import type { RealtimeBus } from './bus';

/**
 * What happens to a player that every node's sockets must act on, carried by the realtime bus
 * (topic 'player'): `frozen` — an operator froze the account, so each node closes that player's
 * chat and follow-room sockets at once (its sessions and room tokens already stopped working).
 */
export type PlayerEvent = { kind: 'frozen'; userId: number };

export function isPlayerEvent(value: unknown): value is PlayerEvent {
  const event = value as Partial<PlayerEvent> | null;
  return typeof event === 'object' && event !== null && event.kind === 'frozen' && Number.isSafeInteger(event.userId);
}

export const publishFrozen = (bus: RealtimeBus, userId: number): Promise<void> => bus.publish('player', { kind: 'frozen', userId } satisfies PlayerEvent);

/** Calls `onFrozen` with the user id of every player frozen on any node; answers the unsubscribe. */
export function onPlayerFrozen(bus: RealtimeBus, onFrozen: (userId: number) => void): () => void {
  return bus.subscribe((topic, payload) => {
    if (topic === 'player' && isPlayerEvent(payload)) onFrozen(payload.userId);
  });
}
