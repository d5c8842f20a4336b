import type { PromiseActorLogic } from 'xstate';
import type { DomainConfig, Notice, TokenPair, User } from '../../models/entities';
import type { Language } from '../../models/language';
import type { ForgotPasswordAnswer, ResetPasswordRequest } from '../../models/password-reset';
import type { AccountCalls, AccountEffects } from '../account/services';
import type { ChatCalls, ChatEffects } from '../chat/services';
import type { ContentCalls, ContentEffects } from '../content/content-services';
import type { ReloginReason } from '../core/events';
import type { RegisterForm } from '../core/session';
import type { CatalogData } from '../games/catalog.machine';
import type { GameCalls, GameEffects } from '../games/services';
import type { InboxCalls, InboxEffects } from '../inbox/services';

/**
 * Everything the client's machines do outside themselves, in one place: the server calls (as
 * actor logic) and the page effects (as functions). The app injects the real ones
 * (src/app/services.ts); tests inject fakes. `provideApp` hands each to the machine that names it,
 * however deep in the tree — the `machine.provide` pattern applied once at the root.
 */
export interface AppCalls extends ContentCalls, InboxCalls, GameCalls, AccountCalls, ChatCalls {
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
}

export interface AppEffects extends ContentEffects, InboxEffects, GameEffects, AccountEffects, ChatEffects {
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
}

