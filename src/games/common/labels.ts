import type { TFunction } from 'i18next';
import { playOf, remarkKey, type GameType } from '../../../models/games';

/**
 * Names of what the server sends in Chinese (lotteries, rules, rule items, remark words),
 * translated by their codes; a code we have no text for shows the server's own name.
 */

export function lotteryLabel(t: TFunction, lottery: { code: string; name: string }): string {
  return t(`games:lottery.${lottery.code}`, { defaultValue: lottery.name });
}

export function ruleLabel(t: TFunction, gameType: GameType, rule: { code: string; name: string }): string {
  return t(`games:rule.${gameType}.${rule.code}`, { defaultValue: rule.name });
}

const PLAIN_NUMBER = /^\d+$/;

/** A rule item (group) by its code `<rule>_<group>`; groups named by a number (sums 3–18, 0–27) are that number. */
export function itemLabel(t: TFunction, gameType: GameType, item: { ruleItemCode: string; name: string }): string {
  if (PLAIN_NUMBER.test(item.name)) return item.name;
  return t(`games:item.${gameType}.${item.ruleItemCode}`, { defaultValue: item.name });
}

/** The rule code of a rule item code: `hz_3` → `hz`. */
export const ruleCodeOf = (ruleItemCode: string): string => ruleItemCode.split('_')[0] ?? ruleItemCode;

/**
 * What a placed item is called in lists: a compound item stands for its whole rule (the server
 * names it after the rule), any other item for its group.
 */
export function placedItemLabel(t: TFunction, gameType: GameType, item: { ruleItemCode: string; ruleItemName: string; ruleName: string }): string {
  const ruleCode = ruleCodeOf(item.ruleItemCode);
  if (playOf(gameType, ruleCode)?.items === 'compound') return ruleLabel(t, gameType, { code: ruleCode, name: item.ruleName });
  return itemLabel(t, gameType, { ruleItemCode: item.ruleItemCode, name: item.ruleItemName });
}

/** A remark of a draw: words are translated, figures (sums, pc28's addition) shown as they are. */
export function remarkLabel(t: TFunction, remark: string): string {
  const key = remarkKey(remark);
  return key ? t(key) : remark;
}
