import { describe, expect, it } from 'vitest';
import {
  ClientMessageKey,
  ErrorCode,
  HTTP_ERROR_STATUSES,
  errorKeyForCode,
  errorValuesForCode,
  httpErrorKey,
  isKnownErrorCode,
  sessionErrorKind,
} from '../../models/errors';

const SPEC_CODES = [
  0, 1, 2, 4, 401, 402, 403, 502,
  ...Array.from({ length: 16 }, (_, i) => 1000 + i),
  2001, 2002, 2003,
  ...Array.from({ length: 11 }, (_, i) => 3001 + i),
  4001, 4002, 4003, 4004, 4005, 4006, 4008, 4009,
];

describe('ErrorCode', () => {
  it('lists every code of spec §8 once, and only the reference server 4020 besides', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
    expect([...values].sort((a, b) => a - b)).toEqual([...SPEC_CODES, ErrorCode.idempotencyKeyReused].sort((a, b) => a - b));
  });

  it('names the session codes as the transport expects', () => {
    expect(ErrorCode).toMatchObject({
      ok: 0, failed: 1, tokenInvalid: 2, kicked: 4,
      tokenUnauthorized: 401, credentialInvalid: 402, loggedElsewhere: 403, internal: 502,
      insufficientBalance: 2001, gameDisabled: 4009,
    });
  });
});

describe('errorKeyForCode', () => {
  it('maps each known code to its own key', () => {
    expect(errorKeyForCode(1005)).toBe('errors:code.1005');
    expect(errorKeyForCode(0)).toBe('errors:code.0');
    for (const code of SPEC_CODES) expect(errorKeyForCode(code)).toBe(`errors:code.${code}`);
  });

  it.each([4007, 999, -1, 1.5, 1016, Number.NaN])('maps unknown code %s to the shared key', (code) => {
    expect(isKnownErrorCode(code)).toBe(false);
    expect(errorKeyForCode(code)).toBe('errors:code.unknown');
  });
});

describe('errorValuesForCode', () => {
  it('passes the server message as {{value}} for IP, window and amount texts', () => {
    for (const code of [1007, 1013, 1014, 1015]) {
      expect(errorValuesForCode(code, '10.0.0.1')).toEqual({ value: '10.0.0.1' });
    }
  });

  it('gives no values to other codes', () => {
    expect(errorValuesForCode(1005, 'wrong')).toBeUndefined();
    expect(errorValuesForCode(12345, 'x')).toBeUndefined();
  });
});

describe('httpErrorKey', () => {
  it('maps each status of §8 to its own key', () => {
    expect(HTTP_ERROR_STATUSES).toEqual([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]);
    for (const status of HTTP_ERROR_STATUSES) expect(httpErrorKey(status)).toBe(`errors:http.${status}`);
  });

  it.each([0, 200, 402, 418, 599])('maps other status %s to the shared key', (status) => {
    expect(httpErrorKey(status)).toBe('errors:http.unknown');
  });
});

describe('sessionErrorKind', () => {
  it('maps the token codes of §8', () => {
    expect(sessionErrorKind(2)).toBe('reauth');
    expect(sessionErrorKind(401)).toBe('reauth');
    expect(sessionErrorKind(402)).toBe('credentialInvalid');
    expect(sessionErrorKind(403)).toBe('loggedElsewhere');
    expect(sessionErrorKind(4)).toBe('kicked');
  });

  it('leaves every other code to ordinary error display', () => {
    for (const code of SPEC_CODES.filter((c) => ![2, 4, 401, 402, 403].includes(c))) {
      expect(sessionErrorKind(code)).toBeNull();
    }
  });
});

describe('ClientMessageKey', () => {
  it('keeps client texts in the errors namespace, with the cancel confirmation among them', () => {
    for (const key of Object.values(ClientMessageKey)) expect(key).toMatch(/^errors:client\.\w+$/);
    expect(ClientMessageKey.cancelSuccess).toBe('errors:client.cancelSuccess');
  });
});
