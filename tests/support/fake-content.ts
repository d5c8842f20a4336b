import dayjs from 'dayjs';
import { fromCallback, type PromiseActorLogic, type SimulatedClock } from 'xstate';
import type { AppCalls } from '../../machines/app/services';
import type { ContentCalls } from '../../machines/content/content-services';
import type { DayChanged, VisibilityChanged } from '../../machines/core/page-signals';
import type { Activity, Banner, PersonalMessage, Winner } from '../../models/content';
import type { User } from '../../models/entities';
import { apiFailure, EPOCH } from './fake-basics';
import type { InboxCalls } from '../../machines/inbox/services';

/**
 * The content calls of the fake platform (tests/support/fake-platform.ts): the player's messages
 * with their read state and gifts, banners, the winners feed and promotions, following the
 * reference server's rules (models/content.ts, docs/api.md "Content"); and the page signals the
 * content actors watch — the tab's visibility (`setVisible`) and the day on the platform's
 * SimulatedClock from EPOCH (local time), which changes at each midnight.
 */
export interface FakeContentState {
  messages: PersonalMessage[];
  banners: Banner[];
  winners: Winner[];
  activities: Activity[];
  /** What `storeConfirmedMessage` kept ("localStorage"). */
  confirmedMessage: number | null;
  /** The tab is visible; change it with `setVisible`. */
  visible: boolean;
  /** The visibility watchers now running. */
  watchers: Set<(visible: boolean) => void>;
}

export function fakeContentState(): FakeContentState {
  return { messages: [], banners: [], winners: [], activities: [], confirmedMessage: null, visible: true, watchers: new Set() };
}

/** The local day at simulated time `ms` (yyyy-MM-dd). */
export const dayAt = (ms: number) => dayjs(EPOCH + ms).format('YYYY-MM-DD');
/** Simulated ms from `ms` to the next local midnight. */
export const msToMidnight = (ms: number) => dayjs(EPOCH + ms).add(1, 'day').startOf('day').valueOf() - (EPOCH + ms);

/** Hides or shows the tab for every visibility watcher. */
export function setVisible(content: FakeContentState, visible: boolean): void {
  content.visible = visible;
  for (const watcher of content.watchers) watcher(visible);
}

export const message = (id: number, title: string, extra: Partial<PersonalMessage> = {}): PersonalMessage => ({
  id,
  title,
  content: `<p>${title}</p>`,
  createTime: '2026-11-22 12:00:00',
  status: 0,
  lang: 'zh-CN',
  coin: 0,
  coinClaimed: false,
  ...extra,
});

type ContentPromiseCall = 'fetchMessages' | 'readMessage' | 'claimMessageCoin' | 'fetchBanners' | 'fetchWinners' | 'fetchActivities';
type InputOf<K extends ContentPromiseCall> = AppCalls[K] extends PromiseActorLogic<infer _O, infer I> ? I : never;
type OutputOf<K extends ContentPromiseCall> = AppCalls[K] extends PromiseActorLogic<infer O, infer _I> ? O : never;
export type FakeContentCall = <K extends ContentPromiseCall>(name: K, run: (input: InputOf<K>) => OutputOf<K>) => AppCalls[K];

interface World {
  user: User;
  content: FakeContentState;
}

export function fakeContentCalls(call: FakeContentCall, world: World, clock: SimulatedClock): ContentCalls & InboxCalls {
  const { content } = world;
  const unread = () => content.messages.filter((m) => m.status === 0).length;
  const own = (id: number) => {
    const found = content.messages.find((m) => m.id === id);
    if (!found) throw apiFailure(1);
    return found;
  };
  return {
    fetchMessages: call('fetchMessages', () => ({ list: content.messages.map((m) => ({ ...m })), total: content.messages.length, readCount: unread() })),
    readMessage: call('readMessage', ({ id }) => {
      own(id).status = 1;
      return { id, status: 1 as const, readCount: unread() };
    }),
    claimMessageCoin: call('claimMessageCoin', ({ id }) => {
      const found = own(id);
      if (found.coin <= 0) throw apiFailure(1);
      if (!found.coinClaimed) world.user.balance += found.coin;
      found.coinClaimed = true;
      found.status = 1;
      return { id, coin: found.coin, coinClaimed: true as const, balance: world.user.balance, readCount: unread() };
    }),
    fetchBanners: call('fetchBanners', () => content.banners.map((b) => ({ ...b }))),
    fetchWinners: call('fetchWinners', () => content.winners.slice(0, 20).map((w) => ({ ...w }))),
    fetchActivities: call('fetchActivities', () => content.activities.map((a) => ({ ...a }))),
    watchVisibility: fromCallback<{ type: 'noop' }, void>(({ sendBack }) => {
      const watcher = (visible: boolean) => sendBack({ type: 'page.visibility', visible } satisfies VisibilityChanged);
      content.watchers.add(watcher);
      watcher(content.visible);
      return () => void content.watchers.delete(watcher);
    }),
    watchCalendar: fromCallback<{ type: 'noop' }, void>(({ sendBack }) => {
      let id: ReturnType<SimulatedClock['setTimeout']> | undefined;
      const report = () => {
        sendBack({ type: 'calendar.day', day: dayAt(clock.now()) } satisfies DayChanged);
        id = clock.setTimeout(report, msToMidnight(clock.now()));
      };
      report();
      return () => {
        if (id !== undefined) clock.clearTimeout(id);
      };
    }),
  };
}

export function fakeContentEffects(content: FakeContentState) {
  return {
    storeConfirmedMessage: (id: number) => void (content.confirmedMessage = id),
  };
}
