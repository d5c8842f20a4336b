import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/hooks';
import { useAppName } from '../../components/brand/useAppName';
import { GuestActions } from './GuestActions';
import { usePhoneLayout } from '../usePhoneLayout';
import { LanguageMenu } from './LanguageMenu';
import styles from './TopBar.module.css';

/** A member's controls (account menu, balance, recharge, withdraw, logout) load once a player is logged in. */
const loadMemberActions = () => import('./MemberActions');
const MemberActions = lazy(() => loadMemberActions().then((module) => ({ default: module.MemberActions })));

/**
 * The thin strip above the main header: greeting, language and the player's own controls. On a
 * phone it sits under the brand row, which takes the language (SiteHeader), and keeps the width
 * for the balance.
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  const appName = useAppName();
  const { user, isLoggedIn } = useSession();
  const phone = usePhoneLayout();
  // Logged in (a token): they load while the user info is still on its way.
  useEffect(() => {
    if (isLoggedIn) void loadMemberActions().catch(() => {});
  }, [isLoggedIn]);
  const pending = <span className={styles.userPending} aria-hidden="true" />;
  return (
    <div className={styles.topBar} data-testid="top-bar">
      <div className={styles.inner}>
        <p className={styles.welcome}>{t('topBar.welcome', { appName })}</p>
        <div className={styles.actions}>
          {!phone && <LanguageMenu />}
          {isLoggedIn &&
            (user ? (
              <Suspense fallback={pending}>
                <MemberActions user={user} />
              </Suspense>
            ) : (
              pending
            ))}
          {!isLoggedIn && <GuestActions />}
        </div>
      </div>
    </div>
  );
}
