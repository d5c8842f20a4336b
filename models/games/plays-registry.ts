/** Every game's plays (how a rule code picks, counts and settles), by game type. */
import { HP8_PLAYS } from './hp8/plays';
import { K3_PLAYS } from './k3/plays';
import { PC28_PLAYS } from './pc28/plays';
import { PK10_PLAYS } from './pk10/plays';
import type { Play } from './play';
import { SSC_PLAYS } from './ssc/plays';
import type { GameType } from './types';

const PLAYS: Readonly<Record<GameType, Readonly<Record<string, Play>>>> = {
  k3: K3_PLAYS,
  pk10: PK10_PLAYS,
  ssc: SSC_PLAYS,
  hp8: HP8_PLAYS,
  pc28: PC28_PLAYS,
};

/** The behaviour of a rule code, or undefined for a code this client does not know. */
export function playOf(gameType: GameType, code: string): Play | undefined {
  return Object.hasOwn(PLAYS[gameType], code) ? PLAYS[gameType][code] : undefined;
}
