import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { FairCheckStatus } from '../../../../machines/games/fair-check.machine';
import type { PrizePagerMachine } from '../../../../machines/games/prize-pager.machine';
import type { PrizeRecord } from '../../../../models/games';
import { useFairCheck } from '../../../app/fair-hooks';
import { Icon } from '../../../components/icons/Icon';
import styles from './RoundProof.module.css';

const VERDICT_ICON = { verified: 'check', hashMismatch: 'alert', resultMismatch: 'alert', failed: 'alert' } as const;

/**
 * A drawn round's proof in the draw history: the revealed seed, the hash published before the
 * draw, and Verify, which recomputes both in this browser (the pager's fairCheck) and says whether
 * they hold. A round without a revealed seed (not drawn, or voided) only says when it comes.
 */
export function RoundProof({ pager, record }: { pager: ActorRefFrom<PrizePagerMachine>; record: PrizeRecord }) {
  const { t } = useTranslation('fair');
  const { status, verify } = useFairCheck(pager, record.prizeNo);
  if (!record.seed || !record.seedHash) return <p className={styles.proof}>{t('proof.notRevealed')}</p>;
  const done = status !== 'idle' && status !== 'verifying';
  return (
    <div className={styles.proof} data-testid="round-proof">
      <dl className={styles.values}>
        <div>
          <dt>{t('proof.seedHash')}</dt>
          <dd>
            <code title={record.seedHash}>{record.seedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('proof.seed')}</dt>
          <dd>
            <code title={record.seed}>{record.seed}</code>
          </dd>
        </div>
      </dl>
      <div className={styles.check}>
        <button
          type="button"
          className={`btn btn--outline ${styles.verify}`}
          onClick={verify}
          disabled={status === 'verifying'}
          aria-label={t('proof.verifyRound', { no: record.prizeNo })}
        >
          <Icon name="shield" size={14} />
          {t(done ? 'proof.verifyAgain' : 'proof.verify')}
        </button>
        <span className={`${styles.verdict} ${verdictClass(status)}`} role="status" aria-live="polite">
          {status !== 'idle' && status !== 'verifying' && <Icon name={VERDICT_ICON[status]} size={14} />}
          {status === 'idle' ? '' : t(`proof.${status}`)}
        </span>
      </div>
    </div>
  );
}

function verdictClass(status: FairCheckStatus): string {
  if (status === 'verified') return styles.good ?? '';
  if (status === 'hashMismatch' || status === 'resultMismatch') return styles.bad ?? '';
  if (status === 'failed') return styles.warn ?? '';
  return '';
}
