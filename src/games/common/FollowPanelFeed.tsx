import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { betContent, followBlock, isOwnEntry, prizeContent, textContent, totalOf, type FollowEntry, type FollowRound } from '../../../machines/games/follow/entries';
import { formatDisplayTime } from '../../../models/dates';
import { parsePrizeRecord, type GameType, type Rule } from '../../../models/games';
import { formatMoney } from '../../../models/money';
import type { FollowBetContent } from '../../../models/realtime/follow';
import type { Variant } from '../../../models/currency';
import { useSession, useRuntimeConfig } from '../../app/hooks';
import { useSlip, type GameRef } from '../../app/game-hooks';
import { UserAvatar } from '../../components/avatar/UserAvatar';
import { Icon } from '../../components/icons/Icon';
import { DrawResult } from '../DrawResult';
import type { GameLottery } from './kit';
import { roundOrderLabels } from './roundOrderLabels';
import styles from './FollowPanel.module.css';

/** A list this close to its bottom follows new entries; further up, the player is reading. */
const STICKY_PX = 48;

const timeOf = (time: number | null | undefined): string => (time ? formatDisplayTime(time).slice(-8) : '');

/** One bet item as the panel says it: the play and its numbers (names from the rules), stake × count. */
export function betItemText(t: TFunction, gameType: GameType, rules: readonly Rule[], item: FollowBetContent, variant: Variant) {
  const labels = roundOrderLabels(t, gameType, rules, item);
  return {
    play: labels.numbers ? `${labels.name} ${labels.numbers}` : labels.name,
    stake: t('play:follow.stake', { amount: formatMoney(item.bettingAmount, variant), count: item.bettingCount }),
  };
}

/**
 * The room's chat-like list (spec §2 right panel): system messages centred, bets as bubbles with
 * the player's avatar, masked name, plays, stake and total, the player's own on the right. It
 * stays at the newest entry unless the player has scrolled up to read; it is a focusable log so
 * the keyboard scrolls it too.
 */
export function FollowFeed({
  game,
  lottery,
  entries,
  round,
  playerId,
  onFollow,
}: {
  game: GameRef;
  lottery: GameLottery;
  entries: readonly FollowEntry[];
  round: FollowRound | null;
  playerId: string | null;
  onFollow(key: string): void;
}) {
  const { t } = useTranslation(['games', 'play']);
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const element = list.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [entries]);
  const onScroll = () => {
    const element = list.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= STICKY_PX;
  };
  return (
    // The log is the scrolling frame; the entries inside it stay a list (a list given role="log" no
    // longer is one, and its items would stand outside any list).
    <div ref={list} className={styles.feed} role="log" aria-live="polite" aria-label={t('play:follow.feed')} tabIndex={0} onScroll={onScroll} data-testid="follow-feed">
      <ol className={styles.feedList}>
        {entries.length === 0 && <li className={styles.feedEmpty}>{t('play:follow.empty')}</li>}
        {entries.map((entry) => (
          <FeedEntry key={entry.key} entry={entry} game={game} lottery={lottery} round={round} playerId={playerId} onFollow={onFollow} />
        ))}
      </ol>
    </div>
  );
}

function FeedEntry({ entry, game, lottery, round, playerId, onFollow }: { entry: FollowEntry; game: GameRef; lottery: GameLottery; round: FollowRound | null; playerId: string | null; onFollow(key: string): void }) {
  const { t } = useTranslation(['games', 'play']);
  if (betContent(entry)) return <BetBubble entry={entry} game={game} lottery={lottery} round={round} playerId={playerId} onFollow={onFollow} />;
  if (entry.kind === 'tip') {
    return <SystemLine icon="clock" time={entry.time} text={t(`play:follow.tip.${entry.tip}`, { no: entry.prizeNo, seconds: entry.seconds })} />;
  }
  if (entry.kind === 'result') return <ResultLine lottery={lottery} prizeNo={entry.prizeNo} result={entry.result} time={entry.time} />;
  if (entry.kind !== 'message') return null;
  const { msg } = entry.message;
  const prize = prizeContent(entry.message);
  if (prize) return <ResultLine lottery={lottery} prizeNo={prize.prizeNo} result={prize.result} time={msg.time} />;
  const text = textContent(entry.message);
  if (!text) return null;
  if (msg.type === 'tips' && text.tip && text.prizeNo) {
    return <SystemLine icon="clock" time={msg.time} text={t(`play:follow.tip.${text.tip}`, { no: text.prizeNo, seconds: text.seconds ?? 0 })} />;
  }
  return <SystemLine icon={msg.type === 'notice' ? 'megaphone' : 'info'} time={msg.time} text={text.text} />;
}

