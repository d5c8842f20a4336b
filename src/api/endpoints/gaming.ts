import { AccountPath } from '../../../models/api-paths';
import type { CancelLimitRequest, ExclusionStatus, GamingStatus, SelfExcludeRequest, SessionResult, SetLimitRequest } from '../../../models/gaming-limits';
import type { ApiClient, RequestOptions } from '../client';

/** Responsible gaming (issue 21 §1; docs/api.md "Responsible gaming"). */

export function gamingLimits(api: ApiClient, opts: RequestOptions = {}): Promise<GamingStatus> {
  return api.get<GamingStatus>(AccountPath.gamingLimits, undefined, opts);
}

export function setGamingLimit(api: ApiClient, request: SetLimitRequest, key: string): Promise<GamingStatus> {
  return api.post<GamingStatus>(AccountPath.setGamingLimit, request, { idempotencyKey: key });
}

export function cancelGamingLimit(api: ApiClient, request: CancelLimitRequest, key: string): Promise<GamingStatus> {
  return api.post<GamingStatus>(AccountPath.cancelGamingLimit, request, { idempotencyKey: key });
}

export function selfExclude(api: ApiClient, request: SelfExcludeRequest, key: string): Promise<ExclusionStatus> {
  return api.post<ExclusionStatus>(AccountPath.selfExclude, request, { idempotencyKey: key });
}

export function sessionResult(api: ApiClient, since: number, opts: RequestOptions = {}): Promise<SessionResult> {
  return api.get<SessionResult>(AccountPath.sessionResult, { since }, opts);
}
