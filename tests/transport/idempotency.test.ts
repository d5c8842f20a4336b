import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../src/api';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh UUID each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('builds a v4 UUID from getRandomValues where randomUUID is missing (plain http pages)', () => {
    const insecure = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => globalThis.crypto.getRandomValues(array) };
    expect(newIdempotencyKey(insecure)).toMatch(UUID_V4);

    const zeros = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => array };
    expect(newIdempotencyKey(zeros)).toBe('00000000-0000-4000-8000-000000000000');
  });
});
