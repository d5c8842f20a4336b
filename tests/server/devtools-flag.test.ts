import { describe, expect, it } from 'vitest';
import { clientRuntimeConfig } from '../../server/app';
import { serverOptionsFromEnv } from '../../server/env';

/** The page config a server started with `env` writes into index.html (static-client.test.ts serves it over a socket). */
const pageConfigFor = (env: NodeJS.ProcessEnv) => {
  const options = serverOptionsFromEnv(env);
  return clientRuntimeConfig(options, options.demoData === true);
};

describe('the developer tools flag (docs/devtools.md)', () => {
  it('is on in demo mode, off in production unless the operator sets FASTDRAW_DEVTOOLS=1', () => {
    expect(serverOptionsFromEnv({}).devtools).toBe(true);
    expect(serverOptionsFromEnv({ FASTDRAW_DEVTOOLS: '0' }).devtools).toBe(false);
    expect(serverOptionsFromEnv({ NODE_ENV: 'production' }).devtools).toBe(false);
    expect(serverOptionsFromEnv({ FASTDRAW_DEMO: '0' }).devtools).toBe(false);
    expect(serverOptionsFromEnv({ NODE_ENV: 'production', FASTDRAW_DEVTOOLS: '1' }).devtools).toBe(true);
  });

  it('reaches the page config only where allowed: a production start without the variable gives ?devtools nothing to open', () => {
    expect(pageConfigFor({ NODE_ENV: 'production' })).not.toHaveProperty('devtools');
    expect(pageConfigFor({ NODE_ENV: 'production', FASTDRAW_DEVTOOLS: '1' })).toMatchObject({ devtools: true });
    expect(pageConfigFor({})).toMatchObject({ devtools: true, demo: true });
  });
});
