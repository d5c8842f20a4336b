import type { BetOrderStatus } from '../../../../models/bet-records';

/** Text keys of the order statuses of spec §4 (`games` namespace); null is the "all" filter. */
const KEYS: Readonly<Record<BetOrderStatus, string>> = { 0: 'account:betting.status.pending', 1: 'account:betting.status.lost', 2: 'account:betting.status.won', 3: 'account:betting.status.cancelled' };

export function orderStatusKey(status: BetOrderStatus | null): string {
  return status === null ? 'account:betting.status.all' : KEYS[status];
}
