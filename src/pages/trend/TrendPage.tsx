import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isGameType } from '../../../models/games';
import { TREND_COUNTS } from '../../../models/games/trend';
import type { LotteryCard } from '../../../machines/games/catalog.machine';
import { useCatalog } from '../../app/catalog-hooks';
import { useTrend } from '../../app/trend-hooks';
import { PageLoading } from '../../components/loading/PageLoading';
import { lotteryLabel } from '../../games/common/labels';
import { CatalogFailed, requestedLottery } from '../../games/common/CatalogFailed';
import { panelId, tabId, Tabs } from '../../games/common/Tabs';
import { TrendGrid } from './TrendGrid';
import { TrendTables } from './TrendTables';
import styles from './TrendPage.module.css';

const LOTTERY_TABS = 'trend-lottery';

/**
 * Trend charts and statistics (issue 20 §1, `/trend?lotteryId=`): a tab per lottery, the count
 * (30/50/100/200 rounds), the basic trend grid with its statistics rows and the family's own
 * tables, from the `trend:{id}` actor, which follows new draws.
 */
export function TrendPage() {
  const { t } = useTranslation(['trend', 'games', 'common']);
  const [params, setParams] = useSearchParams();
  const { onSale, loaded, failed, reload } = useCatalog();

  if (!loaded) {
    if (!failed) return <PageLoading />;
    return (
      <div className={styles.page}>
        <CatalogFailed className={styles.state} reload={reload} />
      </div>
    );
  }

  const current = requestedLottery(onSale, params);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('trend:title')}</h1>
        <p className={styles.subtitle}>{t('trend:subtitle')}</p>
      </header>
      <Tabs
        label={t('trend:tabs')}
        idPrefix={LOTTERY_TABS}
        items={onSale.map((lottery) => ({ id: String(lottery.id), label: lotteryLabel(t, lottery) }))}
        selectedId={current ? String(current.id) : null}
        onSelect={(id) => setParams({ lotteryId: id })}
      />
      <div id={panelId(LOTTERY_TABS)} role="tabpanel" aria-labelledby={current ? tabId(LOTTERY_TABS, String(current.id)) : undefined} className={styles.panel}>
        {current ? <TrendPanel lottery={current} /> : <p className={styles.state}>{t('trend:notFound')}</p>}
      </div>
    </div>
  );
}

function TrendPanel({ lottery }: { lottery: LotteryCard }) {
  const { t } = useTranslation(['trend', 'games', 'common']);
  const gameType = isGameType(lottery.type) ? lottery.type : null;
  const { chart, count, phase, setCount, retry } = useTrend(gameType ? { id: lottery.id, type: gameType } : null);
  const shown = chart && chart.lotteryId === lottery.id ? chart : null;
  return (
    <>
      <div className={styles.toolbar}>
        <h2 className={styles.lottery}>{lotteryLabel(t, lottery)}</h2>
        <div className={styles.counts} role="group" aria-label={t('trend:count.label')}>
          {TREND_COUNTS.map((n) => (
            <button key={n} type="button" className={styles.count} aria-pressed={count === n} onClick={() => setCount(n)}>
              {t('trend:count.rounds', { n })}
            </button>
          ))}
        </div>
        <Link to={`/lottery-bet?lotteryId=${lottery.id}`} className={`btn btn--primary ${styles.bet}`}>
          {t('trend:toBet')}
        </Link>
      </div>
      {phase === 'failed' && !shown ? (
        <div className={styles.state} role="alert">
          <p>{t('trend:failed')}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('common:button.retry')}
          </button>
        </div>
      ) : !shown ? (
        <PageLoading />
      ) : shown.rounds.length === 0 ? (
        <p className={styles.state}>{t('trend:empty')}</p>
      ) : (
        <div className={styles.body} aria-busy={phase === 'loading'} data-testid="trend-chart" data-latest={shown.latestNo} data-count={shown.count}>
          <p className={styles.legend}>{t('trend:legend', { count: shown.rounds.length })}</p>
          <TrendGrid chart={shown} />
          <TrendTables chart={shown} />
        </div>
      )}
    </>
  );
}
