/** The JSON envelope every API answer comes in (spec §7, docs/api.md). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** When true, `data` is a base64 AES-CBC-PKCS7 ciphertext of the JSON of the real data. */
  encrypted?: boolean;
}

/** Header that makes a mutating call safe to retry: the server answers a repeat with the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
