import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Arbitrary constant: serialises migrations when several server nodes start on one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_202_601;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migration files in order of their NNN prefix. */
export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: name.slice(0, 3),
      name,
      sql: await readFile(new URL(name, dir), 'utf8'),
    })),
  );
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction:
 * either the schema moves to the newest version or it stays where it was. Answers the names applied.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    text PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied: string[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
