import { inject } from 'vitest';
import { useMemoryClusterTemplate } from '../../server/db/cluster-template';

// vitest setupFiles: this file's in-memory databases load the run's cluster template (pglite-cluster.global.ts).
useMemoryClusterTemplate(inject('pgliteCluster'));
