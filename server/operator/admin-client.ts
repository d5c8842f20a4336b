import { randomUUID } from 'node:crypto';
import type { OperatorAction } from './actions';
import { bodyOf } from './actions';
import { AdminRefusal, type AdminTarget } from './discovery';
import type { OperatorResult } from './result';

/** The CLI's side of the admin API: sends actions to the server discovery.ts found, with the operator token. */

export { AdminRefusal, findRunningServer, type AdminTarget } from './discovery';

const TIMEOUT_MS = 30_000;

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
