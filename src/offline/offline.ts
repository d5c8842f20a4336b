import { resolveLanguage, type Language } from '../../models/language';
import { LANGUAGE_KEY } from '../app/storage';
import enUS from '../../locales/en-US/pwa.json';
import jaJP from '../../locales/ja-JP/pwa.json';
import viVN from '../../locales/vi-VN/pwa.json';
import zhCN from '../../locales/zh-CN/pwa.json';

/**
 * The offline page's script (src/offline/offline.html, built beside the app by scripts/vite-pwa.ts):
 * it speaks the player's language, chosen as the app chooses it (the stored choice, else the
 * browser's), and loads the page the player asked for as soon as the connection is back.
 */

export type OfflineTexts = (typeof zhCN)['offline'];

export const OFFLINE_TEXTS: Readonly<Record<Language, OfflineTexts>> = {
  'zh-CN': zhCN.offline,
  'en-US': enUS.offline,
  'vi-VN': viVN.offline,
  'ja-JP': jaJP.offline,
};

function storedLanguage(win: Window): string | null {
  try {
    return win.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage refused (privacy settings): the browser's language
  }
}

/** Puts `language`'s texts on the page. */
export function speak(doc: Document, language: Language): void {
  const texts = OFFLINE_TEXTS[language];
  doc.documentElement.lang = language;
  doc.title = texts.pageTitle;
  const set = (id: string, text: string) => {
    const element = doc.getElementById(id);
    if (element) element.textContent = text;
  };
  set('offline-title', texts.title);
  set('offline-text', texts.text);
  set('offline-retry', texts.retry);
}

/** Starts the page: its language, the retry button, and a reload once the browser is online again. */
export function startOfflinePage(win: Window): void {
  speak(win.document, resolveLanguage(storedLanguage(win), win.navigator.languages ?? [win.navigator.language]));
  win.document.getElementById('offline-retry')?.addEventListener('click', () => win.location.reload());
  win.addEventListener('online', () => win.location.reload());
}

if (typeof window !== 'undefined' && window.document.querySelector('[data-offline]')) startOfflinePage(window);
