import { useTranslation } from 'react-i18next';
import { useGameActor } from '../../app/game-hooks';
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
 * the recent draws. Its game actor lives as long as the screen: render it keyed by lottery id.
 */
export function GameScreen({ lottery, kit }: { lottery: GameLottery; kit: GameKit }) {
  const { t } = useTranslation('games');
  const game = useGameActor(lottery.id, kit.type);
  const Toolbar = kit.Toolbar;
  return (
    <div className={styles.screen}>
      <RoundHeader game={game} lottery={lottery} kit={kit} />
      <div className={styles.body}>
        <div className={styles.main}>
          {Toolbar && <Toolbar game={game} />}
          <BetSlip game={game} kit={kit} />
          <RuleIntro lotteryId={lottery.id} />
        </div>
        <aside className={styles.side} aria-label={t('panel.aside')}>
          <RoundOrdersPanel game={game} gameType={kit.type} />
          <RecentDraws game={game} />
        </aside>
      </div>
    </div>
  );
}
