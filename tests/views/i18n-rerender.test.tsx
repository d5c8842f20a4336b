// @vitest-environment jsdom
/**
 * What re-renders the views that show texts: a fetched fallback namespace does (its texts were
 * empty until then), a namespace a page loads does not re-render what is already on screen
 * (react-i18next renders such updates synchronously, every view at once, which blocked a phone's
 * start for up to a second).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_ADDED } from '../../src/i18n/fallback';
import { initI18n } from '../../src/i18n/initI18n';
import { loadLanguageResources } from '../../src/i18n/resources';

afterEach(cleanup);

let renders = 0;
function Probe() {
  const { t } = useTranslation('common');
  renders += 1;
  return <span data-testid="probe">{t('common:button.ok')}</span>;
}

describe('texts on screen', () => {
  it('re-render when a missing text arrives from the fallback language, not when a page loads its namespaces', async () => {
    const i18n = await initI18n('en-US');
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('OK');
    const before = renders;
    await act(async () => {
      await i18n.loadNamespaces('trend');
    });
    expect(i18n.hasLoadedNamespace('trend')).toBe(true);
    expect(renders).toBe(before);

    // A text English lacks: empty while the Chinese file comes, then Chinese on screen.
    const english = i18n.getResourceBundle('en-US', 'common') as Record<string, unknown>;
    i18n.removeResourceBundle('en-US', 'common');
    try {
      const added = new Promise((resolve) => i18n.on(FALLBACK_ADDED, resolve));
      await act(async () => {
        await i18n.changeLanguage('en-US');
      });
      expect(screen.getByTestId('probe').textContent).toBe('');
      await act(async () => {
        await added;
      });
      expect(screen.getByTestId('probe').textContent).toBe('确定');
    } finally {
      i18n.addResourceBundle('en-US', 'common', english ?? (await loadLanguageResources('en-US')).common, true, true);
    }
  });
});
