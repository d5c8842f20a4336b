import type { GameType } from './games/types';

/**
 * Paths of the API contract (spec §7), relative to the API base (default `/api`).
 * Client and reference server both use these, so a path lives in one place.
 */
export const ApiPath = {
  domainInfo: '/app/resource/getDomainInfo',
  /** The list of API lines (bases) the client may switch between (spec §7 "address list"). */
  lineList: '/app/resource/lineList',
  login: '/basic/v1/login',
  register: '/basic/v1/register',
  refresh: '/basic/v1/refresh',
  notice: '/basic/v1/notice',
  userInfo: '/user/v1/info',
  logout: '/user/v1/logout',
} as const;

export type ApiPathName = keyof typeof ApiPath;


/**
 * Per-game paths (spec §7): each game type has its own prefix, pc28 ("lottery28") its room calls.
 * Every call is POST with a JSON body, except that pk10 and ssc rules are also served on GET.
 */
const GAME_PREFIX: Record<GameType, string> = {
  k3: '/k3/v1',
  pk10: '/pk10/v1',
  ssc: '/cqssc/v1',
  hp8: '/hp8/v1',
  pc28: '/lottery28/v1',
};

export const gamePath = {
  /** Rules of a lottery (pc28: `roomRule`, by room). Body `{ lotteryId }` (pc28 adds `roomId`). */
  rule: (game: GameType) => `${GAME_PREFIX[game]}/${game === 'pc28' ? 'roomRule' : 'rule'}`,
  /** Body `{ lotteryId }` (pc28 adds `roomId`) → SellingInfo. */
  sellingInfo: (game: GameType) => `${GAME_PREFIX[game]}/currentSellingInfo`,
  /** Body OrderRequest (pc28: Pc28Order) → `{ id }`. */
  order: (game: GameType) => `${GAME_PREFIX[game]}/order`,
} as const;

export const Pc28Path = {
  /** `{ lotteryId }` → Room[]. */
  roomList: '/lottery28/v1/roomList',
  /** `{ lotteryId, pageIndex, pageSize }` → `{ list: RawPrizeRecord[], total }`. */
  historyRecord: '/lottery28/v1/historyRecord',
  /** `{ orderId }` → order detail. */
  orderDetail: '/lottery28/v1/orderDetail',
  /** `{ lotteryId, roomId }` → `{ ipAddr, jwt }` for the follow-bet room. */
  accessRoom: '/lottery28/v1/accessRoom',
} as const;

export const LotteryPath = {
  /** GET → `{ lotteryList, prizeRecordList }` for home and the footer. */
  homeIndex: '/index/v1/pc/index',
  /** GET → the game list: `{ id, code, name, remark, status }[]`. */
  gameList: '/lottery/v1/gameList',
  /** `{}` → the latest draw of every lottery. */
  latestPrizes: '/lotteryPrize/v1/pc/index',
  /** `{ lotteryId, pageIndex, pageSize }` → `{ list: RawPrizeRecord[], total }`. */
  prizeList: '/lotteryPrize/v1/pc/list',
  /** `{ lotteryId }` → `{ content }` (HTML). */
  ruleIntroduce: '/lottery/v1/ruleIntroduce',
  /** `{ pageIndex, pageSize, status, startDate, endDate, lotteryId? }` → `{ list, total }`. */
  orderList: '/lotteryOrder/v1/orderList',
  /** `{ orderId }` → one order with its items. */
  orderDetail: '/lotteryOrder/v1/orderDetail',
  /** `{ orderId }` → cancels a pending order of an open round. */
  orderCancel: '/lotteryOrder/v1/orderCancel',
} as const;
