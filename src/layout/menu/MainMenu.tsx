import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useUnreadCount } from '../../app/content-hooks';
import { Icon } from '../../components/icons/Icon';
import { MENU_ITEMS, activeMenuKey } from './menuItems';
import styles from './MainMenu.module.css';

/** The main menu: a row in the header on wide screens, a bottom tab bar on phones (CSS only). */
export function MainMenu() {
  const { t } = useTranslation('shell');
  const active = activeMenuKey(useLocation().pathname);
  const unread = useUnreadCount();
  return (
    <nav className={styles.menu} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {MENU_ITEMS.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={styles.link} aria-current={item.key === active ? 'page' : undefined}>
              <Icon name={item.icon} size={20} className={styles.icon} />
              <span>{t(item.labelKey)}</span>
              {item.key === 'message' && unread > 0 && (
                <span className={styles.badge}>
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                  <span className="visually-hidden">{t('nav.unread', { count: unread })}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
