import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { drawDisplay } from './common/drawDisplay';
import { remarkLabel } from './common/labels';
import { DiceFace } from './k3/DiceFace';
import { carTone } from './pk10/carTone';
import { waveOf } from './pc28/waveColour';
import type { PrizeRecord } from '../../models/games';
import styles from './DrawResult.module.css';

export type DrawSize = 's' | 'm' | 'l';

const DICE_PX: Readonly<Record<DrawSize, number>> = { s: 22, m: 30, l: 44 };

interface DrawResultProps {
  record: Pick<PrizeRecord, 'lotteryType' | 'resultList' | 'remarkList' | 'prizeTotal'>;
  size?: DrawSize;
  /** Draws the dice instead of the still faces (the game screen animates its latest result). */
  dice?: ReactNode;
  showRemarks?: boolean;
}

/** A draw in the display of its game (spec §2): dice with the sum, a + b + c = total, or numbers; then the remarks. */
export function DrawResult({ record, size = 'm', dice, showRemarks = true }: DrawResultProps) {
  const { t } = useTranslation('games');
  const display = drawDisplay(record);
  if (!display) return <span className={styles.pending}>{t('draw.pending')}</span>;
  const remarks = showRemarks && display.remarks.length > 0 && (
    <span className={styles.remarks}>
      {display.remarks.map((remark, i) => (
        <span key={i} className={styles.remark}>
          {remarkLabel(t, remark, record.lotteryType)}
        </span>
      ))}
    </span>
  );
  return (
    <span className={`${styles.draw} ${styles[size]}`}>
      {display.kind === 'dice' && (
        <>
          <span className={styles.dice}>{dice ?? display.faces.map((face, i) => <DiceFace key={i} face={face} size={DICE_PX[size]} />)}</span>
          <span className={styles.equals}>= {display.sum}</span>
        </>
      )}
      {display.kind === 'sum' && (
        <span className={styles.sum}>
          {display.digits.map((digit, i) => (
            <span key={i} className={styles.sumPart}>
              {i > 0 && <span aria-hidden="true">+</span>}
              <span className={styles.ball}>{digit}</span>
            </span>
          ))}
          <span aria-hidden="true">=</span>
          <span className={`${styles.ball} ${styles[`wave-${waveOf(display.total)}`]}`}>{display.total}</span>
        </span>
      )}
      {display.kind === 'numbers' && (
        <span className={styles.numbers}>
          {display.numbers.map((number, i) => (
            <span
              key={i}
              className={record.lotteryType === 'pk10' ? `${styles.ball} ${styles.car}` : styles.ball}
              style={record.lotteryType === 'pk10' ? carTone(Number(number)) : undefined}
            >
              {number}
            </span>
          ))}
        </span>
      )}
      {remarks}
    </span>
  );
}
