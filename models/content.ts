import type { Notice } from './entities';
import type { LotteryCard, RawPrizeRecord } from './games/types';
import type { Language } from './language';

/**
 * Server content of home, /message and /activity (spec §2 "Home", "Activities, messages, chat",
 * §3, §4): personal messages, activities (promotions), banners, the winners feed, the home index
 * and the customer-service configuration. Paths are `ContentPath` in api-paths.ts; the server's
 * decisions are in docs/api.md "Content".
 *
 * **Languages.** Every call answers its texts in the request's `locale` header (zh-CN, en-US,
 * vi-VN, ja-JP; any tag is matched as `matchLanguage` does). Operators post each item in one or
 * more languages; an item missing the asked language falls back to zh-CN, then to the first of
 * en-US, vi-VN, ja-JP it has. `lang` says which language an item's texts are actually in (for the
 * `lang` attribute of what shows it). A request without `locale` (or with an unknown one) is zh-CN.
 *
 * **HTML.** `content` of notices and messages, `activeRemark` of activities, and every other HTML
 * text (rule introductions, VIP, agent, withdraw and recharge texts) are operator-authored and
 * stored and answered exactly as posted — the server never sanitizes them. The client is the
 * sanitizing boundary: render them only through the one DOMPurify component.
 *
 * **Images and videos** (`activeIconPc`, `imageUrl`, `image`, `videoUrl`) are absolute paths on the
 * server's origin (`/media/…`, drawn by us as SVG) or absolute URLs an operator gave.
 *
 * Amounts are integers in cents; times are server time 'YYYY-MM-DD HH:mm:ss'.
 */

/** The request header whose language content is answered in (spec §7 sends it on every call). */
export const LOCALE_HEADER = 'locale';

/**
 * A notice as the content calls answer it: Notice of spec §3 plus the language of its texts.
 * `status` of a notice is always 0 (the client keeps the read state of notices, spec §4).
 */
export interface LocalizedNotice extends Notice {
  lang: Language;
}

// ---------------------------------------------------------------------------------------------
// Personal messages (/user/v1, protected)

/**
 * A personal message (spec §3 "Notice/message"): sent by an operator to one player or to all
 * players; read state is per player.
 */
export interface PersonalMessage {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  /** Server time 'YYYY-MM-DD HH:mm:ss' the message was sent. */
  createTime: string;
  /** 0 unread, 1 read — for the calling player. */
  status: 0 | 1;
  lang: Language;
  /**
   * A gift attached by the operator, in cents; 0 for none. Claimed with `messageCoin/{id}`
   * (ledger type 10, activity gift), once per player.
   */
  coin: number;
  /** True once this player claimed the gift (always false when `coin` is 0). */
  coinClaimed: boolean;
}

/** GET /user/v1/message?pageIndex=&pageSize= (both optional: 1 and 50, at most 100). Newest first. */
export interface MessageListQuery {
  pageIndex?: number;
  pageSize?: number;
}

export interface MessageList {
  list: PersonalMessage[];
  /** Messages of the player in all. */
  total: number;
  /** Unread messages of the player in all (spec §3 "Unread count: readCount") — the badge. */
  readCount: number;
}

/**
 * GET /user/v1/readMessage/{id} (POST also accepted): marks the caller's message read (status 0 → 1;
 * reading again changes nothing). Another player's message, or none by that id: code 1
 * ('消息不存在'), nothing changes.
 */
export interface ReadMessageAnswer {
  id: number;
  status: 1;
  /** The caller's unread count after this read. */
  readCount: number;
}

/**
 * GET /user/v1/messageCoin/{id} (POST also accepted): claims the gift of the caller's message
 * (`coin` cents, ledger type 10 "activity gift", reference `message:<id>`) and marks it read.
 * Once per player and message: a repeat answers the same claim and credits nothing. Refusals
 * (code 1, nothing changes): no such message of the caller ('消息不存在'); a message without a
 * gift ('该消息没有奖励'). 2002 when the ledger refuses (balance bound).
 */
export interface MessageCoinAnswer {
  id: number;
  /** The gift credited, cents. */
  coin: number;
  coinClaimed: true;
  /** The caller's balance after the claim, cents. */
  balance: number;
  readCount: number;
}

