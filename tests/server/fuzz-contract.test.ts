import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../models/api-paths';
import type { TokenPair } from '../../models/entities';
import type { FastdrawServer } from '../../server/app';
import type { DatabaseTarget } from '../../server/db/open';
import { MAX_INPUT_DEPTH } from '../../server/http/input-guard';
import { call } from './support/api';
import { describeOnPostgres } from './support/postgres';
import { startTestServer } from './support/server';

/**
 * Contract fuzz (docs/api.md "Bad input"): every registered route, called with empty, wrong-typed,
 * hostile and non-JSON bodies and queries, logged in and not, with and without an Idempotency-Key,
 * never answers 5xx; the API, pay and admin routes always answer a JSON envelope. Seeded and
 * bounded, so a failure repeats (FUZZ_SEED=<n> to try another sequence).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RANDOM_BODIES_PER_ROUTE = 6;
const OPERATOR_TOKEN = 'fuzz-operator-token';

/** mulberry32: small, seeded, good enough to pick test inputs. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Route {
  method: 'GET' | 'POST';
  path: string;
}

/** The routes of Fastify's printRoutes tree: each line's segment is appended to its parent's path. */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]!.split(', ')) if (method === 'GET' || method === 'POST') routes.push({ method, path });
  }
  return routes;
}

const deep = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Raw bodies every route gets: [payload, content type]. */
const FIXED_BODIES: readonly [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['{}', 'application/json'],
  ['[]', 'application/json'],
  ['null', 'application/json'],
  ['"text"', 'application/json'],
  ['123456789012345678901234567890', 'application/json'],
  ['{"account": "demo', 'application/json'],
  ['', 'application/json'],
  ['{"__proto__": {"admin": true}}', 'application/json'],
  ['{"constructor": {"prototype": {"admin": true}}}', 'application/json'],
  [deep(6000), 'application/json'],
  [deep(MAX_INPUT_DEPTH + 1), 'application/json'],
  ['account=demo001&password=demo1234', 'application/x-www-form-urlencoded'],
  ['{"orderId": 1e400, "lotteryId": -0, "amount": 9007199254740993, "pageSize": 1e-400, "status": 3.0}', 'application/json'],
  ['just text', 'text/plain'],
  ['\u0000\u0001binary', 'application/octet-stream'],
];

/** Field names the routes read, so hostile values reach real code paths. */
const FIELDS = [
  'account', 'password', 'withdrawPassword', 'oldPassword', 'newPassword', 'code', 'secretToken', 'platformId', 'packageId',
  'lotteryId', 'roomId', 'prizeNo', 'orderId', 'id', 'pageIndex', 'pageSize', 'startDate', 'endDate', 'status', 'type',
  'amount', 'amountCents', 'coinCents', 'email', 'bankName', 'cardNo', 'name', 'holder', 'payId', 'txId', 'orderDTO',
  'orderItemDTOList', 'bettingAmount', 'bettingCount', 'bettingTotal', 'bettingNumbers', 'ruleId', 'ruleItemId', 'nickName',
  'avatar', 'translations', 'lang', 'content', 'title', 'all', 'note', 'reason', 'text', 'month', 'level', 'methodId',
  'icon', 'image', 'video', 'activityId',
] as const;

function hostileValue(random: () => number, depth = 0): unknown {
  const scalars: unknown[] = [
    9007199254740991, 2 ** 53 + 2, -9007199254740991, 1e308, -1e308, 5e-324, -0, 0, -1, 1, 1.5, 0.001, 2 ** 31, -(2 ** 31),
    '', ' ', '0', '-1', '1e3', '0x10', 'NaN', 'Infinity', '9007199254740993', '1.005', 'a\u0000b', '\u0000', 'é\u200b\ud83d\ude00',
    '\ud800', 'x'.repeat(5000), '2024-13-45', '0000-01-01', '9999-12-31', '1970-01-01', '<script>alert(1)</script>', "' OR 1=1 --",
    '../../../etc/passwd', '%00', '{"a":1}', 'FAST01', 'demo001', true, false, null,
  ];
  const pick = random();
  if (depth < 3 && pick < 0.12) return Array.from({ length: Math.floor(random() * 4) }, () => hostileValue(random, depth + 1));
  if (depth < 3 && pick < 0.22) return hostileObject(random, depth + 1, 3);
  return scalars[Math.floor(random() * scalars.length)];
}

