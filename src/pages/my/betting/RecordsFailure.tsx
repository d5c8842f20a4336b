import { useTranslation } from 'react-i18next';
import type { FormError } from '../../../../machines/core/form-error';
import { Icon } from '../../../components/icons/Icon';
import { errorText } from '../pageParts';
import records from './BettingRecords.module.css';

/** A record list's page could not load: what went wrong, and a way to ask again. */
export function RecordsFailure({ failure, onRetry }: { failure: FormError; onRetry(): void }) {
  const { t } = useTranslation(['money', 'common']);
  return (
    <p className={records.error} role="alert">
      <Icon name="alert" size={16} />
      {errorText(t, failure)}
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        {t('common:button.retry')}
      </button>
    </p>
  );
}
