import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowStatus } from '../../../machines/games/follow-room.machine';
import type { FormError } from '../../../machines/core/form-error';
import { useFollowRoom, useVisitorGame, type GameRef } from '../../app/game-hooks';
import { useAuthDialog } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { FollowConfirmDialog } from './FollowPanelConfirm';
import { FollowFeed } from './FollowPanelFeed';
import type { GameLottery } from './kit';
import { RoundOrdersList } from './RoundOrdersPanel';
import styles from './FollowPanel.module.css';
import sideStyles from './SidePanels.module.css';

/**
 * The right-hand panel of spec §2: the lottery's live follow-bet room — other players' bets as
 * chat bubbles with a Follow button (own ones on the right, spec §6), draw results, closing tips
 * and notices in the middle — with its connection state, and below it the player's own orders of
 * the round. Following asks for a confirmation first (spec §5). The game's followRoom actor does
 * the work; this only renders it and sends its events. A visitor has no room (its token is a
 * member's): the panel says what it offers and opens the login.
 */
export function FollowPanel({ game, lottery }: { game: GameRef; lottery: GameLottery }) {
  const visitor = useVisitorGame(game);
  return visitor ? <VisitorFollowPanel /> : <MemberFollowPanel game={game} lottery={lottery} />;
}

function VisitorFollowPanel() {
  const { t } = useTranslation(['games', 'play']);
  const { openLogin } = useAuthDialog();
  return (
    <FollowCard>
      <div className={styles.visitorBox} data-testid="follow-visitor">
        <Icon name="lock" size={28} />
        <p>{t('play:follow.visitor')}</p>
        <button type="button" className="btn btn--primary" onClick={openLogin}>
          {t('bet.login')}
        </button>
      </div>
    </FollowCard>
  );
}

function MemberFollowPanel({ game, lottery }: { game: GameRef; lottery: GameLottery }) {
  const room = useFollowRoom(game);
  return (
    <FollowCard status={<ConnectionState status={room.status} />}>
      {room.status === 'offline' && <Offline error={room.error} onRetry={room.retry} />}
      <FollowFeed lottery={lottery} game={game} entries={room.entries} round={room.round} playerId={room.playerId} onFollow={room.ask} />
      <RoundOrdersList game={game} gameType={lottery.type} />
      <FollowConfirmDialog
        lottery={lottery}
        game={game}
        confirm={room.confirm}
        placing={room.placing}
        onStake={room.setStake}
        onConfirm={room.confirmFollow}
        onCancel={room.cancel}
      />
    </FollowCard>
  );
}

/** The panel's card and its titled header, the same for a visitor and a member. */
function FollowCard({ status, children }: { status?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <section className={sideStyles.card} aria-labelledby="follow-title">
      <header className={sideStyles.panelHeader}>
        <h2 id="follow-title" className={sideStyles.title}>
          <Icon name="megaphone" size={18} />
          {t('panel.title')}
        </h2>
        {status}
      </header>
      {children}
    </section>
  );
}

function ConnectionState({ status }: { status: FollowStatus }) {
  const { t } = useTranslation('play');
  return (
    <span role="status" className={`${styles.connection} ${styles[status]}`} data-testid="follow-connection">
      <span className={styles.dot} aria-hidden="true" />
      {t(`play:follow.status.${status}`)}
    </span>
  );
}

function Offline({ error, onRetry }: { error: FormError | null; onRetry(): void }) {
  const { t } = useTranslation(['games', 'play', 'errors']);
  return (
    <div className={styles.offlineBox} role="alert">
      <p>{error ? t(error.messageKey, error.values ?? {}) : t('play:follow.offline')}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        <Icon name="refresh" size={14} />
        {t('play:follow.retry')}
      </button>
    </div>
  );
}