function hostileObject(random: () => number, depth: number, maxFields: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * maxFields);
  for (let i = 0; i < count; i++) object[FIELDS[Math.floor(random() * FIELDS.length)]!] = hostileValue(random, depth);
  return object;
}

/** The admin API's commands (server/operator/actions.ts), each fuzzed on its own. */
const ADMIN_COMMANDS = [
  'post-notice', 'post-message', 'post-activity', 'post-banner', 'set-text', 'clear-text', 'remove-notice', 'remove-message',
  'remove-activity', 'remove-banner', 'content', 'credit', 'freeze', 'unfreeze', 'block-withdrawals', 'unblock-withdrawals',
  'disable-game', 'enable-game', 'pending', 'approve-withdrawal', 'reject-withdrawal', 'confirm-deposit', 'reject-deposit', 'room-notice',
] as const;

const PARAM_VALUES = ['1', '0', '-1', '99999999999999999999', 'abc', '%00', 'a%2Fb', '..%2F..', 'credit', 'sandbox', 'D20310101FFFFFFFFFFFF', 'x'.repeat(300)];

function concretePath(path: string, random: () => number): string {
  const value = () => PARAM_VALUES[Math.floor(random() * PARAM_VALUES.length)]!;
  return path.replace(/:command/g, () => ADMIN_COMMANDS[Math.floor(random() * ADMIN_COMMANDS.length)]!).replace(/:[A-Za-z]+/g, value).replace(/\*/g, () => ['', 'banner/default.svg', 'nope.png', '..%2F..%2Fpackage.json', value()][Math.floor(random() * 5)]!);
}

/** encodeURIComponent, with a lone surrogate sent as the raw bytes a client could send. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

function hostileQuery(random: () => number): string {
  const fields = hostileObject(random, 3, 4);
  const parts = Object.entries(fields).map(([name, value]) => `${name}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`);
  if (random() < 0.3) parts.push('lotteryId=1&lotteryId=2');
  return parts.join('&');
}

/**
 * Paths whose answers are JSON envelopes (`{code,msg,data}`; the admin API's `{ok,…}`). Not the
 * cashier (an HTML page) nor gateway callbacks (answered in the gateway's own words).
 */
const isJsonApi = (path: string): boolean =>
  /^\/(api|admin)\//.test(path) || (path.startsWith('/payment/') && !path.includes('/cashier/') && !path.includes('/callback/'));

