import { CURRENCY_SUFFIX, type Variant } from '../../../models/currency';
import { floorOdds, PC28_ROOMS, RULES, type GameType, type Lottery, type Pc28Room, type Rule, type Rule1314, type Timetable } from '../../../models/games';
import type { Language } from '../../../models/language';
import { formatAmount } from '../../../models/money';
import { GAME_TEXTS } from '../content/game-texts';

/**
 * The rule introduction of a lottery (ruleIntroduce, HTML) in one of the four content languages:
 * how a draw is made, the timetable, every play with its remark, odds and stake limits from the
 * catalogue, pc28's rooms, and how to verify a draw. Generated, so it always says what the server
 * does; an operator may replace it per language (site text `rule:<code>`, set-text).
 */

interface Phrases {
  title: (name: string) => string;
  howItDraws: Readonly<Record<GameType, string>>;
  timetable: (t: Timetable) => string;
  odds: (odds: string, range: string) => string;
  hits: (hits: number, rate: number) => string;
  list: string;
  colon: string;
  rooms: string;
  room: (room: Pc28Room, name: string, money: (cents: number) => string) => string;
  rule1314: (rule: Rule1314, money: (cents: number) => string) => string;
  fairness: string;
  fairnessText: string;
}

const PHRASES: Readonly<Record<Language, Phrases>> = {
  'zh-CN': {
    title: (name) => `${name} 玩法说明`,
    howItDraws: {
      k3: '每期开出三颗骰子，每颗 1–6 点，按开奖顺序公布；三颗点数之和为和值（3–18），11–18 为大，3–10 为小。',
      pk10: '每期开出 1–10 号十辆赛车的完整名次，依次为冠军、亚军、第三名……第十名；冠亚和 12 及以上为大。',
      ssc: '每期开出万、千、百、十、个五位数字，每位 0–9；五位之和 23–45 为大，0–22 为小。',
      hp8: '每期从 01–80 中开出 20 个不同号码，按从小到大排列；20 个号码之和大于 810 为大，小于 810 为小。',
      pc28: '每期先从 01–80 中开出 20 个号码并从小到大排列，第 1–6、7–12、13–18 位号码之和的个位数依次为三个开奖号码，三数之和（0–27）为总和；14–27 为大，0–13 为小。',
    },
    timetable: (t) => `每 ${t.drawIntervalS} 秒开奖一期，开奖前 ${t.closeBeforeDrawS} 秒封盘停止投注，开奖后 ${t.drawDelayS} 秒开放下一期投注。`,
    odds: (odds, range) => `赔率（含本金）：${odds}。单注 ${range}。`,
    hits: (hits, rate) => `中 ${hits} 个：${rate}`,
    list: '，',
    colon: '：',
    rooms: '房间',
    room: (room, name, money) =>
      `${name}：单注最低 ${money(room.minLimitBetting)}，单笔最高 ${money(room.maxBettingSingle)}，每期个人累计最高 ${money(room.maxBettingSinglePeriod)}；`,
    rule1314: (rule, money) =>
      rule.mode === 'off'
        ? '开 13、14 时正常派奖。'
        : rule.mode === 'refund'
          ? `开 13、14 时，中奖的组合及单项投注额满 ${money(rule.thresholdCents)} 的中奖大小单双只退还本金。`
          : `开 13、14 时，中奖的大小单双及组合按 ${rule.odds} 倍派奖。`,
    fairness: '公平性',
    fairnessText: '每期的开奖种子在开盘时生成，其 SHA-256 哈希随本期信息公布；开奖后公布种子，任何人都可以核对哈希并由种子重新算出开奖号码。',
  },
  'en-US': {
    title: (name) => `How to play ${name}`,
    howItDraws: {
      k3: 'Every round rolls three dice, each showing 1–6, published in the order drawn. Their total is the sum (3–18): 11–18 is big, 3–10 small.',
      pk10: 'Every round draws the full finishing order of ten cars numbered 1–10: champion, runner-up, third … tenth. A champion + runner-up sum of 12 or more is big.',
      ssc: 'Every round draws five digits — ten thousands, thousands, hundreds, tens and units — each 0–9. A five-digit total of 23–45 is big, 0–22 small.',
      hp8: 'Every round draws 20 different numbers from 01–80, listed in ascending order. A total of the 20 numbers above 810 is big, below 810 small.',
      pc28: 'Every round first draws 20 numbers from 01–80 in ascending order. The last digits of the sums of numbers 1–6, 7–12 and 13–18 are the three winning digits; their total (0–27) is the sum: 14–27 is big, 0–13 small.',
    },
    timetable: (t) =>
      `A round is drawn every ${t.drawIntervalS} seconds. Betting closes ${t.closeBeforeDrawS} seconds before the draw, and the next round opens ${t.drawDelayS} seconds after it.`,
    odds: (odds, range) => `Odds (stake included): ${odds}. Stake per bet ${range}.`,
    hits: (hits, rate) => `${hits} hit${hits === 1 ? '' : 's'}: ${rate}`,
    list: ', ',
    colon: ': ',
    rooms: 'Rooms',
    room: (room, name, money) =>
      `${name}: minimum ${money(room.minLimitBetting)} per bet, at most ${money(room.maxBettingSingle)} per order and ${money(room.maxBettingSinglePeriod)} per player per round. `,
    rule1314: (rule, money) =>
      rule.mode === 'off'
        ? 'A sum of 13 or 14 pays as usual.'
        : rule.mode === 'refund'
          ? `When the sum is 13 or 14, winning combinations, and winning big/small/odd/even bets of ${money(rule.thresholdCents)} or more, only get their stake back.`
          : `When the sum is 13 or 14, winning big/small/odd/even and combination bets pay ${rule.odds} times the stake.`,
    fairness: 'Fairness',
    fairnessText:
      "Each round's seed is made when the round opens and its SHA-256 hash is published with the round. After the draw the seed is published, so anyone can check the hash and compute the winning numbers from the seed.",
  },
  'vi-VN': {
    title: (name) => `Cách chơi ${name}`,
    howItDraws: {
      k3: 'Mỗi kỳ tung ba viên xúc xắc, mỗi viên 1–6 điểm, công bố theo thứ tự mở thưởng. Tổng ba viên là tổng điểm (3–18): 11–18 là lớn, 3–10 là nhỏ.',
      pk10: 'Mỗi kỳ công bố thứ hạng đầy đủ của mười xe số 1–10: quán quân, á quân, hạng ba … hạng mười. Tổng quán quân và á quân từ 12 trở lên là lớn.',
      ssc: 'Mỗi kỳ mở năm chữ số — hàng chục nghìn, nghìn, trăm, chục và đơn vị — mỗi chữ số 0–9. Tổng năm chữ số 23–45 là lớn, 0–22 là nhỏ.',
      hp8: 'Mỗi kỳ mở 20 số khác nhau trong 01–80, xếp tăng dần. Tổng 20 số lớn hơn 810 là lớn, nhỏ hơn 810 là nhỏ.',
      pc28: 'Mỗi kỳ trước hết mở 20 số trong 01–80 theo thứ tự tăng dần. Chữ số hàng đơn vị của tổng các số thứ 1–6, 7–12 và 13–18 là ba số trúng thưởng; tổng của chúng (0–27) là tổng điểm: 14–27 là lớn, 0–13 là nhỏ.',
    },
    timetable: (t) => `Cứ ${t.drawIntervalS} giây mở thưởng một kỳ. Ngừng nhận cược ${t.closeBeforeDrawS} giây trước khi mở thưởng, kỳ tiếp theo mở ${t.drawDelayS} giây sau đó.`,
    odds: (odds, range) => `Tỷ lệ trả thưởng (gồm tiền cược): ${odds}. Mỗi cược ${range}.`,
    hits: (hits, rate) => `Trúng ${hits} số: ${rate}`,
    list: ', ',
    colon: ': ',
    rooms: 'Phòng',
    room: (room, name, money) =>
      `${name}: mỗi cược tối thiểu ${money(room.minLimitBetting)}, mỗi đơn tối đa ${money(room.maxBettingSingle)}, mỗi người mỗi kỳ tối đa ${money(room.maxBettingSinglePeriod)}. `,
    rule1314: (rule, money) =>
      rule.mode === 'off'
        ? 'Tổng 13 hoặc 14 trả thưởng như thường.'
        : rule.mode === 'refund'
          ? `Khi tổng là 13 hoặc 14, cược kết hợp trúng và cược lớn/nhỏ/lẻ/chẵn trúng từ ${money(rule.thresholdCents)} trở lên chỉ được hoàn tiền cược.`
          : `Khi tổng là 13 hoặc 14, cược lớn/nhỏ/lẻ/chẵn và kết hợp trúng được trả ${rule.odds} lần tiền cược.`,
    fairness: 'Tính công bằng',
    fairnessText:
      'Hạt giống của mỗi kỳ được tạo khi kỳ mở và mã băm SHA-256 của nó được công bố cùng kỳ. Sau khi mở thưởng, hạt giống được công bố để bất kỳ ai cũng có thể kiểm tra mã băm và tự tính lại các số trúng thưởng.',
  },
  'ja-JP': {
    title: (name) => `${name} の遊び方`,
    howItDraws: {
      k3: '毎回サイコロを 3 個振り、各 1〜6 の目を抽選順に発表します。3 個の合計が和値（3〜18）で、11〜18 が大、3〜10 が小です。',
      pk10: '毎回 1〜10 番の 10 台の車の着順（1 位、2 位、3 位 … 10 位）をすべて抽選します。1 位と 2 位の合計が 12 以上なら大です。',
      ssc: '毎回 万・千・百・十・一 の 5 桁の数字（各 0〜9）を抽選します。5 桁の合計が 23〜45 なら大、0〜22 なら小です。',
      hp8: '毎回 01〜80 から異なる 20 個の番号を抽選し、小さい順に並べます。20 個の合計が 810 より大きければ大、小さければ小です。',
      pc28: '毎回まず 01〜80 から 20 個の番号を小さい順に抽選します。1〜6 番目、7〜12 番目、13〜18 番目の番号の合計の一の位が 3 つの当選数字で、その合計（0〜27）が総和です。14〜27 が大、0〜13 が小です。',
    },
    timetable: (t) => `${t.drawIntervalS} 秒ごとに 1 回抽選します。抽選の ${t.closeBeforeDrawS} 秒前に締め切り、抽選の ${t.drawDelayS} 秒後に次の回の受付を始めます。`,
    odds: (odds, range) => `オッズ（元本込み）：${odds}。1 口 ${range}。`,
    hits: (hits, rate) => `${hits} 個的中：${rate}`,
    list: '、',
    colon: '：',
    rooms: 'ルーム',
    room: (room, name, money) =>
      `${name}：1 口最低 ${money(room.minLimitBetting)}、1 注文最高 ${money(room.maxBettingSingle)}、1 回あたり個人累計最高 ${money(room.maxBettingSinglePeriod)}。`,
    rule1314: (rule, money) =>
      rule.mode === 'off'
        ? '総和が 13・14 でも通常どおり払い戻します。'
        : rule.mode === 'refund'
          ? `総和が 13・14 のとき、的中した組み合わせと ${money(rule.thresholdCents)} 以上の的中した大小単双は元本のみ返金します。`
          : `総和が 13・14 のとき、的中した大小単双と組み合わせは ${rule.odds} 倍で払い戻します。`,
    fairness: '公平性',
    fairnessText:
      '各回のシードは受付開始時に作られ、その SHA-256 ハッシュが回の情報とともに公開されます。抽選後にシードを公開するので、誰でもハッシュを確かめ、シードから当選番号を計算し直せます。',
  },
};

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

