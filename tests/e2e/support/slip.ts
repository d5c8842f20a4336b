import type { Page } from '@playwright/test';
import { zh } from './texts';

/** Confirms the slip's confirmation (issue 20 §3) that Bet opens, in Chinese. */
export async function confirmSlip(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: zh('play:slip.confirmTitle') }).getByRole('button', { name: zh('play:slip.confirmBet') }).click();
}
