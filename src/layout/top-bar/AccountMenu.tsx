import { useTranslation } from 'react-i18next';
import type { User } from '../../../models/entities';
import { useDomainConfig } from '../../app/hooks';
import { UserAvatar } from '../../components/avatar/UserAvatar';
import { Icon } from '../../components/icons/Icon';
import { VipBadge } from '../../components/vip/VipBadge';
import { isVipEnabled } from '../../components/vip/vip';
import { FirstUseTrigger } from '../first-use/FirstUseTrigger';
import styles from './TopBar.module.css';

const loadAccountMenu = () => import('./AccountMenuPopup');

/** Avatar, VIP level and account name; opens the links into the account area. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const vip = isVipEnabled(useDomainConfig());
  return (
    // The name repeats what the trigger shows (VIP level, account), as WCAG 2.5.3 asks.
    <FirstUseTrigger
      load={loadAccountMenu}
      haspopup="menu"
      className={styles.accountTrigger}
      label={t('topBar.accountMenu', { account: vip ? `VIP${user.vipLevel} ${user.account}` : user.account })}
    >
      <UserAvatar avatar={user.avatar} size={30} />
      {vip && <VipBadge level={user.vipLevel} />}{' '}
      <span className={styles.accountName}>{user.account}</span>
      <Icon name="chevronDown" size={14} />
    </FirstUseTrigger>
  );
}
