import { describe, expect, it } from 'vitest';
import { databaseFromEnv, demoFromEnv, deskListenFromEnv, listenFromEnv, serverOptionsFromEnv } from '../../server/env';

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
      FASTDRAW_TRUST_PROXY: ' 10.0.0.0/8 , loopback ',
      FASTDRAW_CLIENT_DIR: '/srv/client',
      FASTDRAW_CORS_ORIGINS: 'https://play.example, https://m.example',
    });
    expect(options).toMatchObject({
      aes: { key: '0123456789abcdef', iv: 'fedcba9876543210' },
      vipSwitch: '0',
      multiLanguage: false,
      apiLines: ['https://a.example/api', '/api'],
      variant: 'jp',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      clientDir: '/srv/client',
      corsOrigins: ['https://play.example', 'https://m.example'],
    });
    expect(listenFromEnv({ PORT: '9000', HOST: '127.0.0.1' })).toEqual({ port: 9000, host: '127.0.0.1' });
  });

  it('gives the desk a listener of its own with FASTDRAW_DESK_PORT, on loopback unless FASTDRAW_DESK_HOST says otherwise', () => {
    expect(deskListenFromEnv({})).toBeNull();
    expect(serverOptionsFromEnv({}).deskListener).toBe(false);
    expect(deskListenFromEnv({ FASTDRAW_DESK_PORT: '8081' })).toEqual({ port: 8081, host: '127.0.0.1' });
    expect(deskListenFromEnv({ FASTDRAW_DESK_PORT: '8081', FASTDRAW_DESK_HOST: '10.0.0.2' })).toEqual({ port: 8081, host: '10.0.0.2' });
    expect(serverOptionsFromEnv({ FASTDRAW_DESK_PORT: '8081' }).deskListener).toBe(true);
  });

  it.each([
    [{ FASTDRAW_AES_KEY: '0123456789abcdef' }, /both FASTDRAW_AES_KEY and FASTDRAW_AES_IV/],
    [{ FASTDRAW_VARIANT: 'us' }, /FASTDRAW_VARIANT/],
    [{ FASTDRAW_VIP_SWITCH: 'maybe' }, /FASTDRAW_VIP_SWITCH/],
    // Trusting every hop is what let any client pick its address: refused, with what to set instead.
    [{ FASTDRAW_TRUST_PROXY: 'true' }, /FASTDRAW_TRUST_PROXY=true would trust every X-Forwarded-For address.*number of proxies/],
    [{ FASTDRAW_TRUST_PROXY: 'nginx.local' }, /FASTDRAW_TRUST_PROXY: invalid IP address: nginx\.local/],
    [{ FASTDRAW_TRUST_PROXY: '10.0.0.0/33' }, /FASTDRAW_TRUST_PROXY/],
    [{ FASTDRAW_DESK_HOST: '10.0.0.2' }, /FASTDRAW_DESK_HOST needs FASTDRAW_DESK_PORT/],
    [{ FASTDRAW_DESK_PORT: '99999' }, /FASTDRAW_DESK_PORT must be a port number/],
  ])('refuses %j', (env, message) => {
    expect(() => serverOptionsFromEnv(env)).toThrow(message);
  });

  it('takes the load-shedding delay from FASTDRAW_SHED_DELAY_MS (0 turns the guard off), else the server default', () => {
    expect(serverOptionsFromEnv({}).loadShedding).toBeUndefined();
    expect(serverOptionsFromEnv({ FASTDRAW_SHED_DELAY_MS: '0' }).loadShedding).toEqual({ maxEventLoopDelayMs: 0 });
    expect(serverOptionsFromEnv({ FASTDRAW_SHED_DELAY_MS: '500' }).loadShedding).toEqual({ maxEventLoopDelayMs: 500 });
    expect(() => serverOptionsFromEnv({ FASTDRAW_SHED_DELAY_MS: 'fast' })).toThrow(/FASTDRAW_SHED_DELAY_MS/);
  });

  it('runs the house players in demo mode unless FASTDRAW_DEMO_PLAYERS=0, never outside it', () => {
    expect(serverOptionsFromEnv({}).housePlayers).toBe(true);
    expect(serverOptionsFromEnv({ FASTDRAW_DEMO_PLAYERS: '0' }).housePlayers).toBe(false);
    expect(serverOptionsFromEnv({ FASTDRAW_DEMO: '0' }).housePlayers).toBe(false);
    expect(serverOptionsFromEnv({ NODE_ENV: 'production', FASTDRAW_DEMO_PLAYERS: '1' }).housePlayers).toBe(false);
    expect(() => serverOptionsFromEnv({ FASTDRAW_DEMO_PLAYERS: 'maybe' })).toThrow('FASTDRAW_DEMO_PLAYERS must be 1/true or 0/false');
  });

  it('reads the account settings: demo mode, limits, rebate, recharge switch, wallets, pay secret', () => {
    expect(serverOptionsFromEnv({}).account).toEqual({ demo: true, withdraw: {}, rechargeSwitch: true, usdtWallets: {} });
    const options = serverOptionsFromEnv({
      FASTDRAW_DEMO: '0',
      FASTDRAW_WITHDRAW_MIN: '50.00',
      FASTDRAW_WITHDRAW_MAX: '20,000',
      FASTDRAW_WITHDRAW_DAILY_COUNT: '3',
      FASTDRAW_WITHDRAW_WINDOW: '22:00-06:00',
      FASTDRAW_WITHDRAW_TURNOVER_PERCENT: '100',
      FASTDRAW_AGENT_REBATE_PERMILLE: '0',
      FASTDRAW_RECHARGE_SWITCH: '0',
      FASTDRAW_USDT_TRC20_ADDRESS: 'TWallet',
      FASTDRAW_PAY_SECRET: 'secret',
    });
    expect(options.account).toEqual({
      demo: false,
      withdraw: { minCents: 5_000, maxCents: 2_000_000, dailyCount: 3, window: '22:00-06:00', turnoverPercent: 100 },
      rebatePermille: 0,
      rechargeSwitch: false,
      usdtWallets: { TRC20: 'TWallet' },
    });
    expect(options.paySecret).toBe('secret');
    expect(options.mailer).toBeUndefined();
    expect(serverOptionsFromEnv({ FASTDRAW_SMTP_URL: 'smtp://u:p@mail.example:587' }).mailer).toBeDefined();
  });

  it('seeds the demo data and switches the sandbox on in demo mode only; FASTDRAW_PAY_PROVIDERS names the providers', () => {
    expect(serverOptionsFromEnv({})).toMatchObject({ demoData: true, payProviders: ['sandbox'] });
    expect(serverOptionsFromEnv({ NODE_ENV: 'production' })).toMatchObject({ demoData: false, payProviders: [] });
    expect(serverOptionsFromEnv({ FASTDRAW_DEMO: '0', FASTDRAW_PAY_PROVIDERS: ' Sandbox ' }).payProviders).toEqual(['sandbox']);
    expect(serverOptionsFromEnv({ FASTDRAW_PAY_PROVIDERS: 'none' }).payProviders).toEqual([]);
    expect(() => serverOptionsFromEnv({ FASTDRAW_PAY_PROVIDERS: 'sandbox,stripe' })).toThrow('FASTDRAW_PAY_PROVIDERS: unknown provider "stripe" (built in: sandbox; or none)');
  });

  it('turns demo mode off by default in production', () => {
    expect(demoFromEnv({})).toBe(true);
    expect(demoFromEnv({ NODE_ENV: 'production' })).toBe(false);
    expect(demoFromEnv({ NODE_ENV: 'production', FASTDRAW_DEMO: '1' })).toBe(true);
    expect(demoFromEnv({ FASTDRAW_DEMO: 'off' })).toBe(false);
  });

  it.each([
    [{ FASTDRAW_WITHDRAW_MIN: 'ten' }, /FASTDRAW_WITHDRAW_MIN/],
    [{ FASTDRAW_WITHDRAW_MIN: '500', FASTDRAW_WITHDRAW_MAX: '100' }, /maximum/],
    [{ FASTDRAW_WITHDRAW_DAILY_COUNT: '1.5' }, /FASTDRAW_WITHDRAW_DAILY_COUNT/],
    [{ FASTDRAW_WITHDRAW_WINDOW: '9-17' }, /09:00-22:00/],
    [{ FASTDRAW_AGENT_REBATE_PERMILLE: '500' }, /per mille/],
    [{ FASTDRAW_DEMO: 'sometimes' }, /FASTDRAW_DEMO/],
    [{ FASTDRAW_SMTP_URL: 'mail.example.com' }, /FASTDRAW_SMTP_URL/],
  ])('refuses the account setting %j', (env, message) => {
    expect(() => serverOptionsFromEnv(env)).toThrow(message);
  });

  it('refuses a port that is not one', () => {
    expect(() => listenFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => listenFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});
