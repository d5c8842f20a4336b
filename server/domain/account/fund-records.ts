import { FundTypeId, type FundRecord, type FundTypeEntry, type FundTypeIdValue, type WithdrawStatus } from '../../../models/account';
import type { Paged } from '../../../models/bet-records';
import type { Queryable } from '../../db/database';
import { formatServerTime } from '../notices';

/** The player's fund records (GET /details/v1/type, POST /details/v1/list): the ledger as the player reads it. */

const NAMES: Readonly<Record<FundTypeIdValue, string>> = {
  [FundTypeId.recharge]: '充值',
  [FundTypeId.betDeduction]: '投注扣款',
  [FundTypeId.bonusPayout]: '中奖派彩',
  [FundTypeId.withdrawal]: '提现',
  [FundTypeId.agentRebate]: '代理返佣',
  [FundTypeId.betCancellation]: '撤单返还',
  [FundTypeId.systemRefund]: '系统退款',
  [FundTypeId.withdrawalRejectedRefund]: '提现拒绝退款',
  [FundTypeId.bonusGift]: '红利赠送',
  [FundTypeId.activityGift]: '活动赠送',
  [FundTypeId.manualCredit]: '人工入款',
};

export const fundTypes = (): FundTypeEntry[] => Object.values(FundTypeId).map((id) => ({ id, name: NAMES[id] }));

export const isFundType = (value: unknown): value is FundTypeIdValue => typeof value === 'number' && Object.values(FundTypeId).includes(value as FundTypeIdValue);

export interface FundRecordFilter {
  pageIndex: number;
  pageSize: number;
  typeId: FundTypeIdValue | null;
  /** From (inclusive) and to (exclusive). */
  from: Date;
  to: Date;
}

interface RecordRow {
  id: number;
  type: FundTypeIdValue;
  amount_cents: number;
  balance_after_cents: number;
  reference: string;
  created_at: Date;
  w_status: WithdrawStatus | null;
  w_reason: string | null;
  w_bank: string | null;
  w_card: string | null;
  pay_name: string | null;
}

/** Newest first. Withdrawal rows carry their withdrawal's status; refunds of rejected ones its reason. */
export async function listFundRecords(db: Queryable, userId: number, filter: FundRecordFilter): Promise<Paged<FundRecord>> {
  const where = 'l.user_id = $1 AND l.created_at >= $2 AND l.created_at < $3 AND ($4::smallint IS NULL OR l.type = $4)';
  const params = [userId, filter.from, filter.to, filter.typeId];
  const [count] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ledger l WHERE ${where}`, params);
  const rows = await db.query<RecordRow>(
    `SELECT l.id, l.type, l.amount_cents, l.balance_after_cents, l.reference, l.created_at,
            w.status AS w_status, w.reason AS w_reason, w.bank_name AS w_bank, w.card_no AS w_card, d.pay_name
     FROM ledger l
     LEFT JOIN withdrawals w ON l.type IN (3, 8) AND w.user_id = l.user_id AND l.reference = 'withdrawal:' || w.id
     LEFT JOIN deposits d ON l.type IN (0, 9) AND d.user_id = l.user_id AND l.reference = 'deposit:' || d.order_id
     WHERE ${where} ORDER BY l.id DESC LIMIT $5 OFFSET $6`,
    [...params, filter.pageSize, (filter.pageIndex - 1) * filter.pageSize],
  );
  return { list: rows.map(toRecord), total: count?.n ?? 0 };
}

function toRecord(row: RecordRow): FundRecord {
  return {
    id: row.id,
    typeId: row.type,
    status: row.type === FundTypeId.withdrawal ? row.w_status : null,
    amount: row.amount_cents,
    balance: row.balance_after_cents,
    desp: describe(row),
    createTime: formatServerTime(row.created_at),
  };
}

function describe(row: RecordRow): string {
  switch (row.type) {
    case FundTypeId.withdrawalRejectedRefund:
      return row.w_reason || '提现申请未通过，金额已退回';
    case FundTypeId.withdrawal:
      return row.w_bank ? `提现至 ${row.w_bank}（尾号 ${(row.w_card ?? '').slice(-4)}）` : '';
    case FundTypeId.recharge:
      return row.pay_name ? `${row.pay_name}充值` : '';
    case FundTypeId.bonusGift:
      return row.pay_name ? `${row.pay_name}充值赠送` : row.reference.startsWith('operator:') ? row.reference.slice('operator:'.length) : '';
    case FundTypeId.manualCredit:
      return row.reference.startsWith('operator:') ? row.reference.slice('operator:'.length) : '';
    case FundTypeId.activityGift:
      return row.reference.startsWith('message:') ? `站内信 ${row.reference.slice('message:'.length)} 奖励` : '';
    case FundTypeId.agentRebate:
      return row.reference.startsWith('rebate:') ? `下级注单 ${row.reference.slice('rebate:'.length)} 返佣` : '';
    default:
      return row.reference.startsWith('order:') ? `注单 ${row.reference.slice('order:'.length)}` : '';
  }
}
