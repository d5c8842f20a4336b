import { expect, test, type Page } from '@playwright/test';
import { closeNoticePopup, logIn } from './support';

/**
 * Serving in a real browser: the page's Content-Security-Policy (server/http/security-headers.ts)
 * lets the client do everything it does — scripts, styles (Radix's scroll lock), pictures,
 * video posters, API calls and same-origin sockets — without a single violation, and the
 * build's brotli copies are what the browser gets.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation of the page, from its first script on; read them before leaving each document. */
async function watchViolations(page: Page): Promise<{ collect(): Promise<void>; all(): Violation[] }> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  const found: Violation[] = [];
  return {
    async collect() {
      found.push(...(await page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations)));
    },
    all: () => [...found, ...console.map((text) => ({ directive: 'console', blocked: text, source: '' }))],
  };
}

test('the page and its files carry the security headers, and scripts come compressed', async ({ page }) => {
  const encodings = new Map<string, { encoding: string; bytes: number }>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const headers = await response.allHeaders();
    encodings.set(response.url(), { encoding: headers['content-encoding'] ?? 'identity', bytes: Number(headers['content-length']) });
  });
  const response = await page.goto('/home');
  const headers = await response!.allHeaders();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-encoding']).toBe('br');
  await closeNoticePopup(page);
  expect(encodings.size).toBeGreaterThan(3);
  // Every script is brotli, but for the few so small a copy would not be smaller (the build skips those).
  const plain = [...encodings].filter(([, { encoding }]) => encoding !== 'br');
  expect(plain.filter(([, { bytes }]) => !(bytes < 200))).toEqual([]);
  expect(plain.length).toBeLessThan(encodings.size / 4);
});

test('no CSP violation on home (dialog, banners, sockets), a betting page and the account page', async ({ page }) => {
  const violations = await watchViolations(page);

  await page.goto('/home');
  // The notice popup is a Radix dialog: its scroll lock writes a style element.
  await closeNoticePopup(page);
  await expect(page.locator('main img').first()).toBeVisible();
  // A same-origin socket is allowed by connect-src 'self' (the realtime rooms use one).
  const socketOpened = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        try {
          const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/csp-probe`);
          socket.onerror = () => resolve('reached the server');
          socket.onopen = () => resolve('open');
          socket.onclose = () => resolve('reached the server');
        } catch (error) {
          resolve(`blocked: ${String(error)}`);
        }
      }),
  );
  expect(socketOpened).not.toMatch(/^blocked/);

  await violations.collect();
  await page.goto('/home');
  await logIn(page, 'demo001', 'demo1234');
  await violations.collect();
  // A betting page asks a visitor to log in first, so it comes after the login.
  await page.goto('/lottery-bet?lotteryId=1');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await violations.collect();
  await page.goto('/my/index');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await violations.collect();
  expect(violations.all()).toEqual([]);

  // The watch sees a violation when there is one: an injected inline script does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations.collect(), violations.all().map((v) => v.directive))).toContain('script-src-elem');
});
