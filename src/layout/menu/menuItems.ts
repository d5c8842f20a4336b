import type { IconName } from '../../components/icons/Icon';

export type MenuKey = 'home' | 'hall' | 'message' | 'activity' | 'service';

export interface MenuItem {
  key: MenuKey;
  to: string;
  labelKey: string;
  icon: IconName;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'home', to: '/home', labelKey: 'nav.home', icon: 'home' },
  { key: 'hall', to: '/lottery-hall', labelKey: 'nav.hall', icon: 'grid' },
  { key: 'message', to: '/message', labelKey: 'nav.message', icon: 'mail' },
  { key: 'activity', to: '/activity', labelKey: 'nav.activity', icon: 'gift' },
  { key: 'service', to: '/pages/chat/customer-service', labelKey: 'nav.service', icon: 'headset' },
];

/** Which menu item a page belongs to; the betting page counts as the lottery hall (spec §2). */
export function activeMenuKey(pathname: string): MenuKey | null {
  if (pathname === '/lottery-bet' || pathname.startsWith('/lottery-bet/')) return 'hall';
  const item = MENU_ITEMS.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));
  return item?.key ?? null;
}
