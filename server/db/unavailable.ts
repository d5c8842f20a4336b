/**
 * "The database is away" — restarting, unreachable, or our connection to it was cut — as opposed
 * to a query that is wrong. Such a failure is answered like a busy server (HTTP 503 with
 * Retry-After, which the client retries) and never takes the process down: the pool reconnects
 * on the next query (docs/deploy.md "When the database restarts").
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/** SQLSTATEs of a server going away or refusing connections for now. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres says these in words only. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
];

export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
}

/** Rethrows a connection failure as DatabaseUnavailable, anything else as it was. */
export function asUnavailable(error: unknown): unknown {
  return isConnectionFailure(error) && !(error instanceof DatabaseUnavailable) ? new DatabaseUnavailable(error) : error;
}
