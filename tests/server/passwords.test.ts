import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_COST, passwordCost, TEST_COST, verifyPassword } from '../../server/domain/passwords';

describe('password hashing', () => {
  it('uses the OWASP scrypt parameters unless tests ask for less', () => {
    expect(OWASP_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(passwordCost('owasp')).toBe(OWASP_COST);
    expect(passwordCost('test')).toBe(TEST_COST);
  });

  it('stores a self-describing scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('demo1234', TEST_COST);
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(TEST_COST.N), '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(64);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('demo1234', TEST_COST)).not.toBe(await hashPassword('demo1234', TEST_COST));
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('demo1234', TEST_COST);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1235', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies with the parameters written in the hash, so the cost can change later', async () => {
    const stronger = await hashPassword('demo1234', { N: 2 ** 11, r: 8, p: 2 });
    expect(await verifyPassword('demo1234', stronger)).toBe(true);
    expect(needsRehash(stronger, TEST_COST)).toBe(true);
    expect(needsRehash(await hashPassword('x', TEST_COST), TEST_COST)).toBe(false);
  });

  it('hashes at full OWASP cost within the memory limit it sets', async () => {
    const stored = await hashPassword('demo1234', OWASP_COST);
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
  });

  it.each(['', 'plain', 'bcrypt$1$2$3$c2FsdA==$aGFzaA==', 'scrypt$1000$8$1$c2FsdA==$aGFzaA==', 'scrypt$1024$8$1$$', 'scrypt$1024$8$1$a$b$c'])(
    'rejects the malformed stored value %j',
    async (stored) => {
      expect(await verifyPassword('demo1234', stored)).toBe(false);
      expect(needsRehash(stored, TEST_COST)).toBe(true);
    },
  );
});
