import { inject } from 'vitest';

// vitest setupFiles: new embedded databases of this test file, and of the servers it spawns, load the
// run's cluster template (server/db/cluster-template.ts; the file is named by pglite-cluster.global.ts).
process.env.FASTDRAW_PGLITE_TEMPLATE = inject('pgliteCluster');
