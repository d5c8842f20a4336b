// @vitest-environment jsdom
/** What the slip remembers per player in the browser (src/app/slip-memory.ts): localStorage keyed by the player's id. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, sendTo } from 'xstate';
import type { SavedSlip } from '../../machines/games/slip/saved-slip';
import type { SlipMemoryEvent } from '../../machines/games/slip/memory';
import type { SlipMemory } from '../../machines/games/slip/saved-slip';
import { parseSavedSlip, slipMemory } from '../../src/app/slip-memory';

const last: SavedSlip = { prizeNo: '20261207001', ruleId: 101, selection: [[], ['10']], stake: '2', multiplier: '3', rates: [1.98, 9.5] };
const draft: SavedSlip = { ...last, prizeNo: '20261207002', stake: '1.5', multiplier: '2.5' };

/** A parent that starts the memory for a player and lottery and records what it answers; `save` writes. */
function memoryOf(playerId: number, lotteryId: number) {
  const heard: SlipMemoryEvent[] = [];
  const parent = createMachine({
    invoke: { id: 'memory', src: slipMemory, input: { playerId, lotteryId } },
    on: {
      'slip.memory': { actions: ({ event }) => void heard.push(event as SlipMemoryEvent) },
      save: { actions: sendTo('memory', ({ event }) => ({ type: 'memory.save', memory: (event as unknown as { memory: unknown }).memory })) },
    },
  });
  const actor = createActor(parent).start();
  return { heard, save: (memory: SlipMemory) => actor.send({ type: 'save', memory } as never), stop: () => actor.stop() };
}

beforeEach(() => window.localStorage.clear());

describe('slip memory in localStorage', () => {
  it('keeps the skip choice per player, and the last slip and the draft per player and lottery, across a reload', () => {
    const first = memoryOf(7, 1);
    expect(first.heard).toEqual([{ type: 'slip.memory', skipConfirm: false, last: null, draft: null }]);
    first.save({ skipConfirm: true, last, draft });
    first.stop();
    // A reload: the same player and lottery get all back (the draft as typed); another lottery only the choice; another player nothing.
    expect(memoryOf(7, 1).heard).toEqual([{ type: 'slip.memory', skipConfirm: true, last, draft }]);
    expect(memoryOf(7, 2).heard).toEqual([{ type: 'slip.memory', skipConfirm: true, last: null, draft: null }]);
    expect(memoryOf(8, 1).heard).toEqual([{ type: 'slip.memory', skipConfirm: false, last: null, draft: null }]);
  });

  it('drops the draft once the slip says there is none (placed or cleared)', () => {
    const first = memoryOf(7, 1);
    first.save({ skipConfirm: false, last: null, draft });
    expect(window.localStorage.getItem('fastdraw.slip.7.draft.1')).not.toBeNull();
    first.save({ skipConfirm: false, last, draft: null });
    expect(window.localStorage.getItem('fastdraw.slip.7.draft.1')).toBeNull();
    first.stop();
  });

  it('reads anything unexpected in storage as nothing remembered', () => {
    window.localStorage.setItem('fastdraw.slip.7.last.1', '{not json');
    expect(memoryOf(7, 1).heard[0]?.last).toBeNull();
    expect(parseSavedSlip({ ...last, selection: 'x' })).toBeNull();
    expect(parseSavedSlip({ ...last, stake: 'x'.repeat(21) })).toBeNull();
    expect(parseSavedSlip({ ...last, multiplier: 1.5 })).toBeNull();
    expect(parseSavedSlip({ ...last, multiplier: 'x'.repeat(21) })).toBeNull();
    expect(parseSavedSlip(last)).toEqual(last);
    // A last slip kept before multipliers were typed (a number) reads as its text.
    expect(parseSavedSlip({ ...last, multiplier: 3 })).toEqual(last);
  });
});
