import type { Language } from '../../models/language';
import { GAME_TEXTS } from '../domain/content/game-texts';
import { lotteryCards } from '../domain/games/lottery-cards';
import type { GameSettings } from '../domain/games/settings';
import { firstPaintOf, hasSessionCookie, requestPageLanguage, type FirstPaint } from './first-paint';
import { escapeHtml } from './html';

/**
 * The betting page's first paint for a visitor (first-paint.ts): the lottery tabs and the prompt
 * to log in or register that the app shows a visitor there (LotteryBetPage, LoginPrompt), its
 * largest text. A request with a session cookie gets none: the app will show a game, which only
 * the app can draw. Neither does a `lotteryId` that is not on sale (the app says so instead).
 */

/** The app's lock icon (src/components/icons/Icon.tsx), drawn the same way. */
const LOCK_ICON =
  '<svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4"/></svg>';

export interface FirstPaintTab {
  label: string;
  selected: boolean;
}

/**
 * The markup: the tabs as the app's pill tabs, the prompt as its state box, with the app's own
 * button classes (its entry stylesheet is inside index.html). Spans: nothing here can be used yet.
 */
export function renderBetFirstPaint(language: Language, tabs: readonly FirstPaintTab[]): string {
  const texts = GAME_TEXTS[language].bet;
  const tabList = tabs.map((tab) => `<span class="fp-tab${tab.selected ? ' fp-tab--on' : ''}">${escapeHtml(tab.label)}</span>`).join('');
  return firstPaintOf(
    '/lottery-bet',
    language,
    `<div class="fp-page"><div class="fp-tabs">${tabList}</div>` +
      `<div class="fp-state">${LOCK_ICON}<h1 class="fp-state-title">${escapeHtml(texts.loginTitle)}</h1><p>${escapeHtml(texts.loginText)}</p>` +
      `<div class="fp-actions"><span class="btn btn--primary btn--lg">${escapeHtml(texts.login)}</span><span class="btn btn--outline btn--lg">${escapeHtml(texts.register)}</span></div></div></div>`,
  );
}

/** The betting page's first paint for a request: the lotteries on sale in its browser's language, `?lotteryId=` (else the first) selected. */
export function betFirstPaint(games: GameSettings): FirstPaint {
  return {
    vary: ['Accept-Language', 'Cookie'],
    async render(request) {
      if (hasSessionCookie(request)) return '';
      const language = requestPageLanguage(request);
      const onSale = lotteryCards(games, language).filter((lottery) => lottery.status === 1);
      const requested = new URL(request.url, 'http://page').searchParams.get('lotteryId');
      const current = requested === null ? onSale[0] : onSale.find((lottery) => String(lottery.id) === requested);
      if (!current) return '';
      return renderBetFirstPaint(
        language,
        onSale.map((lottery) => ({ label: lottery.name, selected: lottery === current })),
      );
    },
  };
}
