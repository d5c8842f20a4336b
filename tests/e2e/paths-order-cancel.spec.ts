import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { gamePath, LotteryPath } from '../../models/api-paths';
import { buildOrder, LOTTERIES, RULES, type SellingInfo } from '../../models/games';
import { describePath, generatePaths, longestPaths, type PathStep } from '../paths/generate';
import { orderCancelBrowserPaths } from '../paths/order-cancel.paths';
import { signIn, type Player } from './content-support';
import { dismissMessagePopups } from './support';
import { callAs, newPlayer } from './support/fixtures';
import { gate, type Gate } from './support/gates';
import { zh } from './support/texts';

/**
 * The order cancel's generated journeys (tests/paths/order-cancel.paths.ts) through the real UI
 * against the real server: on the bet records page a pending order is cancelled after the
 * confirmation, the confirmation taken back, and a cancel the server refuses. One player of the
 * suite's own with 100.00 (an operator's credit), made once; each path bets a fresh pending order
 * through the API (the game's order call) and holds the cancel call at the network, so the page is
 * checked while it is on its way too.
 */
const paths = longestPaths(generatePaths(orderCancelBrowserPaths, 'journeys'));
type Snapshot = PathStep<typeof orderCancelBrowserPaths.machine>['state'];

/** A cancel needs the round still open: a path starts with this long left before it closes. */
const ROOM_MS = 12_000;
const lottery = LOTTERIES.find((l) => l.code === 'jsk3')!;
const rule = RULES.k3.find((r) => r.code === 'hz')!;

let player: Player;
let context: BrowserContext;
let page: Page;
let cancelCall: Gate;
/** The round of this path's order, as the records show it. */
let issue = '';
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  player = await newPlayer(request, 'oc', '100.00');
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
  context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await signIn(context, baseURL, player);
  page = await context.newPage();
  await dismissMessagePopups(page);
  cancelCall = await gate(page, LotteryPath.orderCancel);
});

test.afterAll(() => context.close());

/** Bets 1.00 on Speed K3 in a round with time left to cancel it (the next one when this one closes soon). */
async function pendingOrder(request: APIRequestContext): Promise<string> {
  let prizeNo = '';
  await expect(async () => {
    const answer = await request.post(`/api${gamePath.sellingInfo('k3')}`, { data: { lotteryId: lottery.id } });
    const info = ((await answer.json()) as { data: SellingInfo }).data;
    const left = Date.parse(info.resultTime.replace(' ', 'T')) - Date.parse(info.currentTime.replace(' ', 'T')) - info.closeTime * 1000;
    expect(info.status, 'the round is open').toBe(0);
    expect(left, 'time left to cancel').toBeGreaterThanOrEqual(ROOM_MS);
    const order = buildOrder({ gameType: 'k3', lotteryId: lottery.id, prizeNo: info.currentNo, rule, selection: [[rule.balls[0]!.balls[0]!.number]], stake: 1 });
    await callAs(request, player, `/api${gamePath.order('k3')}`, order);
    prizeNo = info.currentNo;
  }).toPass({ timeout: 40_000, intervals: [1000] });
  return prizeNo;
}

const records = () => page.getByRole('region', { name: zh('account:betting.title') });
const PENDING = zh('account:betting.status.pending');
const CANCELLED = zh('account:betting.status.cancelled');
/** This path's order: the newest row (the records list newest first). */
const orderRow = () => records().getByRole('row').filter({ hasText: issue }).first();
const dialog = () => page.getByRole('dialog', { name: zh('account:betting.cancelTitle') });

/** What each sample event is in the browser. */
async function drive(event: EventObject) {
  const answered = /^xstate\.(done|error)\.actor\./.exec(event.type);
  if (event.type === 'order.cancel') {
    await orderRow().getByRole('button', { name: zh('account:betting.cancel') }).click();
  } else if (event.type === 'order.cancel.confirm') {
    await dialog().getByRole('button', { name: zh('account:betting.cancelConfirm') }).click();
    await cancelCall.sent();
  } else if (event.type === 'order.cancel.abort') {
    await dialog().getByRole('button', { name: zh('common:button.cancel') }).click();
  } else if (answered?.[1] === 'done') {
    await cancelCall.pass();
  } else if (answered) {
    // An order the player does not have: the server cannot cancel it (3010), as the sample refusal says.
    await cancelCall.refuse((body) => void (body.orderId = 2_000_000_000));
  } else {
    throw new Error(`no browser action for ${event.type}`);
  }
}

/** What the page shows in each state of the cancel. */
async function expectState(snapshot: Snapshot) {
  const { notice, error } = snapshot.context;
  const status = orderRow().getByTestId('order-status');
  if (snapshot.matches('idle')) {
    await expect(dialog()).toBeHidden();
    if (notice) await expect(records().getByRole('status')).toHaveText(zh(notice));
    else await expect(records().getByRole('status')).toHaveCount(0);
    if (error) await expect(records().getByRole('alert')).toHaveText(zh(error.messageKey, error.values));
    else await expect(records().getByRole('alert')).toHaveCount(0);
    // Cancelled: the row says so at once and offers no Cancel; otherwise it is still pending.
    await expect(status).toHaveText(notice ? CANCELLED : PENDING);
    await expect(orderRow().getByRole('button', { name: zh('account:betting.cancel') })).toHaveCount(notice ? 0 : 1);
  } else if (snapshot.matches('confirming')) {
    await expect(dialog()).toContainText(issue);
    await expect(dialog().getByRole('button', { name: zh('account:betting.cancelConfirm') })).toBeEnabled();
    await expect(dialog().getByRole('button', { name: zh('common:button.cancel') })).toBeFocused();
  } else if (snapshot.matches('cancelling')) {
    // The modal hides the page behind it from the accessibility tree: the dialog is what shows.
    await expect(dialog().getByRole('button', { name: zh('account:betting.cancelConfirm') })).toBeDisabled();
    await expect(dialog().getByRole('button', { name: zh('common:button.cancel') })).toBeDisabled();
  } else {
    throw new Error(`no page expectation for ${JSON.stringify(snapshot.value)}`);
  }
}

test.describe('order cancel — generated paths through the UI', () => {
  for (const path of paths) {
    test(describePath(orderCancelBrowserPaths.machine, path), async ({ request }) => {
      issue = await pendingOrder(request);
      await page.goto('/my/index?page=betting');
      await expect(orderRow()).toBeVisible();
      await expectState(path.steps[0]!.state);
      for (const { event, state } of path.steps.slice(1)) {
        await drive(event);
        await expectState(state);
      }
    });
  }
});
