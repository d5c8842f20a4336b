/**
 * Reconnecting after a dropped socket (spec §9 "Websocket reconnect"): the first try after
 * 5000 ms, each later delay doubled, at most 10 tries; the count resets on a successful open.
 */
export const RECONNECT_FIRST_DELAY_MS = 5000;
export const RECONNECT_MAX_ATTEMPTS = 10;

/** Delay before reconnect attempt `attempt` (1-based). */
export const reconnectDelay = (attempt: number): number => RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1);
