import type { SlipMemory } from './saved-slip';

/**
 * What the slip remembers per player (issue 20 §3) as the machine sees it: a callback actor
 * (src/app/slip-memory.ts in the browser, localStorage keyed by the player's id; a fake in tests)
 * that reads the player's memory of the lottery when it starts (`slip.memory`: the skip choice,
 * the last slip and the draft) and writes what it is told (`memory.save`). The machine decides
 * what and when.
 */
export interface SlipMemoryInput {
  playerId: number;
  lotteryId: number;
}

export type SlipMemoryEvent = { type: 'slip.memory' } & SlipMemory;

export type SlipMemoryCommand = { type: 'memory.save'; memory: SlipMemory };
