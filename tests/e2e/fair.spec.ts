import { expect, test } from '@playwright/test';
import { logIn, openHome } from './support';

/**
 * The fairness proof in the browser, on the real server's test timetable (a draw every 20 s):
 * the betting page publishes the current round's seed hash; once the round is drawn, the draw
 * history shows the same hash with the revealed seed, and Verify — SHA-256 and the draw
 * recomputed in Chromium with Web Crypto — says verified.
 */

test.use({ actionTimeout: 15_000 });

test('the betting page shows the round\'s seed hash, and the draw history verifies that round', async ({ page }) => {
  // A whole round (20 s) and the next draw's settling on a busy machine.
  test.setTimeout(120_000);
  await openHome(page);
  await logIn(page, 'demo001', 'demo1234');
  await page.goto('/lottery-bet?lotteryId=1');

  // The round on screen while it is open, with the hash published for it.
  await expect(page.getByTestId('round-status')).toHaveText('投注中', { timeout: 30_000 });
  const seed = page.getByTestId('seed-hash');
  const hash = seed.locator('code');
  await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
  const prizeNo = ((await page.getByTestId('round-number').textContent()) ?? '').replace(/\D/g, '');
  const published = (await hash.textContent()) ?? '';
  await expect(seed.getByRole('button', { name: '复制本期种子哈希' })).toBeVisible();

  // The explanation opens by keyboard and leads to the draw history.
  await seed.getByLabel('什么是种子哈希？').focus();
  await page.keyboard.press('Enter');
  await expect(seed.getByText(/SHA-256 哈希在封盘前就已公布/)).toBeVisible();

  // After the draw, the history shows the round with the same hash and its seed; Verify says verified.
  // The header and the recent draws both name it (the header from the pushed draw, issue 20 §2).
  await expect(page.getByText(`第 ${prizeNo} 期开奖`).first()).toBeVisible({ timeout: 60_000 });
  await seed.getByRole('button', { name: '查看历史开奖' }).click();
  const dialog = page.getByRole('dialog', { name: /历史开奖/ });
  const verifyName = `验证第 ${prizeNo} 期`;
  const proof = dialog.getByTestId('round-proof').filter({ has: page.getByRole('button', { name: verifyName }) });
  const verify = proof.getByRole('button', { name: verifyName });
  await expect(proof.getByText(published, { exact: true })).toBeVisible();
  await expect(proof.locator('code').nth(1)).toHaveText(/^[0-9a-f]{64}$/);
  await verify.click();
  await expect(proof.getByRole('status')).toHaveText('已验证：种子与哈希一致，并算出相同的开奖号码');
});
