/** The transport's public surface; see client.ts for the behaviour. */
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, QueryParams, RequestOptions, TransportConfig } from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorInit, ApiErrorKind } from './errors';
export type { ApiHooks, LogLevel } from './hooks';
export { newIdempotencyKey } from './idempotency';
export { API_BASE_COOKIE, clearApiBaseOverride, readApiBaseOverride, setApiBaseOverride } from './base-cookie';
export { DEFAULT_RETRY_POLICY } from './retry';
export type { RetryPolicy } from './retry';
export { AesError, decryptAes, encryptAes } from './aes';
export * as basicApi from './endpoints/basic';
export * as gamesApi from './endpoints/games';
