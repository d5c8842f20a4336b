import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { WithdrawMachine } from '../../machines/account/withdraw.machine';
import { AccountPath } from '../../models/api-paths';
import { describePath, generatePaths, longestPaths, type PathStep } from '../paths/generate';
import { withdrawBrowserPaths } from '../paths/withdraw.paths';
import { PASSWORD, signIn, type Player } from './content-support';
import { dismissMessagePopups } from './support';
import { boundBank, newPlayer } from './support/fixtures';
import { gate, type Gate } from './support/gates';
import { zh } from './support/texts';

/**
 * The withdrawal's generated journeys (tests/paths/withdraw.paths.ts) through the real UI against
 * the real server: an amount under the minimum refused by the form, the confirmation taken back,
 * a wrong withdrawal password refused by the server, and a withdrawal submitted. One player of
 * the suite's own with 1,000.00 (an operator's credit) and a bound bank (the API), made once; the
 * withdraw info and the withdrawal are held at the network so the page is checked in flight too.
 */
const paths = longestPaths(generatePaths(withdrawBrowserPaths, 'journeys'));
type Snapshot = PathStep<WithdrawMachine>['state'];

let player: Player;
let context: BrowserContext;
let page: Page;
let gates: Record<'info' | 'add', Gate>;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  player = await newPlayer(request, 'pwd', '1000.00');
  await boundBank(request, player);
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
  context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await signIn(context, baseURL, player);
  page = await context.newPage();
  await dismissMessagePopups(page);
  gates = { info: await gate(page, AccountPath.withdrawInfo), add: await gate(page, AccountPath.addWithdraw) };
});

test.afterAll(() => context.close());

const form = () => page.getByRole('form', { name: '提现' });
const confirmation = () => page.getByRole('dialog', { name: '确认提现' });

/** What each sample event is in the browser. */
async function drive(event: EventObject) {
  const answered = /^xstate\.(done|error)\.actor\.(.*)$/.exec(event.type);
  if (event.type === 'withdraw.bank') {
    await form().getByRole('combobox', { name: '提现账户' }).fill('工商');
    await page.getByRole('option', { name: /中国工商银行/ }).click();
  } else if (event.type === 'withdraw.amount') {
    await form().getByLabel('提现金额').fill((event as EventObject & { amount: string }).amount);
  } else if (event.type === 'withdraw.password') {
    // The sample password is the suite player's (registered with PASSWORD).
    await form().getByLabel('提现密码', { exact: true }).fill(PASSWORD);
  } else if (event.type === 'withdraw.submit') {
    await form().getByRole('button', { name: '提交提现' }).click();
  } else if (event.type === 'withdraw.confirm') {
    await confirmation().getByRole('button', { name: '确认提现' }).click();
    await gates.add.sent();
  } else if (event.type === 'withdraw.back') {
    await confirmation().getByRole('button', { name: '返回修改' }).click();
  } else if (answered?.[2]?.includes('loading')) {
    await gates.info.pass();
  } else if (answered?.[1] === 'done') {
    await gates.add.pass();
  } else if (answered) {
    // The server refuses the withdrawal password (1006), as the sample refusal says.
    await gates.add.refuse((body) => void (body.withdrawPassword = 'wrong999'));
  } else {
    throw new Error(`no browser action for ${event.type}`);
  }
}

/** What the page shows in each state of the withdrawal. */
async function expectState(snapshot: Snapshot) {
  const { context: c } = snapshot;
  const notice = page.getByRole('status').filter({ hasText: zh('money:withdraw.requested') });
  if (c.notice) await expect(notice).toBeVisible();
  else await expect(notice).toHaveCount(0);
  if (snapshot.matches('loading')) {
    // The first load shows the page's placeholder; a reload after a withdrawal keeps the form, busy.
    if (c.info) await expect(form().getByRole('button', { name: zh('money:withdraw.submitting') })).toBeDisabled();
    else await expect(page.getByRole('status').filter({ hasText: zh('shell:app.loading') })).toBeVisible();
  } else if (snapshot.matches('ready')) {
    await expect(confirmation()).toBeHidden();
    await expect(form().getByRole('button', { name: '提交提现' })).toBeEnabled();
    const bank = form().getByRole('combobox', { name: '提现账户' });
    if (c.bankId === null) await expect(bank).toHaveValue('');
    else await expect(bank).toHaveValue(/中国工商银行/);
    await expect(form().getByLabel('提现金额')).toHaveValue(c.amount);
    await expect(form().getByLabel('提现密码', { exact: true })).toHaveValue(c.withdrawPassword ? PASSWORD : '');
    if (c.error) await expect(form().getByText(zh(c.error.messageKey, c.error.values))).toBeVisible();
    else await expect(form().locator('[aria-invalid="true"]')).toHaveCount(0);
  } else if (snapshot.matches('confirming')) {
    await expect(confirmation().getByTestId('withdraw-confirm')).toContainText(`实际到账${Number(c.amount).toFixed(2)}元`);
    await expect(confirmation().getByRole('button', { name: '确认提现' })).toBeEnabled();
  } else if (snapshot.matches('submitting')) {
    await expect(confirmation().getByRole('button', { name: zh('money:withdraw.submitting') })).toBeDisabled();
  } else {
    throw new Error(`no page expectation for ${JSON.stringify(snapshot.value)}`);
  }
}

test.describe('withdrawal — generated paths through the UI', () => {
  for (const path of paths) {
    test(describePath(withdrawBrowserPaths.machine, path), async () => {
      await page.goto('/my/index?page=withdraw');
      await expectState(path.steps[0]!.state);
      for (const { event, state } of path.steps.slice(1)) {
        await drive(event);
        await expectState(state);
      }
    });
  }
});
