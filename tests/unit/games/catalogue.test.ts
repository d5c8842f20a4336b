/** The catalogues hold together: ids, codes, odds, plays, lotteries and rooms. */
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, LOTTERIES, PC28_ROOMS, RULES, lotteryByCode, lotteryById, pc28RoomById, playOf, ruleById } from '../../../models/games';

const allRules = GAME_TYPES.flatMap((gameType) => RULES[gameType].map((rule) => ({ gameType, rule })));

describe('rule catalogues', () => {
  it('have unique rule ids and rule item ids above 0', () => {
    const ruleIds = allRules.map(({ rule }) => rule.id);
    const itemIds = allRules.flatMap(({ rule }) => rule.balls.map((group) => group.ruleItemId));
    expect(new Set(ruleIds).size).toBe(ruleIds.length);
    expect(new Set(itemIds).size).toBe(itemIds.length);
    expect(itemIds.every((id) => id > 0)).toBe(true);
  });

  it('give every rule a play, realistic odds, limits in cents and the best odds as the headline', () => {
    for (const { gameType, rule } of allRules) {
      expect(playOf(gameType, rule.code), `${gameType} ${rule.code}`).toBeDefined();
      expect(ruleById(gameType, rule.id)).toBe(rule);
      expect(rule.minBetting).toBeGreaterThan(0);
      expect(rule.maxBetting).toBeGreaterThan(rule.minBetting);
      expect(rule.rate).toBe(Math.max(...rule.balls.map((group) => group.ruleItemRate)));
      for (const group of rule.balls) {
        expect(group.ruleItemRate).toBeGreaterThanOrEqual(1);
        expect(group.ruleItemCode.startsWith(`${rule.code}_`)).toBe(true);
        expect(group.balls.length).toBeGreaterThan(0);
      }
    }
  });

  it('have the plays spec §5 names', () => {
    const codes = (gameType: (typeof GAME_TYPES)[number]) => RULES[gameType].map((rule) => rule.code);
    expect(codes('k3')).toEqual(['hz', 'dxds', 'fh', 'dm', 'ethfx', 'ethdx', 'ebth', 'sthtx', 'slhtx', 'sthdx', 'sbth']);
    expect(codes('hp8')).toEqual(['rx1', 'rx2', 'rx3', 'rx4', 'rx5', 'rx6', 'rx7', 'qw']);
    expect(RULES.hp8.find((rule) => rule.code === 'rx1')?.balls[0]?.balls).toHaveLength(80);
  });

  it('list keno prize tiers for every any-k play', () => {
    for (const rule of RULES.hp8.filter((r) => r.code.startsWith('rx'))) {
      const k = Number(rule.code.slice(2));
      expect(rule.rateList?.[0]).toEqual({ hits: k, rate: rule.rate });
    }
  });

  it('answers undefined for unknown codes and ids', () => {
    expect(playOf('k3', 'constructor')).toBeUndefined();
    expect(ruleById('k3', 999)).toBeUndefined();
  });
});

describe('lotteries', () => {
  it('cover the §9 codes with unique ids, their game types and sane timetables', () => {
    expect(LOTTERIES.map((l) => `${l.code}:${l.type}`)).toEqual([
      'jsk3:k3', 'cqk3:k3', 'jzk3:k3', 'dbk3:k3', 'pk10:pk10', 'cqssc:ssc', 'bjkl8:hp8', 'canada28:pc28', 'bj28:pc28', 'xjp28:pc28',
    ]);
    expect(new Set(LOTTERIES.map((l) => l.id)).size).toBe(LOTTERIES.length);
    for (const lottery of LOTTERIES) {
      const { drawIntervalS, closeBeforeDrawS, drawDelayS } = lottery.timetable;
      expect([60, 75, 90, 300]).toContain(drawIntervalS);
      expect(closeBeforeDrawS).toBeLessThan(drawIntervalS);
      expect(drawDelayS).toBeLessThan(drawIntervalS - closeBeforeDrawS);
      expect(lotteryById(lottery.id)).toBe(lottery);
      expect(lotteryByCode(lottery.code)).toBe(lottery);
      expect(lottery.nameKey).toBe(`games:lottery.${lottery.code}`);
    }
  });
});

describe('pc28 rooms', () => {
  it('are level1–3 with ids 1–3 and growing limits in cents', () => {
    expect(PC28_ROOMS.map((room) => [room.id, room.typeCode])).toEqual([[1, 'level1'], [2, 'level2'], [3, 'level3']]);
    for (const room of PC28_ROOMS) {
      expect(room.minLimitBetting).toBeGreaterThanOrEqual(100);
      expect(room.maxBettingSingle).toBeGreaterThan(room.minLimitBetting);
      expect(room.maxBettingSinglePeriod).toBeGreaterThanOrEqual(room.maxBettingSingle);
      expect(pc28RoomById(room.id)).toBe(room);
    }
  });
});
