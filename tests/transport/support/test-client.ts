import { createApiClient, type ApiClient, type ApiClientOptions } from '../../../src/api';

/** A client on `base` with tiny backoffs and quiet logs, so retry tests take milliseconds. */
export function testClient(base: string, options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseOverride: null,
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
    ...options,
    config: { apiBase: base, platformId: 3, ...options.config },
    hooks: { log: () => {}, ...options.hooks },
  });
}

/** The rejection of `promise`, failing the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
