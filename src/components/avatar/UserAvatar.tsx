import { avatarSrc } from './avatarSrc';
import styles from './UserAvatar.module.css';

/** A preset avatar picture; decorative because the account name is always shown beside it. */
export function UserAvatar({ avatar, size = 32 }: { avatar: string | null | undefined; size?: number }) {
  return <img className={styles.avatar} src={avatarSrc(avatar)} width={size} height={size} alt="" />;
}
