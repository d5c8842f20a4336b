import { expect, type Locator, type Page } from '@playwright/test';
import { zh } from './texts';

/**
 * The betting page's round and slip, in Chinese, on the server's test timetable (every lottery
 * draws every 20 s, betting closes 4 s before the draw, the next round opens 3 s after it).
 */

/** Whole seconds left on the round header's countdown (mm:ss), or -1 while it shows none. */
export async function secondsLeft(page: Page | Locator): Promise<number> {
  const match = /^(\d+):(\d\d)$/.exec(((await page.getByTestId('countdown').textContent()) ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
}

/** Waits for an open round with between `min` and `max` seconds left to bet. */
export async function waitForOpenRound(page: Page | Locator, { min = 5, max = 60, timeout = 40_000 } = {}): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId('round-status').textContent()) !== zh('games:status.open')) return false;
        const left = await secondsLeft(page);
        return left >= min && left <= max;
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
}

/** The round on the header, digits only. */
export async function roundNumber(page: Page): Promise<string> {
  return ((await page.getByTestId('round-number').textContent()) ?? '').replace(/\D/g, '');
}

const confirmDialog = (page: Page): Locator => page.getByRole('dialog', { name: zh('play:slip.confirmTitle') });

/** Confirms the slip's confirmation (issue 20 §3) that Bet opens, in Chinese. */
export async function confirmSlip(page: Page): Promise<void> {
  await confirmDialog(page).getByRole('button', { name: zh('play:slip.confirmBet') }).click();
}

/**
 * Bets what the slip holds in an open round and answers that round's number. On a busy machine
 * the round may close between the countdown read and the order (the slip or the server then
 * says so, and the picks stay): the same picks go again in the next round, as a player would.
 * `min`: the seconds of the round the bet needs left (more when the test acts on the order after).
 */
export async function betInOpenRound(page: Page, { attempts = 3, min = 5 } = {}): Promise<string> {
  const closed = page.getByText(zh('games:tips_no_buy')).or(page.getByText(zh('errors:code.3009'))).first();
  const placed = page.getByText(zh('games:order.placed')).first();
  for (let attempt = 1; ; attempt += 1) {
    await waitForOpenRound(page, { min });
    const issue = await roundNumber(page);
    await page.getByRole('button', { name: zh('play:slip.confirm') }).click();
    await expect(confirmDialog(page).or(closed).first()).toBeVisible();
    if (await confirmDialog(page).isVisible()) {
      await confirmSlip(page);
      await expect(placed.or(closed).first()).toBeVisible();
      if (await placed.isVisible()) return issue;
    }
    if (attempt === attempts) throw new Error(`no round stayed open for the bet in ${attempts} tries`);
  }
}
