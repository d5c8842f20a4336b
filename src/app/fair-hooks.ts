import { useSelector } from './use-selector';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fairCheckId, fairCheckStatus, type FairCheckStatus } from '../../machines/games/fair-check.machine';
import { roundOf, type GameRef } from '../../machines/games/game.machine';
import type { PrizePagerMachine } from '../../machines/games/prize-pager.machine';

/**
 * Hooks of the fairness proof (docs/provably-fair.md): the current round's published seed hash,
 * and a drawn round's check in the history pager that owns it.
 */

/** The seed hash the selling info publishes for the round on screen; null until it is known. */
export function useSeedHash(game: GameRef): string | null {
  const round = useSelector(game, roundOf);
  return useSelector(round, (s) => s?.context.info?.seedHash ?? null) ?? null;
}

/** A drawn round's check: what it shows, and `verify` (the pager spawns the check the first time). */
export function useFairCheck(pager: ActorRefFrom<PrizePagerMachine>, prizeNo: string): { status: FairCheckStatus; verify(): void } {
  const check = useSelector(pager, (s) => s.children[fairCheckId(prizeNo)]);
  const status = useSelector(check, (s) => (s ? fairCheckStatus(s) : 'idle')) ?? 'idle';
  const verify = useCallback(() => pager.send({ type: 'pager.verify', prizeNo }), [pager, prizeNo]);
  return { status, verify };
}
