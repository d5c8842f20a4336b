import type { AgentContent, AgentReport, AgentReportQuery, AgentShare, PasswordChangeRequest, UserUpdateRequest, VipConfig } from '../../../models/account';
import { AccountPath } from '../../../models/api-paths';
import type { User } from '../../../models/entities';
import type { ApiClient, RequestOptions } from '../client';

/**
 * Typed calls of the account area's profile and agent parts (spec §7): personal info and avatar,
 * both passwords, VIP levels and the agent centre. Every mutating call takes the idempotency key
 * of the player's action (newIdempotencyKey()), so a retried save is the same save.
 */

/** Personal info (`{ name, cardNo, mobile }`) or the avatar alone (`{ avatar }`); answers the updated user. */
export function updateUser(api: ApiClient, request: UserUpdateRequest, key: string, opts: RequestOptions = {}): Promise<User> {
  return api.post<User>(AccountPath.userUpdate, request, { ...opts, idempotencyKey: key });
}

/** A new login password ends every session of the account, this one included. */
export function updatePassword(api: ApiClient, request: PasswordChangeRequest, key: string, opts: RequestOptions = {}): Promise<void> {
  return api.post<unknown>(AccountPath.updatePassword, request, { ...opts, idempotencyKey: key }).then(() => undefined);
}

export function updateWithdrawPassword(api: ApiClient, request: PasswordChangeRequest, key: string, opts: RequestOptions = {}): Promise<void> {
  return api.post<unknown>(AccountPath.updateWithdrawPassword, request, { ...opts, idempotencyKey: key }).then(() => undefined);
}

export function vipConfig(api: ApiClient, opts: RequestOptions = {}): Promise<VipConfig> {
  return api.post<VipConfig>(AccountPath.vipConfigList, {}, opts);
}

export function agentContent(api: ApiClient, opts: RequestOptions = {}): Promise<AgentContent> {
  return api.get<AgentContent>(AccountPath.agentContent, undefined, opts);
}

export function agentShare(api: ApiClient, opts: RequestOptions = {}): Promise<AgentShare> {
  return api.get<AgentShare>(AccountPath.agentShare, undefined, opts);
}

/** A page of sub-accounts in the date range (spec §9: 10 a page). */
export function agentReport(api: ApiClient, query: AgentReportQuery, opts: RequestOptions = {}): Promise<AgentReport> {
  return api.post<AgentReport>(AccountPath.agentReport, query, opts);
}
