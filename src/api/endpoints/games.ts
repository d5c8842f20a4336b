import { gamePath, LotteryPath, Pc28Path } from '../../../models/api-paths';
import type { BetOrderRow, BetRecordQuery, Paged } from '../../../models/bet-records';
import type { GameType, LotteryCard, OrderRequest, Pc28Order, RawPrizeRecord, Room, Rule, SellingInfo } from '../../../models/games';
import type { TrendChart, TrendCount } from '../../../models/games/trend';
import type { ApiClient, RequestOptions } from '../client';

/**
 * Typed calls of the games (spec §7). Orders and cancels take the idempotency key of the
 * player's action, so a retried confirm can never debit twice.
 */

export function rules(api: ApiClient, game: GameType, lotteryId: number, roomId?: number, opts: RequestOptions = {}): Promise<Rule[]> {
  return api.post<Rule[]>(gamePath.rule(game), { lotteryId, ...(roomId === undefined ? {} : { roomId }) }, opts);
}

export function sellingInfo(api: ApiClient, game: GameType, lotteryId: number, roomId?: number, opts: RequestOptions = {}): Promise<SellingInfo> {
  return api.post<SellingInfo>(gamePath.sellingInfo(game), { lotteryId, ...(roomId === undefined ? {} : { roomId }) }, opts);
}

export function placeOrder(api: ApiClient, game: GameType, order: OrderRequest | Pc28Order, key: string, opts: RequestOptions = {}): Promise<{ id: number }> {
  return api.post<{ id: number }>(gamePath.order(game), order, { ...opts, idempotencyKey: key });
}

export function roomList(api: ApiClient, lotteryId: number, opts: RequestOptions = {}): Promise<Room[]> {
  return api.post<Room[]>(Pc28Path.roomList, { lotteryId }, opts);
}

/**
 * The follow-bet room's socket address and token (`ipAddr` '' = this site's socket base): a pc28
 * room (1–3) at the spec's /lottery28/v1/accessRoom, every other room — pc28's "all" and the one
 * room of the other lotteries, roomId 0 — at /lottery/v1/accessRoom (docs/api.md).
 */
export function accessRoom(api: ApiClient, lotteryId: number, roomId: number, opts: RequestOptions = {}): Promise<{ ipAddr: string; jwt: string }> {
  return api.post<{ ipAddr: string; jwt: string }>(roomId > 0 ? Pc28Path.accessRoom : LotteryPath.accessRoom, { lotteryId, roomId }, opts);
}

export function prizeList(api: ApiClient, lotteryId: number, pageIndex: number, pageSize: number, opts: RequestOptions = {}): Promise<Paged<RawPrizeRecord>> {
  return api.post<Paged<RawPrizeRecord>>(LotteryPath.prizeList, { lotteryId, pageIndex, pageSize }, opts);
}

/** A lottery's trend chart of its last `count` draws (issue 20 §1; computed and cached by the server). */
export function trendChart(api: ApiClient, lotteryId: number, count: TrendCount, opts: RequestOptions = {}): Promise<TrendChart> {
  return api.post<TrendChart>(LotteryPath.trend, { lotteryId, count }, opts);
}

export function latestPrizes(api: ApiClient, opts: RequestOptions = {}): Promise<RawPrizeRecord[]> {
  return api.post<RawPrizeRecord[]>(LotteryPath.latestPrizes, {}, opts);
}

export type { LotteryCard };

export interface HomeIndex {
  lotteryList: LotteryCard[];
  prizeRecordList: RawPrizeRecord[];
}

export function homeIndex(api: ApiClient, opts: RequestOptions = {}): Promise<HomeIndex> {
  return api.get<HomeIndex>(LotteryPath.homeIndex, undefined, opts);
}

export function gameList(api: ApiClient, opts: RequestOptions = {}): Promise<LotteryCard[]> {
  return api.get<LotteryCard[]>(LotteryPath.gameList, undefined, opts);
}

export function ruleIntroduce(api: ApiClient, lotteryId: number, opts: RequestOptions = {}): Promise<{ content: string }> {
  return api.post<{ content: string }>(LotteryPath.ruleIntroduce, { lotteryId }, opts);
}

export function orderList(api: ApiClient, query: BetRecordQuery, opts: RequestOptions = {}): Promise<Paged<BetOrderRow>> {
  return api.post<Paged<BetOrderRow>>(LotteryPath.orderList, query, opts);
}

export function orderCancel(api: ApiClient, orderId: number, key: string, opts: RequestOptions = {}): Promise<void> {
  return api.post<unknown>(LotteryPath.orderCancel, { orderId }, { ...opts, idempotencyKey: key }).then(() => undefined);
}
