import { describe, expect, it } from 'vitest';
import { hashRequest } from '../../server/domain/idempotency';

describe('request fingerprint', () => {
  it('ignores the order of object keys', () => {
    expect(hashRequest('post', '/api/x', { a: 1, b: { c: [1, 2], d: null } })).toBe(hashRequest('POST', '/api/x', { b: { d: null, c: [1, 2] }, a: 1 }));
  });

  it('tells apart method, path, query and body', () => {
    const base = hashRequest('POST', '/api/x', { a: 1 });
    expect(hashRequest('PUT', '/api/x', { a: 1 })).not.toBe(base);
    expect(hashRequest('POST', '/api/y', { a: 1 })).not.toBe(base);
    expect(hashRequest('POST', '/api/x?v=2', { a: 1 })).not.toBe(base);
    expect(hashRequest('POST', '/api/x', { a: 2 })).not.toBe(base);
    expect(hashRequest('POST', '/api/x', { a: [1] })).not.toBe(base);
  });
});
