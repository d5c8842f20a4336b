import { enqueueActions, setup } from 'xstate';
import type { Activity, Banner, Winner } from '../../models/content';
import { carouselMachine, SLIDE_MS } from './carousel.machine';
import { createContentListMachine } from './content-list.machine';
import type { MessagesEvent } from '../core/events';
import type { NoticesEvent } from '../core/events';
import { systemTarget } from '../core/system';

/**
 * The owner of the content screens' actors (spec §2 "Home", "Activities"): the home page says
 * it is on screen with `content.show {page: 'home'}` and the owner spawns what home moves and
 * loads — the banner list and its carousel, the prize carousel (the catalogue's latest draws,
 * three at a time), the winners feed and its ticker, the notice bar's ticker — and tells the
 * notices and messages actors that home is shown, so their popups may open; `content.hide`
 * stops them all. /activity shows the promotions list the same way.
 */
export type ContentPage = 'home' | 'activity';

export type ContentEvent = { type: 'content.show'; page: ContentPage } | { type: 'content.hide'; page: ContentPage };

/** Height of one row of the winners list (px); the view draws rows this tall. */
export const WINNER_ROW_PX = 56;
/** The winners feed is fetched again while home is shown. */
export const WINNERS_REFRESH_MS = 60_000;

export const bannerListMachine = createContentListMachine<Banner>('bannerList');
export const winnerListMachine = createContentListMachine<Winner>('winnerList');
export const activityListMachine = createContentListMachine<Activity>('activityList');

/** System ids of the content screens' actors. */
export const ContentActorId = {
  banners: 'homeBanners',
  bannerCarousel: 'homeBannerCarousel',
  prizeCarousel: 'homePrizeCarousel',
  winners: 'homeWinners',
  winnerTicker: 'homeWinnerTicker',
  noticeTicker: 'homeNoticeTicker',
  activities: 'activities',
} as const;

const HOME_CHILDREN = ['banners', 'bannerCarousel', 'prizeCarousel', 'winners', 'winnerTicker', 'noticeTicker'] as const;

const homeShown = (shown: boolean) => ({ type: 'home.shown', shown }) as const;

export const contentMachine = setup({
  types: {
    events: {} as ContentEvent,
    children: {} as {
      banners: 'bannerList';
      bannerCarousel: 'carousel';
      prizeCarousel: 'carousel';
      winners: 'winnerList';
      winnerTicker: 'carousel';
      noticeTicker: 'carousel';
      activities: 'activityList';
    },
  },
  actors: { bannerList: bannerListMachine, winnerList: winnerListMachine, activityList: activityListMachine, carousel: carouselMachine },
  actions: {
    startHome: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('bannerList', { id: 'banners', systemId: ContentActorId.banners, input: { refreshMs: null } });
      enqueue.spawnChild('carousel', { id: 'bannerCarousel', systemId: ContentActorId.bannerCarousel, input: { stepMs: SLIDE_MS } });
      enqueue.spawnChild('carousel', { id: 'prizeCarousel', systemId: ContentActorId.prizeCarousel, input: { stepMs: SLIDE_MS } });
      enqueue.spawnChild('winnerList', { id: 'winners', systemId: ContentActorId.winners, input: { refreshMs: WINNERS_REFRESH_MS } });
      // The view scrolls the winners continuously at 0.5 px a frame (`tickerStepMs` per row) while this moves.
      enqueue.spawnChild('carousel', { id: 'winnerTicker', systemId: ContentActorId.winnerTicker, input: { stepMs: null } });
      enqueue.spawnChild('carousel', { id: 'noticeTicker', systemId: ContentActorId.noticeTicker, input: { stepMs: null } });
      enqueue.sendTo(systemTarget('notices'), homeShown(true) satisfies NoticesEvent);
      // The app passes it on to the messages actor when there is one (a player is logged in).
      enqueue.sendTo(systemTarget('app'), homeShown(true) satisfies MessagesEvent);
    }),
    stopHome: enqueueActions(({ enqueue }) => {
      for (const id of HOME_CHILDREN) enqueue.stopChild(id);
      enqueue.sendTo(systemTarget('notices'), homeShown(false) satisfies NoticesEvent);
      enqueue.sendTo(systemTarget('app'), homeShown(false) satisfies MessagesEvent);
    }),
    startActivities: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('activityList', { id: 'activities', systemId: ContentActorId.activities, input: { refreshMs: null } });
    }),
    stopActivities: enqueueActions(({ enqueue }) => enqueue.stopChild('activities')),
  },
  guards: {
    isHome: ({ event }) => event.page === 'home',
    isActivity: ({ event }) => event.page === 'activity',
  },
}).createMachine({
  id: 'content',
  type: 'parallel',
  states: {
    home: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'content.show': { guard: 'isHome', target: 'shown' } } },
        shown: {
          entry: 'startHome',
          exit: 'stopHome',
          on: { 'content.hide': { guard: 'isHome', target: 'hidden' } },
        },
      },
    },
    activity: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'content.show': { guard: 'isActivity', target: 'shown' } } },
        shown: {
          entry: 'startActivities',
          exit: 'stopActivities',
          on: { 'content.hide': { guard: 'isActivity', target: 'hidden' } },
        },
      },
    },
  },
});

export type ContentMachine = typeof contentMachine;
