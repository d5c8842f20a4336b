import axios, { type AxiosInstance } from 'axios';
import { IDEMPOTENCY_HEADER } from '../../models/envelope';
import type { RuntimeConfig } from '../config/env';
import { readAnswer, type AesSecret, type Answer } from './answer';
import { resolveApiBaseOverride, settleApiBaseOverride, type ApiBaseOverride } from './base-cookie';
import { abortedError, ApiError, isApiError, networkError, sessionError, timeoutError } from './errors';
import { DEFAULT_HOOKS, type ApiHooks } from './hooks';
import { newIdempotencyKey } from './idempotency';
import { LineSwitcher, parseLineList } from './lines';
import { ReauthGate } from './reauth';
import { backoffDelay, DEFAULT_RETRY_POLICY, isRetryable, sleep, type RetryPolicy } from './retry';
import { SessionLossReporter } from './session-loss';

/**
 * The transport (spec §7, §8): one axios instance per client. A call resolves with the `data` of
 * a code-0 envelope and rejects with an ApiError otherwise. Around every call: headers, timeout,
 * AES decryption, retries with backoff, line switching, and the shared silent re-login.
 */

export type TransportConfig = Pick<RuntimeConfig, 'apiBase' | 'platformId'> &
  Partial<Pick<RuntimeConfig, 'lineListUrl' | 'aesKey' | 'aesIv' | 'payBase'>>;

export interface ApiClientOptions {
  /** A RuntimeConfig fits; a second client (pay host) passes its own base and no line list. */
  config: TransportConfig;
  hooks?: Partial<ApiHooks>;
  /** Per attempt; default 10 s (spec §9). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** The next line is used after MORE than this many consecutive failed attempts; default 2 (spec §7). */
  maxFailuresOnLine?: number;
  /** The base to start on instead of `config.apiBase`; default: the cookie override, if any. */
  baseOverride?: string | null;
  /** Jitter source, for tests. */
  random?: () => number;
}

