import { GamingPath, type CancelLimitRequest, type ExclusionStatus, type GamingStatus, type SelfExcludeRequest, type SessionResult, type SetLimitRequest } from '../../../models/gaming-limits';
import type { ApiClient, RequestOptions } from '../client';

/** Responsible gaming (issue 21 §1; docs/api.md "Responsible gaming"). */

export function gamingLimits(api: ApiClient, opts: RequestOptions = {}): Promise<GamingStatus> {
  return api.get<GamingStatus>(GamingPath.gamingLimits, undefined, opts);
}

export function setGamingLimit(api: ApiClient, request: SetLimitRequest, key: string): Promise<GamingStatus> {
  return api.post<GamingStatus>(GamingPath.setGamingLimit, request, { idempotencyKey: key });
}

export function cancelGamingLimit(api: ApiClient, request: CancelLimitRequest, key: string): Promise<GamingStatus> {
  return api.post<GamingStatus>(GamingPath.cancelGamingLimit, request, { idempotencyKey: key });
}

export function selfExclude(api: ApiClient, request: SelfExcludeRequest, key: string): Promise<ExclusionStatus> {
  return api.post<ExclusionStatus>(GamingPath.selfExclude, request, { idempotencyKey: key });
}

export function sessionResult(api: ApiClient, since: number, opts: RequestOptions = {}): Promise<SessionResult> {
  return api.get<SessionResult>(GamingPath.sessionResult, { since }, opts);
}
