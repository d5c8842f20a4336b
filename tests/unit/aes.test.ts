import { createCipheriv, createDecipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AesError, decryptAes, encryptAes } from '../../src/api/aes';

const KEY_128 = '0123456789abcdef';
const KEY_192 = '0123456789abcdef01234567';
const KEY_256 = '0123456789abcdef0123456789abcdef';
const IV = 'fedcba9876543210';

// Produced once with Node's crypto.createCipheriv (see nodeEncrypt below) and frozen here.
const GOLDEN = [
  { key: KEY_128, plain: '{"token":"abc","balance":12345}', cipher: 'eanb1NxOl0OtZqgZ5muHLWyoq8e9dExjESi/7XbuYMQ=' },
  { key: KEY_256, plain: '彩票 ¥1,000 — 開獎', cipher: 'imDckwO4eHkb9WxC6FYy+nD04s49cPTu1ZbsOTkj69k=' },
  { key: KEY_192, plain: '', cipher: '3s9bObujdScSolplo0hVHA==' },
  { key: KEY_128, plain: 'exactly16bytes!!', cipher: 'eD+GI9OPnwB1+CipzeUeEmYJB7L1Mbt/cYbfB2FEu9k=' },
];

const algorithmFor = (key: string) => `aes-${Buffer.byteLength(key) * 8}-cbc`;

function nodeEncrypt(plain: string, key: string, iv: string): string {
  const cipher = createCipheriv(algorithmFor(key), Buffer.from(key), Buffer.from(iv));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

function nodeDecrypt(cipherBase64: string, key: string, iv: string): string {
  const decipher = createDecipheriv(algorithmFor(key), Buffer.from(key), Buffer.from(iv));
  return Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]).toString('utf8');
}

describe('AES-CBC-PKCS7 golden vectors', () => {
  it.each(GOLDEN)('decrypts Node ciphertext with a $key.length-byte key', ({ key, plain, cipher }) => {
    expect(decryptAes(cipher, key, IV)).toBe(plain);
  });

  it.each(GOLDEN)('encrypts to the same bytes as Node with a $key.length-byte key', ({ key, plain, cipher }) => {
    expect(encryptAes(plain, key, IV)).toBe(cipher);
  });

  it('agrees with Node both ways on any text and every key size', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom(KEY_128, KEY_192, KEY_256), (plain, key) => {
        expect(decryptAes(nodeEncrypt(plain, key, IV), key, IV)).toBe(plain);
        expect(nodeDecrypt(encryptAes(plain, key, IV), key, IV)).toBe(plain);
      }),
      { numRuns: 60 },
    );
  });

  it('tolerates line breaks inside the base64', () => {
    const cipher = GOLDEN[0]!.cipher;
    expect(decryptAes(`${cipher.slice(0, 20)}\n${cipher.slice(20)}`, KEY_128, IV)).toBe(GOLDEN[0]!.plain);
  });
});

describe('AES failures are AesError, never a crash or silent garbage', () => {
  const bad: Array<[string, string, string]> = [
    ['not base64', '<html>oops</html>', KEY_128],
    ['empty', '', KEY_128],
    ['not whole blocks', Buffer.from('short').toString('base64'), KEY_128],
    ['wrong key', GOLDEN[0]!.cipher, '0000000000000000'],
    ['truncated', GOLDEN[0]!.cipher.slice(0, 24), KEY_128],
  ];

  it.each(bad)('%s', (_name, cipher, key) => {
    expect(() => decryptAes(cipher, key, IV)).toThrow(AesError);
  });

  it('random 16-byte blocks never throw anything but AesError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 64 }).filter((b) => b.length % 16 === 0), (bytes) => {
        try {
          decryptAes(Buffer.from(bytes).toString('base64'), KEY_128, IV);
        } catch (error) {
          expect(error).toBeInstanceOf(AesError);
        }
      }),
    );
  });
});
