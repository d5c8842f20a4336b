import type { BallFaceProps } from '../common/NumberPicker';
import { DiceFace } from './DiceFace';
import styles from './K3BallFace.module.css';

const DICE_NAME = /^([1-6]{1,3})(\*?)$/;

/** k3 face balls (1, 11, 111, 11*) as dice; the name stays readable for screen readers. */
export function K3BallFace({ ball }: BallFaceProps) {
  const match = DICE_NAME.exec(ball.name);
  if (!match?.[1]) return <>{ball.name}</>;
  return (
    <span className={styles.face}>
      {[...match[1]].map((digit, i) => (
        <DiceFace key={i} face={Number(digit)} size={24} label="" />
      ))}
      {match[2] && (
        <span className={styles.any} aria-hidden="true">
          ＊
        </span>
      )}
      <span className="visually-hidden">{ball.name}</span>
    </span>
  );
}
