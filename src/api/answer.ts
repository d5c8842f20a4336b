import type { Envelope } from '../../models/envelope';
import { sessionErrorKind, type SessionErrorKind } from '../../models/errors';
import { ApiError, badResponseError, businessError, httpError } from './errors';

/**
 * Reads one HTTP answer (status and raw body text) into what the client does next. Never throws:
 * whatever arrives — an HTML error page, truncated JSON, an empty body, a ciphertext that does not
 * decrypt — ends as a value here.
 */

export type Answer =
  | { type: 'ok'; data: unknown }
  | { type: 'failed'; error: ApiError }
  | { type: 'session'; kind: SessionErrorKind; code?: number; status?: number; serverMessage: string };

export interface AesSecret {
  key: string;
  iv: string;
  /** decryptAes of ./aes, passed in so crypto-js loads only where answers are encrypted (client.ts). */
  decrypt: (data: string, key: string, iv: string) => string;
}

const HTTP_UNAUTHORIZED = 401;

export function readAnswer(status: number, body: string, url: string, aes: AesSecret | null): Answer {
  const envelope = parseEnvelope(body);
  const ok = status >= 200 && status < 300;
  const kind = envelope ? sessionErrorKind(envelope.code) : null;
  if (envelope && kind) return { type: 'session', kind, code: envelope.code, serverMessage: envelope.msg };
  if (!ok) {
    // HTTP 401 is a refused token like code 2. HTTP 402/403 keep their HTTP texts ("access
    // denied"): a proxy's 403 must not log the player out; the server says "elsewhere" by code.
    if (status === HTTP_UNAUTHORIZED) return { type: 'session', kind: 'reauth', status, serverMessage: envelope?.msg ?? '' };
    return { type: 'failed', error: httpError(status, url) };
  }
  if (!envelope) return { type: 'failed', error: badResponseError(describeGarbage(body), url) };
  if (envelope.code !== 0) return { type: 'failed', error: businessError(envelope.code, envelope.msg, url) };
  if (!envelope.encrypted) return { type: 'ok', data: envelope.data };
  return decryptData(envelope.data, url, aes);
}

/** The envelope in `body`, or null when it is not one (a numeric `code` is the minimum). */
function parseEnvelope(body: string): Envelope | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.code !== 'number' || !Number.isFinite(record.code)) return null;
  return {
    code: record.code,
    msg: typeof record.msg === 'string' ? record.msg : '',
    data: record.data,
    encrypted: record.encrypted === true,
  };
}

function decryptData(data: unknown, url: string, aes: AesSecret | null): Answer {
  if (!aes) return { type: 'failed', error: badResponseError('encrypted answer but no AES key is configured', url) };
  if (typeof data !== 'string') return { type: 'failed', error: badResponseError('encrypted data is not a string', url) };
  try {
    return { type: 'ok', data: JSON.parse(aes.decrypt(data, aes.key, aes.iv)) };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'AesError' ? error.message : 'decrypted data is not JSON';
    return { type: 'failed', error: badResponseError(reason, url, error) };
  }
}

function describeGarbage(body: string): string {
  if (body.trim() === '') return 'empty body';
  return `not an envelope: ${JSON.stringify(body.slice(0, 60))}`;
}