/** The play's name, remark and group names in `lang` (the catalogue's Chinese when a text is missing). */
function playTexts(type: GameType, rule: Rule, lang: Language) {
  // zh-CN is the catalogue's own language: its names are the ones orders record.
  if (lang === 'zh-CN') return { name: rule.name, remark: rule.remark, group: (_code: string, fallback: string) => fallback };
  const texts = GAME_TEXTS[lang];
  return {
    name: texts.rule[type]?.[rule.code] ?? rule.name,
    remark: texts.remarkOf[type]?.[rule.code] ?? rule.remark,
    group: (code: string, fallback: string) => texts.item[type]?.[code] ?? fallback,
  };
}

function oddsOf(type: GameType, rule: Rule, lang: Language): string {
  const phrases = PHRASES[lang];
  if (rule.rateList) return rule.rateList.map((tier) => phrases.hits(tier.hits, floorOdds(tier.rate))).join(phrases.list);
  const rates = new Set(rule.balls.map((group) => floorOdds(group.ruleItemRate)));
  if (rates.size === 1) return String([...rates][0]);
  const texts = playTexts(type, rule, lang);
  return rule.balls.map((group) => `${texts.group(group.ruleItemCode, group.name)}${phrases.colon}${floorOdds(group.ruleItemRate)}`).join(phrases.list);
}

