import { formatAmount } from '../../models/money';
import type { Queryable } from '../db/database';
import { requireAccount } from '../domain/operator';
import { gamingHistory } from '../domain/gaming/exclusions';
import { limitStatus } from '../domain/gaming/limits';
import { formatZoneTime, siteTimeZone } from '../domain/gaming/usage';
import type { OperatorResult } from './result';
import { terminalText as shown } from './terminal-text';

/**
 * `show-limits <account>`: what the operator sees of a player's responsible gaming: each limit in
 * force with what it has counted and what is pending, every time-out or self-exclusion (lifted
 * ones with their reason), and the history of changes, oldest first.
 */

const amount = (cents: number | null): string => (cents === null ? 'none' : formatAmount(cents));

export async function showLimits(db: Queryable, account: string): Promise<OperatorResult> {
  const user = await requireAccount(db, account);
  const now = Date.now();
  const zone = siteTimeZone();
  const at = (ms: number | null) => (ms === null ? 'never' : formatZoneTime(ms, zone));
  const limits = await limitStatus(db, user.id, now, zone);
  const exclusions = await db.query<{ kind: string; choice: string; starts_at: Date; ends_at: Date | null; lifted_at: Date | null; lift_reason: string | null }>(
    'SELECT kind, choice, starts_at, ends_at, lifted_at, lift_reason FROM gaming_exclusions WHERE user_id = $1 ORDER BY starts_at',
    [user.id],
  );
  const history = await gamingHistory(db, user.id);
  const lines = [`Responsible gaming of ${account} (periods in ${zone})`, 'Limits:'];
  for (const limit of limits) {
    const pending = limit.pending ? `; pending ${amount(limit.pending.limitCents)} from ${at(limit.pending.at)}` : '';
    const used = limit.limitCents === null ? '' : `, used ${formatAmount(limit.usedCents)}, left ${amount(limit.leftCents)}`;
    lines.push(`  ${limit.kind} per ${limit.period}: ${amount(limit.limitCents)}${used}${pending}`);
  }
  lines.push(exclusions.length === 0 ? 'Time-outs and self-exclusions: none' : 'Time-outs and self-exclusions:');
  for (const row of exclusions) {
    const lifted = row.lifted_at ? `; lifted ${at(row.lifted_at.getTime())}: ${shown(row.lift_reason ?? '')}` : '';
    const standing = !row.lifted_at && row.starts_at.getTime() <= now && (row.ends_at === null || row.ends_at.getTime() > now) ? ' (in force)' : '';
    lines.push(`  ${row.kind} ${row.choice}: ${at(row.starts_at.getTime())} → ${at(row.ends_at?.getTime() ?? null)}${standing}${lifted}`);
  }
  lines.push(history.length === 0 ? 'History: none' : 'History:');
  for (const entry of history) {
    const what = entry.kind ? ` ${entry.kind} per ${entry.period}: ${amount(entry.oldCents)} → ${amount(entry.newCents)}` : '';
    const from = entry.effectiveAt === null ? '' : ` (${entry.kind ? 'from' : 'until'} ${at(entry.effectiveAt)})`;
    lines.push(`  ${at(entry.at)} ${entry.actor} ${entry.action}${what}${from}${entry.note ? ` ${shown(entry.note)}` : ''}`);
  }
  return { message: lines.join('\n'), data: { userId: user.id, limits, exclusions: exclusions.length, history } };
}
