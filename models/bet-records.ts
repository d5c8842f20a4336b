import type { GameType, RawPrizeRecord } from './games/types';

/** Bet order status (spec §4): 0 pending, 1 not won, 2 won, 3 cancelled. */
export type BetOrderStatus = 0 | 1 | 2 | 3;

/** The bet-record filter (spec §9 "Prize status filter"): null is all. */
export const BET_STATUS_FILTERS: readonly (BetOrderStatus | null)[] = [null, 0, 1, 2, 3];

/** One item of an order (spec §3 orderItemVOList). Amounts in cents. */
export interface BetOrderItem {
  ruleName: string;
  ruleItemName: string;
  ruleItemCode: string;
  bettingNumbers: string;
  /** Names of the picked balls, for display. */
  betNumbers: string;
  bettingCount: number;
  /** Stake per bet. */
  amount: number;
  bettingTotal: number;
  /** Paid out on this item (0 until settled or when lost). */
  winAmount: number;
  status: BetOrderStatus;
}

/** One row of the bet records (spec §3 "Bet order row"). Amounts in cents. */
export interface BetOrderRow {
  id: number;
  lotteryId: number;
  lotteryName: string;
  lotteryType: GameType;
  prizeNo: string;
  roomId: number | null;
  bettingTotal: number;
  /** Total paid out (0 unless won or refunded). */
  amount: number;
  status: BetOrderStatus;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  bettingTime: string;
  /** The draw, once there is one: comma lists as in prize records. */
  prizeResult: RawPrizeRecord['prizeResult'];
  prizeRemark: RawPrizeRecord['prizeRemark'];
  orderItemVOList: BetOrderItem[];
}

export interface BetRecordQuery {
  pageIndex: number;
  pageSize: number;
  status: BetOrderStatus | null;
  /** yyyy-MM-dd. */
  startDate: string;
  endDate: string;
  lotteryId?: number;
}

/** A page of any list the API pages (bet records, prize history, fund records). */
export interface Paged<T> {
  list: T[];
  total: number;
}
