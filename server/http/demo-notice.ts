import type { Language } from '../../models/language';
import { escapeHtml } from './html';

/**
 * The demo banner of a first paint (src/layout/DemoBanner.tsx draws it in the app): a copy of
 * locales/<language>/shell.json `demo.banner` — server/ may not import locales/;
 * tests/server/first-paint.test.ts fails when they drift apart.
 */
export const DEMO_NOTICE: Readonly<Record<Language, string>> = {
  'zh-CN': '演示站点：这里的资金不是真实的，仅供体验。',
  'en-US': 'Demo site: the money here is not real.',
  'vi-VN': 'Trang demo: tiền ở đây không phải tiền thật.',
  'ja-JP': 'デモサイトです。ここでのお金は本物ではありません。',
};

/** The strip as index.html's `.fp-demo` draws it, above the header. */
export const demoNoticeHtml = (language: Language): string => `<p class="fp-demo">${escapeHtml(DEMO_NOTICE[language])}</p>`;
