import type { RealityCheckSaved } from '../../models/gaming-limits';

/**
 * Where the reality check is kept on this device, per player (docs/decisions.md "Reality check"):
 * localStorage, so a reload or another tab of the same login goes on with the same session and
 * deadline. What is read is checked (models: parseRealityCheck) before it counts. Loaded with the
 * areas' calls, never by the first paint.
 */
const keyOf = (player: number) => `fastdraw.realityCheck.${player}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the check still runs for this page
  }
}

export const realityCheckStore = {
  /** What was kept for the player, as stored (null: nothing, or unreadable). */
  read(player: number): unknown {
    try {
      return JSON.parse(storage()?.getItem(keyOf(player)) ?? 'null');
    } catch {
      return null;
    }
  },
  save(player: number, saved: RealityCheckSaved): void {
    try {
      storage()?.setItem(keyOf(player), JSON.stringify({ minutes: saved.minutes, sessionStart: saved.sessionStart, deadline: saved.deadline }));
    } catch {
      // full or disabled: a reload starts a new session, the check itself goes on
    }
  },
};
