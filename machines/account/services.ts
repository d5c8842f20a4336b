import type { PromiseActorLogic } from 'xstate';
import type { AgentReportRow, VipConfig } from '../../models/account';
import type { BetOrderRow, BetRecordQuery, Paged } from '../../models/bet-records';
import type { User } from '../../models/entities';
import type { CancelLimitRequest, ExclusionStatus, GamingStatus, SelfExcludeRequest, SessionResult, SetLimitRequest } from '../../models/gaming-limits';
import type { PersonalInfoValues } from '../../models/validation';
import type { PageQuery } from '../core/paged-list.machine';
import type { AgentRecordFilter } from './agent-records.machine';
import type { AgentSharePage } from './agent-share.machine';
import type { MoneyCalls, MoneyEffects } from './money-pages';
import type { PasswordChangeCall } from './password-change.machine';
import type { RealityCheckKept, RealityCheckSaved } from './reality-check.machine';

/** The calls the account area's machines make (account-area.ts; part of AppCalls). */
export interface AccountCalls extends MoneyCalls {
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
  /** Responsible gaming (issue 21 §1): the limits' status, a change, a pending change dropped. */
  fetchGamingLimits: PromiseActorLogic<GamingStatus, void>;
  setGamingLimit: PromiseActorLogic<GamingStatus, SetLimitRequest>;
  cancelGamingLimit: PromiseActorLogic<GamingStatus, CancelLimitRequest>;
  /** A time-out or self-exclusion, confirmed with the login password; every session ends. */
  selfExclude: PromiseActorLogic<ExclusionStatus, SelfExcludeRequest>;
  /** The reality check's net result since the session began. */
  fetchSessionResult: PromiseActorLogic<SessionResult, { since: number }>;
  /** Not the server: the player's reality check as this device kept it (a new session if none goes on), and the time now. */
  loadRealityCheck: PromiseActorLogic<RealityCheckSaved & { now: number }, { player: number }>;
  saveRealityCheck: PromiseActorLogic<void, RealityCheckKept>;
  /** Not the server: the clipboard (with the browser's fallback); rejects when nothing was copied. */
  copyText: PromiseActorLogic<void, { text: string }>;
}

/** The account area's page effects (part of AppEffects). */
export interface AccountEffects extends MoneyEffects {
  /** Goes to a page inside the app without a page load (the router's navigate). */
  navigate(to: string): void;
}