function SystemLine({ icon, text, time }: { icon: 'clock' | 'megaphone' | 'info'; text: string; time: number | null }) {
  return (
    <li className={styles.system}>
      <span className={styles.systemText}>
        <Icon name={icon} size={13} />
        {text}
      </span>
      {time ? <time className={styles.systemTime}>{timeOf(time)}</time> : null}
    </li>
  );
}

function ResultLine({ lottery, prizeNo, result, time }: { lottery: GameLottery; prizeNo: string; result: string; time: number | null }) {
  const { t } = useTranslation(['games', 'play']);
  const record = parsePrizeRecord({ prizeNo, lotteryId: lottery.id, lotteryType: lottery.type, prizeResult: result, prizeRemark: '', resultTime: '' });
  return (
    <li className={`${styles.system} ${styles.result}`}>
      <span className={styles.systemText}>{t('play:follow.result', { no: prizeNo })}</span>
      <DrawResult record={record} size="s" showRemarks={false} />
      {time ? <time className={styles.systemTime}>{timeOf(time)}</time> : null}
    </li>
  );
}

function BetBubble({ entry, game, lottery, round, playerId, onFollow }: { entry: FollowEntry; game: GameRef; lottery: GameLottery; round: FollowRound | null; playerId: string | null; onFollow(key: string): void }) {
  const { t } = useTranslation(['games', 'play']);
  const { variant } = useRuntimeConfig();
  const { user } = useSession();
  const rules = useSlip(game).context?.rules ?? [];
  const content = betContent(entry) ?? [];
  const own = isOwnEntry(entry, playerId);
  const info = entry.kind === 'message' ? entry.message.msg.userInfo : undefined;
  const name = own ? t('play:follow.me') : (info?.username ?? '');
  const face = own ? (user?.avatar ?? info?.face) : info?.face;
  const time = entry.kind === 'message' ? entry.message.msg.time : entry.kind === 'own' ? entry.time : null;
  const block = followBlock(entry, round, playerId);
  const prizeNo = content[0]?.prizeNo ?? '';
  return (
    <li className={`${styles.bet} ${own ? styles.own : ''}`} data-testid="follow-bet">
      <UserAvatar avatar={face} size={32} />
      <div className={styles.betBody}>
        <p className={styles.betMeta}>
          <span className={styles.betName}>{name}</span>
          {time ? <time>{timeOf(time)}</time> : null}
        </p>
        <div className={styles.bubble}>
          <p className={styles.betRound}>{t('play:follow.round', { no: prizeNo })}</p>
          <ul className={styles.betItems}>
            {content.map((item, i) => {
              const text = betItemText(t, lottery.type, rules, item, variant);
              return (
                <li key={i}>
                  <span className={styles.betPlay}>{text.play}</span>
                  <span className={styles.betStake}>{text.stake}</span>
                </li>
              );
            })}
          </ul>
          <p className={styles.betTotal}>
            {t('play:follow.total')} <strong>{formatMoney(totalOf(content), variant)}</strong>
          </p>
          {block === null && (
            <button type="button" className={styles.followButton} onClick={() => onFollow(entry.key)} aria-label={t('play:follow.followAria', { name, no: prizeNo })}>
              {t('play:follow.follow')}
            </button>
          )}
          {(block === 'pastRound' || block === 'closed') && <p className={styles.followNote}>{t(`play:follow.block.${block}`)}</p>}
        </div>
      </div>
    </li>
  );
}
