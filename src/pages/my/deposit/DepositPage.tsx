import { useSelector } from '../../../app/use-selector';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { amountSource, chosenMethod, chosenProtocol, isServiceMethod, isUsdtMethod } from '../../../../machines/account/deposit.machine';
import type { PayMethod } from '../../../../models/account';
import { CURRENCY_SUFFIX } from '../../../../models/currency';
import { formatAmount, formatMoney } from '../../../../models/money';
import { typedAmountCents } from '../../../../models/typed-amount';
import { expectedUsdtCents } from '../../../../models/validation';
import { useRuntimeConfig, useSession } from '../../../app/hooks';
import { useDeposit, type DepositRef } from '../../../app/money-hooks';
import { accountPageHref } from '../../../components/account/accountLinks';
import { TextField } from '../../../components/form/TextField';
import { Icon, type IconName } from '../../../components/icons/Icon';
import { PageLoading } from '../../../components/loading/PageLoading';
import { RichText } from '../../../components/rich-text/RichText';
import { errorText, Message, Panel } from '../pageParts';
import styles from '../panel.module.css';
import money from '../money/money.module.css';
import { tagOf } from '../../../app/tag-of';

/** The customer-service chat (spec §2 routes). */
export const CUSTOMER_SERVICE_PATH = '/pages/chat/customer-service';
/** 13 whole digits, a point and 2 decimals: far above any limit. */
const AMOUNT_MAX = 16;

const METHOD_ICON: Record<string, IconName> = { bank: 'card', ewallet: 'wallet', xnzf: 'bolt', svip: 'headset' };

/**
 * Deposit (spec §2, §4, §5): customer-service mode when deposits are off or the payment list
 * fails; otherwise the methods as tiles, the USDT network, the amount grid and the free amount,
 * and the deposit button. A cashier opens in a new window (or, given as HTML, in a sandboxed frame
 * here) and the page waits for the payment's result.
 */
export function DepositPage() {
  const deposit = useDeposit();
  return deposit ? <Deposit deposit={deposit} /> : <PageLoading />;
}

function Deposit({ deposit }: { deposit: DepositRef }) {
  const { t } = useTranslation('money');
  const mode = useSelector(deposit, (s) =>
    tagOf(s, ['loading', 'service', 'awaiting', 'paid', 'payFailed', 'expired'], 'choosing'),
  );
  const notice = useSelector(deposit, (s) => s.context.notice);
  return (
    <Panel id="deposit-title" icon="wallet" title={t('deposit.title')}>
      {mode === 'loading' && <PageLoading />}
      {mode === 'service' && <ServiceMode notice={notice} />}
      {mode === 'choosing' && (
        <>
          {notice && <RichText html={notice} className={styles.hint} />}
          <DepositForm deposit={deposit} />
        </>
      )}
      {mode === 'awaiting' && <Awaiting deposit={deposit} />}
      {(mode === 'paid' || mode === 'payFailed' || mode === 'expired') && <Result deposit={deposit} outcome={mode} />}
      <p className={styles.hint}>
        <Link to={accountPageHref('deposit-history')}>{t('history.depositLink')}</Link>
      </p>
    </Panel>
  );
}

function ServiceMode({ notice }: { notice: string }) {
  const { t } = useTranslation('money');
  return (
    <div className={money.service}>
      <Icon name="headset" size={36} />
      <p>{t('deposit.serviceMode')}</p>
      {notice && <RichText html={notice} className={styles.hint} />}
      <Link to={CUSTOMER_SERVICE_PATH} className="btn btn--primary btn--lg">
        {t('deposit.contactService')}
      </Link>
    </div>
  );
}

