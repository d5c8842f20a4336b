import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, activeMenuKey } from '../../src/layout/menu/menuItems';

describe('main menu', () => {
  it('lists Home, Lottery hall, Message, Promotions and Customer service in that order', () => {
    expect(MENU_ITEMS.map((item) => item.to)).toEqual(['/home', '/lottery-hall', '/message', '/activity', '/pages/chat/customer-service']);
  });

  it.each([
    ['/home', 'home'],
    ['/lottery-hall', 'hall'],
    ['/lottery-bet', 'hall'],
    ['/message', 'message'],
    ['/activity', 'activity'],
    ['/pages/chat/customer-service', 'service'],
  ])('marks %s as %s', (path, key) => expect(activeMenuKey(path)).toBe(key));

  it('marks nothing on pages outside the menu', () => {
    expect(activeMenuKey('/my/index')).toBeNull();
    expect(activeMenuKey('/homepage')).toBeNull();
  });
});
