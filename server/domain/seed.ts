import type { Database } from '../db/database';
import { createUser, findLoginRecord } from './accounts';
import { FundType } from './fund-types';
import { post } from './ledger';
import { hashPassword, type ScryptCost } from './passwords';

/**
 * The published demo players (docs/api.md "Demo data"). The house invite code FAST01 and the demo
 * notices come with migration 002. Idempotent: a player that exists is left as it is.
 */
export const DEMO_PLAYERS = [
  { account: 'demo001', password: 'demo1234', withdrawPassword: '123456', balanceCents: 1_000_000 },
  { account: 'demo002', password: 'demo1234', withdrawPassword: '123456', balanceCents: 0 },
] as const;

export async function seedDemoPlayers(db: Database, cost: ScryptCost): Promise<void> {
  for (const player of DEMO_PLAYERS) {
    // Checked before hashing: hashing at full cost on every start would slow it by seconds.
    if (await findLoginRecord(db, player.account)) continue;
    const passwordHash = await hashPassword(player.password, cost);
    const withdrawPasswordHash = await hashPassword(player.withdrawPassword, cost);
    await db.transaction(async (tx) => {
      const userId = await createUser(tx, { account: player.account, passwordHash, withdrawPasswordHash, inviterId: null });
      // Another node seeding at the same moment created it: its transaction also credits it.
      if (userId === null || player.balanceCents === 0) return;
      await post(tx, { userId, type: FundType.recharge, amountCents: player.balanceCents, reference: 'seed:demo-balance' });
    });
  }
}