function fuzzSuite(label: string, database: () => Promise<DatabaseTarget>): void {
  describe(`contract fuzz on ${label}: no 5xx on bad input, always an envelope`, () => {
    let server: FastdrawServer;
    let routes: Route[];
    beforeAll(async () => {
      server = await startTestServer(await database(), { operatorToken: OPERATOR_TOKEN, account: { demo: true } });
      routes = routesOf(server.app.printRoutes({ commonPrefix: false }));
    });
    afterAll(() => server?.close());

    const loginToken = async (): Promise<string> => {
      // From an address of its own: the fuzz's wrong passwords throttle 127.0.0.1.
      const answer = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account: 'demo001', password: 'demo1234' }, ip: '10.250.0.1' });
      expect(answer.envelope.code).toBe(0);
      return answer.envelope.data.token;
    };

    it('finds the routes of every area', () => {
      const paths = routes.map((route) => route.path);
      for (const path of ['/api/basic/v1/login', '/api/user/v1/updatePassword', '/api/lotteryOrder/v1/orderList', '/admin/v1/:command', '/payment/pay/payList']) {
        expect(paths).toContain(path);
      }
      expect(routes.length).toBeGreaterThan(60);
    });

    it('answers every route and every hostile input below 500, with an envelope on the JSON routes', async () => {
      const random = randomFrom(SEED);
      const failures: string[] = [];
      let calls = 0;
      for (const route of routes) {
        const token = await loginToken();
        const bodies: [string | undefined, string | undefined][] = [
          ...FIXED_BODIES,
          ...Array.from({ length: RANDOM_BODIES_PER_ROUTE }, (): [string, string] => [JSON.stringify(hostileObject(random, 0, 8)), 'application/json']),
        ];
        for (const [index, [payload, contentType]] of bodies.entries()) {
          const loggedIn = index % 2 === 0;
          const headers: Record<string, string> = {};
          if (contentType && route.method === 'POST') headers['content-type'] = contentType;
          if (loggedIn) headers.token = token;
          else if (random() < 0.3) headers.token = 'not-a-token';
          if (route.path.startsWith('/admin/')) headers.authorization = `Bearer ${OPERATOR_TOKEN}`;
          if (random() < 0.5) headers['idempotency-key'] = random() < 0.2 ? 'fuzz-shared-key' : `fuzz-${Math.floor(random() * 1e12)}`;
          const query = route.method === 'GET' || random() < 0.3 ? `?${hostileQuery(random)}` : '';
          const url = `${concretePath(route.path, random)}${query}`;
          const response = await server.app.inject({ method: route.method, url, headers, ...(route.method === 'POST' && payload !== undefined ? { payload } : {}) });
          calls += 1;
          const what = `${route.method} ${url.slice(0, 120)} body=${(payload ?? '(none)').slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 160)}`;
          if (response.statusCode >= 500) failures.push(what);
          else if (isJsonApi(route.path) && response.statusCode !== 404) {
            let body: unknown;
            try {
              body = response.json();
            } catch {
              body = undefined;
            }
            const envelope = typeof body === 'object' && body !== null && (('code' in body && 'msg' in body && 'data' in body) || (route.path.startsWith('/admin/') && 'ok' in body));
            if (!envelope) failures.push(`no envelope: ${what}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(calls).toBeGreaterThan(routes.length * FIXED_BODIES.length);
    }, 120_000);

    it('answers every admin command and hostile body below 500', async () => {
      const random = randomFrom(SEED + 1);
      const failures: string[] = [];
      for (const command of ADMIN_COMMANDS) {
        for (let i = 0; i < RANDOM_BODIES_PER_ROUTE * 2; i++) {
          const body = hostileObject(random, 0, 6);
          if (random() < 0.5) body.account = random() < 0.5 ? 'demo\u0000001' : 'demo001';
          const response = await server.app.inject({
            method: 'POST',
            url: `/admin/v1/${command}`,
            headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json', ...(random() < 0.5 ? { 'idempotency-key': `admin-${i}` } : {}) },
            payload: JSON.stringify(body),
          });
          if (response.statusCode >= 500) failures.push(`${command} ${JSON.stringify(body).slice(0, 160)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
    }, 60_000);

    it('answers the known cases with their codes', async () => {
      const token = await loginToken();
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        server.app.inject({ method: 'POST', url: `/api${path}`, headers: { token, 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
      // Record lists without an end date, or with a year PostgreSQL has not got.
      for (const body of [{}, { startDate: '2024-01-01' }, { startDate: '0000-01-01', endDate: '0000-01-02' }]) {
        expect((await post('/lotteryOrder/v1/orderList', body)).json()).toMatchObject({ code: 0, data: { list: [], total: 0 } });
      }
      // Nested 6,000 levels deep, with an Idempotency-Key: refused as bad input, nothing done.
      const nested = await server.app.inject({ method: 'POST', url: '/api/user/v1/logout', headers: { token, 'content-type': 'application/json', 'idempotency-key': 'deep-1' }, payload: deep(6000) });
      expect(nested.statusCode).toBe(400);
      expect(nested.json()).toMatchObject({ code: 400, data: null });
      expect((await call(server.app, 'POST', ApiPath.userInfo, { token })).envelope.code).toBe(0);
      // A NUL in an account name, on login and on register.
      for (const path of [ApiPath.login, ApiPath.register]) {
        const answer = await post(path, { account: 'demo\u0000001', password: 'demo1234', withdrawPassword: '123456', code: 'FAST01' });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ code: 400, data: null });
      }
    });
  });
}

fuzzSuite('PGlite', async () => ({ kind: 'memory' }));

// PostgreSQL itself too (a NUL in text, integer ranges): the server the suite starts, when installed.
describeOnPostgres('contract fuzz', (newDatabase) => fuzzSuite('PostgreSQL', newDatabase));
