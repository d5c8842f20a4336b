import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastdrawServer } from '../../../server/app';
import { startTestServer } from './server';

/**
 * For the suite it is called in: a built client in a temporary folder (`files`, by path inside
 * it: index.html, .vite/manifest.json…) and an in-memory test server serving it; both go when the
 * suite ends. The server is there once the suite's tests run.
 */
export function serveBuiltClient(files: Record<string, string>): { server(): FastdrawServer } {
  const dir = mkdtempSync(join(tmpdir(), 'fastdraw-built-client-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  let server: FastdrawServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { clientDir: dir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    server() {
      if (!server) throw new Error('the built client is served only while its suite runs');
      return server;
    },
  };
}
