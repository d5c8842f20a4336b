import { describeAccountMoney } from './account/money-mix';
import { describeContentContract } from './content/content-contract';
import { describeAuthContract } from './support/auth-contract';
import { describeDatabaseContract } from './support/database-contract';
import { describePlatformContract } from './support/platform-contract';
import { describeOnPostgres } from './support/postgres';
import type { Targets } from './support/server';

// The same contract on a real PostgreSQL that this file starts and stops itself.
describeOnPostgres('the contract suite', (newDatabase) => {
  const targets: Targets = { label: 'PostgreSQL', fresh: newDatabase, persistent: newDatabase };
  describeAuthContract(targets);
  describePlatformContract(targets);
  describeDatabaseContract(targets);
  describeAccountMoney('PostgreSQL', newDatabase);
  describeContentContract(targets);
});
