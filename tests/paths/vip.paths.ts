import { vipMachine } from '../../machines/account/vip.machine';
import type { VipConfig } from '../../models/account';
import { fail, ok, type PathSuite } from './generate';

/** The VIP page: the levels load, or fail and are retried. */
export const vipPaths: PathSuite<typeof vipMachine> = {
  machine: vipMachine,
  events: [{ type: 'vip.retry' }],
  answers: { fetchVipConfig: [ok({} as VipConfig), fail()] },
};
