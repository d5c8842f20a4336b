import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ApiPath } from '../../models/api-paths';
import { describePath, generatePaths, longestPaths } from '../paths/generate';
import { sessionBrowserPaths } from '../paths/session.paths';
import { registerPlayer, type Player } from './content-support';
import { closeNoticePopup, dismissMessagePopups, topBar } from './support';
import { expireTokenOnce, gate, type Gate } from './support/gates';

/**
 * The session's generated journeys (tests/paths/session.paths.ts) driven through the real UI in
 * Chromium against the real server: login (valid, invalid, refused), the silent re-login when the
 * server refuses an expired token (renewed with the stored secret, or lost with it), logout. The
 * calls the session makes are held at the network until the path answers them, so the page is
 * checked in flight too; every answer comes from the real server.
 */
const paths = longestPaths(generatePaths(sessionBrowserPaths, 'journeys'));

let player: Player;
// One browser page for every path (no new browser, notice popup and chunk downloads per path):
// each path starts as a visitor again with the cookies cleared.
let context: BrowserContext;
let page: Page;
let gates: Driver['gates'];
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }) => {
  // The first page of a fresh browser downloads the whole start-up: on a busy CI machine, more than a minute.
  test.setTimeout(120_000);
  player = await registerPlayer(request, 'pth');
  // A context of our own gets none of the config's `use`: the same address, language and size.
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
  context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  gates = { login: await gate(page, ApiPath.login), refresh: await gate(page, ApiPath.refresh), logout: await gate(page, ApiPath.logout) };
  await page.goto('/home');
  // The first visit of a fresh context downloads every start-up chunk: on a busy machine the
  // daily notice takes longer than an assertion's 10 s to show.
  await page.getByRole('button', { name: '我知道了' }).waitFor({ timeout: 45_000 });
  await closeNoticePopup(page);
  await dismissMessagePopups(page);
});

test.afterAll(() => context.close());

interface Driver {
  page: Page;
  gates: Record<'login' | 'refresh' | 'logout', Gate>;
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: '会员登录' });

async function submitLogin(page: Page, account: string, password: string) {
  const dialog = loginDialog(page);
  if (!(await dialog.isVisible())) await topBar(page).getByRole('button', { name: '登录' }).click();
  await dialog.getByRole('textbox', { name: '账号' }).fill(account);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登录' }).click();
}

/** What each sample event is in the browser. */
async function drive({ page, gates }: Driver, event: EventObject) {
  const answered = /^xstate\.(done|error)\.actor\.\d+\.session\.(\w+)/.exec(event.type);
  const src = answered ? (answered[2] === 'loggingIn' ? 'login' : answered[2] === 'loggingOut' ? 'logout' : null) : null;
  if (event.type === 'session.login') {
    const form = event as EventObject & { account: string; password: string };
    // The valid sample logs in as this suite's own player; the invalid one as written.
    if (form.account === 'x') await submitLogin(page, form.account, form.password);
    else await submitLogin(page, player.account, 'demo1234');
  } else if (event.type === 'session.reauth') {
    // The server refuses the token of the next call (as when it expired): the transport asks the
    // session to log in again silently with the stored secret.
    await expireTokenOnce(page, ApiPath.userInfo);
    await topBar(page).getByRole('button', { name: '刷新余额' }).click();
    await gates.refresh.sent();
  } else if (event.type === 'session.logout') {
    await topBar(page).getByRole('button', { name: '退出' }).click();
    await gates.logout.sent();
  } else if (src && answered?.[1] === 'done') {
    await gates[src as 'login' | 'logout'].pass();
  } else if (answered?.[2] === 'loggingIn') {
    await gates.login.refuse((body) => void (body.password = 'wrong-pass1'));
  } else if (/^xstate\.done\.actor\..*refreshing$/.test(event.type)) {
    await gates.refresh.pass();
  } else if (/^xstate\.error\.actor\..*refreshing$/.test(event.type)) {
    await gates.refresh.refuse((body) => void (body.secretToken = 'stale-secret'));
  }
  // fetchUser answers on its own: the real server is not held for it.
}

/** What the page shows in each state of the session (the login dialog hides the rest from a11y). */
async function expectState(page: Page, value: unknown, error: boolean) {
  const state = JSON.stringify(value);
  const bar = topBar(page);
  if (state === '"anonymous"') {
    // A refusal shows under the form, a field the form rejects is marked invalid.
    if (error) await expect(loginDialog(page).locator('[role="alert"], [aria-invalid="true"]').first()).toBeVisible();
    // Logged out: the login button; a lost session also asks the player to log in again (the dialog).
    else await expect(bar.getByRole('button', { name: '登录' }).or(loginDialog(page))).toBeVisible({ timeout: 20_000 });
  } else if (state === '"loggingIn"') {
    await expect(loginDialog(page).getByRole('button', { name: '登录' })).toBeDisabled();
  } else if (state === '"loggingOut"') {
    await expect(bar.getByRole('button', { name: '退出' })).toBeDisabled();
  } else if (state.includes('"user":"ready"')) {
    // Logged in with the user info: the player's own controls and name.
    await expect(bar.getByRole('button', { name: '退出' })).toBeEnabled();
    await expect(bar).toContainText(player.account);
    await expect(bar.getByRole('button', { name: '登录' })).toHaveCount(0);
  } else {
    // Logged in, the user info on its way: no login button any more, the controls to come.
    await expect(loginDialog(page)).toBeHidden();
    await expect(bar.getByRole('button', { name: '登录' })).toHaveCount(0);
  }
}

test.describe('session — generated paths through the UI', () => {
  for (const path of paths) {
    test(describePath(sessionBrowserPaths.machine, path), async () => {
      await context.clearCookies();
      await page.goto('/home');
      await expectState(page, path.steps[0]!.state.value, false);
      for (const { event, state } of path.steps.slice(1)) {
        await drive({ page, gates }, event);
        await expectState(page, state.value, state.context.error !== null);
      }
    });
  }
});
