/** Every game's rule catalogue and plays, by game type. */
import { HP8_PLAYS } from './hp8/plays';
import { HP8_RULES } from './hp8/rules';
import { K3_PLAYS } from './k3/plays';
import { K3_RULES } from './k3/rules';
import { PC28_PLAYS } from './pc28/plays';
import { PC28_RULES } from './pc28/rules';
import { PK10_PLAYS } from './pk10/plays';
import { PK10_RULES } from './pk10/rules';
import type { Play } from './play';
import { SSC_PLAYS } from './ssc/plays';
import { SSC_RULES } from './ssc/rules';
import type { GameType, Rule } from './types';

export const RULES: Readonly<Record<GameType, readonly Rule[]>> = {
  k3: K3_RULES,
  pk10: PK10_RULES,
  ssc: SSC_RULES,
  hp8: HP8_RULES,
  pc28: PC28_RULES,
};

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

export function ruleById(gameType: GameType, ruleId: number): Rule | undefined {
  return RULES[gameType].find((rule) => rule.id === ruleId);
}
