import type { BetOrderStatus } from '../../../../models/bet-records';

/** Text keys of the order statuses of spec §4 (`games` namespace); null is the "all" filter. */
const KEYS: Readonly<Record<BetOrderStatus, string>> = { 0: 'betting.status.pending', 1: 'betting.status.lost', 2: 'betting.status.won', 3: 'betting.status.cancelled' };

export function orderStatusKey(status: BetOrderStatus | null): string {
  return status === null ? 'betting.status.all' : KEYS[status];
}
