import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/hooks';
import { useAppName } from '../../components/brand/useAppName';
import { GuestActions } from './GuestActions';
import { LanguageMenu } from './LanguageMenu';
import { MemberActions } from './MemberActions';
import styles from './TopBar.module.css';

/** The thin strip above the main header: greeting, language and the player's own controls. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const appName = useAppName();
  const { user, isLoggedIn } = useSession();
  return (
    <div className={styles.topBar} data-testid="top-bar">
      <div className={styles.inner}>
        <p className={styles.welcome}>{t('topBar.welcome', { appName })}</p>
        <div className={styles.actions}>
          <LanguageMenu />
          {isLoggedIn && (user ? <MemberActions user={user} /> : <span className={styles.userPending} aria-hidden="true" />)}
          {!isLoggedIn && <GuestActions />}
        </div>
      </div>
    </div>
  );
}
