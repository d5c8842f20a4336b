import { afterAll, beforeAll, describe, it } from 'vitest';
import { describeAccountMoney } from './account/money-mix';
import { describeContentContract } from './content/content-contract';
import { describeAuthContract } from './support/auth-contract';
import { describeDatabaseContract } from './support/database-contract';
import { describePlatformContract } from './support/platform-contract';
import { findPostgresBin, startPostgres, type PostgresServer } from './support/postgres';
import type { Targets } from './support/server';

// The same contract on a real PostgreSQL that this file starts and stops itself.
const bin = findPostgresBin();
const inCi = process.env.CI === 'true';
if (!bin && !inCi) console.warn('Skipping the PostgreSQL contract suite: no initdb/pg_ctl under /usr/lib/postgresql/*/bin');

describe.runIf(!bin && inCi)('PostgreSQL in CI', () => {
  it('is installed (CI must run the PostgreSQL suite)', () => {
    throw new Error('No PostgreSQL binaries under /usr/lib/postgresql/*/bin; install the postgresql package');
  });
});

describe.runIf(bin)('on PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  beforeAll(async () => {
    postgres = await startPostgres(bin!);
  });
  afterAll(() => postgres?.stop());

  const newDatabase = async () => {
    if (!postgres) throw new Error('PostgreSQL did not start');
    return { kind: 'postgres' as const, url: await postgres.createDatabase() };
  };
  const targets: Targets = { label: 'PostgreSQL', fresh: newDatabase, persistent: newDatabase };

  describeAuthContract(targets);
  describePlatformContract(targets);
  describeDatabaseContract(targets);
  describeAccountMoney('PostgreSQL', newDatabase);
  describeContentContract(targets);
});
