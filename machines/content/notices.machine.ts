import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import type { Notice } from '../../models/entities';
import { watchCalendar } from '../core/page-signals';
import type { NoticesEvent } from '../core/events';
import { homeLeft, homeRegion } from '../core/home-region';

/**
 * Platform notices (spec §2 Home, §4): the list for the scrolling bar and the notices tab of
 * /message, and the notice popup of the home page, shown at most once per day — the day it was
 * shown is stored, and a stored date equal to today suppresses it.
 *
 * "Today" follows the player's clock: an injected calendar actor says which day it is at start,
 * at every midnight and when a hidden tab comes back, so a page left open overnight shows the
 * new day's popup (on home) and never compares with the day it was opened. The popup opens only
 * while the home page is on screen: the `home` region (`away`/`shown`, as the content owner's
 * `home.shown` says) beside the `list`.
 */
export interface NoticesInput {
  /** The date the popup was last shown, as stored (yyyy-MM-dd). */
  popupShownOn: string | null;
}

export interface NoticesContext {
  notices: Notice[];
  /** Today on the player's clock (yyyy-MM-dd), once the calendar said so. */
  today: string | null;
  popupShownOn: string | null;
}

export const noticesMachine = setup({
  types: { context: {} as NoticesContext, events: {} as NoticesEvent, input: {} as NoticesInput },
  actors: {
    watchCalendar,
    fetchNotices: fromPromise<Notice[], void>(async () => {
      throw new Error('notices: the fetchNotices actor must be provided');
    }),
  },
  actions: {
    storePopupDate: (_, _params: { date: string }) => {},
    noteDay: assign({ today: (_, params: { day: string }) => params.day }),
  },
  guards: {
    /** On home, a notice to show on a day it was not shown yet. */
    popupDue: and([stateIn({ home: 'shown' }), ({ context }) => context.notices.length > 0 && context.today !== null && context.popupShownOn !== context.today]),
  },
}).createMachine({
  id: 'notices',
  context: ({ input }) => ({ notices: [], today: null, popupShownOn: input.popupShownOn }),
  invoke: { src: 'watchCalendar' },
  on: { 'calendar.day': { actions: { type: 'noteDay', params: ({ event }) => ({ day: event.day }) } } },
  type: 'parallel',
  states: {
    home: homeRegion,
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchNotices',
            onDone: { target: 'ready', actions: assign({ notices: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        ready: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'popupDue', target: 'popup' }, { target: 'quiet' }] },
            popup: {
              description: 'The daily notice popup is open.',
              tags: ['popup'],
              entry: [
                assign({ popupShownOn: ({ context }) => context.today }),
                { type: 'storePopupDate', params: ({ context }) => ({ date: context.today ?? '' }) },
              ],
              on: {
                'notices.popup.close': 'quiet',
                // Leaving home closes it; it was shown today, so it stays closed today.
                'home.shown': { guard: homeLeft, target: 'quiet' },
              },
            },
            quiet: {
              // A new day (the page stayed open past midnight) or a visit of home: due again?
              on: {
                'calendar.day': { target: 'deciding', actions: { type: 'noteDay', params: ({ event }) => ({ day: event.day }) } },
                'home.shown': 'deciding',
              },
            },
          },
          on: { 'notices.reload': '#notices.list.loading' },
        },
        failed: { description: 'The notices could not be loaded: the list offers a retry.', tags: ['failed'], on: { 'notices.reload': 'loading' } },
      },
    },
  },
});

export type NoticesMachine = typeof noticesMachine;
