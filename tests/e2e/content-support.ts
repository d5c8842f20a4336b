import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { buildOrder, LOTTERIES, RULES, type SellingInfo } from '../../models/games';
import { postAsApp, uniqueAccount } from './support';

/**
 * What the content browser tests need beyond the page: the operator CLI on the running e2e server
 * (docs/api.md "Operators"), fresh players, their session in a browser context, and a real win.
 */
const run = promisify(execFile);

export const PASSWORD = 'demo1234';

/**
 * Runs an operator command on the e2e server, as an operator would (`npm run cli -- …`); with a
 * body, its admin API JSON through `--file -`. Answers what the CLI printed.
 */
export async function operator(args: readonly string[], body?: object): Promise<string> {
  const env = { ...process.env, DATA_DIR: process.env.FASTDRAW_E2E_DATA_DIR ?? '', PORT: process.env.E2E_PORT ?? '18080' };
  const child = run('node', ['--import', 'tsx', 'server/cli.ts', ...args, ...(body ? ['--file', '-'] : [])], { env, timeout: 60_000 });
  if (body) {
    child.child.stdin?.end(JSON.stringify(body));
  }
  const { stdout } = await child;
  return stdout;
}

/** The id an operator command reported ("Notice 12 published in …"). */
export function idOf(output: string): number {
  const id = Number(/\b(\d+)\b/.exec(output)?.[1]);
  expect(id, output).toBeGreaterThan(0);
  return id;
}

export interface Player {
  account: string;
  token: string;
  secretToken: string;
}

/** Registers a fresh player with the invite code FAST01 through the API. */
export async function registerPlayer(request: APIRequestContext, prefix = 'ct'): Promise<Player> {
  const account = uniqueAccount(prefix);
  const answer = await postAsApp(request, '/api/basic/v1/register', { account, password: PASSWORD, code: 'FAST01', withdrawPassword: PASSWORD, packageId: 1, platformId: 1 });
  const body = (await answer.json()) as { code: number; data: { token: string; secretToken: string } };
  expect(body.code).toBe(0);
  return { account, ...body.data };
}

/** The player is logged in in every page of the context (the session cookies the client keeps). */
export async function signIn(context: BrowserContext, baseURL: string, player: Player): Promise<void> {
  await context.addCookies([
    { name: 'access_token', value: player.token, url: baseURL },
    { name: 'access_jwt', value: player.secretToken, url: baseURL },
  ]);
}

/**
 * A real settled win for the player: an operator credits them, they bet on every sum of Speed K3
 * (one of the sixteen is drawn), and the draw settles it. Answers when the winners feed lists it.
 */
export async function winOnce(request: APIRequestContext, player: Player): Promise<void> {
  await operator(['credit', player.account, '100.00']);
  const lottery = LOTTERIES.find((l) => l.code === 'jsk3')!;
  const rule = RULES.k3.find((r) => r.code === 'hz')!;
  const selection = rule.balls.map((group) => [group.balls[0]!.number]);
  await expect(async () => {
    const info = (await (await request.post('/api/k3/v1/currentSellingInfo', { data: { lotteryId: lottery.id } })).json()) as { data: SellingInfo };
    expect(info.data.status).toBe(0);
    const order = buildOrder({ gameType: 'k3', lotteryId: lottery.id, prizeNo: info.data.currentNo, rule, selection, stake: 1 });
    const placed = (await (await request.post('/api/k3/v1/order', { data: order, headers: { token: player.token } })).json()) as { code: number };
    expect(placed.code).toBe(0);
  }).toPass({ timeout: 30_000 });
  const masked = `${player.account.slice(0, 2)}***${player.account.slice(-2)}`;
  await expect(async () => {
    const feed = (await (await request.get('/api/index/v1/pc/winnerList')).json()) as { data: { account: string }[] };
    expect(feed.data.map((w) => w.account)).toContain(masked);
  }).toPass({ timeout: 45_000, intervals: [1000] });
}

export const maskOf = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;

/** True when the text has Chinese or Japanese characters (the cn variant's currency suffix 元 aside). */
export const hasCjk = (text: string) => /[\u3040-\u30ff\u3400-\u9fff]/.test(text.replaceAll('元', ''));
