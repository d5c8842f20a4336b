import { fromCallback, fromPromise } from 'xstate';
import type { ContentCalls } from '../../machines/content/content-services';
import type { InboxCalls, InboxEffects } from '../../machines/inbox/services';
import type { DayChanged, VisibilityChanged } from '../../machines/core/page-signals';
import { formatRequestDate } from '../../models/dates';
import type { ApiClient } from '../api/client';
import * as contentApi from '../api/endpoints/content';
import { newIdempotencyKey } from '../api/idempotency';
import type { RuntimeConfig } from '../config/env';

/** Messages fetched (the server's default page): every message a player keeps, newest first. */
export const MESSAGES_PAGE_SIZE = 50;

/**
 * The real calls and page effects of the content actors (part of src/app/services.ts): messages,
 * banners, winners and promotions on the transport, the tab's visibility and the day on the
 * player's clock from the document, and the confirmed message popup in local storage.
 */
export function contentCalls(api: ApiClient, config: RuntimeConfig, doc: Document = document): ContentCalls & InboxCalls {
  return {
    fetchMessages: fromPromise(({ signal }) => contentApi.messageList(api, { pageIndex: 1, pageSize: MESSAGES_PAGE_SIZE }, { signal })),
    // A read repeated changes nothing, and a failed one shows the message unread again: no toast.
    readMessage: fromPromise(({ input }) => contentApi.readMessage(api, input.id, { silent: true })),
    // One key per claim: the transport's retries of it are the same claim.
    claimMessageCoin: fromPromise(({ input }) => contentApi.messageCoin(api, input.id, newIdempotencyKey(), { silent: true })),
    fetchBanners: fromPromise(({ signal }) => contentApi.banners(api, config.platformId, { signal, silent: true })),
    fetchWinners: fromPromise(({ signal }) => contentApi.winners(api, { signal, silent: true })),
    fetchActivities: fromPromise(({ signal }) => contentApi.activityList(api, config.platformId, { signal })),
    watchVisibility: documentVisibility(doc),
    watchCalendar: wallCalendar(doc),
  };
}

const visible = (doc: Document) => doc.visibilityState !== 'hidden';

function documentVisibility(doc: Document) {
  return fromCallback<{ type: 'noop' }, void>(({ sendBack }) => {
    const report = () => sendBack({ type: 'page.visibility', visible: visible(doc) } satisfies VisibilityChanged);
    doc.addEventListener('visibilitychange', report);
    report();
    return () => doc.removeEventListener('visibilitychange', report);
  });
}

/** How often the day is looked at again (a timer to midnight may sleep with the computer). */
const DAY_CHECK_MS = 30_000;

function wallCalendar(doc: Document) {
  return fromCallback<{ type: 'noop' }, void>(({ sendBack }) => {
    let last = '';
    const check = () => {
      const day = formatRequestDate(new Date());
      if (day === last) return;
      last = day;
      sendBack({ type: 'calendar.day', day } satisfies DayChanged);
    };
    const onVisible = () => visible(doc) && check();
    const id = window.setInterval(check, DAY_CHECK_MS);
    doc.addEventListener('visibilitychange', onVisible);
    check();
    return () => {
      window.clearInterval(id);
      doc.removeEventListener('visibilitychange', onVisible);
    };
  });
}

const CONFIRMED_MESSAGE_KEY = 'fastdraw.messagePopupConfirmed';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

/** The message the player confirmed in the home popup (spec §4: its id is stored). */
export const confirmedMessageStore = {
  read(): number | null {
    const value = Number(safeLocalStorage()?.getItem(CONFIRMED_MESSAGE_KEY) ?? '');
    return Number.isInteger(value) && value > 0 ? value : null;
  },
  write(id: number): void {
    safeLocalStorage()?.setItem(CONFIRMED_MESSAGE_KEY, String(id));
  },
};

export function contentEffects(): InboxEffects {
  return { storeConfirmedMessage: (id) => confirmedMessageStore.write(id) };
}
