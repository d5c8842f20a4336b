import { formatAmount } from '../../../models/money';
import { floorOdds, PC28_ROOMS, RULES, type GameType, type Lottery, type Rule, type Rule1314, type Timetable } from '../../../models/games';

/**
 * The rule introduction of a lottery (ruleIntroduce, HTML in Chinese): how a draw is made, the
 * timetable, every play with its remark, odds and stake limits from the catalogue, pc28's rooms,
 * and how to verify a draw. Generated, so it always says what the server does.
 */

const HOW_IT_DRAWS: Readonly<Record<GameType, string>> = {
  k3: '每期开出三颗骰子，每颗 1–6 点，按开奖顺序公布；三颗点数之和为和值（3–18），11–18 为大，3–10 为小。',
  pk10: '每期开出 1–10 号十辆赛车的完整名次，依次为冠军、亚军、第三名……第十名；冠亚和 12 及以上为大。',
  ssc: '每期开出万、千、百、十、个五位数字，每位 0–9；五位之和 23–45 为大，0–22 为小。',
  hp8: '每期从 01–80 中开出 20 个不同号码，按从小到大排列；20 个号码之和大于 810 为大，小于 810 为小。',
  pc28:
    '每期先从 01–80 中开出 20 个号码并从小到大排列，第 1–6、7–12、13–18 位号码之和的个位数依次为三个开奖号码，三数之和（0–27）为总和；14–27 为大，0–13 为小。',
};

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

function oddsOf(rule: Rule): string {
  if (rule.rateList) return rule.rateList.map((tier) => `中 ${tier.hits} 个：${floorOdds(tier.rate)}`).join('，');
  const rates = new Set(rule.balls.map((group) => floorOdds(group.ruleItemRate)));
  if (rates.size === 1) return String([...rates][0]);
  return rule.balls.map((group) => `${group.name}：${floorOdds(group.ruleItemRate)}`).join('，');
}

function playSection(rule: Rule): string {
  return [
    `<h4>${escapeHtml(rule.name)}</h4>`,
    paragraph(rule.remark),
    paragraph(`赔率（含本金）：${oddsOf(rule)}。单注 ${formatAmount(rule.minBetting)}–${formatAmount(rule.maxBetting)} 元。`),
  ].join('');
}

function rule1314Text(rule: Rule1314): string {
  switch (rule.mode) {
    case 'off':
      return '开 13、14 时正常派奖';
    case 'refund':
      return `开 13、14 时，中奖的组合及单项投注额满 ${formatAmount(rule.thresholdCents)} 元的中奖大小单双只退还本金`;
    case 'reduced':
      return `开 13、14 时，中奖的大小单双及组合按 ${rule.odds} 倍派奖`;
  }
}

function roomsSection(): string {
  const rows = PC28_ROOMS.map((room) =>
    paragraph(
      `${room.name}：单注最低 ${formatAmount(room.minLimitBetting)} 元，单笔最高 ${formatAmount(room.maxBettingSingle)} 元，` +
        `每期个人累计最高 ${formatAmount(room.maxBettingSinglePeriod)} 元；${rule1314Text(room.rule1314)}。`,
    ),
  );
  return ['<h3>房间</h3>', ...rows].join('');
}

export function ruleIntroduction(lottery: Lottery, timetable: Timetable): string {
  return [
    `<h3>${escapeHtml(lottery.name)} 玩法说明</h3>`,
    paragraph(HOW_IT_DRAWS[lottery.type]),
    paragraph(`每 ${timetable.drawIntervalS} 秒开奖一期，开奖前 ${timetable.closeBeforeDrawS} 秒封盘停止投注，开奖后 ${timetable.drawDelayS} 秒开放下一期投注。`),
    ...RULES[lottery.type].map(playSection),
    ...(lottery.type === 'pc28' ? [roomsSection()] : []),
    '<h3>公平性</h3>',
    paragraph('每期的开奖种子在开盘时生成，其 SHA-256 哈希随本期信息公布；开奖后公布种子，任何人都可以核对哈希并由种子重新算出开奖号码。'),
  ].join('');
}
