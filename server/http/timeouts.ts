import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * How long the server waits for clients (docs/api.md "Timeouts and shutdown"): a client that sends
 * half a request, or holds many slow or idle connections, cannot keep the server busy or alive.
 */

/** The request line and headers must arrive within this. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included (≤ 64 KB), must arrive within this. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** An idle keep-alive connection is closed after this. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** A connection on which nothing moves (no byte either way) is closed after this. */
export const CONNECTION_TIMEOUT_MS = 60_000;
/** How often Node checks the header and request timeouts (its default, 30 s, would let them run late). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** On SIGTERM/SIGINT: in-flight requests get this long to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 5_000;
/** Whatever still hangs after this, the process exits (with status 1). */
export const SHUTDOWN_DEADLINE_MS = 9_000;

export const TIMEOUT_OPTIONS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionTimeout: CONNECTION_TIMEOUT_MS,
  // Idle keep-alive sockets are closed at once on close; busy ones finish their request.
  forceCloseConnections: 'idle',
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
} satisfies FastifyHttpOptions<Server>;
