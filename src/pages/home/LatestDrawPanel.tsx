import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePrizeRecord } from '../../../models/games';
import { useCatalog } from '../../app/catalog-hooks';
import { Icon } from '../../components/icons/Icon';
import { DrawResult } from '../../games/DrawResult';
import { lotteryLabel } from '../../games/common/labels';
import { LotteryLink } from '../../games/common/LotteryLink';
import { displayServerTime } from '../../games/common/serverTime';
import { panelId, tabId, Tabs } from '../../games/common/Tabs';
import styles from './LatestDrawPanel.module.css';

const DRAW_TABS = 'home-draws';

/** The latest draw of each lottery, a tab each, starting at the first (spec §2 Home). */
export function LatestDrawPanel() {
  const { t } = useTranslation('games');
  const { onSale, latest } = useCatalog();
  // Which tab is shown is purely visual; null is the first.
  const [chosen, setChosen] = useState<string | null>(null);
  const draws = onSale.flatMap((lottery) => {
      const record = latest.find((r) => r.lotteryId === lottery.id);
      return record ? [{ lottery, record }] : [];
    });
  if (draws.length === 0) return null;
  const current = draws.find((d) => String(d.lottery.id) === chosen) ?? draws[0];
  if (!current) return null;
  const record = parsePrizeRecord(current.record);
  const name = lotteryLabel(t, current.lottery);

  return (
    <section className={styles.panel} aria-labelledby="home-draws-title">
      <h2 id="home-draws-title" className={styles.heading}>
        <Icon name="trophy" size={20} />
        {t('home.drawsTitle')}
      </h2>
      <Tabs
        label={t('home.drawsTitle')}
        idPrefix={DRAW_TABS}
        variant="underline"
        items={draws.map((d) => ({ id: String(d.lottery.id), label: lotteryLabel(t, d.lottery) }))}
        selectedId={String(current.lottery.id)}
        onSelect={setChosen}
      />
      <div id={panelId(DRAW_TABS)} role="tabpanel" aria-labelledby={tabId(DRAW_TABS, String(current.lottery.id))} className={styles.body}>
        <div className={styles.meta}>
          <p className={styles.name}>{name}</p>
          <p className={styles.issue}>{t('round.number', { no: record.prizeNo })}</p>
          <p className={styles.time}>{displayServerTime(record.resultTime)}</p>
        </div>
        <div className={styles.result}>
          <DrawResult record={record} size="l" />
        </div>
        <LotteryLink lotteryId={current.lottery.id} className="btn btn--primary btn--lg">
          {t('home.playNamed', { name })}
        </LotteryLink>
      </div>
    </section>
  );
}
