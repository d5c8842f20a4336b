import type { CallbackActorLogic, PromiseActorLogic } from 'xstate';
import type { AgentReportRow, VipConfig } from '../../models/account';
import type { BetOrderRow, BetRecordQuery, Paged } from '../../models/bet-records';
import type { DomainConfig, Notice, TokenPair, User } from '../../models/entities';
import type { Room, Rule } from '../../models/games';
import type { Language } from '../../models/language';
import type { ForgotPasswordAnswer, ResetPasswordRequest } from '../../models/password-reset';
import type { PersonalInfoValues } from '../../models/validation';
import type { AgentRecordFilter } from '../account/agent-records.machine';
import type { AgentSharePage } from '../account/agent-share.machine';
import type { CatalogData } from '../games/catalog.machine';
import type { ContentCalls, ContentEffects } from '../content/content-services';
import type { ChatUploadAnswer, ChatUploadInput, CustomerChatSetup } from '../chat/customer-chat.machine';
import type { RoomAccess, RoomAccessRequest, RoomSocketCommand, RoomSocketEvent } from '../games/follow/room-socket';
import type { MoneyCalls, MoneyEffects } from '../account/money-pages';
import type { PageQuery } from './paged-list.machine';
import type { PasswordChangeCall } from '../account/password-change.machine';
import type { PrizePage } from '../games/prize-pager.machine';
import type { PomeloSocketLogic } from '../chat/realtime-connection.machine';
import type { FetchedSellingInfo, RoundEvent, RoundInput } from '../games/round.machine';
import type { RuleIntroInput } from '../games/rule-intro.machine';
import type { RegisterForm } from '../session/session-forms';
import type { PlaceOrderInput, SlipInput } from '../games/slip.machine';
import type { ReloginReason } from './events';

/**
 * Everything the client's machines do outside themselves, in one place: the server calls (as
 * actor logic) and the page effects (as functions). The app injects the real ones
 * (src/app/services.ts); tests inject fakes. `provideApp` hands each to the machine that names it,
 * however deep in the tree — the `machine.provide` pattern applied once at the root.
 */
export interface AppCalls extends MoneyCalls, ContentCalls {
  login: PromiseActorLogic<TokenPair, { account: string; password: string }>;
  register: PromiseActorLogic<TokenPair, RegisterForm>;
  refresh: PromiseActorLogic<TokenPair, { secretToken: string }>;
  /** A code to the account's bound e-mail for a forgotten password (the masked address, '' when none). */
  requestResetCode: PromiseActorLogic<ForgotPasswordAnswer, { account: string }>;
  /** The new login password with that code; every session of the account ends. */
  resetPassword: PromiseActorLogic<void, ResetPasswordRequest>;
  logout: PromiseActorLogic<void, { token: string }>;
  fetchUser: PromiseActorLogic<User, { token: string }>;
  fetchDomainInfo: PromiseActorLogic<DomainConfig, void>;
  fetchCatalog: PromiseActorLogic<CatalogData, void>;
  fetchNotices: PromiseActorLogic<Notice[], void>;
  fetchRooms: PromiseActorLogic<Room[], { lotteryId: number }>;
  fetchSellingInfo: PromiseActorLogic<FetchedSellingInfo, RoundInput>;
  /** Sends `round.tick {now}` every `intervalMs` and when the page becomes visible again. */
  ticker: CallbackActorLogic<RoundEvent, { intervalMs: number }>;
  fetchRules: PromiseActorLogic<Rule[], SlipInput>;
  placeOrder: PromiseActorLogic<{ orderId: number }, PlaceOrderInput>;
  /** The follow-bet room's socket address and short-lived token (`/lottery28/v1/accessRoom`). */
  accessRoom: PromiseActorLogic<RoomAccess, RoomAccessRequest>;
  /** Opens the room's socket with that token and reports on it (src/realtime/room-socket.ts). */
  openRoomSocket: CallbackActorLogic<RoomSocketCommand, RoomAccess, RoomSocketEvent>;
  fetchPrizePage: PromiseActorLogic<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>;
  fetchRuleIntro: PromiseActorLogic<string, RuleIntroInput>;
  fetchBetRecords: PromiseActorLogic<Paged<BetOrderRow>, BetRecordQuery>;
  cancelOrder: PromiseActorLogic<void, { orderId: number }>;
  /** The personal info (name, cardNo, mobile); answers the updated user. */
  updateProfile: PromiseActorLogic<User, PersonalInfoValues>;
  updateAvatar: PromiseActorLogic<User, { avatar: string }>;
  /** The login or the withdrawal password, by `kind`. */
  changePassword: PromiseActorLogic<void, PasswordChangeCall>;
  fetchVipConfig: PromiseActorLogic<VipConfig, void>;
  /** The share data and the agent content together. */
  fetchAgentShare: PromiseActorLogic<AgentSharePage, void>;
  /** A page of the agent report (sub-accounts in the date range) and the total count. */
  fetchAgentReport: PromiseActorLogic<Paged<AgentReportRow>, PageQuery<AgentRecordFilter, Record<never, never>>>;
  /** Not the server: the clipboard (with the browser's fallback); rejects when nothing was copied. */
  copyText: PromiseActorLogic<void, { text: string }>;
  /** The customer-service chat's first configuration, with the platform and the site's host. */
  fetchCustomerConfig: PromiseActorLogic<CustomerChatSetup, void>;
  /** POST {chatBase}/upload: a chat image or video; answers its file code. */
  uploadChatFile: PromiseActorLogic<ChatUploadAnswer, ChatUploadInput>;
  /** A Pomelo WebSocket with the codec (src/realtime/pomelo-socket.ts), for realtime connections. */
  openPomeloSocket: PomeloSocketLogic;
}

export interface AppEffects extends MoneyEffects, ContentEffects {
  /** Goes to a page inside the app without a page load (the router's navigate). */
  navigate(to: string): void;
  reloadPage(): void;
  /**
   * Leaves for /home with a full page load, dropping every in-memory state; the new page opens
   * the login and says why (`?relogin=`, read into AppInput.relogin).
   */
  loadRelogin(reason: ReloginReason): void;
  persistTokens(tokens: { token: string; secretToken: string; remember: boolean }): void;
  forgetTokens(): void;
  rememberAccount(remembered: { account: string; remember: boolean }): void;
  storeLanguage(language: Language): void;
  storePopupDate(date: string): void;
  logDomainFailure(error: unknown): void;
  /** False under the player's reduced-motion preference. */
  motionAllowed(): boolean;
  /** Keeps the chat's visitor id in client storage (spec §3 "Client storage"). */
  storeChatVisitorId(visitorId: string): void;
}

