import { describe, expect, it } from 'vitest';
import { accountMenu, accountPageOf, DEFAULT_ACCOUNT_PAGE } from '../../src/pages/my/accountMenu';
import { SUB_PAGES, subPageOf } from '../../src/pages/my/subPages';

describe('account pages', () => {
  it.each([true, false])('every page a query can name has its sub-page (VIP %s)', (vip) => {
    const named = [...accountMenu(vip).map((link) => link.page), 'deposit-usdt-info', 'no-such-page', ''];
    for (const query of named) expect(subPageOf(accountPageOf(query, vip))).toBe(SUB_PAGES[accountPageOf(query, vip)]);
  });

  it('sends an unknown or missing page to the default one, and VIP only when it is on', () => {
    expect(accountPageOf('no-such-page', true)).toBe(DEFAULT_ACCOUNT_PAGE);
    expect(accountPageOf(null, true)).toBe(DEFAULT_ACCOUNT_PAGE);
    expect(accountPageOf('vip', true)).toBe('vip');
    expect(accountPageOf('vip', false)).toBe(DEFAULT_ACCOUNT_PAGE);
  });

  it('refuses a page without a sub-page loudly instead of showing an empty area', () => {
    expect(() => subPageOf('no-such-page')).toThrow(/no sub-page/);
  });
});
