import { useSelector } from './use-selector';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { carouselView, type CarouselView } from '../../machines/content/carousel-view';
import type { CarouselMachine } from '../../machines/content/carousel.machine';
import { contentListStatus, type ContentListMachine } from '../../machines/content/content-list.machine';
import type { ContentPage } from '../../machines/content/content.machine';
import { MESSAGES_TAB_HREF } from '../../machines/inbox/messages-input';
import { messagesStatus, openPopupMessage, type MessagesView } from '../../machines/inbox/messages-view';
import type { Activity, Banner, PersonalMessage, Winner } from '../../models/content';
import { useAppChild, useSession } from './hooks';
import { useRuntime } from './system';
import { tagOf } from './tag-of';

/**
 * Hooks of the content screens: home's banners, carousels and winners, the messages with their
 * badge and popup, and the promotions. A screen says it is on screen (`content.show`) and renders
 * the actors the content owner spawned for it. The messages actor starts once a player is logged
 * in (its chunk loads then); until it is there the views show no messages, a zero badge, no popup.
 */

/** The messages actor, or undefined before a login has loaded it. */
const useMessagesRef = () => useSelector(useRuntime().actor, (s) => s.children.messages);

export type CarouselRef = ActorRefFrom<CarouselMachine>;

/** Tells the content owner a content screen is shown, and that it left. */
export function useContentScreen(page: ContentPage): void {
  const content = useAppChild('content');
  useEffect(() => {
    content.send({ type: 'content.show', page });
    return () => content.send({ type: 'content.hide', page });
  }, [content, page]);
}

const stillView: CarouselView = { step: 0, moving: false, paused: false };

/** A carousel or ticker: where it is and whether it moves, and the events it takes. */
export function useCarousel(ref: CarouselRef | undefined) {
  const view = useSelector(ref, (s) => (s ? carouselView(s) : stillView)) ?? stillView;
  const step = view.step;
  const moving = view.moving;
  const paused = view.paused;
  return useMemo(() => {
    const send = (event: Parameters<CarouselRef['send']>[0]) => ref?.send(event);
    return {
      /** The carousel's actor runs (home spawns it when shown): until then a pause button would do nothing. */
      live: ref !== undefined,
      step,
      moving,
      paused,
      next: () => send({ type: 'carousel.next' }),
      previous: () => send({ type: 'carousel.previous' }),
      goTo: (target: number) => send({ type: 'carousel.goTo', step: target }),
      togglePause: () => send({ type: paused ? 'carousel.play' : 'carousel.pause' }),
      engage: () => send({ type: 'carousel.engage' }),
      release: () => send({ type: 'carousel.release' }),
    };
  }, [ref, step, moving, paused]);
}

export function useHomeCarousels() {
  const content = useAppChild('content');
  const banners = useSelector(content, (s) => s.children.bannerCarousel);
  const prizes = useSelector(content, (s) => s.children.prizeCarousel);
  const winners = useSelector(content, (s) => s.children.winnerTicker);
  const notices = useSelector(content, (s) => s.children.noticeTicker);
  return { banners, prizes, winners, notices };
}

export interface ContentListState<T> {
  status: 'loading' | 'ready' | 'failed';
  items: T[];
  retry(): void;
}

function useContentList<T>(ref: ActorRefFrom<ContentListMachine<T>> | undefined): ContentListState<T> {
  const status = useSelector(ref, (s) => (s ? contentListStatus(s) : 'loading')) ?? 'loading';
  const items = useSelector(ref, (s) => s?.context.items) ?? EMPTY;
  return useMemo(() => ({ status, items: items as T[], retry: () => ref?.send({ type: 'content.retry' }) }), [ref, status, items]);
}

const EMPTY: never[] = [];

export function useBanners(): ContentListState<Banner> {
  return useContentList(useSelector(useAppChild('content'), (s) => s.children.banners));
}

export function useWinners(): ContentListState<Winner> {
  return useContentList(useSelector(useAppChild('content'), (s) => s.children.winners));
}

export function useActivities(): ContentListState<Activity> {
  return useContentList(useSelector(useAppChild('content'), (s) => s.children.activities));
}

/** The main menu's badge: unread messages (0 for visitors). */
export function useUnreadCount(): number {
  return useSelector(useMessagesRef(), (s) => s?.context.readCount ?? 0);
}

export function useMessages(): MessagesView & { read(id: number): void; claim(id: number): void; retry(): void; openTab(): void } {
  const ref = useMessagesRef();
  const app = useRuntime().actor;
  const { isLoggedIn } = useSession();
  const status = useSelector(ref, (s) => (s ? messagesStatus(s) : isLoggedIn ? 'loading' : 'visitor'));
  const messages = useSelector(ref, (s) => s?.context.messages ?? noMessages);
  const readCount = useSelector(ref, (s) => s?.context.readCount ?? 0);
  const claiming = useSelector(ref, (s) => s?.context.claiming ?? null);
  const navigate = useNavigate();
  return useMemo(
    () => ({
      status,
      messages,
      readCount,
      claiming,
      read: (id: number) => ref?.send({ type: 'messages.read', id }),
      claim: (id: number) => ref?.send({ type: 'messages.claim', id }),
      retry: () => ref?.send({ type: 'messages.reload' }),
      // A visitor asking for the messages tab gets the login dialog (§6), as the actor would do.
      openTab: () => (ref ? ref.send({ type: 'messages.tab.open' }) : isLoggedIn ? navigate(MESSAGES_TAB_HREF) : app.send({ type: 'ui.auth.openLogin' })),
    }),
    [ref, app, navigate, isLoggedIn, status, messages, readCount, claiming],
  );
}

const noMessages: PersonalMessage[] = [];

export function useMessagePopup(): { message: PersonalMessage | null; confirm(): void; close(): void } {
  const ref = useMessagesRef();
  const message = useSelector(ref, (s) => (s ? openPopupMessage(s) : null));
  return useMemo(
    () => ({
      message,
      confirm: () => ref?.send({ type: 'messages.popup.confirm' }),
      close: () => ref?.send({ type: 'messages.popup.close' }),
    }),
    [ref, message],
  );
}

/** The notices of /message, with a retry when they could not be loaded. */
export function useNoticeList() {
  const ref = useAppChild('notices');
  const notices = useSelector(ref, (s) => s.context.notices);
  const status = useSelector(ref, (s) => tagOf(s, ['loading', 'failed'], 'ready'));
  return useMemo(() => ({ notices, status, retry: () => ref.send({ type: 'notices.reload' }) }), [ref, notices, status]);
}
