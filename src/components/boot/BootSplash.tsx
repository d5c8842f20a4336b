import { LogoMark } from '../brand/LogoMark';
import styles from './BootSplash.module.css';

/** Shown for the moment before translations are ready, so it has no text of its own. */
export function BootSplash() {
  return (
    <div className={styles.splash} aria-busy="true">
      <span className={styles.mark}>
        <LogoMark size={56} />
      </span>
    </div>
  );
}
