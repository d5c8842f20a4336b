import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '../../../models/entities';
import { useSession, useSessionActions } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { AccountMenu } from './AccountMenu';
import { accountPageHref } from '../../components/account/accountLinks';
import { Balance } from './Balance';
import styles from './TopBar.module.css';

export function MemberActions({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const { busy } = useSession();
  const { logout } = useSessionActions();
  return (
    <>
      <AccountMenu user={user} />
      <Balance cents={user.balance} />
      <Link to={accountPageHref('deposit')} className={`btn btn--gold ${styles.smallButton}`}>
        {t('topBar.recharge')}
      </Link>
      <Link to={accountPageHref('withdraw')} className={`btn btn--on-dark ${styles.smallButton}`}>
        {t('topBar.withdraw')}
      </Link>
      <button type="button" className={styles.logout} onClick={logout} disabled={busy} aria-label={t('topBar.logout')}>
        <Icon name="logout" size={16} />
        <span className={styles.hideOnPhone} aria-hidden="true">
          {t('topBar.logout')}
        </span>
      </button>
    </>
  );
}
