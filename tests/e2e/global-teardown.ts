import { rmSync } from 'node:fs';

/** Removes the data directory the e2e server ran on (playwright.config.ts names it). */
export default function globalTeardown(): void {
  const dir = process.env.FASTDRAW_E2E_DATA_DIR;
  if (dir && dir.startsWith('.tmp/e2e-data-')) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
