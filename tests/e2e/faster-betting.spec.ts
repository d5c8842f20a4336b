import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, type Player } from './content-support';
import { newPlayer } from './support/fixtures';
import { betInOpenRound, roundNumber, waitForOpenRound } from './support/slip';
import { textIn, type Language } from './support/texts';

/**
 * Faster betting (issue 20 §3) in Chromium against the real server, with a player of its own
 * (own-players project) on Speed K3 (the test timetable draws every 20 s, betting closes 4 s before):
 *
 * - in zh-CN at 1440 and at 390: a chip sets the stake, the multiplier multiplies it, Bet shows the
 *   confirmation (the line, the total, the balance after), Confirm places stake × multiplier; after
 *   a reload and in the next round "bet again" offers the last slip, says the round changed and
 *   places it again;
 * - in zh-CN at 1440 and at 390: the slip being made survives a reload (picks, stake, the typed
 *   multiplier) and a new round (the picks stay and the slip says the round changed); a typed
 *   multiplier multiplies the stake, a refused one stays as typed and says why; Clear drops it;
 * - in all four languages at 1440 and 390: the chips, the multiplier and the confirmation in the
 *   page's language, nothing wider than the screen, the controls 44 px tall on the phone.
 *
 * Each test runs its steps at both sizes at once: a desktop context (1440 × 900) beside a phone
 * context (390 × 844, mobile and touch), each a step of its own, so the two share the wait for an
 * open round rather than each waiting for one of its own. A test that bets gives each size its
 * own player, so one page's bet never moves the balance the other page's confirmation reads.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const LANGUAGES: readonly Language[] = ['zh-CN', 'vi-VN', 'ja-JP', 'en-US'];
const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** A key of the games (or another) namespace as the page shows it in `language`. */
const text = (language: Language, key: string, values: Record<string, unknown> = {}) => textIn(language, key, values, 'games');

type Size = (typeof SIZES)[number];
/** A player for each size (their bets and balances apart); the tests that place nothing use the first. */
const players = new Map<Size, Player>();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;

test.beforeAll(async ({ request }) => {
  for (const size of SIZES) players.set(size, await newPlayer(request, 'fbt', '1000.00'));
});

/**
 * Runs `steps` at every size at once, each in its own context (opened side by side) and its own
 * step, named by the language and the size; closes the contexts whatever happens.
 */
async function atEverySize(browser: Browser, language: Language, player: (size: Size) => Player, steps: (page: Page, size: Size) => Promise<void>): Promise<void> {
  const pages = new Map<Size, Page>();
  try {
    await Promise.all(
      SIZES.map((size) =>
        test.step(`${language} ${size.name}`, async () => {
          const page = await openK3(browser, language, size, player(size));
          pages.set(size, page);
          await steps(page, size);
        }),
      ),
    );
  } finally {
    await Promise.all([...pages.values()].map((page) => page.context().close()));
  }
}

