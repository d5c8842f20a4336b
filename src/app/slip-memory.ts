import { fromCallback } from 'xstate';
import { parseLastSlip, type LastSlip } from '../../machines/games/slip/last-slip';
import type { SlipMemoryCommand, SlipMemoryEvent, SlipMemoryInput } from '../../machines/games/slip/memory';

/**
 * What the bet slip remembers per player, in localStorage keyed by the player's id (issue 20 §3;
 * docs/decisions.md "Faster betting"): whether they skip the confirmation, and per lottery their
 * last slip. Another player on the same browser has their own. Unreadable storage (private mode)
 * or anything unexpected in it is "nothing remembered": the slip asks and has no last slip.
 */
const PREFIX = 'fastdraw.slip.';
const skipKey = (playerId: number) => `${PREFIX}${playerId}.skipConfirm`;
const lastKey = (playerId: number, lotteryId: number) => `${PREFIX}${playerId}.last.${lotteryId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readLast(key: string): LastSlip | null {
  try {
    return parseLastSlip(JSON.parse(storage()?.getItem(key) ?? 'null'));
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
  sendBack({ type: 'slip.memory', skipConfirm: storage()?.getItem(skipKey(playerId)) === '1', last: readLast(lastKey(playerId, lotteryId)) });
  receive(({ memory }) => {
    write(skipKey(playerId), memory.skipConfirm ? '1' : null);
    write(lastKey(playerId, lotteryId), memory.last ? JSON.stringify(memory.last) : null);
  });
});
