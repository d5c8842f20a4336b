import { fromCallback, type CallbackActorLogic } from 'xstate';

/**
 * What machines learn from the page around them, as events (so the journal records them and a
 * replay needs no page): whether the tab is visible, and which day it is on the player's clock.
 * Both are callback actors a machine invokes; the real ones (src/app/content-services.ts) watch
 * the document and the wall clock, tests drive them on a SimulatedClock. The defaults here are
 * a page that is always visible and never learns the day.
 */

/** Sent at once and whenever the tab is hidden or shown again. */
export type VisibilityChanged = { type: 'page.visibility'; visible: boolean };

/** Sent at once, at every local midnight, and when a hidden tab is shown again: today as yyyy-MM-dd. */
export type DayChanged = { type: 'calendar.day'; day: string };

/** The logic of a page signal: a callback actor that only sends (it takes no events and no input). */
export type PageSignalLogic = CallbackActorLogic<{ type: 'noop' }, void>;

export const watchVisibility: PageSignalLogic = fromCallback<{ type: 'noop' }, void>(({ sendBack }) => {
  sendBack({ type: 'page.visibility', visible: true } satisfies VisibilityChanged);
});

export const watchCalendar: PageSignalLogic = fromCallback<{ type: 'noop' }, void>(() => undefined);
