import { describe, expect, it } from 'vitest';
import type { DomainConfig } from '../../models/entities';
import { accountLinks, accountPageHref } from '../../src/components/account/accountLinks';
import { AVATAR_PRESETS, avatarSrc } from '../../src/components/avatar/avatarSrc';
import { appNameOf } from '../../src/components/brand/appName';
import { placeFormError } from '../../src/components/form/formError';
import { isVipEnabled } from '../../src/components/vip/vip';
import { splitToasts, toastText } from '../../src/layout/notifications/toastText';
import { wrapIndex } from '../../machines/content/carousel-view';
import { marqueeSeconds } from '../../src/pages/home/noticeMarquee';
import { languageName } from '../../src/i18n/languageNames';
import { demoDomain } from '../support/fake-platform';

const domain = (overrides: Partial<DomainConfig>): DomainConfig => ({ ...demoDomain, appName: 'Lucky', languageList: [], ...overrides });

describe('product name', () => {
  it('comes from the domain configuration, else is Fastdraw', () => {
    expect(appNameOf(domain({ appName: 'Lucky' }))).toBe('Lucky');
    expect(appNameOf(domain({ appName: '  ' }))).toBe('Fastdraw');
    expect(appNameOf(null)).toBe('Fastdraw');
  });
});

describe('VIP switch', () => {
  it("hides VIP only when vipSwitch is '0'", () => {
    expect(isVipEnabled(domain({ vipSwitch: '0' }))).toBe(false);
    expect(isVipEnabled(domain({ vipSwitch: '1' }))).toBe(true);
    expect(isVipEnabled(null)).toBe(true);
  });

  it('drops the VIP page from the account menu when off', () => {
    expect(accountLinks(true).map((link) => link.page)).toContain('vip');
    expect(accountLinks(false).map((link) => link.page)).not.toContain('vip');
  });

  it('links account pages through the page query of /my/index', () => {
    expect(accountPageHref('update-opt-pwd')).toBe('/my/index?page=update-opt-pwd');
    expect(accountLinks(true).map((link) => link.page)).toEqual(
      expect.arrayContaining(['deposit', 'withdraw', 'user-info', 'betting', 'transaction', 'update-password']),
    );
  });
});

describe('avatars', () => {
  it('has the 16 presets b_01.png … b_16.png', () => {
    expect(AVATAR_PRESETS).toHaveLength(16);
    expect(AVATAR_PRESETS[0]).toBe('b_01.png');
    expect(AVATAR_PRESETS[15]).toBe('b_16.png');
  });

  it('maps a preset name to its bundled picture, anything else to b_01', () => {
    expect(avatarSrc('b_07.png', '/')).toBe('/avatars/b_07.svg');
    expect(avatarSrc('b_16.png', '/app')).toBe('/app/avatars/b_16.svg');
    expect(avatarSrc('b_17.png', '/')).toBe('/avatars/b_01.svg');
    expect(avatarSrc('../../etc/passwd', '/')).toBe('/avatars/b_01.svg');
    expect(avatarSrc('', '/')).toBe('/avatars/b_01.svg');
    expect(avatarSrc(null, '/')).toBe('/avatars/b_01.svg');
  });
});

describe('placeFormError', () => {
  const fields = ['account', 'password'];

  it('puts an error next to its field when the form shows that field', () => {
    const error = { field: 'password', messageKey: 'validation:x' };
    expect(placeFormError(error, fields)).toEqual({ field: 'password', error });
  });

  it('shows server errors and errors of unknown fields at form level', () => {
    expect(placeFormError({ messageKey: 'errors:code.1005' }, fields).field).toBeNull();
    expect(placeFormError({ field: 'code', messageKey: 'k' }, fields).field).toBeNull();
  });

  it('places nothing without an error', () => {
    expect(placeFormError(null, fields)).toEqual({ field: null, error: null });
  });
});

describe('toasts', () => {
  const t = ((key: string, values?: Record<string, unknown>) => `${key}${values && Object.keys(values).length ? JSON.stringify(values) : ''}`) as never;

  it('prefers literal text over the translation key', () => {
    expect(toastText({ messageKey: 'k', text: 'server says', persistent: false }, t)).toBe('server says');
    expect(toastText({ messageKey: 'errors:code.1', values: { n: 1 }, persistent: false }, t)).toBe('errors:code.1{"n":1}');
  });

  it('splits persistent banners from short-lived toasts', () => {
    const toasts = [
      { id: 1, messageKey: 'a', persistent: true },
      { id: 2, messageKey: 'b', persistent: false },
    ];
    const { banners, toasts: shortLived } = splitToasts(toasts);
    expect(banners.map((toast) => toast.id)).toEqual([1]);
    expect(shortLived.map((toast) => toast.id)).toEqual([2]);
  });
});

describe('banner carousel', () => {
  it('wraps forwards and backwards', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('notice marquee', () => {
  it('takes longer for more text, and never less than 16 s', () => {
    expect(marqueeSeconds('短')).toBe(16);
    expect(marqueeSeconds('字'.repeat(100))).toBe(32);
    expect(marqueeSeconds('字'.repeat(200))).toBeGreaterThan(marqueeSeconds('字'.repeat(100)));
  });
});

describe('language names', () => {
  it('names each language in itself', () => {
    expect(languageName('zh-CN')).toBe('简体中文');
    expect(languageName('ja-JP')).toBe('日本語');
    expect(languageName('xx')).toBe('xx');
  });
});
