import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { DepositMachine } from '../../machines/account/deposit.machine';
import type { DepositOrder } from '../../models/account';
import { PayPath } from '../../models/api-paths';
import { formatMoney } from '../../models/money';
import { depositBrowserPaths } from '../paths/deposit.paths';
import { describePath, generatePaths, longestPaths, type PathStep } from '../paths/generate';
import { signIn, type Player } from './content-support';
import { dismissMessagePopups } from './support';
import { newPlayer } from './support/fixtures';
import { gate, type Gate } from './support/gates';
import { zh } from './support/texts';

/**
 * The deposit's generated journeys (tests/paths/deposit.paths.ts) through the real UI against the
 * real server: a method chosen, an amount under its limit refused, the order made and its sandbox
 * cashier opened, then the order checked — by the page's own 3 s poll or "I have paid" — and found
 * still waiting, not reachable, failed (the cashier's "simulate failure") or paid (the cashier's
 * "confirm payment"); or the payer goes back to the form. One player of the suite's own; the
 * method list, the deposit and every order check are held at the network until the path answers
 * them, and the real server answers.
 */
const paths = longestPaths(generatePaths(depositBrowserPaths, 'journeys'));
type Snapshot = PathStep<DepositMachine>['state'];

let player: Player;
let context: BrowserContext;
let page: Page;
let gates: Record<'payList' | 'pay' | 'order', Gate>;
/** The sandbox cashier of the path's order (a window of its own). */
let cashier: Page | null = null;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  player = await newPlayer(request, 'pdp');
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
  context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await signIn(context, baseURL, player);
  page = await context.newPage();
  await dismissMessagePopups(page);
  gates = { payList: await gate(page, PayPath.payList, '/payment'), pay: await gate(page, PayPath.pay, '/payment'), order: await gate(page, PayPath.order, '/payment') };
});

test.afterAll(() => context.close());

const form = () => page.getByRole('form', { name: '充值' });

/** What each sample event is in the browser. */
async function drive(event: EventObject) {
  const answered = /^xstate\.(done|error)\.actor\.\d+\.deposit\.(.*)$/.exec(event.type);
  const state = answered?.[2];
  if (event.type === 'deposit.method') {
    await form().getByRole('group', { name: '支付方式' }).getByText('支付宝').click();
  } else if (event.type === 'deposit.other') {
    await form().getByRole('button', { name: '其他金额' }).click();
  } else if (event.type === 'deposit.amount') {
    await form().getByLabel('输入金额').fill((event as EventObject & { amount: string }).amount);
  } else if (event.type === 'deposit.submit') {
    await form().getByRole('button', { name: '立即充值' }).click();
  } else if (event.type === 'deposit.check') {
    await page.getByRole('button', { name: '我已完成支付' }).click();
    await gates.order.sent();
  } else if (event.type === 'deposit.back') {
    await page.getByRole('button', { name: '返回', exact: true }).click();
  } else if (event.type.startsWith('xstate.after.')) {
    // The page's own poll: its next order check goes out (every 3 s).
    await gates.order.sent();
  } else if (state === 'loading') {
    await gates.payList.pass();
  } else if (state === 'choosing.order.paying') {
    // The order is made and its cashier opens in a window of its own.
    const opens = context.waitForEvent('page');
    await gates.pay.pass();
    cashier = await opens;
  } else if (answered?.[1] === 'done') {
    // The order as the path says the server finds it: paid or failed at the sandbox cashier first.
    const { status } = (event as EventObject & { output: DepositOrder }).output;
    if (status === 1 || status === 2) {
      await cashier!.getByRole('button', { name: status === 1 ? /确认支付/ : /模拟失败/ }).click();
      await expect(cashier!.getByText(status === 1 ? '支付成功，已到账' : '支付失败')).toBeVisible();
    }
    await gates.order.passAll();
  } else if (answered) {
    // The check is refused: the server knows no such order.
    await gates.order.refuseAll((body) => void (body.orderId = 'D000000000000'));
  } else {
    throw new Error(`no browser action for ${event.type}`);
  }
}

const FEEDBACK = ['confirming', 'stillWaiting', 'unreachable'] as const;

/** What the page shows in each state of the deposit. */
async function expectState(snapshot: Snapshot) {
  const { context: c } = snapshot;
  if (snapshot.matches('loading')) {
    await expect(page.getByRole('status').filter({ hasText: zh('shell:app.loading') })).toBeVisible();
  } else if (snapshot.matches('choosing')) {
    const paying = snapshot.hasTag('paying');
    await expect(form().getByRole('button', { name: paying ? '正在提交…' : '立即充值' })).toBeEnabled({ enabled: !paying });
    const method = c.methods.find((m) => m.id === c.methodId)!;
    await expect(form().getByRole('radio', { name: new RegExp(method.name) })).toBeChecked();
    if (snapshot.hasTag('otherAmount')) await expect(form().getByLabel('输入金额')).toHaveValue(c.amount);
    else await expect(form().getByLabel('输入金额')).toHaveCount(0);
    const refusal = form().getByRole('alert');
    if (c.error) await expect(refusal).toHaveText(zh(c.error.messageKey, c.error.values));
    else await expect(refusal).toHaveCount(0);
  } else if (snapshot.matches('awaiting')) {
    await expect(page.getByRole('status').filter({ hasText: /^订单 \S+ 等待支付结果…$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '打开收银台' })).toBeVisible();
    const feedback = FEEDBACK.find((f) => snapshot.matches({ awaiting: { feedback: f } }));
    if (feedback) await expect(page.getByTestId('deposit-feedback')).toHaveText(zh(`money:deposit.feedback.${feedback}`));
    else await expect(page.getByTestId('deposit-feedback')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '我已完成支付' })).toBeEnabled({ enabled: feedback !== 'confirming' });
  } else if (snapshot.matches('paid')) {
    const order = c.order!;
    const key = order.bonus > 0 ? 'money:deposit.paidBonus' : 'money:deposit.paid';
    await expect(page.getByText(zh(key, { amount: formatMoney(order.money, 'cn'), bonus: formatMoney(order.bonus, 'cn') }))).toBeVisible();
    await expect(page.getByTestId('deposit-balance')).toBeVisible();
  } else if (snapshot.matches('payFailed')) {
    await expect(page.getByRole('alert')).toHaveText(zh('money:deposit.failed'));
  } else {
    throw new Error(`no page expectation for ${JSON.stringify(snapshot.value)}`);
  }
}

test.describe('deposit — generated paths through the UI', () => {
  for (const path of paths) {
    // Paid and failed are both "fetchDepositOrder ok": the path's end tells them apart.
    test(`${describePath(depositBrowserPaths.machine, path)} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      await cashier?.close();
      cashier = null;
      await page.goto('/my/index?page=deposit');
      await expectState(path.steps[0]!.state);
      for (const { event, state } of path.steps.slice(1)) {
        await drive(event);
        await expectState(state);
      }
      // The page's poll may have sent a check the path no longer waits for (back at the form).
      await gates.order.release();
    });
  }
});