export interface RequestOptions {
  /** One key per user action, so a repeated action is also recognised; default: one per call. */
  idempotencyKey?: string;
  /** For the calls the re-login itself makes (refresh, login): a refused token just rejects. */
  skipReauth?: boolean;
  /** Do not report the failure to `hooks.onError` (spec §8 "failures only logged"). */
  silent?: boolean;
  /** Stops the call and its retries (XState passes one to promise actors). */
  signal?: AbortSignal;
  /**
   * `pay`: the path is on the pay base (runtime config `payBase`, spec §7 "separate hosts for
   * payments"), with the same headers, token, idempotency, decryption, retries and re-login.
   * The pay host has no alternative lines: its failures do not switch the API line. Without a
   * configured payBase the payments are on the API base.
   */
  base?: 'api' | 'pay';
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ApiClient {
  get<T>(path: string, params?: QueryParams, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  /** The API base requests go to now (it changes when a line is switched). */
  currentBase(): string;
  /** Fetches the address list; never rejects (a failure is logged). Resolves with the rotation. */
  loadLines(): Promise<readonly string[]>;
  /** Replaces the given hooks, keeping the others. */
  setHooks(hooks: Partial<ApiHooks>): void;
}

interface Call {
  method: 'get' | 'post';
  path: string;
  params?: QueryParams;
  body?: unknown;
  idempotencyKey?: string;
  opts: RequestOptions;
}

/** One finished attempt sequence, with the token the last attempt carried. */
interface Attempted {
  answer: Answer;
  token: string | null;
  url: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config } = options;
  let hooks: ApiHooks = { ...DEFAULT_HOOKS, ...options.hooks };
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const random = options.random ?? Math.random;
  const { aesKey, aesIv } = config;
  // The cipher (crypto-js) is its own chunk, loaded only when answers are encrypted (at once,
  // so it is in before the first answer; tried again on the next answer if that load failed).
  let aesLoad: Promise<AesSecret | null> | null = null;
  const aesSecret = (): Promise<AesSecret | null> => {
    if (!aesKey || !aesIv) return Promise.resolve(null);
    aesLoad ??= import('./aes').then(
      ({ decryptAes }) => ({ key: aesKey, iv: aesIv, decrypt: decryptAes }),
      (error: unknown) => {
        aesLoad = null;
        throw error;
      },
    );
    return aesLoad;
  };
  void aesSecret().catch(() => undefined);
  // A cookie base on another origin waits for the line list to vouch for it (base-cookie.ts).
  const override: ApiBaseOverride = options.baseOverride !== undefined ? { now: options.baseOverride, pending: null } : resolveApiBaseOverride([config.apiBase]);
  const lines = new LineSwitcher(override.now ?? config.apiBase, options.maxFailuresOnLine);
  const reauth = new ReauthGate();
  const sessionLoss = new SessionLossReporter();

  const http: AxiosInstance = axios.create({
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // The body is read by readAnswer, so garbage is classified rather than thrown by axios.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    // Timeouts then carry their own code (ETIMEDOUT) instead of the generic ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
  });

  function headersFor(call: Call, token: string | null): Record<string, string> {
    const headers: Record<string, string> = { platformId: String(config.platformId) };
    const locale = hooks.getLocale();
    if (token) headers.token = token;
    if (locale) headers.locale = locale;
    if (call.idempotencyKey) headers[IDEMPOTENCY_HEADER] = call.idempotencyKey;
    return headers;
  }

  async function attemptOnce(call: Call): Promise<Attempted> {
    const onPayBase = call.opts.base === 'pay' && !!config.payBase;
    const base = onPayBase && config.payBase ? config.payBase : lines.current();
    const url = joinUrl(base, call.path);
    const token = hooks.getToken();
    let answer: Answer;
    try {
      const response = await http.request({
        method: call.method,
        url,
        params: call.params,
        data: call.method === 'post' ? (call.body ?? {}) : undefined,
        headers: headersFor(call, token),
        signal: call.opts.signal,
      });
      answer = readAnswer(response.status, typeof response.data === 'string' ? response.data : '', url, await aesSecret());
    } catch (error) {
      answer = { type: 'failed', error: transportError(error, url, call.opts.signal) };
    }
    const verdict = onPayBase ? 'unknown' : lineVerdict(answer);
    if (verdict === 'down') lines.recordFailure(base);
    else if (verdict === 'up') lines.recordSuccess(base);
    return { answer, token, url };
  }

  async function attemptWithRetries(call: Call): Promise<Attempted> {
    for (let retry = 0; ; retry += 1) {
      const attempted = await attemptOnce(call);
      const { answer } = attempted;
      if (answer.type !== 'failed' || !isRetryable(answer.error) || retry >= policy.maxRetries) return attempted;
      hooks.log?.('warn', `retrying ${call.method.toUpperCase()} ${call.path} (${retry + 1}/${policy.maxRetries})`, answer.error.message);
      await sleep(backoffDelay(retry, policy, random), call.opts.signal, () => abortedError(attempted.url));
    }
  }

  async function send<T>(call: Call, mayReauth: boolean): Promise<T> {
    const { answer, token, url } = await attemptWithRetries(call);
    if (answer.type === 'ok') {
      sessionLoss.rearm();
      return answer.data as T;
    }
    if (answer.type === 'failed') throw answer.error;
    const error = sessionError(answer.kind, { code: answer.code, status: answer.status, serverMessage: answer.serverMessage, url });
    if (answer.kind === 'reauth') {
      // The re-login's own calls must not wait for the re-login: they just fail.
      if (call.opts.skipReauth) throw error;
      if (mayReauth && (await reauth.renew(token, hooks))) return send<T>(call, false);
    }
    sessionLoss.report(answer.kind, token, answer.serverMessage, hooks);
    throw error;
  }

  async function run<T>(call: Call): Promise<T> {
    try {
      return await send<T>(call, true);
    } catch (error) {
      if (isApiError(error) && error.kind !== 'session' && error.kind !== 'aborted') {
        hooks.log?.('warn', error.message);
        if (!call.opts.silent) hooks.onError?.(error);
      }
      throw error;
    }
  }

  return {
    get: <T>(path: string, params?: QueryParams, opts: RequestOptions = {}) => run<T>({ method: 'get', path, params, opts }),
    post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
      run<T>({ method: 'post', path, body, opts, idempotencyKey: opts.idempotencyKey ?? newIdempotencyKey() }),
    currentBase: () => lines.current(),
    setHooks(next) {
      hooks = { ...hooks, ...next };
    },
    async loadLines() {
      const url = config.lineListUrl;
      if (!url) return lines.all();
      try {
        // No custom headers: the list lives on a storage host that may refuse CORS preflights.
        const response = await http.get(url);
        const answer = readAnswer(response.status, typeof response.data === 'string' ? response.data : '', url, await aesSecret());
        if (answer.type === 'ok') {
          const listed = parseLineList(answer.data);
          lines.setLines(listed);
          if (override.pending !== null) {
            const base = settleApiBaseOverride(override.pending, listed);
            if (base !== null) lines.use(base);
            override.pending = null;
          }
        } else hooks.log?.('warn', `line list not loaded from ${url}`, answer.type === 'failed' ? answer.error.message : answer.kind);
      } catch (error) {
        hooks.log?.('warn', `line list not loaded from ${url}`, transportError(error, url, undefined).message);
      }
      return lines.all();
    },
  };
}

/**
 * What one attempt says about the line: no answer or a 5xx counts against it (the failures that
 * are retried); any other answer shows it is up; garbage and a caller's abort say nothing.
 */
function lineVerdict(answer: Answer): 'up' | 'down' | 'unknown' {
  if (answer.type !== 'failed') return 'up';
  if (isRetryable(answer.error)) return 'down';
  return answer.error.kind === 'badResponse' || answer.error.kind === 'aborted' ? 'unknown' : 'up';
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function transportError(error: unknown, url: string, signal: AbortSignal | undefined): ApiError {
  if (signal?.aborted || axios.isCancel(error)) return abortedError(url);
  if (axios.isAxiosError(error) && error.code === 'ETIMEDOUT') return timeoutError(url, error);
  return networkError(url, error);
}
