import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '../../../models/entities';
import { useDomainConfig, useSession, useSessionActions } from '../../app/hooks';
import { UserAvatar } from '../../components/avatar/UserAvatar';
import { Icon } from '../../components/icons/Icon';
import menu from '../../components/menu/menu.module.css';
import { VipBadge } from '../../components/vip/VipBadge';
import { isVipEnabled } from '../../components/vip/vip';
import { accountLinks, accountPageHref } from '../../components/account/accountLinks';
import styles from './TopBar.module.css';

/** Avatar, VIP level and account name; opens the links into the account area. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const vip = isVipEnabled(useDomainConfig());
  const { busy } = useSession();
  const { logout } = useSessionActions();
  return (
    <DropdownMenu.Root>
      {/* The name repeats what the trigger shows (VIP level, account), as WCAG 2.5.3 asks. */}
      <DropdownMenu.Trigger
        className={styles.accountTrigger}
        aria-label={t('topBar.accountMenu', { account: vip ? `VIP${user.vipLevel} ${user.account}` : user.account })}
      >
        <UserAvatar avatar={user.avatar} size={30} />
        {vip && <VipBadge level={user.vipLevel} />}{' '}
        <span className={styles.accountName}>{user.account}</span>
        <Icon name="chevronDown" size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={8}>
          {accountLinks(vip).map((link) => (
            <DropdownMenu.Item key={link.page} asChild className={menu.item}>
              <Link to={accountPageHref(link.page)}>
                <Icon name={link.icon} size={16} className={menu.itemIcon} />
                {t(link.labelKey)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={menu.separator} />
          <DropdownMenu.Item className={menu.item} disabled={busy} onSelect={logout}>
            <Icon name="logout" size={16} className={menu.itemIcon} />
            {t('topBar.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
