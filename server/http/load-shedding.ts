import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';

/**
 * The guard for what we did not think of (docs/api.md "Transport", docs/deploy.md): the server
 * samples its own event-loop delay (Node's monitorEventLoopDelay) and, while the loop runs late,
 * refuses new calls under the shed prefixes (the API, the pay base, chat uploads) with HTTP 503,
 * `Retry-After` and an envelope of code 503. The client retries a 5xx with backoff, and refusing
 * is cheap, so the queue drains instead of players' calls waiting for seconds. Pages, static
 * files, the operators' admin API and desk are still served.
 *
 * Measured as @fastify/under-pressure does (the mean delay of a sample, less the timer's
 * resolution), but started only once the server is up: the start-up's own work (migrations,
 * catching up on draws) is not load, and counting it shed the first calls after every start.
 */

export interface LoadShedding {
  /** Mean event-loop delay over one sample (ms) above which new calls are shed; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is measured (ms): shedding starts and stops at most this late. */
  sampleIntervalMs: number;
  /** The shed answer's Retry-After (seconds). */
  retryAfterSeconds: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadShedding = { maxEventLoopDelayMs: 200, sampleIntervalMs: 250, retryAfterSeconds: 2 };

/** The shed answer's message (its code is the status, 503: the client's "service unavailable" text). */
export const SHED_MESSAGE = 'Service Unavailable: the server is busy, try again shortly';

/** The delay histogram's own timer (ms). */
const RESOLUTION_MS = 10;
/** At most one warning per this long while shedding. */
const WARN_EVERY_MS = 10_000;

export interface LoadGuard {
  /** Starts measuring (once the server is up). */
  start(): void;
  stop(): void;
}

/** Adds the shedding hook (register before the routes); measuring starts with `start()`. */
export function registerLoadShedding(app: FastifyInstance, settings: LoadShedding, shedPrefixes: readonly string[]): LoadGuard {
  if (settings.maxEventLoopDelayMs <= 0) return { start() {}, stop() {} };
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let lateMs = 0;
  let sampler: NodeJS.Timeout | undefined;
  let warnedAt = Number.NEGATIVE_INFINITY;
  const sample = (): void => {
    // No sample at all: the loop was blocked the whole interval.
    lateMs = histogram.count === 0 ? Number.POSITIVE_INFINITY : Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
    histogram.reset();
  };
  const shed = (request: FastifyRequest): boolean => {
    const path = request.url.split('?')[0] ?? '';
    return shedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (lateMs <= settings.maxEventLoopDelayMs || !shed(request)) return done();
    if (Date.now() - warnedAt > WARN_EVERY_MS) {
      warnedAt = Date.now();
      request.log.warn({ eventLoopDelayMs: Math.round(Math.min(lateMs, 1e9)) }, 'event loop late: shedding new calls with 503');
    }
    void reply.status(503).header('retry-after', String(settings.retryAfterSeconds)).send(fail(503, SHED_MESSAGE));
  });

  return {
    start() {
      if (sampler) return;
      histogram.enable();
      sampler = setInterval(sample, settings.sampleIntervalMs);
      sampler.unref();
    },
    stop() {
      clearInterval(sampler);
      sampler = undefined;
      histogram.disable();
      lateMs = 0;
    },
  };
}
