import { describeAccountMoney } from './money-mix';

// On the embedded database; tests/server/postgres.test.ts runs the same on PostgreSQL.
describeAccountMoney('PGlite', async () => ({ kind: 'memory' }));
