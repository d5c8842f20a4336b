import { useTranslation } from 'react-i18next';
import type { FormError } from '../../../machines/core/form-error';
import { formatMoney } from '../../../models/money';
import { useSlip, useVisitorGame, type GameRef } from '../../app/game-hooks';
import { useAuthDialog, useRuntimeConfig } from '../../app/hooks';
import { useFirstPaintDone } from '../../router/FirstPaintRelease';
import { stakeChips } from '../../../models/games';
import type { GameKit, GameLottery } from './kit';
import { ruleLabel } from './labels';
import { defaultLayout, NumberPicker } from './NumberPicker';
import { OddsTable } from './OddsTable';
import { QuickBet } from './QuickBet';
import { SlipChanges } from './SlipChanges';
import { SlipConfirmDialog } from './SlipConfirmDialog';
import { StakeBar } from './StakeBar';
import { panelId, tabId, Tabs } from './Tabs';
import styles from './BetSlip.module.css';

const RULE_TABS = 'rules';

/**
 * Rule tabs, the number picker of the chosen rule, the quick stakes (chips, multiplier, bet again),
 * the stake bar, the confirmation and the rule's odds.
 */
export function BetSlip({ game, kit, lottery }: { game: GameRef; kit: GameKit; lottery: GameLottery }) {
  const { t } = useTranslation(['games', 'play', 'common', 'validation']);
  // A code without a text of ours (the player's own limit: what is left, when it resets) shows the server's words.
  const refusalText = (error: FormError) => (error.serverMessage && error.code !== 1 ? error.serverMessage : t(error.messageKey, error.values ?? {}));
  const { variant } = useRuntimeConfig();
  const slip = useSlip(game);
  const visitor = useVisitorGame(game);
  const { openLogin } = useAuthDialog();
  const context = slip.context;
  // The server's first paint of a visitor's betting page stands until the board (or its retry) is drawn.
  useFirstPaintDone(context !== undefined && !(slip.loading && context.rules.length === 0));

  if (!context || (slip.loading && context.rules.length === 0)) {
    return (
      <section className={styles.slip} aria-busy="true">
        <p className={styles.message}>{t('play:slip.loading')}</p>
      </section>
    );
  }
  if (context.rules.length === 0) {
    return (
      <section className={styles.slip}>
        <div className={styles.message} role="alert">
          <p>{t('play:slip.failed')}</p>
          <button type="button" className="btn btn--outline" onClick={slip.clear}>
            {t('common:button.retry')}
          </button>
        </div>
      </section>
    );
  }

  const rule = slip.view?.rule ?? null;
  // The slip's refusal, or the money rule's refusal of the stake as typed (Bet is off meanwhile).
  const shownError = context.error ?? slip.view?.stakeProblem ?? null;
  const layout = rule ? (kit.layout ?? defaultLayout)(rule) : 'rows';
  return (
    <section className={styles.slip} aria-label={t('play:slip.label')}>
      <Tabs
        label={t('rules.label')}
        idPrefix={RULE_TABS}
        wrap
        items={context.rules.map((r) => ({ id: String(r.id), label: ruleLabel(t, kit.type, r) }))}
        selectedId={context.ruleId === null ? null : String(context.ruleId)}
        onSelect={(id) => slip.selectRule(Number(id))}
      />
      {rule && (
        <div id={panelId(RULE_TABS)} role="tabpanel" aria-labelledby={tabId(RULE_TABS, String(rule.id))} className={styles.panel}>
          <p className={styles.remark}>{t(`play:remarkOf.${kit.type}.${rule.code}`, { defaultValue: rule.remark })}</p>
          <NumberPicker gameType={kit.type} rule={rule} selection={context.selection} onPick={slip.pick} layout={layout} BallFace={kit.BallFace} />
          <QuickBet
            chips={stakeChips(kit.type, rule, context.room)}
            stake={context.stake}
            onStake={slip.setStake}
            multiplier={context.multiplier}
            times={slip.view?.times ?? null}
            onMultiplier={slip.setMultiplier}
            multiplierError={slip.view?.multiplierProblem ? refusalText(slip.view.multiplierProblem) : null}
            againRound={slip.canAgain && context.last ? context.last.prizeNo : null}
            onAgain={slip.again}
            askFirst={visitor || !slip.canAskFirst ? null : !slip.skipsConfirm}
            onAskFirst={slip.askFirst}
            disabled={slip.placing}
          />
          {!slip.confirming && <SlipChanges changes={context.changes} />}
          {/* Sticks to the bottom of the screen; the floating side buttons keep clear of it. */}
          <div className={styles.dock} data-keep-clear>
            <StakeBar
              stake={context.stake}
              onStake={slip.setStake}
              whole={kit.type === 'pc28'}
              count={slip.view?.count ?? 0}
              total={formatMoney(slip.view?.totalCents ?? 0, variant)}
              canConfirm={(slip.view?.canConfirm ?? false) && !slip.placing}
              placing={slip.placing}
              onClear={slip.clear}
              onConfirm={slip.submit}
              error={shownError ? refusalText(shownError) : null}
              {...(visitor ? { onLogin: openLogin } : {})}
            />
          </div>
          <OddsTable gameType={kit.type} rule={rule} />
          <SlipConfirmDialog
            lottery={lottery}
            context={context}
            open={slip.confirming || (slip.placing && !slip.skipsConfirm && slip.view?.canConfirm === true)}
            placing={slip.placing}
            skipsConfirm={slip.skipsConfirm}
            onConfirm={slip.confirm}
            onCancel={slip.cancel}
            onAskFirst={slip.askFirst}
          />
        </div>
      )}
    </section>
  );
}
