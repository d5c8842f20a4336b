import type { AccountLink } from './accountLinks';

/**
 * Responsible gaming (issue 21 §1) in the user menu and the account area's menu. Kept out of
 * accountLinks.ts, which the first paint's top bar loads: both menus that list it load on demand.
 */
export const LIMITS_LINK: AccountLink = { page: 'limits', labelKey: 'account.limits', icon: 'shield' };
