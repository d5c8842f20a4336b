import { useTranslation } from 'react-i18next';
import type { GameRef } from '../../app/game-hooks';
import { BetSlip } from './BetSlip';
import type { GameKit, GameLottery } from './kit';
import { RecentDraws } from './RecentDraws';
import { RoundHeader } from './RoundHeader';
import { FollowPanel } from './FollowPanel';
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
          <BetSlip game={game} kit={kit} lottery={lottery} />
        </div>
        <aside className={styles.side} aria-label={t('panel.aside')}>
          <FollowPanel game={game} lottery={lottery} />
          <RecentDraws game={game} />
        </aside>
        {/* Below the slip on wide screens; on phones after the side panel, so the follow chat is not below a long text. */}
        <div className={styles.intro}>
          <RuleIntro game={game} />
        </div>
      </div>
    </div>
  );
}
