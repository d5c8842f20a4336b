import styles from './VipBadge.module.css';

export function VipBadge({ level }: { level: number }) {
  return <span className={styles.badge}>VIP{level}</span>;
}
