/**
 * Game entities of spec §3 and the lottery catalogue of §9, shared by the bet slip and the
 * reference server. Amounts are integer cents; odds are decimal (the payout includes the stake).
 */

export const GAME_TYPES = ['k3', 'pk10', 'ssc', 'hp8', 'pc28'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Seconds that shape one lottery's rounds on the server. */
export interface Timetable {
  /** A new round is drawn every this many seconds. */
  drawIntervalS: number;
  /** Betting closes this many seconds before the draw (封盘). */
  closeBeforeDrawS: number;
  /** The result is published this many seconds after the draw time. */
  drawDelayS: number;
}

export interface Lottery {
  id: number;
  code: string;
  type: GameType;
  /** Chinese name, as the server sends it. */
  name: string;
  /** Translation key of the name, for the other languages. */
  nameKey: string;
  timetable: Timetable;
}

/** One pickable ball. `number` is what goes into bettingNumbers; `name` is what players see. */
export interface Ball {
  name: string;
  number: string;
}

/** A group of balls sharing one rule item, i.e. one set of odds. */
export interface RuleGroup {
  name: string;
  ruleItemId: number;
  ruleItemCode: string;
  ruleItemRate: number;
  balls: Ball[];
}

/** One prize tier of a keno (hp8) play: a combination with `hits` drawn numbers pays `rate`. */
export interface PrizeTier {
  hits: number;
  rate: number;
}

export interface Rule {
  id: number;
  name: string;
  code: string;
  remark: string;
  /** Smallest stake per bet, cents. */
  minBetting: number;
  /** Largest stake per bet, cents. */
  maxBetting: number;
  /** Headline odds shown in tabs: the best odds of the rule. */
  rate: number;
  balls: RuleGroup[];
  /** hp8 any-k plays: every paying tier, best first (spec §3 "HP8 uses rateList"). */
  rateList?: PrizeTier[];
}

/** Picked ball numbers per group of a rule, in the group's ball order. */
export type Selection = readonly (readonly string[])[];

/** Round status of spec §4: 0 open, 1 closed, 2 drawing, 3 awaiting result, 4 waiting for next open. */
export type RoundStatus = 0 | 1 | 2 | 3 | 4;

/** A bet of the player in the current round, as listed with the selling info. */
export interface RoundOrder {
  id: number;
  /** Stable ids of the rule and the rule item (group) bet on, to look them up in the rules. */
  ruleId: number;
  ruleItemId: number;
  ruleName: string;
  ruleItemName: string;
  bettingNumbers: string;
  bettingTotal: number;
  status: number;
}

export interface SellingInfo {
  currentNo: string;
  status: RoundStatus;
  /** When the next round opens, 'YYYY-MM-DD HH:mm:ss'. */
  openTime: string;
  /** Seconds before resultTime at which betting closes (the close threshold). */
  closeTime: number;
  resultTime: string;
  /** Server clock, 'YYYY-MM-DD HH:mm:ss'. */
  currentTime: string;
  orderList: RoundOrder[];
  /** SHA-256 (hex) of the round's secret seed, published before betting closes (docs/provably-fair.md). */
  seedHash?: string;
}

/**
 * The anti-arbitrage "13/14 rule" of pc28 rooms, for big/small/odd/even and combo bets that win
 * on a sum of 13 or 14: `refund` pays back only the stake of every such combo and of such
 * two-sides items staked at least `thresholdCents`; `reduced` pays them at `odds` instead;
 * `off` pays them normally. Losing bets lose in every mode.
 */
export type Rule1314 =
  | { mode: 'off' }
  | { mode: 'refund'; thresholdCents: number }
  | { mode: 'reduced'; odds: number };

export interface Room {
  id: number;
  name: string;
  typeId: number;
  typeCode: string;
  /** Smallest stake, cents. */
  minLimitBetting: number;
  /** Largest single order, cents. */
  maxBettingSingle: number;
  /** Largest total a player may stake in one round of this room, cents. */
  maxBettingSinglePeriod: number;
}

export interface Pc28Room extends Room {
  rule1314: Rule1314;
}

/** A draw as the prize-history call sends it: comma lists. */
export interface RawPrizeRecord {
  prizeNo: string;
  lotteryId: number;
  lotteryType: GameType;
  /** '1,2,3' */
  prizeResult: string;
  /** 'a,b' */
  prizeRemark: string;
  resultTime: string;
  /** The round's seed (hex), revealed with the result; sha256(seed) is `seedHash`. */
  seed?: string;
  /** SHA-256 (hex) of the seed, as published while the round was open. */
  seedHash?: string;
}

export interface PrizeRecord extends RawPrizeRecord {
  resultList: number[];
  remarkList: string[];
  /** Sum of the first three numbers for k3 and pc28; null for other games or an empty result. */
  prizeTotal: number | null;
}

export interface OrderDTO {
  lotteryId: number;
  prizeNo: string;
  bettingCount: number;
  /** Stake per bet, cents. */
  bettingAmount: number;
  bettingTimes: 1;
  /** bettingCount × bettingAmount × bettingTimes, cents. */
  bettingTotal: number;
  roomId?: number;
}

export interface OrderItemDTO {
  lotteryId: number;
  ruleId: number;
  ruleName: string;
  ruleItemId: number;
  /** Ball numbers: ',' between balls, '|' between groups of a multi-group play. */
  bettingNumbers: string;
  /** The same with ball names, for display. */
  betNumbers: string;
  bettingCount: number;
  bettingAmount: number;
  bettingTimes: 1;
  bettingTotal: number;
}

export interface OrderRequest {
  orderDTO: OrderDTO;
  orderItemDTOList: OrderItemDTO[];
}

export interface Pc28Order {
  bettingAmount: number;
  bettingCount: number;
  bettingTotal: number;
  lotteryId: number;
  prizeNo: string;
  roomId: number;
  ruleId: number;
  ruleItemId: number;
}

/** What settlement needs of a placed item; pc28 orders carry no bettingNumbers (their rule item has one ball). */
export interface SettlableItem {
  ruleItemId: number;
  bettingNumbers?: string;
  bettingAmount: number;
  bettingTotal: number;
}

export interface Settlement {
  outcome: 'win' | 'lose' | 'refund';
  payoutCents: number;
}

/** A lottery as the home page, the hall and the footer list it (home index, game list). */
export interface LotteryCard {
  id: number;
  code: string;
  type: GameType;
  name: string;
  /** Its timetable in words. */
  remark: string;
  /** 1 on sale, 0 taken off. */
  status: number;
}
