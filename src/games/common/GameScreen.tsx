import { useTranslation } from 'react-i18next';
import type { GameRef } from '../../app/game-hooks';
import { BetSlip } from './BetSlip';
import type { GameKit, GameLottery } from './kit';
import { RecentDraws } from './RecentDraws';
import { RoundHeader } from './RoundHeader';
import { RoundOrdersPanel } from './RoundOrdersPanel';
import { RuleIntro } from './RuleIntro';
import styles from './GameScreen.module.css';

/**
 * One lottery's betting screen, shared by the five game families: the round header, the slip
 * (rules, picker, stake, odds), the rule introduction, and on the right the follow-bet panel and
 * the recent draws. The betting machine owns its game actor; the screen renders it.
 */
export function GameScreen({ game, lottery, kit }: { game: GameRef; lottery: GameLottery; kit: GameKit }) {
  const { t } = useTranslation('games');
  const Toolbar = kit.Toolbar;
  return (
    <div className={styles.screen}>
      <RoundHeader game={game} lottery={lottery} kit={kit} />
      <div className={styles.body}>
        <div className={styles.main}>
          {Toolbar && <Toolbar game={game} />}
          <BetSlip game={game} kit={kit} />
          <RuleIntro game={game} />
        </div>
        <aside className={styles.side} aria-label={t('panel.aside')}>
          <RoundOrdersPanel game={game} gameType={kit.type} />
          <RecentDraws game={game} />
        </aside>
      </div>
    </div>
  );
}
