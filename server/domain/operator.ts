import type { Database } from '../db/database';
import { findLoginRecord } from './accounts';
import { FundType } from './fund-types';
import { post } from './ledger';
import { revokeAllSessions } from './sessions';

/** Operator tasks behind server/cli.ts. Each throws an Error whose message is meant for the operator. */

/** Gives a player money through the ledger (fund type 9, bonus gift); answers the new balance. */
export async function creditAccount(db: Database, account: string, amountCents: number, note: string): Promise<number> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error('The amount must be positive');
  const user = await requireAccount(db, account);
  return db.transaction(async (tx) => {
    const result = await post(tx, { userId: user.id, type: FundType.bonusGift, amountCents, reference: `operator:${note}` });
    // A credit cannot overdraw; this guards the type, not a real case.
    if (!result.ok) throw new Error(result.reason);
    return result.entry.balanceAfterCents;
  });
}

/** Freezing also ends every session, so the player is out at once, not when the token expires. */
export async function setFrozen(db: Database, account: string, frozen: boolean): Promise<void> {
  const user = await requireAccount(db, account);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET frozen = $2 WHERE id = $1', [user.id, frozen]);
    if (frozen) await revokeAllSessions(tx, user.id);
  });
}

async function requireAccount(db: Database, account: string): Promise<{ id: number }> {
  const user = await findLoginRecord(db, account);
  if (!user) throw new Error(`No account "${account}"`);
  return user;
}
