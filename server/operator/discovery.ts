import { resolve } from 'node:path';
import { isAlive } from '../db/dir-lock';
import { ADMIN_PREFIX } from '../routes/admin';
import { readOperatorToken, readServerFile, SERVER_FILE, TOKEN_FILE } from './state-files';

/**
 * How the CLI finds the running server (docs/api.md "Operators: CLI and admin API"): the places
 * the operator's settings point to, each asked GET <admin>/ping with the operator token. It never
 * opens a database: a CLI that cannot find the server says where it looked and how to point it.
 */

export interface AdminTarget {
  adminUrl: string;
  token: string;
}

/** Thrown when the server answered and refused: the CLI prints it and must not fall back. */
export class AdminRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** No server answered where the settings point (or they point nowhere valid): the message says what was tried. */
export class NoServerFound extends Error {}

export interface DiscoveryEnv {
  PORT?: string;
  DATA_DIR?: string;
  FASTDRAW_ADMIN_URL?: string;
  FASTDRAW_OPERATOR_TOKEN?: string;
}

/** The server's default port (server/env.ts listenFromEnv). */
export const DEFAULT_PORT = 8080;
const PING_TIMEOUT_MS = 2_000;

interface Candidate {
  adminUrl: string;
  /** Which setting named it, for the report. */
  source: string;
}

/** A loopback admin base from FASTDRAW_ADMIN_URL (the bare server address is enough), or null. */
export function adminUrlOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol !== 'http:' || !loopback || url.search !== '' || url.hash !== '') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith(ADMIN_PREFIX) ? path : `${path}${ADMIN_PREFIX}`}`;
}

const portOf = (text: string | undefined): number | null => {
  const port = Number(text);
  return text !== undefined && /^\d+$/.test(text.trim()) && port > 0 && port < 65_536 ? port : null;
};

/**
 * Where to look, in order: FASTDRAW_ADMIN_URL, PORT, the data directory's server.json, and (only
 * when `withDefaultPort` and neither of the first two is set) the default port. `skipped` says why
 * a setting gave no address.
 */
function candidatesOf(env: DiscoveryEnv, stateDir: string, withDefaultPort: boolean): { candidates: Candidate[]; skipped: string[] } {
  const candidates: Candidate[] = [];
  const skipped: string[] = [];
  const explicitUrl = env.FASTDRAW_ADMIN_URL?.trim();
  if (explicitUrl) {
    const adminUrl = adminUrlOf(explicitUrl);
    if (adminUrl === null) throw new NoServerFound(`FASTDRAW_ADMIN_URL must be an http:// address on this machine (127.0.0.1, localhost or [::1]), e.g. http://127.0.0.1:8080; got "${explicitUrl}"`);
    candidates.push({ adminUrl, source: 'FASTDRAW_ADMIN_URL' });
  }
  const portText = env.PORT?.trim();
  if (portText) {
    const port = portOf(portText);
    if (port === null) skipped.push(`PORT=${portText} is not a port number`);
    else candidates.push({ adminUrl: `http://127.0.0.1:${port}${ADMIN_PREFIX}`, source: `PORT=${port}` });
  }
  const serverFile = resolve(stateDir, SERVER_FILE);
  const file = readServerFile(stateDir);
  if (!file) skipped.push(`${serverFile}: not there (no server started with this DATA_DIR is running)`);
  else if (!isAlive(file.pid)) skipped.push(`${serverFile}: names process ${file.pid}, which is not running`);
  else candidates.push({ adminUrl: file.adminUrl, source: serverFile });
  if (withDefaultPort && !explicitUrl && !portText) candidates.push({ adminUrl: `http://127.0.0.1:${DEFAULT_PORT}${ADMIN_PREFIX}`, source: `the default port ${DEFAULT_PORT}` });
  return { candidates, skipped };
}

/** The token: FASTDRAW_OPERATOR_TOKEN, else DATA_DIR/operator-token (which the server writes). */
const tokenOf = (env: DiscoveryEnv, stateDir: string): string => env.FASTDRAW_OPERATOR_TOKEN?.trim() || readOperatorToken(stateDir) || '';

/**
 * Asks each candidate in turn; the first that answers the ping is the server. One that answers
 * 401/403 is running but refuses this token: that is the operator's problem to fix, not a reason
 * to look further. Answers the target, or the report of every attempt.
 */
async function probe(candidates: readonly Candidate[], token: string, stateDir: string): Promise<AdminTarget | string[]> {
  const tried: string[] = [];
  const seen = new Set<string>();
  for (const { adminUrl, source } of candidates) {
    if (seen.has(adminUrl)) continue;
    seen.add(adminUrl);
    let response: Response;
    try {
      response = await fetch(`${adminUrl}/ping`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      tried.push(`${adminUrl} (${source}): ${timedOut ? `no answer within ${PING_TIMEOUT_MS / 1000} s` : 'nothing listens there'}`);
      continue;
    }
    if (response.ok) return { adminUrl, token };
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    if (response.status === 401 || response.status === 403) {
      const tokenFile = resolve(stateDir, TOKEN_FILE);
      throw new AdminRefusal(
        `The running server at ${adminUrl} refused the CLI: ${answer?.message ?? response.status}. ` +
          `Set FASTDRAW_OPERATOR_TOKEN to the server's token, or DATA_DIR to the server's data directory (the CLI read ${token ? tokenFile : `no token: ${tokenFile} is not there`}).`,
        response.status,
      );
    }
    tried.push(`${adminUrl} (${source}): answered HTTP ${response.status}, not a Fastdraw admin API`);
  }
  return tried;
}

/** The running server of PORT or the data directory's server.json, or null when none answers. */
export async function findRunningServer(env: DiscoveryEnv, stateDir: string): Promise<AdminTarget | null> {
  const found = await probe(candidatesOf(env, stateDir, false).candidates, tokenOf(env, stateDir), stateDir);
  return Array.isArray(found) ? null : found;
}

/** The running server as the CLI looks for it (the default port too), or NoServerFound saying where it looked and how to point it. */
export async function locateServer(env: DiscoveryEnv, stateDir: string): Promise<AdminTarget> {
  const { candidates, skipped } = candidatesOf(env, stateDir, true);
  const found = await probe(candidates, tokenOf(env, stateDir), stateDir);
  if (!Array.isArray(found)) return found;
  throw new NoServerFound(
    [
      'No running Fastdraw server found. Tried:',
      ...[...skipped, ...found].map((line) => `  - ${line}`),
      'The CLI works on the running server only (it never opens or creates a database). Run it with the',
      "server's own settings, one of:",
      "  DATA_DIR=<the server's data directory>   (its server.json says the port, operator-token the token)",
      "  PORT=<the server's port>",
      '  FASTDRAW_ADMIN_URL=http://127.0.0.1:<port>',
      'plus FASTDRAW_OPERATOR_TOKEN=<token> when the server was started with one.',
    ].join('\n'),
  );
}
