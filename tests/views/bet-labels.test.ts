import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { RULES, type GameType } from '../../models/games';
import { betLabel, betNames, itemLabel, placedItemLabel, remarkLabel, ruleLabel } from '../../src/games/common/labels';
import { roundOrderLabels } from '../../src/games/common/roundOrderLabels';

/** One name for one thing: a bet's rule and item are never said twice, and hp8's draw facts read like its bets. */

const LANGUAGES = ['zh-CN', 'en-US', 'vi-VN', 'ja-JP'] as const;
const translators = new Map<string, TFunction>();

beforeAll(async () => {
  for (const language of LANGUAGES) {
    const games = JSON.parse(readFileSync(new URL(`../../locales/${language}/games.json`, import.meta.url), 'utf8')) as object;
    const instance = i18next.createInstance();
    await instance.init({ lng: language, ns: ['games'], resources: { [language]: { games } }, interpolation: { escapeValue: false } });
    translators.set(language, instance.t);
  }
});
const t = (language: (typeof LANGUAGES)[number] = 'zh-CN') => translators.get(language) as TFunction;

const ruleOf = (type: GameType, code: string) => {
  const rule = RULES[type].find((r) => r.code === code);
  if (!rule) throw new Error(`${type} has no rule ${code}`);
  return rule;
};

/** An order of the round as the server lists it: ids of the rule and item, Chinese names. */
const roundOrder = (type: GameType, code: string, group = 0, bettingNumbers = '1') => {
  const rule = ruleOf(type, code);
  const item = rule.balls[group];
  if (!item) throw new Error(`${code} has no group ${group}`);
  return { ruleId: rule.id, ruleItemId: item.ruleItemId, ruleName: rule.name, ruleItemName: item.name, bettingNumbers };
};

describe('a bet is named by its rule, and by its item only when that says more', () => {
  it('does not repeat a one-group rule in the side panel (冠军, not 冠军 · 冠军)', () => {
    expect(roundOrderLabels(t(), 'pk10', [...RULES.pk10], roundOrder('pk10', 'q1', 0, '1,10'))).toEqual({ name: '冠军', numbers: '01 10' });
    expect(roundOrderLabels(t(), 'ssc', [...RULES.ssc], roundOrder('ssc', 'zu3', 0, '1,2')).name).toBe('后三组三');
    expect(roundOrderLabels(t(), 'hp8', [...RULES.hp8], roundOrder('hp8', 'rx1', 0, '8')).name).toBe('任选一');
  });

  it('keeps the item of a rule with several groups', () => {
    expect(roundOrderLabels(t(), 'pk10', [...RULES.pk10], roundOrder('pk10', 'dwdq5', 1, '3')).name).toBe('定位胆（前五） · 亚军');
    expect(roundOrderLabels(t(), 'k3', [...RULES.k3], roundOrder('k3', 'dxds', 0, 'big')).name).toBe('大小单双 · 大');
  });

  it('names a compound item by its rule alone, in the records as in the side panel', () => {
    const compound = { code: 'wxzx', name: '五星直选复式' };
    expect(betNames(t(), 'ssc', compound, { ruleItemCode: 'wxzx_1', name: '五星直选复式' })).toEqual({ rule: '五星直选复式', item: null });
    expect(betLabel(betNames(t(), 'pk10', { code: 'q2', name: '前二' }, { ruleItemCode: 'q2_1', name: '前二' }))).toBe('前二');
  });

  it.each(LANGUAGES)('never reads "x · x" or "x | x" for any item of the catalogue in %s', (language) => {
    for (const type of Object.keys(RULES) as GameType[]) {
      for (const rule of RULES[type]) {
        for (const group of rule.balls) {
          const names = betNames(t(language), type, rule, group);
          expect(names.item, `${type} ${group.ruleItemCode}`).not.toBe(names.rule);
          // The records' rule column from the catalogue alone (no group list), and the item column.
          const recorded = betNames(t(language), type, { code: rule.code, name: rule.name }, group);
          expect(recorded).toEqual(names);
        }
      }
    }
  });

  it('still gives the records a name for the item column (the item, else its rule)', () => {
    expect(placedItemLabel(t(), 'pk10', { ruleItemCode: 'q1_1', ruleItemName: '冠军', ruleName: '冠军' })).toBe('冠军');
    expect(placedItemLabel(t(), 'ssc', { ruleItemCode: 'dwd_1', ruleItemName: '万位', ruleName: '定位胆' })).toBe('万位');
  });
});

describe('hp8: a fact of the draw has the name of the bet on it', () => {
  const facts = ruleOf('hp8', 'qw').balls;

  it.each(LANGUAGES)('in %s, the draw, the picker, the odds table and the records say the same', (language) => {
    for (const group of facts) {
      const word = group.ruleItemCode.replace(/^qw_/, '');
      const bet = itemLabel(t(language), 'hp8', group);
      // The draw's remark chip (game page and bet records alike).
      expect(remarkLabel(t(language), word, 'hp8'), word).toBe(bet);
      // The records' item column.
      expect(placedItemLabel(t(language), 'hp8', { ruleItemCode: group.ruleItemCode, ruleItemName: group.name, ruleName: '趣味' })).toBe(bet);
    }
  });

  it('names the words only hp8 draws have by their bets even without the game (奇盘, 总和810)', () => {
    expect(remarkLabel(t(), 'oddMore')).toBe('奇盘');
    expect(remarkLabel(t(), 'sum810')).toBe('总和810');
    expect(remarkLabel(t('en-US'), 'sum810')).toBe(itemLabel(t('en-US'), 'hp8', { ruleItemCode: 'qw_sum810', name: '总和810' }));
  });

  it('leaves the other games’ words alone', () => {
    expect(remarkLabel(t(), 'odd', 'k3')).toBe('单');
    expect(remarkLabel(t(), 'big')).toBe('大');
    expect(remarkLabel(t(), 'tiger', 'ssc')).toBe('虎');
    expect(remarkLabel(t(), '3 + 9 + 5 = 17', 'pc28')).toBe('3 + 9 + 5 = 17');
    expect(ruleLabel(t(), 'hp8', { code: 'qw', name: '趣味' })).toBe('趣味');
  });
});