function DepositForm({ deposit }: { deposit: DepositRef }) {
  const { t } = useTranslation(['money', 'account']);
  const { variant } = useRuntimeConfig();
  const methods = useSelector(deposit, (s) => s.context.methods);
  const method = useSelector(deposit, (s) => chosenMethod(s.context));
  const protocol = useSelector(deposit, (s) => chosenProtocol(s.context));
  const source = useSelector(deposit, (s) => amountSource(s.context));
  const amount = useSelector(deposit, (s) => s.context.amount);
  const other = useSelector(deposit, (s) => s.hasTag('otherAmount'));
  const error = useSelector(deposit, (s) => s.context.error);
  const paying = useSelector(deposit, (s) => s.hasTag('paying'));
  const cents = typedAmountCents(amount);
  const message = error ? errorText(t, error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    deposit.send({ type: 'deposit.submit' });
  };
  const usdt = isUsdtMethod(method);
  const service = isServiceMethod(method);
  const usdtCents = usdt && method && cents !== null && cents > 0 ? expectedUsdtCents(cents, method.exchangeRate) : null;

  if (methods.length === 0) return <ServiceMode notice="" />;
  return (
    <form className={money.depositForm} onSubmit={submit} noValidate aria-label={t('deposit.title')}>
      <fieldset className={money.group}>
        <legend className={styles.sectionTitle}>{t('deposit.method')}</legend>
        <div className={money.tiles}>
          {methods.map((m) => (
            <MethodTile key={m.id} method={m} checked={m.id === method?.id} onChoose={() => deposit.send({ type: 'deposit.method', methodId: m.id })} disabled={paying} />
          ))}
        </div>
      </fieldset>
      {method?.tips && <p className={styles.hint}>{method.tips}</p>}
      {service && method ? (
        <div className={money.service}>
          <p>{t('deposit.svipText')}</p>
        </div>
      ) : (
        <>
          {usdt && method && (
            <fieldset className={money.group}>
              <legend className={styles.sectionTitle}>{t('deposit.protocol')}</legend>
              <div className={money.chips}>
                {method.virtualPayList.map((p) => (
                  <label key={p.type} className={p.type === protocol?.type ? `${money.chip} ${money.chipOn}` : money.chip}>
                    <input type="radio" name="deposit-protocol" value={p.type} checked={p.type === protocol?.type} onChange={() => deposit.send({ type: 'deposit.protocol', protocol: p.type })} disabled={paying} />
                    {p.name}
                  </label>
                ))}
              </div>
              <p className={styles.muted}>{t('deposit.rate', { rate: `${method.exchangeRate}${CURRENCY_SUFFIX[variant]}` })}</p>
            </fieldset>
          )}
          {source && (
            <fieldset className={money.group}>
              <legend className={styles.sectionTitle}>{t('deposit.amount')}</legend>
              <div className={money.amounts}>
                {source.initPrices.map((price) => (
                  <button
                    key={price}
                    type="button"
                    className={!other && cents === price ? `${money.amountButton} ${money.amountOn}` : money.amountButton}
                    aria-pressed={!other && cents === price}
                    onClick={() => deposit.send({ type: 'deposit.preset', cents: price })}
                    disabled={paying}
                  >
                    {formatMoney(price, variant)}
                  </button>
                ))}
                {source.limit.enable && (
                  <button type="button" className={other ? `${money.amountButton} ${money.amountOn}` : money.amountButton} aria-pressed={other} onClick={() => deposit.send({ type: 'deposit.other' })} disabled={paying}>
                    {t('deposit.other')}
                  </button>
                )}
              </div>
              {other && (
                <div className={money.otherField}>
                  <TextField
                    label={t('deposit.otherAmount')}
                    placeholder={t('deposit.otherPlaceholder')}
                    value={amount}
                    onValueChange={(value) => deposit.send({ type: 'deposit.amount', amount: value })}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={AMOUNT_MAX}
                    disabled={paying}
                    autoFocus
                  />
                </div>
              )}
              {source.limit.enable && <p className={styles.muted}>{t('deposit.limit', { min: formatMoney(source.limit.min, variant), max: formatMoney(source.limit.max, variant) })}</p>}
              {usdt && (
                <p className={money.expected} data-testid="deposit-usdt-expected">
                  {t('deposit.expected', { usdt: usdtCents === null ? '—' : formatAmount(usdtCents) })}
                </p>
              )}
            </fieldset>
          )}
        </>
      )}
      {message && <Message tone="error">{message}</Message>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary btn--lg" disabled={paying}>
          {service ? t('deposit.contactService') : t(paying ? 'deposit.paying' : 'deposit.submit')}
        </button>
      </div>
    </form>
  );
}

function MethodTile({ method, checked, onChoose, disabled }: { method: PayMethod; checked: boolean; onChoose(): void; disabled: boolean }) {
  const { t } = useTranslation('money');
  return (
    <label className={checked ? `${money.tile} ${money.tileOn}` : money.tile}>
      <input type="radio" name="deposit-method" value={method.id} checked={checked} onChange={onChoose} disabled={disabled} />
      <Icon name={METHOD_ICON[method.classIcon] ?? 'wallet'} size={22} />
      <span className={money.tileName}>{method.name}</span>
      {method.isRecommend === 1 && <span className={money.badge}>{t('deposit.recommended')}</span>}
      {method.discount > 0 && <span className={money.bonus}>{t('deposit.bonus', { percent: method.discount })}</span>}
    </label>
  );
}

function Awaiting({ deposit }: { deposit: DepositRef }) {
  const { t } = useTranslation('money');
  const payment = useSelector(deposit, (s) => s.context.payment);
  const feedback = useSelector(deposit, (s) => tagOf(s, ['confirming', 'stillWaiting', 'unreachable'], null));
  if (!payment) return null;
  return (
    <div className={money.awaiting}>
      <p className={money.awaitingTitle} role="status">
        <Icon name="clock" size={20} />
        {t('deposit.awaiting', { orderId: payment.orderId })}
      </p>
      {payment.url && (
        <p>
          {t('deposit.cashierOpened')}{' '}
          <a href={payment.url} target="_blank" rel="noopener noreferrer">
            {t('deposit.openCashier')}
          </a>
        </p>
      )}
      {payment.html !== null && (
        // The gateway's own page, in an opaque origin: its scripts run, but cannot reach this page or its token.
        <iframe className={money.cashierFrame} title={t('deposit.cashierFrame')} sandbox="allow-forms allow-scripts allow-popups allow-popups-to-escape-sandbox" referrerPolicy="no-referrer" srcDoc={payment.html} />
      )}
      {feedback && (
        <p className={money.checkFeedback} role="status" data-testid="deposit-feedback">
          {t(`deposit.feedback.${feedback}`)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn--primary" onClick={() => deposit.send({ type: 'deposit.check' })} disabled={feedback === 'confirming'}>
          {t('deposit.check')}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => deposit.send({ type: 'deposit.back' })}>
          {t('deposit.back')}
        </button>
      </div>
    </div>
  );
}

function Result({ deposit, outcome }: { deposit: DepositRef; outcome: 'paid' | 'payFailed' | 'expired' }) {
  const paid = outcome === 'paid';
  const { t } = useTranslation('money');
  const { variant } = useRuntimeConfig();
  const order = useSelector(deposit, (s) => s.context.order);
  const { user } = useSession();
  return (
    <div className={money.awaiting}>
      {paid && order ? (
        <Message tone="notice">
          {t(order.bonus > 0 ? 'deposit.paidBonus' : 'deposit.paid', { amount: formatMoney(order.money, variant), bonus: formatMoney(order.bonus, variant) })}
        </Message>
      ) : (
        <Message tone="error">{t(outcome === 'expired' ? 'deposit.expired' : 'deposit.failed')}</Message>
      )}
      {paid && user && (
        <p>
          {t('deposit.balance')} <strong data-testid="deposit-balance">{formatMoney(user.balance, variant)}</strong>
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn--primary" onClick={() => deposit.send({ type: 'deposit.back' })}>
          {t('deposit.again')}
        </button>
        <Link to={accountPageHref('transaction')} className="btn btn--outline">
          {t('deposit.records')}
        </Link>
      </div>
    </div>
  );
}
