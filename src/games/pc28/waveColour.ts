import { sumFacts } from '../../../models/games/pc28/sum';

/** The 波色 of a pc28 sum (0, 13, 14 and 27 have none), from the same table the 波色 bets settle on. */
export type Wave = 'red' | 'green' | 'blue' | 'none';

export function waveOf(total: number): Wave {
  return sumFacts([total, 0, 0]).colour ?? 'none';
}
