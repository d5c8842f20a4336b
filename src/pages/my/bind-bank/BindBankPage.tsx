import { useSelector } from '../../../app/use-selector';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BankFormField } from '../../../../machines/account/bank-bind.machine';
import { maskAccountNo } from '../../../../models/account';
import { InputLimit, isUsdtBank } from '../../../../models/validation';
import { useBankBind, type BankBindRef } from '../../../app/money-hooks';
import { placeFormError } from '../../../components/form/formError';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { PageLoading } from '../../../components/loading/PageLoading';
import { SearchSelect } from '../../../components/search-select/SearchSelect';
import { CUSTOMER_SERVICE_PATH } from '../deposit/DepositPage';
import { errorText, LoadFailed, Message, Panel } from '../pageParts';
import styles from '../panel.module.css';
import { tagOf } from '../../../app/tag-of';

const FIELDS = ['bankId', 'bankCardNo', 'bankUserName', 'withdrawPassword'];
/** Card numbers have at most 19 digits; wallet addresses 34 (TRC20) or 42 (ERC20) characters. */
const MAX_LENGTH: Record<Exclude<BankFormField, 'withdrawPassword'>, number> = { bankCardNo: 64, bankUserName: 40, bankSub: 40, bankNumber: 20, bankUserNameKa: 40 };

/**
 * Bind bank (spec §2, §4, §5): the bank (searchable), the card number and the holder; a USDT
 * wallet asks for the address and no holder; the jp variant adds branch, account number and the
 * holder's kana; the withdrawal password confirms it. Once bound: the bound method, read-only,
 * its number masked, with the tip that changes go through customer service.
 */
export function BindBankPage() {
  const bank = useBankBind();
  return bank ? <BindBank bank={bank} /> : <PageLoading />;
}

function BindBank({ bank }: { bank: BankBindRef }) {
  const { t } = useTranslation('money');
  const mode = useSelector(bank, (s) => tagOf(s, ['loading', 'failed', 'bound'], 'form'));
  return (
    <Panel id="bind-bank-title" icon="card" title={t('bank.title')}>
      {mode === 'loading' && <PageLoading />}
      {mode === 'failed' && <LoadFailed onRetry={() => bank.send({ type: 'bank.retry' })} />}
      {mode === 'bound' && <Bound bank={bank} />}
      {mode === 'form' && <BindForm bank={bank} />}
    </Panel>
  );
}

function Bound({ bank }: { bank: BankBindRef }) {
  const { t } = useTranslation('money');
  const bound = useSelector(bank, (s) => s.context.bound);
  const notice = useSelector(bank, (s) => s.context.notice);
  if (!bound) return null;
  const usdt = isUsdtBank(bound.bankCode);
  return (
    <>
      {notice && <Message tone="notice">{t(notice)}</Message>}
      <dl className={styles.facts} data-testid="bound-bank">
        <dt>{t(usdt ? 'bank.network' : 'bank.bank')}</dt>
        <dd>{bound.bankName}</dd>
        {!usdt && (
          <>
            <dt>{t('bank.holder')}</dt>
            <dd>{bound.bankUserName}</dd>
          </>
        )}
        <dt>{t(usdt ? 'bank.wallet' : 'bank.cardNo')}</dt>
        <dd>{maskAccountNo(bound.bankCardNo)}</dd>
        {bound.bankSub && (
          <>
            <dt>{t('bank.bankSub')}</dt>
            <dd>{bound.bankSub}</dd>
          </>
        )}
        {bound.bankNumber && (
          <>
            <dt>{t('bank.bankNumber')}</dt>
            <dd>{bound.bankNumber}</dd>
          </>
        )}
        {bound.bankUserNameKa && (
          <>
            <dt>{t('bank.bankUserNameKa')}</dt>
            <dd>{bound.bankUserNameKa}</dd>
          </>
        )}
      </dl>
      <p className={styles.hint}>
        {t('bank.boundTip')} <Link to={CUSTOMER_SERVICE_PATH}>{t('bank.contactService')}</Link>
      </p>
    </>
  );
}

function BindForm({ bank }: { bank: BankBindRef }) {
  const { t } = useTranslation(['money', 'account']);
  const banks = useSelector(bank, (s) => s.context.banks);
  const values = useSelector(bank, (s) => s.context.values);
  const japan = useSelector(bank, (s) => s.context.japan);
  const error = useSelector(bank, (s) => s.context.error);
  const busy = useSelector(bank, (s) => s.hasTag('submitting'));
  const chosen = banks.find((b) => b.bankId === values.bankId) ?? null;
  const usdt = isUsdtBank(chosen?.bankCode);
  const placed = placeFormError(error, FIELDS);
  const message = placed.error ? errorText(t, placed.error) : null;
  const errorOf = (field: string) => (placed.field === field ? message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    bank.send({ type: 'bank.submit' });
  };
  const field = (name: Exclude<BankFormField, 'withdrawPassword'>, label: string, placeholder: string, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      placeholder={placeholder}
      value={values[name]}
      onValueChange={(value) => bank.send({ type: 'bank.input', field: name, value })}
      maxLength={MAX_LENGTH[name]}
      autoComplete={extra.autoComplete ?? 'off'}
      spellCheck={false}
      disabled={busy}
      error={errorOf(name)}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('bank.title')}>
      <p className={styles.hint}>{t('bank.oneOnly')}</p>
      <SearchSelect
        label={t('bank.bank')}
        options={banks.map((b) => ({ value: b.bankId, label: b.bankName, keywords: [b.bankCode, ...(b.searchNames ?? [])] }))}
        value={values.bankId}
        onChange={(id) => bank.send({ type: 'bank.select', bankId: id })}
        placeholder={t('bank.bankPlaceholder')}
        noMatch={t('bank.noMatch')}
        clearLabel={t('bank.clear')}
        error={errorOf('bankId')}
        disabled={busy}
      />
      {usdt
        ? field('bankCardNo', t('bank.wallet'), t('bank.walletPlaceholder'))
        : field('bankCardNo', t('bank.cardNo'), t('bank.cardNoPlaceholder'), { inputMode: 'numeric', autoComplete: 'cc-number' })}
      {!usdt && field('bankUserName', t('bank.holder'), t('bank.holderPlaceholder'), { autoComplete: 'cc-name' })}
      {japan && !usdt && (
        <>
          {field('bankSub', t('bank.bankSub'), t('bank.bankSubPlaceholder'))}
          {field('bankNumber', t('bank.bankNumber'), t('bank.bankNumberPlaceholder'), { inputMode: 'numeric' })}
          {field('bankUserNameKa', t('bank.bankUserNameKa'), t('bank.bankUserNameKaPlaceholder'))}
        </>
      )}
      <PasswordField
        label={t('bank.password')}
        placeholder={t('bank.passwordPlaceholder')}
        value={values.withdrawPassword}
        onValueChange={(value) => bank.send({ type: 'bank.input', field: 'withdrawPassword', value })}
        maxLength={InputLimit.withdrawPasswordMax}
        autoComplete="off"
        disabled={busy}
        error={errorOf('withdrawPassword')}
      />
      {!placed.field && message && <Message tone="error">{message}</Message>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
          {t(busy ? 'bank.submitting' : 'bank.submit')}
        </button>
      </div>
    </form>
  );
}
