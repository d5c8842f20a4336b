import { describe, expect, it } from 'vitest';
import { formatPageTitle, titleKeyOf } from '../../src/router/pageTitle';

describe('titleKeyOf', () => {
  it('takes the deepest matched route that names a title', () => {
    const matches = [{ handle: undefined }, { handle: { titleKey: 'title.home' } }, { handle: { titleKey: 'title.login' } }];
    expect(titleKeyOf(matches)).toBe('title.login');
  });

  it('skips routes without a title key (layout and root routes)', () => {
    expect(titleKeyOf([{ handle: { titleKey: 'title.home' } }, { handle: undefined }, { handle: { other: 1 } }])).toBe('title.home');
  });

  it('is null when no route names a title', () => {
    expect(titleKeyOf([])).toBeNull();
    expect(titleKeyOf([{ handle: null }, { handle: { titleKey: 42 } }])).toBeNull();
  });
});

describe('formatPageTitle', () => {
  it('is "<page> - <product>"', () => {
    expect(formatPageTitle('首页', 'Fastdraw')).toBe('首页 - Fastdraw');
  });

  it('is the product name alone for a page without a title', () => {
    expect(formatPageTitle(null, 'Lucky')).toBe('Lucky');
  });
});
