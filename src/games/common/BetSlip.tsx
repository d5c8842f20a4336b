import { useTranslation } from 'react-i18next';
import type { FormError } from '../../../machines/core/form-error';
import { formatMoney } from '../../../models/money';
import { useSlip, useVisitorGame, type GameRef } from '../../app/game-hooks';
import { useAuthDialog, useRuntimeConfig } from '../../app/hooks';
import { useFirstPaintDone } from '../../router/FirstPaintRelease';
import type { GameKit } from './kit';
import { ruleLabel } from './labels';
import { defaultLayout, NumberPicker } from './NumberPicker';
import { OddsTable } from './OddsTable';
import { StakeBar } from './StakeBar';
import { panelId, tabId, Tabs } from './Tabs';
import styles from './BetSlip.module.css';

const RULE_TABS = 'rules';

/** Rule tabs, the number picker of the chosen rule, the stake bar and the rule's odds. */
export function BetSlip({ game, kit }: { game: GameRef; kit: GameKit }) {
  const { t } = useTranslation(['games', 'common']);
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
        <p className={styles.message}>{t('slip.loading')}</p>
      </section>
    );
  }
  if (context.rules.length === 0) {
    return (
      <section className={styles.slip}>
        <div className={styles.message} role="alert">
          <p>{t('slip.failed')}</p>
          <button type="button" className="btn btn--outline" onClick={slip.clear}>
            {t('common:button.retry')}
          </button>
        </div>
      </section>
    );
  }

  const rule = slip.view?.rule ?? null;
  const layout = rule ? (kit.layout ?? defaultLayout)(rule) : 'rows';
  return (
    <section className={styles.slip} aria-label={t('slip.label')}>
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
          <p className={styles.remark}>{t(`remarkOf.${kit.type}.${rule.code}`, { defaultValue: rule.remark })}</p>
          <NumberPicker gameType={kit.type} rule={rule} selection={context.selection} onPick={slip.pick} layout={layout} BallFace={kit.BallFace} />
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
              error={context.error ? refusalText(context.error) : null}
              {...(visitor ? { onLogin: openLogin } : {})}
            />
          </div>
          <OddsTable gameType={kit.type} rule={rule} />
        </div>
      )}
    </section>
  );
}
