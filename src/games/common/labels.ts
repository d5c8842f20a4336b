import type { TFunction } from 'i18next';
import { RULES, playOf, remarkKey, type GameType } from '../../../models/games';

/**
 * Names of what the server sends in Chinese (lotteries, rules, rule items, remark words),
 * translated by their codes; a code we have no text for shows the server's own name. Every
 * screen (game page, side panel, odds table, bet records, draws) names things through these
 * functions, so one thing has one name everywhere.
 */

export function lotteryLabel(t: TFunction, lottery: { code: string; name: string }): string {
  return t(`games:lottery.${lottery.code}`, { defaultValue: lottery.name });
}

export function ruleLabel(t: TFunction, gameType: GameType, rule: { code: string; name: string }): string {
  return t(`games:rule.${gameType}.${rule.code}`, { defaultValue: rule.name });
}

const PLAIN_NUMBER = /^\d+$/;

/** hp8's fun play: its groups are the facts of a draw, coded like the draw's remark words. */
const HP8_FACTS_RULE = 'qw';
const HP8_FACT_CODES: ReadonlySet<string> = new Set(
  RULES.hp8.filter((rule) => rule.code === HP8_FACTS_RULE).flatMap((rule) => rule.balls.map((group) => group.ruleItemCode)),
);
const hp8FactCode = (word: string): string | null => (HP8_FACT_CODES.has(`${HP8_FACTS_RULE}_${word}`) ? `${HP8_FACTS_RULE}_${word}` : null);

/** A rule item (group) by its code `<rule>_<group>`; groups named by a number (sums 3–18, 0–27) are that number. */
export function itemLabel(t: TFunction, gameType: GameType, item: { ruleItemCode: string; name: string }): string {
  if (PLAIN_NUMBER.test(item.name)) return item.name;
  return t(`games:item.${gameType}.${item.ruleItemCode}`, { defaultValue: item.name });
}

/** The rule code of a rule item code: `hz_3` → `hz`. */
export const ruleCodeOf = (ruleItemCode: string): string => ruleItemCode.split('_')[0] ?? ruleItemCode;

/** How many groups a rule has: those given (the lottery's rules on screen), else the shared catalogue's. */
function groupCount(gameType: GameType, rule: { code: string; balls?: readonly unknown[] }): number | null {
  if (rule.balls) return rule.balls.length;
  return RULES[gameType].find((known) => known.code === rule.code)?.balls.length ?? null;
}

/** The two parts of a bet's name: its rule, and its item when the item says more than the rule. */
export interface BetNames {
  rule: string;
  item: string | null;
}

/**
 * What a bet is called (side panel, bet records): its rule, then its item (group) — unless the
 * item would only repeat the rule: a compound item (pk10 前二, ssc 五星直选复式) stands for the
 * whole rule, and the only group of a one-group rule (pk10 冠军 in 冠军, the 号码 of 后三组三 or
 * 任选一) names nothing the rule does not. So no screen reads "冠军 · 冠军".
 */
export function betNames(
  t: TFunction,
  gameType: GameType,
  rule: { code: string; name: string; balls?: readonly unknown[] },
  item: { ruleItemCode: string; name: string },
): BetNames {
  const ruleName = ruleLabel(t, gameType, rule);
  if (playOf(gameType, rule.code)?.items === 'compound' || groupCount(gameType, rule) === 1) return { rule: ruleName, item: null };
  const itemName = itemLabel(t, gameType, item);
  return { rule: ruleName, item: itemName === ruleName ? null : itemName };
}

/** A bet's name on one line: "rule · item", or the rule alone (see betNames). */
export function betLabel(names: BetNames): string {
  return names.item === null ? names.rule : `${names.rule} · ${names.item}`;
}

/**
 * What a placed item is called in lists where the rule has its own column: its item, or its rule
 * when the item says nothing more (see betNames).
 */
export function placedItemLabel(t: TFunction, gameType: GameType, item: { ruleItemCode: string; ruleItemName: string; ruleName: string }): string {
  const names = betNames(t, gameType, { code: ruleCodeOf(item.ruleItemCode), name: item.ruleName }, { ruleItemCode: item.ruleItemCode, name: item.ruleItemName });
  return names.item ?? names.rule;
}

/** Remark words only hp8 draws have (its disks and the total of 810). */
const HP8_ONLY_WORDS: ReadonlySet<string> = new Set(['sum810', 'upper', 'middle', 'lower', 'oddMore', 'oddEvenTie', 'evenMore']);

/**
 * A remark of a draw: words are translated, figures (sums, pc28's addition) shown as they are.
 * A word of an hp8 draw is a fact players also bet on in the fun play (上盘, 奇盘, 总和大…), so it
 * has that bet's name — in the draw, the picker, the odds table and the records alike. hp8-only
 * words are known without the game; the shared ones (big, odd…) need `gameType`.
 */
export function remarkLabel(t: TFunction, remark: string, gameType?: GameType): string {
  const fact = gameType === 'hp8' || HP8_ONLY_WORDS.has(remark) ? hp8FactCode(remark) : null;
  if (fact) return t(`games:item.hp8.${fact}`);
  const key = remarkKey(remark);
  return key ? t(key) : remark;
}
