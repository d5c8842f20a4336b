import { useSelector } from '../../../app/use-selector';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { payoutLabel } from '../../../../models/account';
import { formatMoney } from '../../../../models/money';
import { typedAmountCents } from '../../../../models/typed-amount';
import { InputLimit } from '../../../../models/validation';
import { useRuntimeConfig } from '../../../app/hooks';
import { useWithdraw, type WithdrawRef } from '../../../app/money-hooks';
import { accountPageHref } from '../../../components/account/accountLinks';
import { placeFormError } from '../../../components/form/formError';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { PageLoading } from '../../../components/loading/PageLoading';
import { RichText } from '../../../components/rich-text/RichText';
import { SearchSelect } from '../../../components/search-select/SearchSelect';
import { CodeField } from '../money/CodeField';
import { WithdrawConfirm } from './WithdrawConfirm';
import { errorText, LoadFailed, Message, Panel } from '../pageParts';
import styles from '../panel.module.css';
import money from '../money/money.module.css';

const FIELDS = ['bankId', 'amount', 'withdrawPassword', 'verifyCode'];
/** 13 whole digits, a point and 2 decimals: far above any maximum. */
const AMOUNT_MAX = 16;


/**
 * Withdraw (spec §2, §4, §5): the available amount, the bound bank or wallet, the amount (exactly
 * as typed, up to 2 decimals), the withdrawal password, the e-mail code when an e-mail is bound,
 * and the server's reminder. Checks run in the §5 order in the machine, then a confirmation shows
 * the exact amount, fee and destination; a success clears the form.
 */
export function WithdrawPage() {
  const withdraw = useWithdraw();
  return withdraw ? <Withdraw withdraw={withdraw} /> : <PageLoading />;
}

function Withdraw({ withdraw }: { withdraw: WithdrawRef }) {
  const { t } = useTranslation('money');
  const state = useSelector(withdraw, (s) => (s.hasTag('failed') ? 'failed' : s.context.info ? 'shown' : 'loading'));
  return (
    <Panel id="withdraw-title" icon="cash" title={t('withdraw.title')}>
      {state === 'loading' && <PageLoading />}
      {state === 'failed' && <LoadFailed onRetry={() => withdraw.send({ type: 'withdraw.retry' })} />}
      {state === 'shown' && <WithdrawForm withdraw={withdraw} />}
      <p className={styles.hint}>
        <Link to={accountPageHref('withdraw-history')}>{t('history.withdrawLink')}</Link>
      </p>
    </Panel>
  );
}

function WithdrawForm({ withdraw }: { withdraw: WithdrawRef }) {
  const { t } = useTranslation(['money', 'account']);
  const { variant } = useRuntimeConfig();
  const info = useSelector(withdraw, (s) => s.context.info);
  const bankId = useSelector(withdraw, (s) => s.context.bankId);
  const amount = useSelector(withdraw, (s) => s.context.amount);
  const password = useSelector(withdraw, (s) => s.context.withdrawPassword);
  const verifyCode = useSelector(withdraw, (s) => s.context.verifyCode);
  const error = useSelector(withdraw, (s) => s.context.error);
  const notice = useSelector(withdraw, (s) => s.context.notice);
  const busy = useSelector(withdraw, (s) => !s.hasTag('form'));
  const confirming = useSelector(withdraw, (s) => s.hasTag('confirming'));
  const sending = useSelector(withdraw, (s) => s.hasTag('submitting'));
  const code = useSelector(withdraw, (s) => s.children.code);
  if (!info) return null;

  const placed = placeFormError(error, FIELDS);
  const message = placed.error ? (placed.error.field === 'status' && placed.error.serverMessage ? placed.error.serverMessage : errorText(t, placed.error)) : null;
  const errorOf = (field: string) => (placed.field === field ? message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withdraw.send({ type: 'withdraw.submit' });
  };
  const options = info.bank ? [{ value: info.bank.id, label: payoutLabel(info.bank) }] : [];

  return (
    <>
      <dl className={money.summary}>
        <div>
          <dt>{t('withdraw.available')}</dt>
          <dd className={money.balance} data-testid="withdraw-available">
            {formatMoney(info.amount, variant)}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.limits')}</dt>
          <dd>{t('withdraw.limitsValue', { min: formatMoney(info.minWithdraw, variant), max: formatMoney(info.maxWithdraw, variant) })}</dd>
        </div>
        <div>
          <dt>{t('withdraw.window')}</dt>
          <dd>{t('withdraw.windowValue', { window: info.withdrawTime, used: info.usedCount, count: info.dailyCount })}</dd>
        </div>
      </dl>
      {info.status !== 0 && <p className={styles.hint}>{info.staticNotice || t('validation:tips_withdraw_unavailable')}</p>}
      {notice && <Message tone="notice">{t(notice)}</Message>}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.title')}>
        <SearchSelect
          label={t('withdraw.bank')}
          options={options}
          value={bankId}
          onChange={(id) => withdraw.send({ type: 'withdraw.bank', bankId: id })}
          placeholder={t('withdraw.bankPlaceholder')}
          noMatch={t(options.length === 0 ? 'withdraw.noBank' : 'withdraw.noMatch')}
          clearLabel={t('withdraw.clearBank')}
          error={errorOf('bankId')}
          disabled={busy}
        />
        {!info.bank && (
          <p className={styles.hint}>
            {t('withdraw.bindFirst')} <Link to={accountPageHref('bind-bank')}>{t('withdraw.bindLink')}</Link>
          </p>
        )}
        <TextField
          label={t('withdraw.amount')}
          placeholder={t('withdraw.amountPlaceholder', { min: formatMoney(info.minWithdraw, variant) })}
          value={amount}
          onValueChange={(value) => withdraw.send({ type: 'withdraw.amount', amount: value })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX}
          disabled={busy}
          error={errorOf('amount')}
        />
        <PasswordField
          label={t('withdraw.password')}
          placeholder={t('withdraw.passwordPlaceholder')}
          value={password}
          onValueChange={(value) => withdraw.send({ type: 'withdraw.password', withdrawPassword: value })}
          maxLength={InputLimit.withdrawPasswordMax}
          autoComplete="off"
          disabled={busy}
          error={errorOf('withdrawPassword')}
        />
        {info.emailRequired && code && (
          <CodeField
            code={code}
            value={verifyCode}
            onValueChange={(value) => withdraw.send({ type: 'withdraw.code', verifyCode: value })}
            onSend={() => withdraw.send({ type: 'withdraw.sendCode' })}
            error={errorOf('verifyCode')}
            disabled={busy}
          />
        )}
        {info.emailRequired && <p className={styles.hint}>{t('withdraw.codeTo', { email: info.email })}</p>}
        {!placed.field && message && <Message tone="error">{message}</Message>}
        <div className={styles.actions}>
          <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
            {t(busy ? 'withdraw.submitting' : 'withdraw.submit')}
          </button>
        </div>
      </form>
      <WithdrawConfirm
        open={confirming}
        cents={typedAmountCents(amount) ?? 0}
        bank={info.bank}
        variant={variant}
        sending={sending}
        onConfirm={() => withdraw.send({ type: 'withdraw.confirm' })}
        onBack={() => withdraw.send({ type: 'withdraw.back' })}
      />
      {info.remind && (
        <section className={styles.section} aria-labelledby="withdraw-remind">
          <h3 id="withdraw-remind" className={styles.sectionTitle}>
            {t('withdraw.remind')}
          </h3>
          <RichText html={info.remind} className={styles.hint} />
        </section>
      )}
    </>
  );
}
