/**
 * Every game's rule catalogue (names, groups, balls, odds), by game type: the server's data. The
 * client gets rules from the server; it needs only the plays (`plays-registry.ts`), so the
 * catalogues stay out of its bundle.
 */
import { HP8_RULES } from './hp8/rules';
import { K3_RULES } from './k3/rules';
import { PC28_RULES } from './pc28/rules';
import { PK10_RULES } from './pk10/rules';
import { SSC_RULES } from './ssc/rules';
import type { GameType, Rule } from './types';

export const RULES: Readonly<Record<GameType, readonly Rule[]>> = {
  k3: K3_RULES,
  pk10: PK10_RULES,
  ssc: SSC_RULES,
  hp8: HP8_RULES,
  pc28: PC28_RULES,
};

export function ruleById(gameType: GameType, ruleId: number): Rule | undefined {
  return RULES[gameType].find((rule) => rule.id === ruleId);
}
