import { Fragment, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { PrizePagerMachine } from '../../../machines/games/prize-pager.machine';
import { usePrizePager } from '../../app/catalog-hooks';
import { Modal } from '../../components/dialog/Modal';
import { DrawResult } from '../DrawResult';
import { Pager } from './Pager';
import { displayServerTime } from './serverTime';
import styles from './PrizeHistoryDialog.module.css';

type PagerRef = ActorRefFrom<PrizePagerMachine>;

// The proof row (seed, hash, Verify) and its texts load when a history first opens.
const RoundProof = lazy(async () => ({ default: (await import('./fair/RoundProof')).RoundProof }));

interface PrizeHistoryDialogProps {
  /** The game's history pager: the dialog is open while it runs. */
  pager: PagerRef | undefined;
  onClose(): void;
  lotteryName: string;
}

/**
 * A lottery's draw history (spec §2: issue number, winning numbers, draw time; 10 a page), each
 * round with its fairness proof: the revealed seed, its published hash and Verify.
 */
export function PrizeHistoryDialog({ pager, onClose, lotteryName }: PrizeHistoryDialogProps) {
  const { t } = useTranslation('games');
  return (
    <Modal open={!!pager} onOpenChange={(open) => !open && onClose()} title={t('history.title', { name: lotteryName })} width={760}>
      {pager && <PrizeHistory pagerRef={pager} onClose={onClose} />}
    </Modal>
  );
}

function PrizeHistory({ pagerRef, onClose }: { pagerRef: PagerRef; onClose(): void }) {
  const { t } = useTranslation(['games', 'common']);
  const pager = usePrizePager(pagerRef);
  // The link to the trend charts needs the router (the dialog is also drawn on its own in tests).
  const routed = useInRouterContext();
  return (
    <div className={styles.history} aria-busy={pager.status === 'loading'}>
      {pager.status === 'failed' ? (
        <div className={styles.message} role="alert">
          <p>{t('history.failed')}</p>
          <button type="button" className="btn btn--outline" onClick={pager.reload}>
            {t('common:button.retry')}
          </button>
        </div>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('history.issue')}</th>
              <th scope="col">{t('history.numbers')}</th>
              <th scope="col">{t('history.time')}</th>
            </tr>
          </thead>
          <tbody>
            {pager.records.map((record) => (
              <Fragment key={record.prizeNo}>
                <tr className={styles.draw}>
                  <td className={styles.issue}>{record.prizeNo}</td>
                  <td>
                    <DrawResult record={record} size="s" />
                  </td>
                  <td className={styles.time}>{displayServerTime(record.resultTime)}</td>
                </tr>
                <tr>
                  <td colSpan={3} className={styles.proof}>
                    <Suspense fallback={null}>
                      <RoundProof pager={pagerRef} record={record} />
                    </Suspense>
                  </td>
                </tr>
              </Fragment>
            ))}
            {pager.records.length === 0 && (
              <tr>
                <td colSpan={3} className={styles.message}>
                  {pager.status === 'loading' ? t('common:status.loading') : t('history.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      <Pager page={pager.page} pages={pager.pages} onPage={pager.goTo} disabled={pager.status === 'loading'} />
      {routed && (
        <p className={styles.trend}>
          <Link to={`/trend?lotteryId=${pager.lotteryId}`} className="btn btn--outline" onClick={onClose}>
            {t('shell:title.trend')}
          </Link>
        </p>
      )}
    </div>
  );
}
