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
  it('re-render when a fallback namespace arrives for a missing text, not when a page loads its namespaces or a bundle is added', async () => {
    const i18n = await initI18n('en-US');
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('OK');
    const before = renders;
    await act(async () => {
      await i18n.loadNamespaces('trend');
    });
    expect(i18n.hasLoadedNamespace('trend')).toBe(true);
    expect(renders).toBe(before);

    // A bundle added under the views does not re-render them either; the fallback's event does
    // (fallback.ts emits it once a fetched fallback namespace is in: tests/views/i18n.test.ts).
    const english = i18n.getResourceBundle('en-US', 'common') as Record<string, unknown>;
    try {
      act(() => {
        i18n.addResourceBundle('en-US', 'common', { button: { ok: 'Okay' } }, true, true);
      });
      expect(screen.getByTestId('probe').textContent).toBe('OK');
      act(() => {
        i18n.emit(FALLBACK_ADDED, 'common');
      });
      expect(screen.getByTestId('probe').textContent).toBe('Okay');
    } finally {
      i18n.addResourceBundle('en-US', 'common', english ?? (await loadLanguageResources('en-US')).common, true, true);
    }
  });
});
