import { createCipheriv } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isEnvelope } from './envelope';

/**
 * Optional response encryption (spec §7): `data` becomes base64 AES-CBC-PKCS7 of its JSON and the
 * envelope says `encrypted: true`. The key and IV are handed to the client in its runtime config,
 * so this hides payloads from casual inspection only; TLS is what protects them in transit.
 */

export interface AesSettings {
  /** 16, 24 or 32 bytes (UTF-8): AES-128, -192 or -256. */
  key: string;
  /** 16 bytes (UTF-8). */
  iv: string;
}

const KEY_BYTES = [16, 24, 32];
const IV_BYTES = 16;

/** Throws a start-up error naming what is wrong with the settings. */
export function validateAes(settings: AesSettings): void {
  const keyBytes = Buffer.byteLength(settings.key, 'utf8');
  const ivBytes = Buffer.byteLength(settings.iv, 'utf8');
  if (!KEY_BYTES.includes(keyBytes)) throw new Error(`FASTDRAW_AES_KEY must be 16, 24 or 32 bytes long, got ${keyBytes}`);
  if (ivBytes !== IV_BYTES) throw new Error(`FASTDRAW_AES_IV must be 16 bytes long, got ${ivBytes}`);
}

export function encryptText(plain: string, settings: AesSettings): string {
  const key = Buffer.from(settings.key, 'utf8');
  const cipher = createCipheriv(`aes-${key.length * 8}-cbc`, key, Buffer.from(settings.iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Encrypts every envelope the app sends, business answers and HTTP errors alike. */
export function registerEncryption(app: FastifyInstance, settings: AesSettings): void {
  app.addHook('preSerialization', async (_request, _reply, payload) =>
    isEnvelope(payload) ? { ...payload, data: encryptText(JSON.stringify(payload.data), settings), encrypted: true } : payload,
  );
}
