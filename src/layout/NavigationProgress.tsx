import { useNavigation } from 'react-router-dom';
import styles from './NavigationProgress.module.css';

/** A thin bar at the top of the window while the next page's code is loading. */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return loading ? <div className={styles.bar} role="progressbar" aria-hidden="true" /> : null;
}
