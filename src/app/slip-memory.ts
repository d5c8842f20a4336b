import { fromCallback } from 'xstate';
import type { SavedSlip } from '../../machines/games/slip/saved-slip';
import type { SlipMemoryCommand, SlipMemoryEvent, SlipMemoryInput } from '../../machines/games/slip/memory';

/**
 * What the bet slip remembers per player, in localStorage keyed by the player's id (issue 20 §3;
 * docs/decisions.md "Faster betting"): whether they skip the confirmation, and per lottery their
 * last slip and the slip they are still making (the draft, removed once placed or cleared).
 * Another player on the same browser has their own. Unreadable storage (private mode) or anything
 * unexpected in it is "nothing remembered": the slip asks, has no last slip and starts empty.
 */
const PREFIX = 'fastdraw.slip.';
const skipKey = (playerId: number) => `${PREFIX}${playerId}.skipConfirm`;
const lastKey = (playerId: number, lotteryId: number) => `${PREFIX}${playerId}.last.${lotteryId}`;
const draftKey = (playerId: number, lotteryId: number) => `${PREFIX}${playerId}.draft.${lotteryId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const MAX_GROUPS = 64;
const MAX_PICKS = 100;
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** A stored slip (the last one or the draft) read back, or null for anything that is not one (storage is the browser's: anything may be there). */
export function parseSavedSlip(value: unknown): SavedSlip | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const selection = v.selection;
  const rates = v.rates;
  if (!isText(v.prizeNo, 40) || typeof v.ruleId !== 'number' || !Number.isSafeInteger(v.ruleId) || !isText(v.stake, 20)) return null;
  // Kept as typed; the slip reads it (readMultiplier) when restored. A number is how the first last slips were kept.
  const multiplier = typeof v.multiplier === 'number' && Number.isSafeInteger(v.multiplier) ? String(v.multiplier) : v.multiplier;
  if (!isText(multiplier, 20)) return null;
  if (!Array.isArray(selection) || selection.length > MAX_GROUPS || !selection.every((g) => Array.isArray(g) && g.length <= MAX_PICKS && g.every((b) => isText(b, 20)))) return null;
  if (!Array.isArray(rates) || rates.length > MAX_GROUPS || !rates.every((r) => typeof r === 'number' && Number.isFinite(r))) return null;
  return { prizeNo: v.prizeNo, ruleId: v.ruleId, selection: selection as string[][], stake: v.stake, multiplier, rates: rates as number[] };
}

function readSlip(key: string): SavedSlip | null {
  try {
    return parseSavedSlip(JSON.parse(storage()?.getItem(key) ?? 'null'));
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Full or disabled storage: the slip works the same, it only forgets at the next reload.
  }
}

export const slipMemory = fromCallback<SlipMemoryCommand, SlipMemoryInput, SlipMemoryEvent>(({ input, sendBack, receive }) => {
  const { playerId, lotteryId } = input;
  sendBack({
    type: 'slip.memory',
    skipConfirm: storage()?.getItem(skipKey(playerId)) === '1',
    last: readSlip(lastKey(playerId, lotteryId)),
    draft: readSlip(draftKey(playerId, lotteryId)),
  });
  receive(({ memory }) => {
    write(skipKey(playerId), memory.skipConfirm ? '1' : null);
    write(lastKey(playerId, lotteryId), memory.last ? JSON.stringify(memory.last) : null);
    write(draftKey(playerId, lotteryId), memory.draft ? JSON.stringify(memory.draft) : null);
  });
});
