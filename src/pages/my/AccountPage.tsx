import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../../models/money';
import { useAccountAreaReady, useDomainConfig, useRuntimeConfig, useSession } from '../../app/hooks';
import { accountPageHref } from '../../components/account/accountLinks';
import { UserAvatar } from '../../components/avatar/UserAvatar';
import { Icon } from '../../components/icons/Icon';
import { PageLoading } from '../../components/loading/PageLoading';
import { VipBadge } from '../../components/vip/VipBadge';
import { isVipEnabled } from '../../components/vip/vip';
import { accountMenu, accountPageOf } from './accountMenu';
import { AvatarButton } from './avatar/AvatarPicker';
import { subPageOf } from './subPages';
import styles from './AccountPage.module.css';

/**
 * The account area (spec §2 /my/index): the user menu on the left, the `page` sub-page beside it.
 * Its processes arrive as their own chunk just after the first paint; until then it is loading.
 */
export function AccountPage() {
  return useAccountAreaReady() ? <AccountArea /> : <PageLoading />;
}

function AccountArea() {
  // Every sub-page's form shows validation:… refusals: their texts load with the area.
  const { t } = useTranslation(['games', 'shell', 'validation']);
  const [params] = useSearchParams();
  const vip = isVipEnabled(useDomainConfig());
  const { user } = useSession();
  const { variant } = useRuntimeConfig();
  const page = accountPageOf(params.get('page'), vip);
  const menu = accountMenu(vip);
  const label = (key: string) => t(key.includes(':') ? key : `shell:${key}`);
  const SubPage = subPageOf(page);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('shell:title.account')}</h1>
      <aside className={styles.menu} aria-label={t('my.menu')}>
        <div className={styles.user}>
          {user ? (
            // The picker's texts load with the account namespace; until then the plain picture shows.
            <Suspense fallback={<UserAvatar avatar={user.avatar} size={64} />}>
              <AvatarButton avatar={user.avatar} size={64} />
            </Suspense>
          ) : (
            <UserAvatar avatar={undefined} size={64} />
          )}
          <p className={styles.account}>
            {user?.account ?? '…'}
            {user && vip && <VipBadge level={user.vipLevel} />}
          </p>
          <p className={styles.balance}>{user ? formatMoney(user.balance, variant) : '—'}</p>
          <div className={styles.shortcuts}>
            <Link to={accountPageHref('deposit')} className="btn btn--gold">
              <Icon name="wallet" size={16} />
              {t('shell:account.deposit')}
            </Link>
            <Link to={accountPageHref('withdraw')} className="btn btn--on-dark">
              <Icon name="cash" size={16} />
              {t('shell:account.withdraw')}
            </Link>
          </div>
        </div>
        <nav aria-label={t('my.menu')}>
          <ul className={styles.links}>
            {menu.map((link) => (
              <li key={link.page}>
                <Link to={accountPageHref(link.page)} className={styles.link} aria-current={link.page === page ? 'page' : undefined}>
                  <Icon name={link.icon} size={18} />
                  {label(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<PageLoading />}>
          <SubPage query={params} />
        </Suspense>
      </div>
    </div>
  );
}
