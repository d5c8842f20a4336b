import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../models/money';
import { useAuthDialog, useDomainConfig, useRuntimeConfig, useSession } from '../../app/hooks';
import { UserAvatar } from '../../components/avatar/UserAvatar';
import { LogoMark } from '../../components/brand/LogoMark';
import { useAppName } from '../../components/brand/useAppName';
import { Icon } from '../../components/icons/Icon';
import { VipBadge } from '../../components/vip/VipBadge';
import { isVipEnabled } from '../../components/vip/vip';
import { accountLinks, accountPageHref } from '../../components/account/accountLinks';
import styles from './HomeAccountCard.module.css';

/** Account pages a member most often wants from the home page. */
const SHORTCUT_PAGES = ['betting', 'transaction', 'user-info'];

/** Beside the banner: login/register for visitors, balance with deposit/withdraw for members. */
export function HomeAccountCard() {
  const { t } = useTranslation('shell');
  const appName = useAppName();
  const { isLoggedIn, user } = useSession();
  const { openLogin, openRegister } = useAuthDialog();
  const { variant } = useRuntimeConfig();
  const vip = isVipEnabled(useDomainConfig());

  if (!isLoggedIn) {
    return (
      <aside className={`${styles.card} ${styles.guest}`} aria-labelledby="home-account-title">
        <LogoMark size={52} />
        <h2 id="home-account-title" className={styles.title}>
          {t('home.account.guestTitle', { appName })}
        </h2>
        <p className={styles.text}>{t('home.account.guestText')}</p>
        <div className={styles.actions}>
          <button type="button" className="btn btn--primary btn--lg" onClick={openLogin}>
            {t('home.account.login')}
          </button>
          <button type="button" className="btn btn--outline btn--lg" onClick={openRegister}>
            {t('home.account.register')}
          </button>
        </div>
        <ul className={styles.perks}>
          <li>
            <Icon name="bolt" size={16} />
            {t('home.account.perkFast')}
          </li>
          <li>
            <Icon name="shield" size={16} />
            {t('home.account.perkSafe')}
          </li>
        </ul>
      </aside>
    );
  }

  return (
    <aside className={styles.card} aria-labelledby="home-account-title">
      <div className={styles.member}>
        <UserAvatar avatar={user?.avatar} size={56} />
        <div>
          <h2 id="home-account-title" className={styles.account}>
            {user?.account ?? '…'}
            {user && vip && <VipBadge level={user.vipLevel} />}
          </h2>
          <p className={styles.text}>{t('home.account.memberText')}</p>
        </div>
      </div>
      <div className={styles.balance}>
        <span>{t('home.account.balance')}</span>
        <strong>{user ? formatMoney(user.balance, variant) : '—'}</strong>
      </div>
      <nav className={styles.shortcuts} aria-label={t('home.account.shortcuts')}>
        {accountLinks(vip)
          .filter((link) => SHORTCUT_PAGES.includes(link.page))
          .map((link) => (
            <Link key={link.page} to={accountPageHref(link.page)} className={styles.shortcut}>
              <Icon name={link.icon} size={20} />
              {t(link.labelKey)}
            </Link>
          ))}
      </nav>
      <div className={styles.actions}>
        <Link to={accountPageHref('deposit')} className="btn btn--primary btn--lg">
          <Icon name="wallet" size={18} />
          {t('home.account.deposit')}
        </Link>
        <Link to={accountPageHref('withdraw')} className="btn btn--outline btn--lg">
          <Icon name="cash" size={18} />
          {t('home.account.withdraw')}
        </Link>
      </div>
    </aside>
  );
}
