import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { floorOdds, type Ball, type GameType, type Rule, type RuleGroup, type Selection } from '../../../models/games';
import { arrowNavigation, renderedColumns } from './keyboard';
import { itemLabel, ruleLabel } from './labels';
import styles from './NumberPicker.module.css';

/**
 * How a rule's balls are laid out: `bets` for rules whose every group is one named bet (sums,
 * big/small…: one button per group, with its odds), `rows` for groups of numbers (a labelled row
 * each), `keno` for hp8's 80 numbers (upper 01–40 and lower 41–80, ten a row).
 */
export type PickerLayout = 'bets' | 'rows' | 'keno';

export interface BallFaceProps {
  rule: Rule;
  group: RuleGroup;
  ball: Ball;
}

export function defaultLayout(rule: Rule): PickerLayout {
  return rule.balls.every((group) => group.balls.length === 1) ? 'bets' : 'rows';
}

interface NumberPickerProps {
  gameType: GameType;
  rule: Rule;
  selection: Selection;
  onPick(group: number, ball: string): void;
  layout: PickerLayout;
  /** What a numbered ball shows (k3: dice); its name otherwise. */
  BallFace?: ComponentType<BallFaceProps> | undefined;
}

/** Ten a row on a wide screen; a phone lays out as many 44 px targets as fit (renderedColumns). */
const KENO_COLUMNS = 10;

/** The balls of one rule as toggle buttons (aria-pressed), grouped and labelled; arrows move between them. */
export function NumberPicker({ gameType, rule, selection, onPick, layout, BallFace }: NumberPickerProps) {
  const { t } = useTranslation('games');
  const picked = (group: number, ball: string) => selection[group]?.includes(ball) ?? false;

  if (layout === 'bets') {
    return (
      <div role="group" aria-label={ruleLabel(t, gameType, rule)} className={styles.bets} onKeyDown={arrowNavigation()}>
        {rule.balls.map((group, index) => {
          const ball = group.balls[0];
          if (!ball) return null;
          const label = itemLabel(t, gameType, group);
          const odds = floorOdds(group.ruleItemRate);
          return (
            <button
              key={group.ruleItemId}
              type="button"
              data-nav
              className={styles.bet}
              aria-pressed={picked(index, ball.number)}
              onClick={() => onPick(index, ball.number)}
            >
              {/* One text for screen readers ("大，赔率 1.98"); the two visible lines are for the eye. */}
              <span className="visually-hidden">{t('picker.betWithOdds', { name: label, odds })}</span>
              <span className={styles.betName} aria-hidden="true">
                {label}
              </span>
              <span className={styles.betOdds} aria-hidden="true">
                {odds}
              </span>
            </button>
          );
        })}
      </div>
    );
  }

  if (layout === 'keno') {
    const group = rule.balls[0];
    if (!group) return null;
    const halves = [group.balls.slice(0, 40), group.balls.slice(40)];
    const count = selection[0]?.length ?? 0;
    return (
      <div className={styles.keno}>
        <p className={styles.kenoCount} aria-live="polite">
          {t('picker.kenoPicked', { count })}
        </p>
        {halves.map((balls, half) => (
          <div key={half} role="group" aria-label={t(half === 0 ? 'picker.upper' : 'picker.lower')} className={styles.kenoHalf}>
            <span className={styles.kenoLabel} aria-hidden="true">
              {t(half === 0 ? 'picker.upper' : 'picker.lower')}
            </span>
            <div className={styles.kenoGrid} onKeyDown={arrowNavigation(renderedColumns(KENO_COLUMNS))}>
              {balls.map((ball) => (
                <BallButton key={ball.number} ball={ball} pressed={picked(0, ball.number)} onPick={() => onPick(0, ball.number)} />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.rows}>
      {rule.balls.map((group, index) => (
        <PickerRow key={group.ruleItemId} gameType={gameType} rule={rule} group={group} BallFace={BallFace} picked={(ball) => picked(index, ball)} onPick={(ball) => onPick(index, ball)} />
      ))}
    </div>
  );
}

interface PickerRowProps {
  gameType: GameType;
  rule: Rule;
  group: RuleGroup;
  BallFace?: ComponentType<BallFaceProps> | undefined;
  picked(ball: string): boolean;
  onPick(ball: string): void;
}

function PickerRow({ gameType, rule, group, BallFace, picked, onPick }: PickerRowProps) {
  const { t } = useTranslation('games');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.row}>
      <div className={styles.rowLabel}>
        <span id={labelId} className={styles.rowName}>
          {itemLabel(t, gameType, group)}
        </span>
        <span className={styles.rowOdds}>{t('picker.odds', { odds: floorOdds(group.ruleItemRate) })}</span>
      </div>
      <div className={styles.balls} onKeyDown={arrowNavigation()}>
        {group.balls.map((ball) => (
          <BallButton key={ball.number} ball={ball} pressed={picked(ball.number)} onPick={() => onPick(ball.number)}>
            {BallFace ? <BallFace rule={rule} group={group} ball={ball} /> : undefined}
          </BallButton>
        ))}
      </div>
    </div>
  );
}

function BallButton({ ball, pressed, onPick, children }: { ball: Ball; pressed: boolean; onPick(): void; children?: ReactNode }) {
  return (
    <button type="button" data-nav className={children ? `${styles.ball} ${styles.faceBall}` : styles.ball} aria-pressed={pressed} onClick={onPick}>
      {children ?? ball.name}
    </button>
  );
}
