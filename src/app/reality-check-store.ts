import { parseRealityCheck, resumeRealityCheck, type RealityCheckSaved } from '../../models/gaming-limits';

/**
 * Where the reality check is kept on this device, per player (docs/decisions.md "Reality check"):
 * localStorage, so a reload or another tab of the same login goes on with the same session and
 * deadline. Loaded with the account area, never by the first paint.
 */
const keyOf = (player: number) => `fastdraw.realityCheck.${player}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the check still runs for this page
  }
}

function read(player: number): RealityCheckSaved | null {
  try {
    return parseRealityCheck(JSON.parse(storage()?.getItem(keyOf(player)) ?? 'null'));
  } catch {
    return null;
  }
}

export const realityCheckStore = {
  /** The check this page starts with (a new session when none goes on), and the time now. */
  load(player: number, now: number): RealityCheckSaved & { now: number } {
    return { ...resumeRealityCheck(read(player), now), now };
  },
  save(player: number, saved: RealityCheckSaved): void {
    try {
      storage()?.setItem(keyOf(player), JSON.stringify({ minutes: saved.minutes, sessionStart: saved.sessionStart, deadline: saved.deadline }));
    } catch {
      // full or disabled: a reload starts a new session, the check itself goes on
    }
  },
};
