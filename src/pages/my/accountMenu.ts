import { accountLinks, type AccountLink } from '../../components/account/accountLinks';

/**
 * The account area's pages in the order of spec §2. The shell's account links cover all but the
 * agent record, which only this menu lists; VIP shows only when the VIP switch is on.
 */
const ORDER = [
  'deposit',
  'withdraw',
  'user-info',
  'vip',
  'update-password',
  'update-opt-pwd',
  'limits',
  'betting',
  'transaction',
  'deposit-history',
  'withdraw-history',
  'bind-bank',
  'bind-email',
  'agent-share',
  'agent-record',
];

const AGENT_RECORD: AccountLink = { page: 'agent-record', labelKey: 'games:my.agentRecord', icon: 'list' };
/** Responsible gaming (issue 21 §1); the user menu lists it too (AccountMenuPopup.tsx). */
const LIMITS_LINK: AccountLink = { page: 'limits', labelKey: 'account.limits', icon: 'shield' };

export function accountMenu(vipEnabled: boolean): AccountLink[] {
  const links = [...accountLinks(vipEnabled), LIMITS_LINK, AGENT_RECORD];
  return ORDER.flatMap((page) => links.filter((link) => link.page === page));
}

/** The sub-page a `page` query names: the menu's pages and deposit-usdt-info; anything else is user-info. */
export const DEFAULT_ACCOUNT_PAGE = 'user-info';
const OTHER_PAGES = ['deposit-usdt-info'];

export function accountPageOf(page: string | null, vipEnabled: boolean): string {
  const known = [...accountMenu(vipEnabled).map((link) => link.page), ...OTHER_PAGES];
  return page !== null && known.includes(page) ? page : DEFAULT_ACCOUNT_PAGE;
}
