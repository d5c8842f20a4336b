import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { DatabaseClosedError, openPglite } from '../../server/db/pglite';

/** server/db/pglite.ts runs every statement text as a prepared statement: it must behave as PGlite's own query. */
describe('PGlite prepared statements', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec('CREATE TABLE things (id serial PRIMARY KEY, n bigint, at timestamptz, tags text[], note text)');
  });
  afterAll(() => db?.close());

  it('binds and parses values of every kind the server uses, the same text many times', async () => {
    const at = new Date('2031-05-01T12:00:00.123Z');
    for (let i = 0; i < 3; i++) {
      await db.query('INSERT INTO things (n, at, tags, note) VALUES ($1, $2, $3, $4)', [9_007_199_254_740_991 - i, at, ['a', 'b"c', 'd,e'], i === 0 ? null : `note ${i}`]);
    }
    const rows = await db.query<{ n: number; at: Date; tags: string[]; note: string | null }>('SELECT n, at, tags, note FROM things ORDER BY id');
    expect(rows).toEqual([
      { n: 9_007_199_254_740_991, at, tags: ['a', 'b"c', 'd,e'], note: null },
      { n: 9_007_199_254_740_990, at, tags: ['a', 'b"c', 'd,e'], note: 'note 1' },
      { n: 9_007_199_254_740_989, at, tags: ['a', 'b"c', 'd,e'], note: 'note 2' },
    ]);
    expect(await db.query('SELECT count(*) AS n FROM things WHERE n > $1', [0])).toEqual([{ n: 3 }]);
  });

  it('stays usable after a failing statement, in and out of transactions', async () => {
    await expect(db.query('SELECT 1 / $1::int AS q', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await db.query('SELECT 1 / $1::int AS q', [1])).toEqual([{ q: 1 }]);
    await expect(db.query('SELEC nothing')).rejects.toMatchObject({ code: '42601' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things (note) VALUES ($1)', ['rolled back']);
        await tx.query('SELECT 2 / $1::int AS q', [0]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await db.query('SELECT count(*) AS n FROM things WHERE note = $1', ['rolled back'])).toEqual([{ n: 0 }]);
  });

  it('reads answers as PGlite does: any text, nulls, a repeated column name, many rows, and a notice among the rows', async () => {
    const text = 'ünïcødé 中文 🎲';
    expect(await db.query('SELECT $1::text AS t, NULL::int AS gone, $2::text AS empty, 1 AS x, 2 AS x, $3::jsonb AS j', [text, '', { a: [1, 'é'] }])).toEqual([
      { t: text, gone: null, empty: '', x: 2, j: { a: [1, 'é'] } },
    ]);
    const many = await db.query<{ n: number; s: string }>("SELECT g AS n, repeat('ab', g) AS s FROM generate_series(1, $1::int) AS g", [3000]);
    expect(many).toHaveLength(3000);
    expect(many[2999]).toEqual({ n: 3000, s: 'ab'.repeat(3000) });
    await db.exec("CREATE FUNCTION noisy(n int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RAISE NOTICE 'n is %', n; RETURN n; END $$");
    expect(await db.query('SELECT noisy(g) AS n FROM generate_series(1, $1::int) AS g', [2])).toEqual([{ n: 1 }, { n: 2 }]);
    await expect(db.query("SELECT noisy(1) / $1::int AS q", [0])).rejects.toMatchObject({ code: '22012' });
  });

  it('keeps a statement first prepared in a transaction that rolled back', async () => {
    const text = 'SELECT $1::int + 40 AS answer';
    await expect(
      db.transaction(async (tx) => {
        expect(await tx.query(text, [2])).toEqual([{ answer: 42 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.query(text, [1])).toEqual([{ answer: 41 }]);
  });

  it('prepares again a statement whose result changed shape (a migration), without reusing a live name', async () => {
    const text = 'SELECT * FROM things WHERE id = $1';
    expect(Object.keys((await db.query(text, [1]))[0]!)).toEqual(['id', 'n', 'at', 'tags', 'note']);
    await db.exec('ALTER TABLE things ADD COLUMN extra int DEFAULT 7');
    await db.query(text, [1]).catch((error: { code?: string }) => expect(error.code).toBe('0A000'));
    expect((await db.query<{ extra: number }>(text, [1]))[0]!.extra).toBe(7);
    // Statements prepared after the drop get fresh names.
    expect(await db.query('SELECT $1::text AS a, $2::text AS b', ['x', 'y'])).toEqual([{ a: 'x', b: 'y' }]);
  });

  it('lets a statement outside a transaction wait for the open one', async () => {
    await db.query('UPDATE things SET note = $2 WHERE id = $1', [1, 'before']);
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('UPDATE things SET note = $2 WHERE id = $1', [1, 'during']);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('UPDATE things SET note = $2 WHERE id = $1', [1, 'after']);
    });
    await opened;
    expect(await db.query('SELECT note FROM things WHERE id = $1', [1])).toEqual([{ note: 'after' }]);
    await transaction;
  });
});

/** A server stops while its background work may still reach the database (electric-sql/pglite#1058). */
describe('closing the embedded database', () => {
  it('finishes the transaction in flight, then refuses statements that arrive during the close', async () => {
    const db = await openPglite();
    await db.exec('CREATE TABLE notes (text text)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inFlight = db.transaction(async (tx) => {
      await held;
      await tx.query('INSERT INTO notes VALUES ($1)', ['kept']);
      return (await tx.query<{ n: number }>('SELECT count(*) AS n FROM notes'))[0]!.n;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const closed = db.close();
    const late = db.query('INSERT INTO notes VALUES ($1)', ['late']);
    release();
    await expect(inFlight).resolves.toBe(1);
    await expect(late).rejects.toBeInstanceOf(DatabaseClosedError);
    await expect(db.transaction(async () => 0)).rejects.toBeInstanceOf(DatabaseClosedError);
    await closed;
    await expect(db.close()).resolves.toBeUndefined();
  });
});

/** FASTDRAW_PGLITE_TEMPLATE (server/db/cluster-template.ts): what new databases load instead of initdb. */
describe('the cluster template', () => {
  it('is written by a new in-memory database only, so a data directory’s own files never travel into another', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fastdraw-template-'));
    const saved = process.env.FASTDRAW_PGLITE_TEMPLATE;
    process.env.FASTDRAW_PGLITE_TEMPLATE = join(dir, 'cluster.tar');
    try {
      // A server's data directory holds its own files beside the cluster (the operator token).
      const first = join(dir, 'first');
      mkdirSync(first);
      writeFileSync(join(first, 'operator-token'), 'first-server-token\n');
      await (await openPglite(first)).close();
      expect(existsSync(join(dir, 'cluster.tar'))).toBe(false);

      const memory = await openPglite();
      await memory.close();
      expect(existsSync(join(dir, 'cluster.tar'))).toBe(true);

      const second = join(dir, 'second');
      const loaded = await openPglite(second);
      expect(await loaded.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await loaded.close();
      expect(existsSync(join(second, 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(second, 'operator-token'))).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.FASTDRAW_PGLITE_TEMPLATE;
      else process.env.FASTDRAW_PGLITE_TEMPLATE = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
