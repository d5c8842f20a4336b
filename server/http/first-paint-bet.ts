import { RULES } from '../../models/games';
import type { Language } from '../../models/language';
import { GAME_TEXTS } from '../domain/content/game-texts';
import { lotteryCards } from '../domain/games/lottery-cards';
import type { GameSettings } from '../domain/games/settings';
import { firstPaintOf, hasSessionCookie, requestPageLanguage, type FirstPaint } from './first-paint';
import { escapeHtml } from './html';

/**
 * The betting page's first paint for a visitor (first-paint.ts): the lottery tabs and the frame of
 * the board the app shows a visitor there (LotteryBetPage, GameScreen: visitors browse the game,
 * issue 17 §5) — the round's header with the lottery's name, the slip's and the side panel's
 * cards — until the app has drawn the board itself (BetSlip releases it). Only the app can draw
 * the board (the countdown runs on the server's clock, the odds come with the rules), so the frame
 * is empty, laid out where the app puts the real thing, but for the description of the play the
 * slip opens on (the type's first), which is known here. It is the page's largest text: the app's
 * own, set smaller, comes with the game's code seconds later on a phone, so the page's largest
 * paint is this one. A request with a session cookie gets none
 * (the app starts as that player); neither does a `lotteryId` that is not on sale (the app says so).
 */

export interface FirstPaintTab {
  label: string;
  selected: boolean;
}

/** The markup: the tabs as the app's pill tabs, then the board's frame with the play's description. Spans, text and boxes: nothing here can be used yet. */
export function renderBetFirstPaint(language: Language, tabs: readonly FirstPaintTab[], remark = ''): string {
  const tabList = tabs.map((tab) => `<span class="fp-tab${tab.selected ? ' fp-tab--on' : ''}">${escapeHtml(tab.label)}</span>`).join('');
  const selected = tabs.find((tab) => tab.selected);
  return firstPaintOf(
    '/lottery-bet',
    language,
    `<div class="fp-page"><div class="fp-tabs">${tabList}</div>` +
      `<div class="fp-round"><p class="fp-round-name">${escapeHtml(selected?.label ?? '')}</p></div>` +
      `<div class="fp-board"><div class="fp-card">${remark ? `<p class="fp-remark">${escapeHtml(remark)}</p>` : ''}</div><div class="fp-card"></div></div></div>`,
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
      const play = RULES[current.type][0];
      return renderBetFirstPaint(
        language,
        onSale.map((lottery) => ({ label: lottery.name, selected: lottery === current })),
        play ? (GAME_TEXTS[language].remarkOf[current.type]?.[play.code] ?? '') : '',
      );
    },
  };
}
