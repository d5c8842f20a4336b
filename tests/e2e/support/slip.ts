import { expect, type Locator, type Page } from '@playwright/test';
import { textIn, type Language } from './texts';

/**
 * The betting page's round and slip, in the page's language (zh-CN unless said), on the server's
 * test timetable (every lottery draws every 20 s, betting closes 4 s before the draw, the next
 * round opens 3 s after it).
 */

/** Whole seconds left on the round header's countdown (mm:ss), or -1 while it shows none. */
export async function secondsLeft(page: Page | Locator): Promise<number> {
  const match = /^(\d+):(\d\d)$/.exec(((await page.getByTestId('countdown').textContent()) ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
}

export interface RoundWait {
  /** Fewest seconds left to bet. */
  min?: number;
  /** Most seconds left to bet. */
  max?: number;
  timeout?: number;
  /** A round after this one (its number), when given. */
  after?: string;
  language?: Language;
}

/** Waits for an open round (after `after`, when given) with between `min` and `max` seconds left to bet. */
export async function waitForOpenRound(page: Page | Locator, { min = 5, max = 60, timeout = 40_000, after, language = 'zh-CN' }: RoundWait = {}): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId('round-status').textContent()) !== textIn(language, 'games:status.open')) return false;
        if (after !== undefined && (await roundNumber(page)) === after) return false;
        const left = await secondsLeft(page);
        return left >= min && left <= max;
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
}

/** The round on the header, digits only. */
export async function roundNumber(page: Page | Locator): Promise<string> {
  return ((await page.getByTestId('round-number').textContent()) ?? '').replace(/\D/g, '');
}

const confirmDialog = (page: Page, language: Language = 'zh-CN'): Locator => page.getByRole('dialog', { name: textIn(language, 'play:slip.confirmTitle') });

/** Confirms the slip's confirmation (issue 20 §3) that Bet opens. */
export async function confirmSlip(page: Page, language: Language = 'zh-CN'): Promise<void> {
  await confirmDialog(page, language).getByRole('button', { name: textIn(language, 'play:slip.confirmBet') }).click();
}

export interface OpenRoundBet extends RoundWait {
  attempts?: number;
  /** Opens the confirmation the first time (Bet unless given, e.g. "bet again"); a retry presses Bet. */
  open?: () => Promise<void>;
  /** Looks at the open confirmation before it is confirmed, given the round it was opened in. */
  check?: (round: string) => Promise<void>;
}

/**
 * Bets what the slip holds in an open round and answers the number of the round it was confirmed
 * in. On a busy machine the round may close between the countdown read and the order (the slip or
 * the server then says so, and the picks stay): the same picks go again in the next round, as a
 * player would. `min`: the seconds of the round the bet needs left (more when the test acts on the
 * order after). "Placed" is a toast, gone a few seconds later: the outcome is read once, as it shows.
 */
export async function betInOpenRound(page: Page, { attempts = 3, min = 5, after, language = 'zh-CN', open, check }: OpenRoundBet = {}): Promise<string> {
  const text = (key: string) => textIn(language, key);
  const dialog = confirmDialog(page, language);
  const bet = page.getByRole('button', { name: text('play:slip.confirm'), exact: true });
  const closed = page.getByText(text('games:tips_no_buy')).or(page.getByText(text('errors:code.3009'))).first();
  const placed = page.getByText(text('games:order.placed')).first();
  for (let attempt = 1; ; attempt += 1) {
    await waitForOpenRound(page, { min, after, language, timeout: 45_000 });
    const opened = await roundNumber(page);
    await (attempt === 1 && open ? open() : bet.click());
    await expect(dialog.or(closed).first()).toBeVisible();
    if (await dialog.isVisible()) {
      await check?.(opened);
      const round = await roundNumber(page);
      await confirmSlip(page, language);
      let outcome = '';
      await expect.poll(async () => (outcome = (await placed.isVisible()) ? 'placed' : (await closed.isVisible()) ? 'closed' : '')).not.toBe('');
      if (outcome === 'placed') return round;
    }
    if (attempt === attempts) throw new Error(`no round stayed open for the bet in ${attempts} tries`);
  }
}