/** The lottery's name in `lang`. */
export const lotteryName = (lottery: Lottery, lang: Language): string => (lang === 'zh-CN' ? lottery.name : (GAME_TEXTS[lang].lottery[lottery.code] ?? lottery.name));

export function ruleIntroduction(lottery: Lottery, timetable: Timetable, lang: Language = 'zh-CN', variant: Variant = 'cn'): string {
  const phrases = PHRASES[lang];
  const money = (cents: number): string => `${formatAmount(cents)} ${CURRENCY_SUFFIX[variant]}`;
  const plays = RULES[lottery.type].map((rule) => {
    const texts = playTexts(lottery.type, rule, lang);
    return [
      `<h4>${escapeHtml(texts.name)}</h4>`,
      paragraph(texts.remark),
      paragraph(phrases.odds(oddsOf(lottery.type, rule, lang), `${formatAmount(rule.minBetting)}${lang === 'ja-JP' ? '〜' : '–'}${money(rule.maxBetting)}`)),
    ].join('');
  });
  const rooms =
    lottery.type === 'pc28'
      ? [
          `<h3>${escapeHtml(phrases.rooms)}</h3>`,
          ...PC28_ROOMS.map((room) => paragraph(phrases.room(room, GAME_TEXTS[lang].rooms[room.typeCode] ?? room.name, money) + phrases.rule1314(room.rule1314, money))),
        ]
      : [];
  return [
    `<h3>${escapeHtml(phrases.title(lotteryName(lottery, lang)))}</h3>`,
    paragraph(phrases.howItDraws[lottery.type]),
    paragraph(phrases.timetable(timetable)),
    ...plays,
    ...rooms,
    `<h3>${escapeHtml(phrases.fairness)}</h3>`,
    paragraph(phrases.fairnessText),
  ].join('');
}
