import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDrawHistory, useLatestDraw, useRound, useRoundFeed, useVisitorGame, type GameRef } from '../../app/game-hooks';
import { useAuthDialog } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { DrawResult } from '../DrawResult';
import { formatCountdown } from './countdown';
import { SeedHash } from './fair/SeedHash';
import { GameTypeIcon } from './GameTypeIcon';
import type { GameKit, GameLottery } from './kit';
import { lotteryLabel } from './labels';
import { PrizeHistoryDialog } from './PrizeHistoryDialog';
import { roundStatusText } from './roundStatus';
import styles from './RoundHeader.module.css';

/**
 * The top of a game: the lottery, the current round with its status (and whether its results
 * come pushed or polled) and countdown (warning style in the last seconds) and published seed hash, the latest result, the history dialog and
 * the bet records link.
 */
export function RoundHeader({ game, lottery, kit }: { game: GameRef; lottery: GameLottery; kit: GameKit }) {
  const { t } = useTranslation('games');
  const round = useRound(game);
  const feed = useRoundFeed(game);
  const latest = useLatestDraw(game);
  const history = useDrawHistory(game);
  const visitor = useVisitorGame(game);
  const { openLogin } = useAuthDialog();
  const name = lotteryLabel(t, lottery);
  const text = roundStatusText(round.status, round.loading);
  const LatestDice = kit.LatestDice;

  return (
    <section className={styles.header} aria-labelledby="game-title">
      <div className={styles.identity}>
        <GameTypeIcon type={lottery.type} size={52} />
        <div>
          <h1 id="game-title" className={styles.name}>
            {name}
          </h1>
          <p className={styles.issue} data-testid="round-number">{round.currentNo ? t('round.number', { no: round.currentNo }) : t('round.unknown')}</p>
          <p className={styles.badges}>
            <span className={`${styles.status} ${round.status === 0 ? styles.open : ''}`} data-testid="round-status">
              {t(text.statusKey)}
            </span>
            {/* Pushed results or the polling fallback (issue 20 §2). */}
            <span className={`${styles.feed} ${feed === 'live' ? styles.live : ''}`} data-testid="round-feed" data-feed={feed} title={t(`round.feed.${feed}Hint`)}>
              {t(`round.feed.${feed}`)}
            </span>
          </p>
        </div>
      </div>

      <div className={styles.countdown}>
        <span className={styles.countdownLabel}>{text.countdownKey ? t(text.countdownKey) : t('countdown.none')}</span>
        <span className={`${styles.timer} ${round.warning ? styles.warning : ''}`} role="timer" aria-live="off" data-testid="countdown">
          {text.countdownKey ? formatCountdown(round.remaining) : '--:--'}
        </span>
        {/* Its texts (the fair namespace) load with it; the countdown does not wait for them. */}
        <Suspense fallback={null}>
          <SeedHash game={game} onOpenHistory={history.open} />
        </Suspense>
      </div>

      <div className={styles.latest}>
        <p className={styles.latestTitle}>{latest ? t('last.title', { no: latest.prizeNo }) : t('last.none')}</p>
        <div className={styles.latestDraw} aria-live="polite" data-testid="last-result">
          {latest && (
            <DrawResult
              record={latest}
              size="l"
              dice={LatestDice && latest.resultList.length > 0 ? <LatestDice game={game} size={40} /> : undefined}
            />
          )}
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn--on-dark" onClick={history.open}>
            <Icon name="clock" size={16} />
            {t('history.button')}
          </button>
          {/* A visitor has no records yet: the same button asks for the login. */}
          {visitor ? (
            <button type="button" className="btn btn--on-dark" onClick={openLogin}>
              <Icon name="list" size={16} />
              {t('records.button')}
            </button>
          ) : (
            <Link to={`/my/index?page=betting&lotteryId=${lottery.id}`} className="btn btn--on-dark">
              <Icon name="list" size={16} />
              {t('records.button')}
            </Link>
          )}
        </div>
      </div>
      <PrizeHistoryDialog pager={history.pager} onClose={history.close} lotteryName={name} />
    </section>
  );
}
