import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';

const folder = mkdtempSync(join(tmpdir(), 'fastdraw-datadir-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database folder', () => {
  it('is created with its missing parents (DATA_DIR may name a nested folder on a fresh clone)', async () => {
    const dataDir = join(folder, 'not', 'there', 'yet');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
