import { bootstrapMachine } from '../../machines/app/bootstrap.machine';
import type { DomainConfig } from '../../models/entities';
import { fail, ok, type PathSuite } from './generate';

/** The one domain lookup of a page's life: it starts on the first navigation, then is in or failed. */
export const DOMAIN = { domain: '127.0.0.1' } as unknown as DomainConfig;

export const bootstrapPaths: PathSuite<typeof bootstrapMachine> = {
  machine: bootstrapMachine,
  events: [{ type: 'app.navigated', pathname: '/home' }],
  answers: { fetchDomainInfo: [ok(DOMAIN), fail()] },
  provide: { actions: { logFailure: () => {} } },
};
