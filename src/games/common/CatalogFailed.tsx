import { useTranslation } from 'react-i18next';

/** The lottery catalogue could not be read: says so, with a retry (the betting and trend pages). */
export function CatalogFailed({ className, reload }: { className?: string; reload(): void }) {
  const { t } = useTranslation(['games', 'common']);
  return (
    <div className={className} role="alert">
      <p>{t('games:hall.failed')}</p>
      <button type="button" className="btn btn--primary" onClick={reload}>
        {t('common:button.retry')}
      </button>
    </div>
  );
}

/** The lottery a page's `?lotteryId=` asks for among those on sale (the first without one), or undefined. */
export function requestedLottery<T extends { id: number }>(onSale: readonly T[], params: URLSearchParams): T | undefined {
  const requested = params.get('lotteryId');
  return requested === null ? onSale[0] : onSale.find((lottery) => String(lottery.id) === requested);
}