async function openK3(browser: Browser, language: Language, size: Size, player: Player): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: language, viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });
  await signIn(context, baseURL, player);
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('fastdraw.language', lang), language);
  // A message popup may greet a new player: read it away in any language.
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: text(language, 'content:home.messagePopup.confirm') }) });
  await page.addLocatorHandler(popup, async () => popup.getByRole('button', { name: text(language, 'content:home.messagePopup.confirm') }).click());
  await page.goto('/lottery-bet?lotteryId=1');
  await expect(page.getByRole('button', { name: text(language, 'play:slip.confirm'), exact: true })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** The sum bet 10 of the first k3 rule, by its accessible name in `language` ("10，赔率 …"). */
function sumTen(page: Page, language: Language) {
  const [head = '', tail = ''] = text(language, 'picker.betWithOdds', { name: '10', odds: '\u0000' }).split('\u0000');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escape(head)}[\\d.]+${escape(tail)}$`) });
}

/** Nothing sideways: the page is no wider than the screen. */
async function expectNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function expectFingerSized(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0, (await locator.textContent()) ?? '').toBeGreaterThanOrEqual(44);
}

test('zh-CN at 1440 and 390: chip, multiplier, confirmation, then bet again after a reload in the next round', async ({ browser }) => {
  const language = 'zh-CN';
  await atEverySize(browser, language, (size) => players.get(size)!, async (page, size) => {
    const slip = page.getByRole('region', { name: text(language, 'play:slip.label') });
    const dialog = page.getByRole('dialog', { name: text(language, 'play:slip.confirmTitle') });

    await sumTen(page, language).click();
    await slip.getByRole('button', { name: text(language, 'play:slip.chipLabel', { amount: '5.00' }) }).click();
    await expect(slip.getByRole('textbox', { name: text(language, 'play:slip.stake') })).toHaveValue('5');
    await slip.getByRole('button', { name: text(language, 'play:slip.multiplierMore') }).click();
    await expect(slip.getByRole('textbox', { name: text(language, 'play:slip.multiplier') })).toHaveValue('2');
    await expect(slip.getByTestId('slip-total')).toHaveText('10.00元');
    // The slip is made in any round; Bet then needs an open one with time left for a busy machine's clicks.
    const round = await betInOpenRound(page, {
      language,
      min: 9,
      check: async () => {
        await expect(dialog.getByText('和值 · 10')).toBeVisible();
        await expect(dialog.getByTestId('slip-confirm-total')).toHaveText('10.00元');
        const before = Number(((await page.getByTestId('balance').textContent()) ?? '').replace(/[^\d.]/g, ''));
        await expect(dialog.getByTestId('slip-balance-after')).toHaveText(`${(before - 10).toLocaleString('en-US', { minimumFractionDigits: 2 })}元`);
        await expectNoOverflow(page, size.viewport.width);
      },
    });
    await expect(dialog).toBeHidden();

    // A reload: the last slip is remembered; in the next round bet again says what changed and places it.
    await page.reload();
    const again = slip.getByRole('button', { name: text(language, 'play:slip.again') });
    await expect(again).toBeVisible({ timeout: 30_000 });
    // Placed: no draft is left to restore.
    await expect(sumTen(page, language)).toHaveAttribute('aria-pressed', 'false');
    await betInOpenRound(page, {
      language,
      min: 6,
      after: round,
      open: () => again.click(),
      check: async (next) => {
        await expect(dialog.getByTestId('slip-changes')).toContainText(text(language, 'play:slip.changes.round', { from: round, to: next }));
        await expect(dialog.getByTestId('slip-confirm-total')).toHaveText('10.00元');
      },
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('round-orders')).toContainText('10.00元');
  });
});

test('zh-CN at 1440 and 390: the slip being made survives a reload and a new round; a typed multiplier, and a refused one', async ({ browser }) => {
  const language = 'zh-CN';
  await atEverySize(browser, language, () => players.get(SIZES[0])!, async (page, size) => {
    const slip = page.getByRole('region', { name: text(language, 'play:slip.label') });
    const stake = slip.getByRole('textbox', { name: text(language, 'play:slip.stake') });
    const times = slip.getByRole('textbox', { name: text(language, 'play:slip.multiplier') });
    const bet = slip.getByRole('button', { name: text(language, 'play:slip.confirm'), exact: true });
    const changes = slip.getByTestId('slip-changes');
    await waitForOpenRound(page, { min: 9, timeout: 30_000, language });

    await sumTen(page, language).click();
    await stake.fill('3');
    await times.fill('12');
    await expect(slip.getByTestId('slip-total')).toHaveText('36.00元');
    // Refused as typed, with its reason; Bet is off until it is a whole number from 1 to 1000.
    await times.fill('2.5');
    await expect(times).toHaveValue('2.5');
    await expect(slip.getByTestId('slip-multiplier-error')).toHaveText(text(language, 'validation:tips_multiplier'));
    await expect(bet).toBeDisabled();
    await times.fill('4');
    await expect(slip.getByTestId('slip-multiplier-error')).toBeHidden();
    await expect(slip.getByTestId('slip-total')).toHaveText('12.00元');
    const made = await roundNumber(page);
    await expectNoOverflow(page, size.viewport.width);

    // A reload: the slip as it was; in another round by then, it says so.
    await page.reload();
    await expect(sumTen(page, language)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(stake).toHaveValue('3');
    await expect(times).toHaveValue('4');
    await expect(slip.getByTestId('slip-total')).toHaveText('12.00元');
    const now = await roundNumber(page);
    if (now === made) await expect(changes).toBeHidden();
    else await expect(changes).toContainText(text(language, 'play:slip.changes.round', { from: made, to: now }));

    // The next round: the picks stay, and now go to it.
    await expect.poll(() => roundNumber(page), { timeout: 45_000 }).not.toBe(now);
    const next = await roundNumber(page);
    await expect(sumTen(page, language)).toHaveAttribute('aria-pressed', 'true');
    await expect(changes).toContainText(text(language, 'play:slip.changes.round', { from: made, to: next }));
    await expectNoOverflow(page, size.viewport.width);

    // Cleared: nothing comes back after a reload.
    await slip.getByRole('button', { name: text(language, 'play:slip.clear') }).click();
    await expect(sumTen(page, language)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(bet).toBeVisible({ timeout: 30_000 });
    await expect(slip.getByRole('checkbox', { name: text(language, 'play:slip.askFirst') })).toBeVisible();
    await expect(sumTen(page, language)).toHaveAttribute('aria-pressed', 'false');
  });
});

for (const language of LANGUAGES) {
  test(`${language} at 1440 and 390: chips, multiplier and the confirmation in the page's language, fitting the screen`, async ({ browser }) => {
    await atEverySize(browser, language, () => players.get(SIZES[0])!, async (page, size) => {
      const slip = page.getByRole('region', { name: text(language, 'play:slip.label') });
      const chips = slip.getByRole('group', { name: text(language, 'play:slip.chips') });
      await expect(chips.getByRole('button')).not.toHaveCount(0);
      await chips.getByRole('button', { name: text(language, 'play:slip.chipLabel', { amount: '2.00' }) }).click();
      const more = slip.getByRole('button', { name: text(language, 'play:slip.multiplierMore') });
      await more.click();
      const times = slip.getByRole('textbox', { name: text(language, 'play:slip.multiplier') });
      await expect(times).toHaveValue('2');
      await expect(slip.getByRole('checkbox', { name: text(language, 'play:slip.askFirst') })).toBeChecked();
      if (size.phone) {
        await expectFingerSized(page, chips.getByRole('button').first());
        await expectFingerSized(page, more);
        await expectFingerSized(page, times);
      }
      await expectNoOverflow(page, size.viewport.width);

      // The confirmation needs an open round (with time left for a busy machine's clicks) and a pick; Cancel leaves the slip as it was.
      await waitForOpenRound(page, { min: 9, timeout: 30_000, language });
      await sumTen(page, language).click();
      await slip.getByRole('button', { name: text(language, 'play:slip.confirm'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text(language, 'play:slip.confirmTitle') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(text(language, 'play:slip.balanceAfter'))).toBeVisible();
      await expect(dialog.getByTestId('slip-confirm-total')).toContainText('4.00');
      await expectNoOverflow(page, size.viewport.width);
      await dialog.getByRole('button', { name: text(language, 'common:button.cancel') }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
