import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import { pageWindow } from './pages';
import styles from './Pager.module.css';

/** Page buttons for any paged list; the current page is marked for screen readers. */
export function Pager({ page, pages, onPage, disabled = false }: { page: number; pages: number; onPage(page: number): void; disabled?: boolean }) {
  const { t } = useTranslation('games');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button type="button" className={styles.step} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)} aria-label={t('pager.previous')}>
        <Icon name="chevronLeft" size={16} />
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={styles.page}
            disabled={disabled}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pager.goTo', { page: p })}
            onClick={() => p !== page && onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className={styles.step} disabled={disabled || page >= pages} onClick={() => onPage(page + 1)} aria-label={t('pager.next')}>
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
