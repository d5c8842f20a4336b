import type { ApiError } from './errors';

/**
 * When and how long the transport waits before trying a request again (spec §7: failed
 * requests retried up to 20 times). Only failures that say nothing about the request itself are
 * retried: no answer, no answer in time, or a 5xx. A business refusal, a 4xx or an unreadable
 * answer would come back the same way, so retrying them only delays the error.
 */

export interface RetryPolicy {
  /** Retries after the first attempt: 20 means at most 21 attempts. */
  maxRetries: number;
  /** Delay before the first retry; it doubles each time up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 20, baseDelayMs: 300, maxDelayMs: 5000 };

export function isRetryable(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/**
 * Capped exponential backoff with "equal jitter": half the step is fixed, half random, so many
 * clients that failed together do not come back together, yet none retries at once.
 * `retry` counts from 0.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return step / 2 + random() * (step / 2);
}

/** Waits `ms`; rejects with `onAbort()` as soon as `signal` fires. */
export function sleep(ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(onAbort());
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(onAbort());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}
