import type { IconName } from '../icons/Icon';

export interface AccountLink {
  /** The `page` query of /my/index. */
  page: string;
  labelKey: string;
  icon: IconName;
}

const LINKS: readonly AccountLink[] = [
  { page: 'deposit', labelKey: 'account.deposit', icon: 'wallet' },
  { page: 'withdraw', labelKey: 'account.withdraw', icon: 'cash' },
  { page: 'user-info', labelKey: 'account.userInfo', icon: 'user' },
  { page: 'vip', labelKey: 'account.vip', icon: 'crown' },
  { page: 'betting', labelKey: 'account.betting', icon: 'list' },
  { page: 'transaction', labelKey: 'account.transaction', icon: 'wallet' },
  { page: 'deposit-history', labelKey: 'account.depositHistory', icon: 'list' },
  { page: 'withdraw-history', labelKey: 'account.withdrawHistory', icon: 'list' },
  { page: 'update-password', labelKey: 'account.updatePassword', icon: 'lock' },
  { page: 'update-opt-pwd', labelKey: 'account.updateOptPwd', icon: 'lock' },
  { page: 'bind-bank', labelKey: 'account.bindBank', icon: 'card' },
  { page: 'bind-email', labelKey: 'account.bindEmail', icon: 'mail' },
  { page: 'agent-share', labelKey: 'account.agentShare', icon: 'share' },
];

/** The account dropdown's entries; the VIP page exists only when the VIP switch is on (spec §6). */
export function accountLinks(vipEnabled: boolean): AccountLink[] {
  return LINKS.filter((link) => vipEnabled || link.page !== 'vip');
}

export function accountPageHref(page: string): string {
  return `/my/index?page=${encodeURIComponent(page)}`;
}
