import { describe, expect, it } from 'vitest';
import { databaseFromEnv, listenFromEnv, serverOptionsFromEnv } from '../../server/env';

describe('configuration from the environment', () => {
  it('defaults to the embedded database in ./.data, port 8080 on all interfaces, no encryption', () => {
    expect(databaseFromEnv({})).toEqual({ kind: 'pglite', dataDir: './.data' });
    expect(listenFromEnv({})).toEqual({ port: 8080, host: '0.0.0.0' });
    const options = serverOptionsFromEnv({});
    expect(options).toMatchObject({ vipSwitch: '1', multiLanguage: true, variant: 'cn', trustProxy: false });
    expect(options.aes).toBeUndefined();
    expect(options.apiLines).toBeUndefined();
    expect(options.corsOrigins).toBeUndefined();
    expect(options.passwordCost).toBeUndefined();
  });

  it('uses PostgreSQL when DATABASE_URL is set, else DATA_DIR', () => {
    expect(databaseFromEnv({ DATABASE_URL: 'postgres://db/fastdraw', DATA_DIR: '/srv' })).toEqual({ kind: 'postgres', url: 'postgres://db/fastdraw' });
    expect(databaseFromEnv({ DATA_DIR: '/srv/fastdraw' })).toEqual({ kind: 'pglite', dataDir: '/srv/fastdraw' });
  });

  it('reads every FASTDRAW_ setting', () => {
    const options = serverOptionsFromEnv({
      FASTDRAW_AES_KEY: '0123456789abcdef',
      FASTDRAW_AES_IV: 'fedcba9876543210',
      FASTDRAW_VIP_SWITCH: '0',
      FASTDRAW_MULTI_LANGUAGE: 'false',
      FASTDRAW_API_LINES: ' https://a.example/api , /api ,',
      FASTDRAW_VARIANT: 'jp',
      FASTDRAW_TRUST_PROXY: '1',
      FASTDRAW_CLIENT_DIR: '/srv/client',
      FASTDRAW_CORS_ORIGINS: 'https://play.example, https://m.example',
    });
    expect(options).toMatchObject({
      aes: { key: '0123456789abcdef', iv: 'fedcba9876543210' },
      vipSwitch: '0',
      multiLanguage: false,
      apiLines: ['https://a.example/api', '/api'],
      variant: 'jp',
      trustProxy: true,
      clientDir: '/srv/client',
      corsOrigins: ['https://play.example', 'https://m.example'],
    });
    expect(listenFromEnv({ PORT: '9000', HOST: '127.0.0.1' })).toEqual({ port: 9000, host: '127.0.0.1' });
  });

  it.each([
    [{ FASTDRAW_AES_KEY: '0123456789abcdef' }, /both FASTDRAW_AES_KEY and FASTDRAW_AES_IV/],
    [{ FASTDRAW_VARIANT: 'us' }, /FASTDRAW_VARIANT/],
    [{ FASTDRAW_VIP_SWITCH: 'maybe' }, /FASTDRAW_VIP_SWITCH/],
  ])('refuses %j', (env, message) => {
    expect(() => serverOptionsFromEnv(env)).toThrow(message);
  });

  it('refuses a port that is not one', () => {
    expect(() => listenFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => listenFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});
