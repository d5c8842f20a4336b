import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDomainConfig, useSession, useSessionActions } from '../../app/hooks';
import { accountLinks, accountPageHref, type AccountLink } from '../../components/account/accountLinks';
import { Icon } from '../../components/icons/Icon';
import menu from '../../components/menu/menu.module.css';
import { isVipEnabled } from '../../components/vip/vip';
import type { FirstUseProps } from '../first-use/FirstUseTrigger';
import { OpenedMenu } from '../first-use/OpenedMenu';

/**
 * Responsible gaming (issue 21 §1): listed here and in the account area's menu (accountMenu.ts),
 * not among the first paint's links (accountLinks.ts), whose bytes and chunks the budget counts.
 */
const LIMITS_LINK: AccountLink = { page: 'limits', labelKey: 'account.limits', icon: 'shield' };

/** The account menu itself, loaded when the player first opens it (AccountMenu). */
export default function AccountMenuPopup({ className, label, children }: FirstUseProps) {
  const { t } = useTranslation('shell');
  const vip = isVipEnabled(useDomainConfig());
  const { busy } = useSession();
  const { logout } = useSessionActions();
  return (
    <OpenedMenu
      className={className}
      label={label}
      items={
        <>
          {[...accountLinks(vip), LIMITS_LINK].map((link) => (
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
        </>
      }
    >
      {children}
    </OpenedMenu>
  );
}
