import { describeSoak } from './soak';

// The soak on the embedded database; tests/server/games/postgres.test.ts runs it on PostgreSQL.
describeSoak('PGlite', async () => ({ kind: 'memory' }));
