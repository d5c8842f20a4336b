import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '../../../models/entities';
import { useSession, useSessionActions } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { accountPageHref } from '../../components/account/accountLinks';
import { usePhoneLayout } from '../usePhoneLayout';
import { AccountMenu } from './AccountMenu';
import { Balance } from './Balance';
import styles from './TopBar.module.css';

/**
 * A member's strip. Wide screens show every action; a phone keeps the account menu and the
 * balance with a top-up button, and reaches withdraw and log out through the account menu
 * (which lists them), so the strip fits 360 px in every language with a 10-million balance.
 */
export function MemberActions({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const { busy } = useSession();
  const { logout } = useSessionActions();
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <>
        <AccountMenu user={user} />
        <Balance cents={user.balance}>
          <Link to={accountPageHref('deposit')} className={styles.topUp} aria-label={t('topBar.recharge')}>
            <span className={styles.topUpMark}>
              <Icon name="plus" size={16} />
            </span>
          </Link>
        </Balance>
      </>
    );
  }
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
      <button type="button" className={styles.logout} onClick={logout} disabled={busy}>
        <Icon name="logout" size={16} />
        {t('topBar.logout')}
      </button>
    </>
  );
}