// ---------------------------------------------------------------------------------------------
// Activities and banners (/active/v1/pc, readable without login)

/** Body of getActiveList and getCarousel. One platform (1); the field is accepted and ignored. */
export interface PlatformRequest {
  platformId: number;
}

/** A promotion (spec §3 "Activity"). POST /active/v1/pc/getActiveList → Activity[], in display order. */
export interface Activity {
  id: number;
  activeName: string;
  /** Icon / picture of the list item (image URL). */
  activeIconPc: string;
  /** One-line summary shown under the name (plain text). */
  note: string;
  /** The detail (HTML), shown when the item is expanded. */
  activeRemark: string;
  /** Server time it was posted. */
  createTime: string;
  lang: Language;
}

/** Banner types of spec §3: 1 opens the promotions (/activity), 3 plays a video. */
export type BannerType = 1 | 3;

/** A home banner slide (spec §3 "Banner"). POST /active/v1/pc/getCarousel → Banner[], in display order. */
export interface Banner {
  id: number;
  type: BannerType;
  /** The slide's picture (image URL; wide, 1200 × 400 for ours). */
  activeIconPc: string;
  /** Plain-text title of the slide (its alternative text). */
  title: string;
  /** Type 3: the video to play (URL); '' for type 1. */
  videoUrl: string;
  /** Type 1: the activity to open on /activity (expanded), or null for the list. Null for type 3. */
  activityId: number | null;
  lang: Language;
}

// ---------------------------------------------------------------------------------------------
// Home

/**
 * One entry of the winners feed: a REAL settled winning bet (order status 2), newest first, at
 * most 20. `account` is masked: the first two and last two characters around '***'
 * (`demo001` → `de***01`).
 */
export interface Winner {
  account: string;
  /** What was won, in the request's language, e.g. 'won in Jiangsu Fast 3'. Plain text. */
  content: string;
  /** What the bet paid, cents (spec §9: the client divides by 100). */
  amount: number;
  /** The lottery's picture (image URL). */
  imageUrl: string;
  lotteryId: number;
  /** Server time of the draw that settled it. */
  createTime: string;
}

/** A lottery card as the content calls answer it: name and remark in the request's language, and its picture. */
export interface LocalizedLotteryCard extends LotteryCard {
  /** The lottery's picture (image URL, square SVG). */
  image: string;
}

/**
 * GET /index/v1/pc/index (and its alias GET /index/v1//index, spec §7 "another index call").
 * The prize carousel of home (groups of 3 every 5 s) shows `prizeRecordList`: the latest draw of
 * every lottery; there is no separate prize-carousel call.
 */
export interface HomeIndex {
  /** Every lottery on sale, names and remarks in the request's language. */
  lotteryList: LocalizedLotteryCard[];
  /** The latest draw of every lottery (as POST /lotteryPrize/v1/pc/index). */
  prizeRecordList: RawPrizeRecord[];
  /** The winners feed (as GET /index/v1/pc/winnerList). */
  winnerList: Winner[];
}

// ---------------------------------------------------------------------------------------------
// Customer service

/** POST /basic/v1/getCustomerConfig (readable without login). userId 0 or absent for visitors. */
export interface CustomerConfigRequest {
  platformId: number;
  userId?: number;
}

/** A quick question of the chat (contentType 4 sends `question` with this id). */
export interface CustomerQuestion {
  id: number;
  question: string;
  /** The short tag shown in the chat. */
  keyword: string;
}

/**
 * One customer-service configuration; the call answers a list and the client keeps the first
 * (spec §3 "Customer info").
 */
export interface CustomerConfig {
  /** Welcome text of the chat (HTML). */
  content: string;
  /** Name of the service shown in the chat header. */
  serviceName: string;
  questionList: CustomerQuestion[];
  /**
   * The chat page with `service_id`, and `{username}` / `{tel}` placeholders the client replaces
   * (URL-encoded) with the account name and phone, or '' for visitors.
   */
  customerUrl: string;
  /** The caller's address as the server sees it. */
  clientIp: string;
}

/** The mask of a winner's account name: first two, '***', last two (shorter names keep less). */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
