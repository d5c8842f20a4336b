import type { PromiseActorLogic } from 'xstate';
import type { Activity, Banner, Winner } from '../../models/content';
import type { Notice } from '../../models/entities';
import { carouselMachine } from './carousel.machine';
import { activityListMachine, bannerListMachine, contentMachine, winnerListMachine } from './content.machine';
import { noticesMachine } from './notices.machine';
import type { PageSignalLogic } from '../core/page-signals';

/**
 * The calls and effects of the content actors (notices, messages, the content owner and its
 * screens' lists and carousels), part of AppCalls/AppEffects, and how `provideApp` hands them
 * to those machines (the messages machine is provided when its chunk loads: `provideMessages`).
 */
export interface ContentCalls {
  fetchBanners: PromiseActorLogic<Banner[], void>;
  fetchWinners: PromiseActorLogic<Winner[], void>;
  fetchActivities: PromiseActorLogic<Activity[], void>;
  /** Sends `page.visibility {visible}` at once and whenever the tab is hidden or shown. */
  watchVisibility: PageSignalLogic;
  /** Sends `calendar.day {day}` at once, at every local midnight and when the tab is shown again. */
  watchCalendar: PageSignalLogic;
}

export interface ContentEffects {
  storePopupDate(date: string): void;
  /** False under the player's reduced-motion preference. */
  motionAllowed(): boolean;
}

/** The content actors of the app with every call and effect in place. */
export function provideContent(calls: ContentCalls & { fetchNotices: PromiseActorLogic<Notice[], void> }, effects: ContentEffects) {
  const carousel = carouselMachine.provide({
    actors: { watchVisibility: calls.watchVisibility },
    guards: { motionAllowed: () => effects.motionAllowed() },
  });
  return {
    notices: noticesMachine.provide({
      actors: { fetchNotices: calls.fetchNotices, watchCalendar: calls.watchCalendar },
      actions: { storePopupDate: (_, params) => effects.storePopupDate(params.date) },
    }),
    content: contentMachine.provide({
      actors: {
        bannerList: bannerListMachine.provide({ actors: { fetchList: calls.fetchBanners } }),
        winnerList: winnerListMachine.provide({ actors: { fetchList: calls.fetchWinners } }),
        activityList: activityListMachine.provide({ actors: { fetchList: calls.fetchActivities } }),
        carousel,
      },
    }),
  };
}
