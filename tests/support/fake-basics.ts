/** What every part of the fake platform (tests/support/fake-platform.ts) shares. */

/** Simulated time 0 is this moment on the server's clock. */
export const EPOCH = new Date(2026, 10, 22, 20, 0, 0).getTime();

/** An ApiError-like failure, as the transport produces (structural, like the real one). */
export const apiFailure = (code: number) => Object.assign(new Error(`errors:code.${code}`), { kind: 'business', code, messageKey: `errors:code.${code}` });
