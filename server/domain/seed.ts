import type { Database } from '../db/database';
import { createUser, findLoginRecord } from './accounts';
import { seedDemoContent } from './content/demo-content';
import { FundType } from './fund-types';
import { post } from './ledger';
import { setFrozenIn } from './operator';
import { hashPassword, verifyPassword, type ScryptCost } from './passwords';
import { DEMO_PAY_METHODS, insertPayMethod } from './payments/catalogue';

/**
 * The published demo data (docs/api.md "Demo data"): the demo players, the house invite code
 * FAST01, the payment methods of the sandbox cashier and of USDT, and the demo content. Seeded by
 * a demo start only (docs/decisions.md "Demo data only in demo mode"); a start outside demo mode
 * takes away what an earlier demo (or a migration before issue 16) left that anyone could use.
 */

export const DEMO_PLAYERS = [
  { account: 'demo001', password: 'demo1234', withdrawPassword: '123456', balanceCents: 1_000_000 },
  { account: 'demo002', password: 'demo1234', withdrawPassword: '123456', balanceCents: 0 },
] as const;

/** The published house invite code: valid in demo mode only. */
export const DEMO_INVITE_CODE = 'FAST01';

/** Demo mode: seeds the demo data (idempotent). Otherwise: removes FAST01, freezes demo players still on the published password; answers warnings for the operator. */
export async function applyDemoData(db: Database, demo: boolean, cost: ScryptCost): Promise<string[]> {
  if (!demo) return retireDemoData(db);
  await seedDemoPlayers(db, cost);
  await db.query('INSERT INTO invite_codes (code) VALUES ($1) ON CONFLICT (code) DO NOTHING', [DEMO_INVITE_CODE]);
  await seedDemoPayMethods(db);
  await seedDemoContent(db);
  return [];
}

async function seedDemoPlayers(db: Database, cost: ScryptCost): Promise<void> {
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

/**
 * Once per database, and only into an empty catalogue: a database that got these methods from
 * migration 005 (before issue 16), or whose operator made their own, keeps what it has.
 */
async function seedDemoPayMethods(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.query("INSERT INTO seeded_content (name) VALUES ('demo-pay-methods') ON CONFLICT DO NOTHING RETURNING name");
    if (claimed.length === 0 || (await tx.query('SELECT 1 FROM pay_methods LIMIT 1')).length > 0) return;
    for (const method of DEMO_PAY_METHODS) await insertPayMethod(tx, method);
  });
}

async function retireDemoData(db: Database): Promise<string[]> {
  const warnings: string[] = [];
  const removed = await db.query('DELETE FROM invite_codes WHERE code = $1 AND owner_id IS NULL RETURNING code', [DEMO_INVITE_CODE]);
  if (removed.length > 0) warnings.push(`Removed the published demo invite code ${DEMO_INVITE_CODE} (not a demo start): create your own with npm run cli -- create-invite-code`);
  for (const player of DEMO_PLAYERS) {
    const record = await findLoginRecord(db, player.account);
    if (!record || record.frozen || !(await verifyPassword(player.password, record.passwordHash))) continue;
    await db.transaction((tx) => setFrozenIn(tx, player.account, true));
    warnings.push(`Froze the demo player ${player.account}: its password is the published one (not a demo start); npm run cli -- unfreeze ${player.account} after changing it`);
  }
  return warnings;
}
