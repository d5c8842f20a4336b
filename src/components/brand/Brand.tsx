import { Link } from 'react-router-dom';
import { LogoMark } from './LogoMark';
import { useAppName } from './useAppName';
import styles from './Brand.module.css';

/** Logo and product name, linking home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const appName = useAppName();
  return (
    <Link to="/home" className={styles.brand}>
      <LogoMark size={compact ? 32 : 42} />
      <span className={compact ? styles.nameCompact : styles.name}>{appName}</span>
    </Link>
  );
}
