import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { slipMachine } from '../../machines/games/slip.machine';
import { gamePath } from '../../models/api-paths';
import { describePath, generatePaths, longestPaths, type PathStep } from '../paths/generate';
import { slipBrowserPaths } from '../paths/slip.paths';
import { signIn, type Player } from './content-support';
import { dismissMessagePopups } from './support';
import { newPlayer } from './support/fixtures';
import { gate, type Gate } from './support/gates';
import { zh } from './support/texts';

/**
 * The bet slip's generated journeys (tests/paths/slip.paths.ts) through the real UI against the
 * real server, on Speed K3 (the test timetable draws it every 20 s): a pick cleared, an order refused by the server (a round that is not on sale) and one accepted — which the bet
 * records then show waiting for its draw, and drawn and settled. One player of the suite's own
 * with 1,000.00; the rules and the order are held at the network until the path answers them.
 */
const paths = longestPaths(generatePaths(slipBrowserPaths, 'journeys'));
type Snapshot = PathStep<typeof slipMachine>['state'];

let player: Player;
let context: BrowserContext;
let page: Page;
let gates: Record<'rules' | 'order', Gate>;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  player = await newPlayer(request, 'psl', '1000.00');
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
  context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await signIn(context, baseURL, player);
  page = await context.newPage();
  // Each journey starts from a fresh slip: the draft one leaves (a refused order keeps its picks)
  // is not restored into the next (the draft has its own journeys in faster-betting.spec.ts).
  await page.addInitScript(() => {
    for (const key of Object.keys(window.localStorage)) if (/^fastdraw\.slip\.\d+\.draft\./.test(key)) window.localStorage.removeItem(key);
  });
  await dismissMessagePopups(page);
  gates = { rules: null as never, order: await gate(page, gamePath.order('k3')) };
});

test.afterAll(() => context.close());

const sum10 = () => page.getByRole('button', { name: /^10，赔率/ });
const confirmation = () => page.getByRole('dialog', { name: zh('play:slip.confirmTitle') });

/** Seconds left on the round's countdown (mm:ss) while it takes bets, else -1. */
async function secondsToBet(): Promise<number> {
  if ((await page.getByTestId('round-status').textContent()) !== '投注中') return -1;
  const match = /^(\d+):(\d\d)$/.exec(((await page.getByTestId('countdown').textContent()) ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
}

/** What each sample event is in the browser. */
async function drive(event: EventObject, next: Snapshot) {
  const answered = /^xstate\.(done|error)\.actor\.\d+\.slip\.bet\.(\w+)/.exec(event.type);
  if (event.type === 'slip.round') {
    // The round is open, with time to bet before it closes (it closes 4 s before each 20 s draw).
    await expect.poll(secondsToBet, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
  } else if (event.type === 'slip.pick') {
    await sum10().click();
  } else if (event.type === 'slip.clear') {
    await page.getByRole('button', { name: '清空' }).click();
  } else if (event.type === 'slip.submit') {
    await page.getByRole('button', { name: '确认投注' }).click();
    if (next.hasTag('placingBet')) await gates.order.sent();
  } else if (event.type === 'slip.confirm') {
    await confirmation().getByRole('button', { name: zh('play:slip.confirmBet') }).click();
    if (next.hasTag('placingBet')) await gates.order.sent();
  } else if (event.type === 'slip.cancel') {
    await confirmation().getByRole('button', { name: zh('common:button.cancel') }).click();
  } else if (answered?.[2] === 'loadingRules') {
    await gates.rules.pass();
  } else if (answered?.[1] === 'done') {
    await gates.order.pass();
  } else if (answered) {
    // The server refuses an order for a round that is not on sale.
    await gates.order.refuse((body) => void ((body.orderDTO as { prizeNo: string }).prizeNo = '20000101001'));
  } else {
    throw new Error(`no browser action for ${event.type}`);
  }
}

/** What the page shows in each state of the slip. */
async function expectState(snapshot: Snapshot, event: EventObject) {
  const { context: c } = snapshot;
  const picked = c.selection.some((group) => group.length > 0);
  if (snapshot.hasTag('loadingRules')) {
    // The first load shows the slip loading; the reload after an order keeps it, and says it was placed.
    // (A fresh page may still show the server's first paint of the picker until the app's slip has its rules.)
    if (c.rules.length === 0) await expect(page.getByText(zh('play:slip.loading')).or(sum10())).toBeVisible();
    else await expect(page.getByText(zh('games:order.placed'))).toBeVisible();
    return;
  }
  // Placing after the confirmation: its button says so until the server answers.
  if (snapshot.hasTag('placingBet')) {
    await expect(confirmation().getByRole('button', { name: zh('play:slip.placing') })).toBeDisabled();
    return;
  }
  // The confirmation (a modal: the page behind it is hidden from the accessibility tree): the line, the total and the balance after it (issue 20 §3).
  if (snapshot.hasTag('confirming')) {
    await expect(confirmation().getByText('和值 · 10')).toBeVisible();
    await expect(confirmation().getByTestId('slip-confirm-total')).toHaveText('1.00元');
    await expect(confirmation().getByTestId('slip-balance-after')).toBeVisible();
    return;
  }
  await expect(page.getByText(`共 ${picked ? 1 : 0} 注`)).toBeVisible();
  await expect(sum10()).toHaveAttribute('aria-pressed', String(picked));
  await expect(confirmation()).toBeHidden();
  await expect(page.getByRole('button', { name: '确认投注' })).toBeEnabled({ enabled: picked });
  const alert = page.getByRole('alert').filter({ hasNot: page.getByRole('dialog') });
  // The slip's own refusal in its words; the server's in whatever words it chose.
  if (c.error && event.type === 'slip.submit') await expect(page.getByText(zh(c.error.messageKey, c.error.values))).toBeVisible();
  else if (c.error) await expect(alert.first()).toBeVisible();
}

/** The order of an accepted bet in the bet records: waiting for its draw, then drawn and settled. */
async function expectDrawnAndSettled() {
  await page.goto('/my/index?page=betting&lotteryId=1');
  const records = page.getByRole('region', { name: '投注记录' });
  const status = records.getByTestId('order-status').first();
  await expect(status).toHaveText('待开奖');
  // Every round draws within 20 s of a bet: search again until it has.
  await expect
    .poll(
      async () => {
        await records.getByRole('button', { name: '查询' }).click();
        await expect(records.getByRole('button', { name: '查询' })).toBeEnabled();
        return status.textContent();
      },
      { timeout: 45_000, intervals: [2_000] },
    )
    .toMatch(/已中奖|未中奖/);
}

test.describe('bet slip → order → draw — generated paths through the UI', () => {
  for (const path of paths) {
    test(describePath(slipBrowserPaths.machine, path), async () => {
      // The rules calls the path answers are held; any other (a new round's) goes straight on.
      gates.rules = await gate(page, gamePath.rule('k3'), '/api', path.steps.filter(({ event }) => /loadingRules/.test(event.type)).length);
      await page.goto('/lottery-bet?lotteryId=1');
      await expectState(path.steps[0]!.state, { type: 'xstate.init' });
      let placed = false;
      for (const { event, state } of path.steps.slice(1)) {
        await test.step(describePath(slipBrowserPaths.machine, { steps: [{ event }, { event }] }), async () => {
          await drive(event, state);
          await expectState(state, event);
        });
        placed ||= /^xstate\.done\.actor\..*placing/.test(event.type);
      }
      await gates.rules.close();
      if (placed) await expectDrawnAndSettled();
    });
  }
});
