import { describe, expect, it } from 'vitest';
import { FALLBACK_ADDED } from '../../src/i18n/fallback';
import { initI18n } from '../../src/i18n/initI18n';
import { FALLBACK_LANGUAGE, ON_DEMAND_NAMESPACES, bundledResources, loadLanguageResources, namespaces } from '../../src/i18n/resources';

describe('i18n resources', () => {
  it('discovers every namespace under locales/; the on-demand ones are not loaded at start', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['errors', 'shell', 'session']));
    for (const onDemand of ON_DEMAND_NAMESPACES) expect(namespaces).not.toContain(onDemand);
    // The forms' refusals load with the forms (login, register, account area), not with the first page.
    expect(ON_DEMAND_NAMESPACES).toContain('validation');
  });

  it('loads zh-CN and the others on demand', async () => {
    expect(FALLBACK_LANGUAGE).toBe('zh-CN');
    expect(Object.keys(await bundledResources())).toEqual(expect.arrayContaining(['shell', 'errors']));
    const japanese = await loadLanguageResources('ja-JP');
    expect((japanese.shell as { nav: { home: string } }).nav.home).toBe('ホーム');
    expect(await loadLanguageResources('xx-XX')).toEqual({});
  });

  it('initialises once per language, in the chosen language, falling back to zh-CN', async () => {
    const first = initI18n('en-US');
    expect(initI18n('en-US')).toBe(first);
    const i18n = await first;
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('shell:nav.home')).toBe('Home');
    expect(i18n.t('errors:code.1005')).not.toBe('code.1005');
    // A key only the fallback has is still shown, in Chinese rather than as a raw key.
    i18n.addResource('zh-CN', 'shell', 'onlyInChinese', '仅中文');
    expect(i18n.t('shell:onlyInChinese')).toBe('仅中文');
  });

  it('fetches the fallback texts only when one is missing in the chosen language', async () => {
    const i18n = await initI18n('en-US');
    // Started in English, nothing of the Chinese files was fetched: not the start-up namespaces,
    // not an on-demand one.
    expect(i18n.getResource('zh-CN', 'common', 'button.ok')).toBeUndefined();
    await i18n.loadNamespaces('content');
    expect(i18n.getResourceBundle('en-US', 'content')).not.toEqual({});
    expect(i18n.getResourceBundle('zh-CN', 'content') ?? {}).toEqual({});
    // A text the chosen language lacks: empty while the fallback namespace comes, then Chinese.
    i18n.removeResourceBundle('en-US', 'common');
    const added = new Promise((resolve) => i18n.on(FALLBACK_ADDED, resolve));
    expect(i18n.t('common:button.ok')).toBe('');
    await added;
    expect(i18n.t('common:button.ok')).toBe('确定');
    // A key the fallback lacks too shows as the key; a default value shows as itself, unfetched.
    expect(i18n.t('common:button.nowhere')).toBe('button.nowhere');
    expect(i18n.t('validation:nowhere', { defaultValue: 'from the server' })).toBe('from the server');
    expect(i18n.getResourceBundle('zh-CN', 'validation') ?? {}).toEqual({});
    i18n.addResourceBundle('en-US', 'common', await loadLanguageResources('en-US').then((all) => all.common), true, true);
  });

  it('switches language when asked for another one', async () => {
    const i18n = await initI18n('vi-VN');
    expect(i18n.language).toBe('vi-VN');
    expect(i18n.t('shell:nav.home')).toBe('Trang chủ');
  });
});
