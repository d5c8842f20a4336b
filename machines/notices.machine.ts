import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../models/entities';

/**
 * Platform notices (spec §2 Home, §4): the list for the scrolling bar, and the notice popup,
 * shown at most once per day — the day it was shown is stored, and a stored date equal to
 * today suppresses it.
 */
export interface NoticesInput {
  /** Today's local date, yyyy-MM-dd. */
  today: string;
  /** The date the popup was last shown, as stored. */
  popupShownOn: string | null;
}

export interface NoticesContext {
  notices: Notice[];
  today: string;
  popupShownOn: string | null;
}

export type NoticesEvent = { type: 'notices.reload' } | { type: 'notices.popup.close' };

export const noticesMachine = setup({
  types: { context: {} as NoticesContext, events: {} as NoticesEvent, input: {} as NoticesInput },
  actors: {
    fetchNotices: fromPromise<Notice[], void>(async () => {
      throw new Error('notices: the fetchNotices actor must be provided');
    }),
  },
  actions: {
    storePopupDate: (_, _params: { date: string }) => {},
  },
  guards: {
    popupDue: ({ context }) => context.notices.length > 0 && context.popupShownOn !== context.today,
  },
}).createMachine({
  id: 'notices',
  context: ({ input }) => ({ notices: [], today: input.today, popupShownOn: input.popupShownOn }),
  initial: 'loading',
  states: {
    loading: {
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
          entry: [
            assign({ popupShownOn: ({ context }) => context.today }),
            { type: 'storePopupDate', params: ({ context }) => ({ date: context.today }) },
          ],
          on: { 'notices.popup.close': 'quiet' },
        },
        quiet: {},
      },
      on: { 'notices.reload': '#notices.loading' },
    },
    failed: { on: { 'notices.reload': 'loading' } },
  },
});
