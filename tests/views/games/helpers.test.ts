import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_TYPES, RULES, parsePrizeRecord, type GameType } from '../../../models/games';
import { formatCountdown } from '../../../src/games/common/countdown';
import { disabledGameIds, isGameDisabled } from '../../../src/games/common/disabledGames';
import { drawDisplay } from '../../../src/games/common/drawDisplay';
import { nextIndex } from '../../../src/games/common/keyboard';
import { itemLabel, lotteryLabel, placedItemLabel, remarkLabel, ruleLabel } from '../../../src/games/common/labels';
import { pageWindow } from '../../../src/games/common/pages';
import { roundOrderLabels } from '../../../src/games/common/roundOrderLabels';
import { roundStatusText } from '../../../src/games/common/roundStatus';
import { accountMenu, accountPageOf } from '../../../src/pages/my/accountMenu';
import { draw } from './support/draws';

const games = (language: string) => JSON.parse(readFileSync(new URL(`../../../locales/${language}/games.json`, import.meta.url), 'utf8')) as object;
/** The betting page's own texts (the play remarks among them). */
const play = (language: string) => JSON.parse(readFileSync(new URL(`../../../locales/${language}/play.json`, import.meta.url), 'utf8')) as object;
let en: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en-US', ns: ['games'], resources: { 'en-US': { games: games('en-US') } }, interpolation: { escapeValue: false } });
  en = instance.t;
});

describe('countdown', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [59, '00:59'],
    [60, '01:00'],
    [299, '04:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-3, '00:00'],
    [12.9, '00:12'],
    [Number.NaN, '00:00'],
  ])('shows %s s as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('round status text', () => {
  it('says what each status of spec §4 means and what its countdown counts to', () => {
    expect(roundStatusText(0, false)).toEqual({ statusKey: 'status.open', countdownKey: 'countdown.toClose' });
    expect(roundStatusText(2, false)).toEqual({ statusKey: 'status.drawing', countdownKey: 'countdown.toDraw' });
    expect(roundStatusText(3, false)).toEqual({ statusKey: 'status.awaiting', countdownKey: null });
    expect(roundStatusText(4, false)).toEqual({ statusKey: 'status.waiting', countdownKey: 'countdown.toOpen' });
  });

  it('tells loading from failing when there is no status yet', () => {
    expect(roundStatusText(null, true).statusKey).toBe('status.loading');
    expect(roundStatusText(null, false).statusKey).toBe('status.failed');
  });
});

describe('draw display', () => {
  const display = (lotteryId: number, result: string, remark: string) => drawDisplay(parsePrizeRecord(draw(lotteryId, result, remark)));

  it('shows k3 as dice with their sum, without the sum among the remarks', () => {
    expect(display(1, '5,3,3', '11,big,odd')).toEqual({ kind: 'dice', faces: [5, 3, 3], sum: 11, remarks: ['big', 'odd'] });
  });

  it('shows pc28 as a + b + c = total, without the addition among the remarks', () => {
    expect(display(8, '3,9,5', '3 + 9 + 5 = 17,big,odd')).toEqual({ kind: 'sum', digits: [3, 9, 5], total: 17, remarks: ['big', 'odd'] });
  });

  it('lists pk10 cars and keno numbers with two digits, ssc digits as they are, with every remark', () => {
    expect(display(5, '1,5,10,4,2,3,6,8,7,9', '6,small,even,tiger')).toEqual({
      kind: 'numbers',
      numbers: ['01', '05', '10', '04', '02', '03', '06', '08', '07', '09'],
      remarks: ['6', 'small', 'even', 'tiger'],
    });
    expect(display(6, '0,0,4,6,4', '14,small,even,tiger')).toMatchObject({ kind: 'numbers', numbers: ['0', '0', '4', '6', '4'] });
    expect(display(7, '1,4,80', '85,small,odd,upper,oddMore')).toMatchObject({ numbers: ['01', '04', '80'] });
  });

  it('has nothing to show before the draw', () => {
    expect(display(1, '', '')).toBeNull();
  });

  it('translates remark words and leaves figures alone', () => {
    expect(remarkLabel(en, 'oddEvenTie')).toBe('Odd-even tie');
    expect(remarkLabel(en, '3 + 9 + 5 = 17')).toBe('3 + 9 + 5 = 17');
  });
});

