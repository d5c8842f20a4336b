import { randomUUID } from 'node:crypto';
import { isAlive } from '../db/dir-lock';
import type { OperatorAction } from './actions';
import { bodyOf } from './actions';
import type { OperatorResult } from './result';
import { readOperatorToken, readServerFile } from './state-files';

/**
 * The CLI's side of the admin API: finds the running server (PORT when set, else the data
 * directory's server.json) and sends it actions with the operator token.
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

const TIMEOUT_MS = 30_000;
const PING_TIMEOUT_MS = 2_000;

/**
 * Where a running server on this machine takes admin calls, or null when none answers: first
 * http://127.0.0.1:$PORT (when PORT is set), then the URL in server.json. A server that answers the
 * ping with 401/403 is running but refuses us: that is an error, not a reason to open the database.
 */
export async function findRunningServer(env: { PORT?: string; FASTDRAW_OPERATOR_TOKEN?: string }, stateDir: string): Promise<AdminTarget | null> {
  const token = env.FASTDRAW_OPERATOR_TOKEN?.trim() || readOperatorToken(stateDir) || '';
  const candidates: string[] = [];
  const port = Number(env.PORT);
  if (env.PORT && Number.isInteger(port) && port > 0) candidates.push(`http://127.0.0.1:${port}/admin/v1`);
  const file = readServerFile(stateDir);
  if (file && isAlive(file.pid)) candidates.push(file.adminUrl);
  for (const adminUrl of [...new Set(candidates)]) {
    let response: Response;
    try {
      response = await fetch(`${adminUrl}/ping`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    } catch {
      continue;
    }
    if (response.ok) return { adminUrl, token };
    // Something answers on that port: the server refusing us (401/403), or another program (404…).
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    if (response.status === 401 || response.status === 403) {
      throw new AdminRefusal(`The running server at ${adminUrl} refused the CLI: ${answer?.message ?? response.status}. Set FASTDRAW_OPERATOR_TOKEN to the server's token.`, response.status);
    }
  }
  return null;
}

/**
 * Sends one action. It carries an Idempotency-Key, so when the answer is lost on the way (the
 * connection breaks) the one retry with the same key gets the first answer instead of crediting twice.
 */
export async function sendAction(target: AdminTarget, action: OperatorAction): Promise<OperatorResult> {
  const key = randomUUID();
  const attempt = () =>
    fetch(`${target.adminUrl}/${action.command}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(bodyOf(action)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  const response = await attempt().catch(attempt);
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; message?: string; data?: unknown } | null;
  if (!response.ok || !answer?.ok) throw new AdminRefusal(answer?.message ?? `The server answered HTTP ${response.status}`, response.status);
  return { message: answer.message ?? '', data: answer.data };
}
