/** What a placed order item shows in bet records, worked out from the catalogue (used by the server). */
import { encodeNames, locateItem } from './items';
import { playOf } from './plays-registry';
import type { GameType, Rule } from './types';

export interface ItemLabels {
  /** The item's group name; a compound item stands for the whole rule, so it takes the rule's name. */
  ruleItemName: string;
  ruleItemCode: string;
  /** The picks as ball names, like the client's betNumbers ('大', '01,02|03'). */
  betNumbers: string;
}

/** The labels of a placed item, or null when the item is no bet of the rule. */
export function describeItem(gameType: GameType, rule: Rule, item: { ruleItemId: number; bettingNumbers?: string }): ItemLabels | null {
  const play = playOf(gameType, rule.code);
  const located = play ? locateItem(play, rule, item) : null;
  if (!play || !located) return null;
  const compound = play.items === 'compound';
  return {
    ruleItemName: compound ? rule.name : located.group.name,
    ruleItemCode: located.group.ruleItemCode,
    betNumbers: encodeNames(compound ? rule.balls : [located.group], located.picks),
  };
}
