// @vitest-environment jsdom
/** What the slip remembers per player in the browser (src/app/slip-memory.ts): localStorage keyed by the player's id. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, sendTo } from 'xstate';
import type { LastSlip } from '../../machines/games/slip/last-slip';
import type { SlipMemoryEvent } from '../../machines/games/slip/memory';
import { parseLastSlip, slipMemory } from '../../src/app/slip-memory';

const last: LastSlip = { prizeNo: '20261207001', ruleId: 101, selection: [[], ['10']], stake: '2', multiplier: 3, rates: [1.98, 9.5] };

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
  return { heard, save: (memory: { skipConfirm: boolean; last: LastSlip | null }) => actor.send({ type: 'save', memory } as never), stop: () => actor.stop() };
}

beforeEach(() => window.localStorage.clear());

describe('slip memory in localStorage', () => {
  it('keeps the skip choice per player and the last slip per player and lottery, across a reload', () => {
    const first = memoryOf(7, 1);
    expect(first.heard).toEqual([{ type: 'slip.memory', skipConfirm: false, last: null }]);
    first.save({ skipConfirm: true, last });
    first.stop();
    // A reload: the same player and lottery get both back; another lottery only the choice; another player nothing.
    expect(memoryOf(7, 1).heard).toEqual([{ type: 'slip.memory', skipConfirm: true, last }]);
    expect(memoryOf(7, 2).heard).toEqual([{ type: 'slip.memory', skipConfirm: true, last: null }]);
    expect(memoryOf(8, 1).heard).toEqual([{ type: 'slip.memory', skipConfirm: false, last: null }]);
  });

  it('reads anything unexpected in storage as nothing remembered', () => {
    window.localStorage.setItem('fastdraw.slip.7.last.1', '{not json');
    expect(memoryOf(7, 1).heard[0]?.last).toBeNull();
    expect(parseLastSlip({ ...last, selection: 'x' })).toBeNull();
    expect(parseLastSlip({ ...last, stake: 'x'.repeat(21) })).toBeNull();
    expect(parseLastSlip({ ...last, multiplier: 1.5 })).toBeNull();
    expect(parseLastSlip(last)).toEqual(last);
  });
});
