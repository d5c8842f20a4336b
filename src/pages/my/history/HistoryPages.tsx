import { useSelector } from '../../../app/use-selector';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MONEY_HISTORY_PAGE_SIZE } from '../../../../machines/account/money-history.machine';
import { pageCount } from '../../../../machines/core/paged-list.machine';
import type { DepositOrder, WithdrawalRecord } from '../../../../models/account';
import { formatDisplayTime, parseServerTime } from '../../../../models/dates';
import { formatMoney } from '../../../../models/money';
import { useRuntimeConfig } from '../../../app/hooks';
import { useDepositHistory, useWithdrawHistory, type DepositHistoryRef, type WithdrawHistoryRef } from '../../../app/money-hooks';
import { accountPageHref } from '../../../components/account/accountLinks';
import { Icon } from '../../../components/icons/Icon';
import { PageLoading } from '../../../components/loading/PageLoading';
import { Pager } from '../../../games/common/Pager';
import { RecordsFailure } from '../betting/RecordsFailure';
import records from '../betting/BettingRecords.module.css';
import money from '../money/money.module.css';

/**
 * The deposit and withdrawal histories (issue 17 §5): the player's orders newest first, 10 a page,
 * with their status — a deposit pending, paid, failed or expired; a withdrawal in progress,
 * approved or rejected with the reason.
 */
export function DepositHistoryPage() {
  const list = useDepositHistory();
  return list ? <DepositHistory list={list} /> : <PageLoading />;
}

export function WithdrawHistoryPage() {
  const list = useWithdrawHistory();
  return list ? <WithdrawHistory list={list} /> : <PageLoading />;
}

const shownTime = (text: string) => {
  const time = parseServerTime(text);
  return time ? formatDisplayTime(time) : text;
};

/** Deposit status 3 (USDT submitted) reads as pending to the player: it waits for a confirmation. */
const depositStatusKey = (status: DepositOrder['status']) => (status === 3 ? 0 : status);

function DepositHistory({ list }: { list: DepositHistoryRef }) {
  const { t } = useTranslation('money');
  const { variant } = useRuntimeConfig();
  const rows = useSelector(list, (s) => s.context.rows);
  return (
    <HistoryFrame list={list} id="deposit-history-title" title={t('history.depositTitle')} back={{ page: 'deposit', label: t('history.toDeposit') }}
      head={[t('history.col.order'), t('history.col.method'), t('history.col.amount'), t('history.col.status'), t('history.col.time')]}
      empty={t('history.depositEmpty')}>
      {rows.map((order) => (
        <tr key={order.orderId} data-testid={`deposit-${order.orderId}`}>
          <td>{order.orderId}</td>
          <td>{order.payName}</td>
          <td className={records.num}>{formatMoney(order.money, variant)}</td>
          <td>{t(`history.depositStatus.${depositStatusKey(order.status)}`)}</td>
          <td>{shownTime(order.createTime)}</td>
        </tr>
      ))}
    </HistoryFrame>
  );
}

function WithdrawHistory({ list }: { list: WithdrawHistoryRef }) {
  const { t } = useTranslation('money');
  const { variant } = useRuntimeConfig();
  const rows = useSelector(list, (s) => s.context.rows);
  return (
    <HistoryFrame list={list} id="withdraw-history-title" title={t('history.withdrawTitle')} back={{ page: 'withdraw', label: t('history.toWithdraw') }}
      head={[t('history.col.number'), t('history.col.account'), t('history.col.amount'), t('history.col.status'), t('history.col.time')]}
      empty={t('history.withdrawEmpty')}>
      {rows.map((row: WithdrawalRecord) => (
        <tr key={row.id} data-testid={`withdrawal-${row.id}`}>
          <td>{row.id}</td>
          <td>
            {row.bankName} {row.cardNo}
          </td>
          <td className={records.num}>{formatMoney(row.amount, variant)}</td>
          <td>
            {t(`history.withdrawStatus.${row.status}`)}
            {row.status === 2 && row.reason && <span className={money.fundStatus}> — {t('history.reason', { reason: row.reason })}</span>}
          </td>
          <td>{shownTime(row.createTime)}</td>
        </tr>
      ))}
    </HistoryFrame>
  );
}

/** The frame both histories share: title, the way back to the form, the table, the failure with a retry, the pager. */
function HistoryFrame({
  list,
  id,
  title,
  back,
  head,
  empty,
  children,
}: {
  list: DepositHistoryRef | WithdrawHistoryRef;
  id: string;
  title: string;
  back: { page: string; label: string };
  head: string[];
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['money', 'common']);
  const count = useSelector(list, (s) => s.context.rows.length);
  const total = useSelector(list, (s) => s.context.total);
  const page = useSelector(list, (s) => s.context.page);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failure = useSelector(list, (s) => (s.hasTag('failed') ? s.context.error : null));
  return (
    <div className={records.records} role="region" aria-labelledby={id}>
      <h2 id={id} className={records.title}>
        <Icon name="list" size={20} />
        {title}
      </h2>
      <p>
        <Link to={accountPageHref(back.page)}>{back.label}</Link>
      </p>
      {failure && <RecordsFailure failure={failure} onRetry={() => list.send({ type: 'records.retry' })} />}
      <div className={records.tableWrap} aria-busy={loading}>
        <table className={`${records.table} ${money.historyTable}`}>
          <thead>
            <tr>
              {head.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {children}
            {count === 0 && (
              <tr>
                <td colSpan={head.length} className={records.empty}>
                  {loading ? t('common:status.loading') : empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pageCount(total, MONEY_HISTORY_PAGE_SIZE)} onPage={(p) => list.send({ type: 'records.page', page: p })} disabled={loading} />
    </div>
  );
}
