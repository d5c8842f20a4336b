// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../models/language';
import { LANGUAGE_KEY } from '../../src/app/storage';
import { OFFLINE_TEXTS, speak, startOfflinePage } from '../../src/offline/offline';

/** The page the service worker shows when a page cannot load (src/offline/offline.html); pwa.spec.ts shows it in Chromium. */

const PAGE = '<main data-offline><h1 id="offline-title"></h1><p id="offline-text"></p><button id="offline-retry"></button></main>';

afterEach(() => window.localStorage.clear());

describe('the offline page', () => {
  it.each(SUPPORTED_LANGUAGES)('speaks %s', (language) => {
    document.body.innerHTML = PAGE;
    speak(document, language);
    expect(document.documentElement.lang).toBe(language);
    expect(document.getElementById('offline-title')?.textContent).toBe(OFFLINE_TEXTS[language].title);
    expect(document.getElementById('offline-text')?.textContent).toBe(OFFLINE_TEXTS[language].text);
    expect(document.getElementById('offline-retry')?.textContent).toBe(OFFLINE_TEXTS[language].retry);
    expect(document.title).toBe(OFFLINE_TEXTS[language].pageTitle);
  });

  it('speaks the language the player chose in the app, and reloads the page asked for when the player retries', () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'vi-VN');
    document.body.innerHTML = PAGE;
    const reload = vi.fn();
    const win = { document, navigator: window.navigator, localStorage: window.localStorage, location: { reload }, addEventListener: vi.fn() } as unknown as Window;
    startOfflinePage(win);
    expect(document.documentElement.lang).toBe('vi-VN');
    document.getElementById('offline-retry')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(win.addEventListener).toHaveBeenCalledWith('online', expect.any(Function));
  });
});
