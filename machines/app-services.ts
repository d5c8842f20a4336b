import { fromPromise, type CallbackActorLogic, type PromiseActorLogic } from 'xstate';
import type { AgentReportRow, VipConfig } from '../models/account';
import type { BetOrderRow, BetRecordQuery, Paged } from '../models/bet-records';
import type { DomainConfig, Notice, TokenPair, User } from '../models/entities';
import type { Room, Rule } from '../models/games';
import type { Language } from '../models/language';
import type { ForgotPasswordAnswer, ResetPasswordRequest } from '../models/password-reset';
import type { PersonalInfoValues } from '../models/validation';
import type * as AccountAreaChunk from './account-area';
import type { AccountArea } from './account-area';
import type * as GameChunk from './game-area';
import type { GameArea } from './game-area';
import { lazyLogic } from './lazy-logic';
import type { MessagesMachine } from './messages.machine';
import type { AgentRecordFilter } from './agent-records.machine';
import type { RoomAccess, RoomAccessRequest, RoomSocketCommand, RoomSocketEvent } from './follow/room-socket';
import type { AgentSharePage } from './agent-share.machine';
import type * as ChatChunk from './chat/chat-area';
import type { CustomerChatArea } from './chat/chat-area';
import type { ChatUploadAnswer, ChatUploadInput, CustomerChatSetup } from './customer-chat.machine';
import type { PomeloSocketLogic } from './realtime-connection.machine';
import { appMachine, appSessionMachine, type ReloginReason } from './app.machine';
import { bettingMachine } from './betting.machine';
import { bootstrapMachine } from './bootstrap.machine';
import { catalogMachine, type CatalogData } from './catalog.machine';
import { provideContent, type ContentCalls, type ContentEffects } from './content-services';
import { languageMachine } from './language.machine';
import type { PasswordResetMachine } from './password-reset.machine';
import type { MoneyCalls, MoneyEffects } from './money-pages';
import type { PageQuery } from './paged-list.machine';
import type { PasswordChangeCall } from './password-change.machine';
import { prizePagerMachine, type PrizePage } from './prize-pager.machine';
import type { FetchedSellingInfo, RoundEvent, RoundInput } from './round.machine';
import type { RuleIntroInput } from './rule-intro.machine';
import type { RegisterForm } from './session-forms';
import type { PlaceOrderInput, SlipInput } from './slip.machine';

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

export interface AppServices {
  calls: AppCalls;
  effects: AppEffects;
  /** The parts of the system that load on demand, each its own chunk. */
  chunks: AppChunks;
}

export interface AppChunks {
  accountArea(): Promise<typeof AccountAreaChunk>;
  game(): Promise<typeof GameChunk>;
  chat(): Promise<typeof ChatChunk>;
}

/** The app machine with every call and effect in place. */
export function provideApp({ calls, effects, chunks }: AppServices) {
  // This app's account area, loaded after the first paint (machines/lazy-logic.ts).
  const accountArea = lazyLogic<AccountArea>('account area');
  // The game and its parts, loaded the first time a player may play.
  const gameArea = lazyLogic<GameArea>('game');
  // The customer-service chat, loaded the first time its page shows.
  const chatArea = lazyLogic<CustomerChatArea>('customer chat');
  const messages = lazyLogic<MessagesMachine>('messages');
  // The forgotten-password flow, loaded the first time the dialog shows its form.
  const passwordReset = lazyLogic<PasswordResetMachine>('password reset');
  const navigate = (_: unknown, params: { to: string }) => effects.navigate(params.to);
  const pager = prizePagerMachine.provide({ actors: { fetchPage: calls.fetchPrizePage } });
  return appMachine.provide({
    actions: { navigate, reloadPage: () => effects.reloadPage(), loadRelogin: (_, { reason }: { reason: ReloginReason }) => effects.loadRelogin(reason) },
    actors: {
      session: appSessionMachine.provide({
        actors: { login: calls.login, register: calls.register, refresh: calls.refresh, logout: calls.logout, fetchUser: calls.fetchUser },
        actions: {
          persistTokens: (_, params) => effects.persistTokens(params),
          forgetTokens: () => effects.forgetTokens(),
          rememberAccount: (_, params) => effects.rememberAccount(params),
        },
      }),
      bootstrap: bootstrapMachine.provide({
        actors: { fetchDomainInfo: calls.fetchDomainInfo },
        actions: { logFailure: (_, params) => effects.logDomainFailure(params.error) },
      }),
      language: languageMachine.provide({
        actions: { storeLanguage: (_, params) => effects.storeLanguage(params.language), reloadPage: () => effects.reloadPage() },
      }),
      ...provideContent(calls, effects),
      passwordReset: passwordReset.logic,
      loadPasswordReset: fromPromise(async () => {
        if (passwordReset.installed) return;
        const { passwordResetMachine } = await import('./password-reset.machine');
        passwordReset.install(passwordResetMachine.provide({ actors: { requestResetCode: calls.requestResetCode, resetPassword: calls.resetPassword } }));
      }),
      catalog: catalogMachine.provide({ actors: { fetchCatalog: calls.fetchCatalog, history: pager } }),
      betting: bettingMachine.provide({
        actions: { navigate },
        actors: {
          game: gameArea.logic,
          loadGame: fromPromise(async () => {
            if (!gameArea.installed) gameArea.install((await chunks.game()).provideGame(calls, effects));
          }),
        },
      }),
      account: accountArea.logic,
      customerChat: chatArea.logic,
      loadChat: fromPromise(async () => {
        if (!chatArea.installed) chatArea.install((await chunks.chat()).provideCustomerChat(calls, effects));
      }),
      loadAccountArea: fromPromise(async () => accountArea.install((await chunks.accountArea()).provideAccountArea(calls, effects))),
      messages: messages.logic,
      loadMessages: fromPromise(async () => {
        if (!messages.installed) messages.install((await import('./messages.machine')).provideMessages(calls, effects, navigate));
      }),
    },
  });
}

export type ProvidedAppMachine = ReturnType<typeof provideApp>;
