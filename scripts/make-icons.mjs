#!/usr/bin/env node
// The app icons of the web app manifest (public/icons/*.png), drawn from public/favicon.svg by the
// local Chromium (playwright-core; CHROMIUM_PATH or /usr/bin/chromium): no network, no image
// library. Run it again when the logo changes, and commit what it writes.
//
//   any:      the round logo on a transparent square, as the browser's tab shows it.
//   maskable: the logo inside the 80 % safe zone on the brand's red, which the platform may crop
//             to a circle, a squircle or a rounded square (https://w3c.github.io/manifest/#icon-masks).
//
// Usage: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const svg = readFileSync(`${root}public/favicon.svg`, 'utf8');
/** The manifest's background and theme colour (index.html's theme-color). */
export const BRAND_RED = '#8c0d18';

export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const pageOf = ({ size, maskable }) => {
  const logo = maskable ? Math.round(size * 0.64) : size;
  const background = maskable ? BRAND_RED : 'transparent';
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
<img style="width:${logo}px;height:${logo}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`;
};

async function main() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      await page.setContent(pageOf(icon));
      await page.locator('img').evaluate((img) => img.decode());
      await page.screenshot({ path: `${root}public/icons/${icon.file}`, omitBackground: !icon.maskable });
      await page.close();
      console.log(`public/icons/${icon.file} (${icon.size}×${icon.size}${icon.maskable ? ', maskable' : ''})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
