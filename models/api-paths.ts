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
  /** POST ForgotPasswordRequest → ForgotPasswordAnswer (password-reset.ts): a code to the bound e-mail. */
  forgotPassword: '/basic/v1/forgotPassword',
  /** POST ResetPasswordRequest → null: the new login password; every session of the account ends. */
  resetPassword: '/basic/v1/resetPassword',
  /** GET `?platformId=` → LocalizedNotice[] (content.ts), newest first, in the request's locale. */
  notice: '/basic/v1/notice',
  userInfo: '/user/v1/info',
  logout: '/user/v1/logout',
} as const;

export type ApiPathName = keyof typeof ApiPath;

/**
 * The account area (spec §2, §7), relative to the API base; types in account.ts. All protected
 * (token); every POST honours Idempotency-Key.
 */
export const AccountPath = {
  /** POST `{}` → WithdrawInfo. */
  withdrawInfo: '/withdraw/v1/index',
  /** POST `{}` → UserBank[] (at most one). */
  userBankList: '/withdraw/v1/userBankList',
  /** GET → Bank[]. */
  bankList: '/withdraw/v1/bankList',
  /** POST WithdrawRequest → WithdrawAnswer. */
  addWithdraw: '/withdraw/v1/addWithdraw',
  /** POST HistoryQuery → Paged<WithdrawalRecord>: the caller's withdrawals, newest first. */
  withdrawList: '/withdraw/v1/list',
  /** POST BindBankRequest → UserBank. */
  addUserBank: '/withdraw/v1/addUserBank',
  /** POST SendEmailRequest → SendEmailAnswer. */
  sendEmail: '/email/v1/sendEmail',
  /** POST BindEmailRequest → null. */
  bindEmail: '/email/v1/bindEmail',
  /** POST `{}` → RechargeConfig. */
  rechargeConfig: '/recharge/v1/getRechargeConfig',
  /** POST `{}` → VipConfig. */
  vipConfigList: '/vip/v1/vipConfigList',
  /** POST UserUpdateRequest → User. */
  userUpdate: '/user/v1/update',
  /** POST PasswordChangeRequest → null; every session of the account ends. */
  updatePassword: '/user/v1/updatePassword',
  /** POST PasswordChangeRequest → null. */
  updateWithdrawPassword: '/user/v1/updateWithdrawPassword',
  /** GET → AgentContent. */
  agentContent: '/user/v1/agentContent',
  /** GET → AgentShare. */
  agentShare: '/user/v1/agentShare',
  /** POST AgentReportQuery → AgentReport. */
  agentReport: '/user/v1/agentReport',
  /** POST FundRecordQuery → Paged<FundRecord>. */
  detailsList: '/details/v1/list',
  /** GET → FundTypeEntry[]. */
  detailsType: '/details/v1/type',
} as const;

/**
 * Payment calls, relative to the PAY base (runtime config `payBase`; the reference server serves
 * them under `/payment`). Protected by the same token as the API.
 */
export const PayPath = {
  /** POST PayListRequest → PayListAnswer. */
  payList: '/pay/payList',
  /** POST DepositRequest → DepositAnswer. */
  pay: '/pay/pay',
  /** POST `{ orderId }` → DepositOrder (the caller's). */
  order: '/pay/order',
  /** POST HistoryQuery → Paged<DepositOrder>: the caller's deposit orders, newest first. */
  orders: '/pay/orders',
  /** POST SubmitTxIdRequest → DepositOrder (USDT: the blockchain transaction id). */
  submitTxId: '/pay/submitTxId',
  /** GET: the sandbox cashier page of an order (HTML, server only; payUrl points here). */
  cashier: '/pay/cashier',
} as const;


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
  /** GET → HomeIndex (content.ts): `{ lotteryList, prizeRecordList, winnerList }` for home and the footer. */
  homeIndex: '/index/v1/pc/index',
  /** GET → the game list: LocalizedLotteryCard[] (content.ts), names and remarks in the request's locale. */
  gameList: '/lottery/v1/gameList',
  /** `{}` → the latest draw of every lottery. */
  latestPrizes: '/lotteryPrize/v1/pc/index',
  /** `{ lotteryId, pageIndex, pageSize }` → `{ list: RawPrizeRecord[], total }`. */
  prizeList: '/lotteryPrize/v1/pc/list',
  /** `{ lotteryId, count }` (30, 50, 100 or 200) → TrendChart (models/games/trend.ts) of the last `count` draws. */
  trend: '/lotteryPrize/v1/trend',
  /** `{ lotteryId }` → `{ content }` (HTML, in the request's locale). */
  ruleIntroduce: '/lottery/v1/ruleIntroduce',
  /** `{ lotteryId, roomId? }` → `{ ipAddr, jwt }` for the follow-bet room of any lottery (pc28: rooms 1–3, or 0 for every room). */
  accessRoom: '/lottery/v1/accessRoom',
  /** `{ pageIndex, pageSize, status, startDate, endDate, lotteryId? }` → `{ list, total }`. */
  orderList: '/lotteryOrder/v1/orderList',
  /** `{ orderId }` → one order with its items. */
  orderDetail: '/lotteryOrder/v1/orderDetail',
  /** `{ orderId }` → cancels a pending order of an open round. */
  orderCancel: '/lotteryOrder/v1/orderCancel',
} as const;

/**
 * Content of home, /message and /activity (spec §2, §7), relative to the API base; types in
 * content.ts, decisions in docs/api.md "Content". Texts come in the request's `locale` (zh-CN
 * fallback). The notice list stays `ApiPath.notice` (GET, `?platformId=`, → LocalizedNotice[]).
 */
export const ContentPath = {
  /** GET `?pageIndex=&pageSize=` → MessageList. Protected. */
  messageList: '/user/v1/message',
  /** GET (or POST) → ReadMessageAnswer. Protected; only the caller's own messages. */
  readMessage: (id: number) => `/user/v1/readMessage/${id}`,
  /** GET (or POST) → MessageCoinAnswer: claims the message's gift. Protected; only the caller's own messages. */
  messageCoin: (id: number) => `/user/v1/messageCoin/${id}`,
  /** POST PlatformRequest → Activity[]. */
  activeList: '/active/v1/pc/getActiveList',
  /** POST PlatformRequest → Banner[]. */
  carousel: '/active/v1/pc/getCarousel',
  /** GET → Winner[] (at most 20, newest first). */
  winnerList: '/index/v1/pc/winnerList',
  /** GET → HomeIndex; the same as LotteryPath.homeIndex (spec §7 "another index call"). */
  homeIndexAlias: '/index/v1//index',
  /** POST CustomerConfigRequest → CustomerConfig[] (the client keeps the first). */
  customerConfig: '/basic/v1/getCustomerConfig',
} as const;

/** Where the server serves the pictures (and the demo video) of its content: `/media/<file>` on its origin. */
export const MEDIA_PREFIX = '/media';
