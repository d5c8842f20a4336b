import { useSelector } from '../../../app/use-selector';
import { QRCodeSVG } from 'qrcode.react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount, formatMoney } from '../../../../models/money';
import { useRuntimeConfig } from '../../../app/hooks';
import { useUsdtDeposit, type UsdtDepositRef } from '../../../app/money-hooks';
import { accountPageHref } from '../../../components/account/accountLinks';
import { TextField } from '../../../components/form/TextField';
import { Icon } from '../../../components/icons/Icon';
import { PageLoading } from '../../../components/loading/PageLoading';
import type { SubPageProps } from '../sub-page-props';
import { errorText, LoadFailed, Message, Panel } from '../pageParts';
import styles from '../panel.module.css';
import money from '../money/money.module.css';
import { tagOf } from '../../../app/tag-of';

const QR_SIZE = 156;
/** Transaction hashes are 64 hex digits (0x-prefixed on ERC20); room for what explorers add. */
const TX_ID_MAX = 128;

/**
 * A USDT deposit order (spec §2 `deposit-usdt-info` with `orderId`): the wallet to pay to, with a
 * copy button and its QR, the USDT amount and network, and the blockchain transaction id the payer
 * submits after the transfer.
 */
export function UsdtOrderPage({ query }: SubPageProps) {
  const orderId = query.get('orderId') ?? '';
  const { t } = useTranslation('money');
  if (!orderId) {
    return (
      <Panel id="usdt-title" icon="bolt" title={t('usdt.title')}>
        <Message tone="error">{t('usdt.noOrder')}</Message>
        <Link to={accountPageHref('deposit')} className="btn btn--outline">
          {t('usdt.toDeposit')}
        </Link>
      </Panel>
    );
  }
  return <UsdtOrderLoader key={orderId} orderId={orderId} />;
}

function UsdtOrderLoader({ orderId }: { orderId: string }) {
  const usdt = useUsdtDeposit(orderId);
  return usdt ? <UsdtOrder usdt={usdt} /> : <PageLoading />;
}

function UsdtOrder({ usdt }: { usdt: UsdtDepositRef }) {
  const { t } = useTranslation(['money', 'account']);
  const { variant } = useRuntimeConfig();
  const state = useSelector(usdt, (s) => tagOf(s, ['loading', 'failed'], 'ready'));
  const order = useSelector(usdt, (s) => s.context.order);
  const txId = useSelector(usdt, (s) => s.context.txId);
  const error = useSelector(usdt, (s) => s.context.error);
  const notice = useSelector(usdt, (s) => s.context.notice);
  const submitting = useSelector(usdt, (s) => s.hasTag('submitting'));
  const copy = useSelector(usdt, (s) => (s.hasTag('copyFailed') ? 'failed' : tagOf(s, ['copied'], 'idle')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    usdt.send({ type: 'usdt.submit' });
  };

  return (
    <Panel id="usdt-title" icon="bolt" title={t('usdt.title')}>
      {state === 'loading' && <PageLoading />}
      {state === 'failed' && <LoadFailed onRetry={() => usdt.send({ type: 'usdt.retry' })} />}
      {state === 'ready' && order && (
        <>
          {notice && <Message tone="notice">{t(notice)}</Message>}
          <div className={money.usdt}>
            <span className={money.qr}>
              <QRCodeSVG value={order.walletAddress} size={QR_SIZE} marginSize={0} role="img" aria-label={t('usdt.qr')} />
            </span>
            <dl className={styles.facts}>
              <dt>{t('usdt.orderId')}</dt>
              <dd>{order.orderId}</dd>
              <dt>{t('usdt.network')}</dt>
              <dd>{order.protocolType}</dd>
              <dt>{t('usdt.amount')}</dt>
              <dd>
                <strong className={money.balance}>{formatAmount(order.usdtAmount)} USDT</strong>
                <span className={styles.muted}> ≈ {formatMoney(order.money, variant)}</span>
              </dd>
              <dt>{t('usdt.rate')}</dt>
              <dd>{t('usdt.rateValue', { rate: formatMoney(Math.round(order.exchangeRate * 100), variant) })}</dd>
              <dt>{t('usdt.wallet')}</dt>
              <dd>
                <code className={money.wallet} data-testid="usdt-wallet">
                  {order.walletAddress}
                </code>
                <button type="button" className={`btn btn--outline ${money.copy}`} onClick={() => usdt.send({ type: 'usdt.copy' })}>
                  <Icon name={copy === 'copied' ? 'check' : 'share'} size={16} />
                  {t(copy === 'copied' ? 'usdt.copied' : 'usdt.copy')}
                </button>
                {copy === 'failed' && <p className={money.fieldError}>{t('usdt.copyFailed')}</p>}
              </dd>
              <dt>{t('usdt.status')}</dt>
              <dd>{t(`usdt.statusName.${order.status}`)}</dd>
            </dl>
          </div>
          {order.status === 0 ? (
            <form className={styles.form} onSubmit={submit} noValidate aria-label={t('usdt.submitTitle')}>
              <p className={styles.hint}>{t('usdt.howTo', { network: order.protocolType })}</p>
              <TextField
                label={t('usdt.txId')}
                placeholder={t('usdt.txIdPlaceholder')}
                value={txId}
                onValueChange={(value) => usdt.send({ type: 'usdt.txId', txId: value })}
                maxLength={TX_ID_MAX}
                autoComplete="off"
                spellCheck={false}
                disabled={submitting}
                error={error?.field === 'txId' ? errorText(t, error) : null}
              />
              {error && error.field !== 'txId' && <Message tone="error">{errorText(t, error)}</Message>}
              <div className={styles.actions}>
                <button type="submit" className="btn btn--primary btn--lg" disabled={submitting}>
                  {t(submitting ? 'usdt.submitting' : 'usdt.submit')}
                </button>
              </div>
            </form>
          ) : (
            <div className={styles.actions}>
              {order.status === 3 && (
                <button type="button" className="btn btn--primary" onClick={() => usdt.send({ type: 'usdt.refresh' })}>
                  <Icon name="refresh" size={16} />
                  {t('usdt.refresh')}
                </button>
              )}
              <Link to={accountPageHref('transaction')} className="btn btn--outline">
                {t('deposit.records')}
              </Link>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
