import { useTranslation } from 'react-i18next';
import { parsePrizeRecord } from '../../../models/games';
import { useCatalog, useCatalogHistory } from '../../app/catalog-hooks';
import { Icon } from '../../components/icons/Icon';
import { DrawResult } from '../../games/DrawResult';
import { lotteryLabel } from '../../games/common/labels';
import { PrizeHistoryDialog } from '../../games/common/PrizeHistoryDialog';
import styles from './Footer.module.css';

/** Members' latest draw of every lottery, each with More for its prize history (spec §2 footer). */
export function LatestDraws() {
  const { t } = useTranslation(['shell', 'games']);
  const { lotteries, latest } = useCatalog();
  const history = useCatalogHistory();
  const rows = lotteries.flatMap((lottery) => {
    const record = latest.find((r) => r.lotteryId === lottery.id);
    return record ? [{ lottery, record: parsePrizeRecord(record), name: lotteryLabel(t, lottery) }] : [];
  });
  return (
    <section className={styles.draws} aria-labelledby="footer-draws-title">
      <h2 id="footer-draws-title" className={styles.heading}>
        <Icon name="trophy" size={18} />
        {t('footer.drawsTitle')}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>
          <Icon name="dice" size={28} />
          {t('games:footer.empty')}
        </p>
      ) : (
        <ul className={styles.drawList}>
          {rows.map(({ lottery, record, name }) => (
            <li key={lottery.id} className={styles.drawRow}>
              <span className={styles.drawName}>{name}</span>
              <span className={styles.drawNo}>{record.prizeNo}</span>
              <span className={styles.drawResult}>
                <DrawResult record={record} size="s" showRemarks={false} />
              </span>
              <button type="button" className={styles.more} onClick={() => history.open(lottery.id)} aria-label={t('games:footer.moreOf', { name })}>
                {t('games:footer.more')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <PrizeHistoryDialog pager={history.pager} onClose={history.close} lotteryName={rows.find((row) => row.lottery.id === history.lotteryId)?.name ?? ''} />
    </section>
  );
}
