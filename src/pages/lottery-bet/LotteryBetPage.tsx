import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorCode, errorKeyForCode } from '../../../models/errors';
import type { LotteryCard } from '../../../machines/games/catalog.machine';
import { useCatalog, useShownLottery } from '../../app/game-hooks';
import { Icon } from '../../components/icons/Icon';
import { PageLoading } from '../../components/loading/PageLoading';
import { lotteryLabel } from '../../games/common/labels';
import { CatalogFailed, requestedLottery } from '../../games/common/CatalogFailed';
import { panelId, tabId, Tabs } from '../../games/common/Tabs';
import { useFirstPaintDone } from '../../router/FirstPaintRelease';
import { GAME_SCREENS } from '../../games/screens';
import styles from './LotteryBetPage.module.css';
import { isGameType } from '../../../models/games';

const LOTTERY_TABS = 'lottery';

/**
 * The betting page (spec §2): a tab per lottery (the tab follows `?lotteryId=`), then what the
 * betting machine decides for it: the game screen of the lottery's family with its game actor —
 * for visitors too, who browse and pick and are asked to log in when they bet (issue 17 §5) — or
 * the 4009 message for a game the player may not play.
 */
export function LotteryBetPage() {
  const { t } = useTranslation(['games', 'common']);
  const [params, setParams] = useSearchParams();
  const { onSale, loaded, failed, reload } = useCatalog();
  // The server's first paint (a visitor's tabs and board) stands until the panel below shows what it is for.
  useFirstPaintDone(failed && !loaded);

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
      <Tabs
        label={t('bet.tabs')}
        idPrefix={LOTTERY_TABS}
        items={onSale.map((lottery) => ({ id: String(lottery.id), label: lotteryLabel(t, lottery) }))}
        selectedId={current ? String(current.id) : null}
        onSelect={(id) => setParams({ lotteryId: id })}
      />
      <div id={panelId(LOTTERY_TABS)} role="tabpanel" aria-labelledby={current ? tabId(LOTTERY_TABS, String(current.id)) : undefined} className={styles.panel}>
        {current && (
          <Link to={`/trend?lotteryId=${current.id}`} className={styles.trendLink}>
            {t('shell:title.trend')}
          </Link>
        )}
        {current ? <LotteryPanel lottery={current} /> : <NotOnSale />}
      </div>
    </div>
  );
}

function LotteryPanel({ lottery }: { lottery: LotteryCard }) {
  const { t } = useTranslation('games');
  const gameType = isGameType(lottery.type) ? lottery.type : null;
  const { verdict, game } = useShownLottery(gameType ? { id: lottery.id, type: gameType } : null);
  // The game screen releases it once its board is drawn (BetSlip); the 4009 message at once.
  useFirstPaintDone(verdict === 'disabled');
  if (!gameType) return <NotOnSale />;
  if (verdict === 'disabled') {
    return (
      <div className={styles.state} role="alert">
        <Icon name="lock" size={36} />
        <h1 className={styles.stateTitle}>{lotteryLabel(t, lottery)}</h1>
        <p>{t(errorKeyForCode(ErrorCode.gameDisabled))}</p>
        <Link to="/lottery-hall" className="btn btn--primary">
          {t('bet.toHall')}
        </Link>
      </div>
    );
  }
  if ((verdict !== 'playing' && verdict !== 'visitor') || !game) return <PageLoading />;
  const Screen = GAME_SCREENS[gameType];
  return (
    <Suspense fallback={<PageLoading />}>
      {/* One game actor per lottery: a new lottery is a new screen. */}
      <Screen key={lottery.id} game={game} lottery={{ id: lottery.id, code: lottery.code, name: lottery.name, type: gameType }} />
    </Suspense>
  );
}

function NotOnSale() {
  const { t } = useTranslation('games');
  useFirstPaintDone();
  return (
    <div className={styles.state}>
      <Icon name="info" size={36} />
      <h1 className={styles.stateTitle}>{t('bet.notFoundTitle')}</h1>
      <p>{t('bet.notFound')}</p>
      <Link to="/lottery-hall" className="btn btn--primary">
        {t('bet.toHall')}
      </Link>
    </div>
  );
}
