import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormError } from '../../../machines/core/form-error';
import { Icon, type IconName } from '../../components/icons/Icon';
import styles from './panel.module.css';

/** A translation key as the server sends it in `msg` (e.g. `validation:tips_input_name`). */
const KEY = /^[a-z]+:[\w.]+$/;

/**
 * The text of a failure. Code 1 is the server's generic refusal: its own message says why (a §5
 * key the client knows, or a sentence), so it is shown instead of "操作失败"; so is the message of
 * a code the client has no text for (a responsible-gaming limit: what is left, when it resets).
 */
export function errorText(t: TFunction, error: FormError): string {
  if (error.serverMessage) return KEY.test(error.serverMessage) ? t(error.serverMessage) : error.serverMessage;
  return t(error.messageKey, error.values ?? {});
}

/** A form-level failure or success line; screen readers hear it when it appears. */
export function Message({ tone, children }: { tone: 'notice' | 'error'; children: ReactNode }) {
  return (
    <p className={tone === 'notice' ? styles.notice : styles.error} role={tone === 'notice' ? 'status' : 'alert'}>
      <Icon name={tone === 'notice' ? 'check' : 'alert'} size={16} />
      <span>{children}</span>
    </p>
  );
}

/** A panel whose data could not be loaded, with a retry. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.empty} role="alert">
      <Icon name="alert" size={28} />
      <p>{t('status.failed')}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        {t('status.retry')}
      </button>
    </div>
  );
}

/**
 * The card a sub-page sits on, titled. A labelled region rather than a <section>: the account
 * area strips the padding of a <section> in its content column (see AccountPage.module.css).
 */
export function Panel({ id, icon, title, children }: { id: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.panel} role="region" aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        <Icon name={icon} size={20} />
        {title}
      </h2>
      {children}
    </div>
  );
}