describe('keyboard movement', () => {
  it('steps with Left/Right and stops at the ends', () => {
    expect(nextIndex('ArrowRight', 0, 5)).toBe(1);
    expect(nextIndex('ArrowRight', 4, 5)).toBe(4);
    expect(nextIndex('ArrowLeft', 0, 5)).toBe(0);
    expect(nextIndex('Home', 3, 5)).toBe(0);
    expect(nextIndex('End', 1, 5)).toBe(4);
  });

  it('moves a row with Up/Down in a grid, a step in a row', () => {
    expect(nextIndex('ArrowDown', 3, 40, 10)).toBe(13);
    expect(nextIndex('ArrowUp', 13, 40, 10)).toBe(3);
    expect(nextIndex('ArrowDown', 35, 40, 10)).toBe(39);
    expect(nextIndex('ArrowDown', 2, 6)).toBe(3);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextIndex('Enter', 1, 5)).toBeNull();
    expect(nextIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('pager window', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])('page %s of %s shows %j', (page, pages, shown) => {
    expect(pageWindow(page, pages)).toEqual(shown);
  });
});

describe('disabled games', () => {
  it('reads the JSON list of the user, and treats anything else as none', () => {
    expect(disabledGameIds({ disableGameList: '[3, "8"]' })).toEqual([3, 8]);
    expect(isGameDisabled({ disableGameList: '[3]' }, 3)).toBe(true);
    expect(isGameDisabled({ disableGameList: '[3]' }, 4)).toBe(false);
    expect(disabledGameIds({ disableGameList: 'not json' })).toEqual([]);
    expect(disabledGameIds({ disableGameList: '{"a":1}' })).toEqual([]);
    expect(disabledGameIds(null)).toEqual([]);
  });
});

describe('names of lotteries, rules and items', () => {
  it('translates by code and falls back to the server name', () => {
    expect(lotteryLabel(en, { code: 'canada28', name: '加拿大28' })).toBe('Canada 28');
    expect(lotteryLabel(en, { code: 'mars28', name: '火星28' })).toBe('火星28');
    expect(ruleLabel(en, 'k3', { code: 'hz', name: '和值' })).toBe('Sum');
    expect(itemLabel(en, 'pk10', { ruleItemCode: 'dwdh5_7', name: '第七名' })).toBe('7th');
    expect(itemLabel(en, 'k3', { ruleItemCode: 'hz_11', name: '11' })).toBe('11');
  });

  it('names a compound item after its rule and any other after its group', () => {
    expect(placedItemLabel(en, 'pk10', { ruleItemCode: 'q2_1', ruleItemName: '前二', ruleName: '前二' })).toBe('Top two');
    expect(placedItemLabel(en, 'ssc', { ruleItemCode: 'dwd_1', ruleItemName: '万位', ruleName: '定位胆' })).toBe('Ten thousands');
  });

  it.each(['zh-CN', 'en-US', 'ja-JP', 'vi-VN'])('has a %s text for every lottery, rule, remark and named group of the catalogue', (language) => {
    const texts = { ...games(language), ...play(language) } as Record<string, Record<string, Record<string, string>>>;
    const missing: string[] = [];
    for (const type of GAME_TYPES) {
      for (const rule of RULES[type]) {
        if (!texts.rule?.[type]?.[rule.code]) missing.push(`rule.${type}.${rule.code}`);
        if (!texts.remarkOf?.[type]?.[rule.code]) missing.push(`remarkOf.${type}.${rule.code}`);
        for (const group of rule.balls) {
          if (!/^\d+$/.test(group.name) && !texts.item?.[type]?.[group.ruleItemCode]) missing.push(`item.${type}.${group.ruleItemCode}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the Chinese names equal to the catalogue the server sends', () => {
    const zh = games('zh-CN') as Record<string, Record<string, Record<string, string>>>;
    for (const type of GAME_TYPES as readonly GameType[]) {
      for (const rule of RULES[type]) expect(zh.rule?.[type]?.[rule.code]).toBe(rule.name);
    }
  });
});

describe('orders of the round in the side panel', () => {
  const rules = (type: GameType) => [...RULES[type]];
  /** An order of the round as the server lists it: ids of the rule and item, Chinese names. */
  const order = (type: GameType, code: string, groupName: string, bettingNumbers: string) => {
    const rule = RULES[type].find((r) => r.code === code)!;
    const group = rule.balls.find((g) => g.name === groupName)!;
    return { ruleId: rule.id, ruleItemId: group.ruleItemId, ruleName: rule.name, ruleItemName: group.name, bettingNumbers };
  };

  it('names a one-group rule once and lists its numbers by their shown names', () => {
    expect(roundOrderLabels(en, 'pk10', rules('pk10'), order('pk10', 'q1', '冠军', '1,10'))).toEqual({ name: 'Champion', numbers: '01 10' });
  });

  it('shows a compound item as its rule with the columns', () => {
    expect(roundOrderLabels(en, 'pk10', rules('pk10'), { ...order('pk10', 'q2', '冠军', '1,2|3'), ruleItemName: '前二' })).toEqual({ name: 'Top two', numbers: '01 02 | 03' });
  });

  it('lists no numbers for a named bet or a one-ball group', () => {
    expect(roundOrderLabels(en, 'k3', rules('k3'), order('k3', 'dxds', '大', 'big'))).toEqual({ name: 'Big/Small/Odd/Even · Big', numbers: '' });
    expect(roundOrderLabels(en, 'pc28', rules('pc28'), order('pc28', 'tm', '14', ''))).toEqual({ name: 'Exact sum · 14', numbers: '' });
  });

  it('finds the rule by id, whatever name the server gives it', () => {
    expect(roundOrderLabels(en, 'k3', rules('k3'), { ...order('k3', 'dxds', '大', 'big'), ruleName: '旧名', ruleItemName: '旧项' }).name).toBe('Big/Small/Odd/Even · Big');
  });

  it('shows the server names of a rule it does not know', () => {
    expect(roundOrderLabels(en, 'k3', [], { ruleId: 999, ruleItemId: 9999, ruleName: '新玩法', ruleItemName: '甲', bettingNumbers: '1' })).toEqual({ name: '新玩法 · 甲', numbers: '1' });
  });
});

describe('account menu', () => {
  it('lists every page of spec §2 in order, with responsible gaming (issue 21 §1) after the passwords, VIP only when the switch is on', () => {
    expect(accountMenu(true).map((link) => link.page)).toEqual([
      'deposit', 'withdraw', 'user-info', 'vip', 'update-password', 'update-opt-pwd', 'limits', 'betting', 'transaction', 'deposit-history', 'withdraw-history', 'bind-bank', 'bind-email', 'agent-share', 'agent-record',
    ]);
    expect(accountMenu(false).map((link) => link.page)).not.toContain('vip');
  });

  it('opens user-info for a missing or unknown page, and knows deposit-usdt-info', () => {
    expect(accountPageOf(null, true)).toBe('user-info');
    expect(accountPageOf('nope', true)).toBe('user-info');
    expect(accountPageOf('vip', false)).toBe('user-info');
    expect(accountPageOf('betting', true)).toBe('betting');
    expect(accountPageOf('deposit-usdt-info', true)).toBe('deposit-usdt-info');
  });
});
