import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import NoPadding from 'crypto-js/pad-nopadding';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { lib } from 'crypto-js';

/**
 * AES-CBC with PKCS7 padding over base64, the cipher of encrypted answers (spec §7). Key and IV
 * are UTF-8 strings. Only the crypto-js modules needed are imported, not the whole bundle
 * (CBC is crypto-js's default mode).
 *
 * crypto-js does not check padding when it decrypts, so wrong input would come back as silent
 * garbage: we decrypt without padding and check PKCS7 ourselves, and every failure is an AesError.
 */

const BLOCK_BYTES = 16;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export class AesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AesError';
  }
}

export function encryptAes(plainText: string, key: string, iv: string): string {
  const encrypted = AES.encrypt(Utf8.parse(plainText), Utf8.parse(key), { iv: Utf8.parse(iv), padding: Pkcs7 });
  return Base64.stringify(encrypted.ciphertext);
}

/** Decrypts a base64 ciphertext to its UTF-8 text; throws AesError for anything that is not one. */
export function decryptAes(cipherBase64: string, key: string, iv: string): string {
  const compact = cipherBase64.replace(/\s+/g, '');
  if (!BASE64.test(compact)) throw new AesError('ciphertext is not base64');
  const ciphertext = Base64.parse(compact);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % BLOCK_BYTES !== 0) {
    throw new AesError('ciphertext length is not a whole number of AES blocks');
  }
  let padded: lib.WordArray;
  try {
    // Passed as params, not as a string: a string would be parsed as OpenSSL format, where a
    // ciphertext that happens to start with "Salted__" changes meaning.
    const params = { ciphertext } as lib.CipherParams;
    padded = AES.decrypt(params, Utf8.parse(key), { iv: Utf8.parse(iv), padding: NoPadding });
  } catch {
    throw new AesError('AES decryption failed');
  }
  removePkcs7(padded);
  try {
    return Utf8.stringify(padded);
  } catch {
    throw new AesError('decrypted bytes are not UTF-8 text');
  }
}

function removePkcs7(data: lib.WordArray): void {
  const count = byteAt(data, data.sigBytes - 1);
  if (count < 1 || count > BLOCK_BYTES) throw new AesError('bad PKCS7 padding');
  for (let i = data.sigBytes - count; i < data.sigBytes; i += 1) {
    if (byteAt(data, i) !== count) throw new AesError('bad PKCS7 padding');
  }
  data.sigBytes -= count;
}

function byteAt(data: lib.WordArray, index: number): number {
  const word = data.words[index >>> 2] ?? 0;
  return (word >>> (24 - (index % 4) * 8)) & 0xff;
}
