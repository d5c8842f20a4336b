import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { carouselView, tickerStepMs, WINNERS_SPEED_PX_PER_FRAME } from '../../machines/content/carousel-view';
import { carouselMachine, SLIDE_MS } from '../../machines/content/carousel.machine';
import { ContentActorId, WINNER_ROW_PX } from '../../machines/content/content.machine';
import { messagesStatus, openPopupMessage } from '../../machines/inbox/messages-view';
import type { Notice } from '../../models/entities';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';
import { eventually, until, untilState } from '../paths/wait';
import { dayAt, message, msToMidnight, setVisible } from '../support/fake-content';

const notice = (id: number, title: string): Notice => ({ id, title, content: `<p>${title}</p>`, createTime: '2026-11-22 10:00:00', status: 0 });

/** The content actors inside the whole root system on the fake platform and a SimulatedClock. */
function start(options: Parameters<typeof startAppSystem>[0] = {}) {
  const sys = startAppSystem(options);
  const noticePopupOpen = () => (sys.get('notices').getSnapshot() as { hasTag(tag: string): boolean }).hasTag('popup');
  /** The home lists have answered (the popups decide at once, by event). */
  const homeListsIn = () => Promise.all([ContentActorId.banners, ContentActorId.winners].map((id) => until(sys.get(id), (list) => !list.hasTag('loading'))));
  const showHome = async () => {
    sys.get('content').send({ type: 'content.show', page: 'home' });
    await homeListsIn();
  };
  const leaveHome = async () => {
    sys.get('content').send({ type: 'content.hide', page: 'home' });
    await eventually(() => sys.get(ContentActorId.banners) === undefined, 'the home actors to stop');
  };
  /** A member's messages actor (its chunk loads after the login) has its list and nothing on its way. */
  const messagesSettled = async () => {
    await eventually(() => sys.get('messages') !== undefined, 'the messages actor', 10_000);
    await until(sys.get('messages'), (messages) => messages.matches({ player: { member: { list: 'ready', reads: 'idle', claim: 'idle' } } }));
  };
  /** The system has started: the notices are in, the session is known, a member's messages are in. */
  const started = async () => {
    await until(sys.get('notices'), (notices) => !notices.hasTag('loading'));
    if (options.loggedIn === false) return void (await untilState(sys.get('session'), 'anonymous'));
    await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
    await messagesSettled();
  };
  return { ...sys, noticePopupOpen, showHome, leaveHome, started, messagesSettled };
}

const messagesOf = (sys: StartedAppSystem) => sys.app.getSnapshot().children.messages!.getSnapshot();

describe('notice popup: once a day, on the clock', () => {
  it('shows on home once a day, and again on the next day when the page stays open past midnight', async () => {
    const stored: string[] = [];
    const sys = start({
      prepare: (platform) => {
        platform.state.notices = [notice(1, '维护公告')];
        platform.input.notices.popupShownOn = '2026-11-22';
        platform.effects.storePopupDate = (date) => void stored.push(date);
      },
    });
    await sys.started();
    const today = dayAt(sys.clock.now());
    expect(today).toBe('2026-11-23');
    // Only home shows it.
    expect(sys.noticePopupOpen()).toBe(false);
    await sys.showHome();
    expect(sys.noticePopupOpen()).toBe(true);
    expect(stored).toEqual([today]);
    sys.get('notices').send({ type: 'notices.popup.close' });
    // Leaving and coming back the same day: nothing.
    await sys.leaveHome();
    await sys.showHome();
    expect(sys.noticePopupOpen()).toBe(false);
    // The page stays on home past midnight: the new day's popup.
    await sys.advance(msToMidnight(sys.clock.now()) - 1000, 60_000);
    expect(sys.noticePopupOpen()).toBe(false);
    await sys.advance(2000);
    expect(sys.noticePopupOpen()).toBe(true);
    expect(stored).toEqual([today, '2026-11-24']);
    sys.get('notices').send({ type: 'notices.popup.close' });
    await sys.advance(3 * 3600_000, 60_000);
    expect(sys.noticePopupOpen()).toBe(false);
  });

  it('a day that turns while the player is elsewhere shows the popup on the next visit of home, not before', async () => {
    const sys = start({ prepare: (platform) => void (platform.state.notices = [notice(1, '维护公告')]) });
    await sys.started();
    // Shown today already (the platform's default): nothing on home.
    await sys.showHome();
    expect(sys.noticePopupOpen()).toBe(false);
    await sys.leaveHome();
    await sys.advance(msToMidnight(sys.clock.now()) + 5000, 60_000);
    expect(sys.noticePopupOpen()).toBe(false);
    await sys.showHome();
    expect(sys.noticePopupOpen()).toBe(true);
    // Leaving home closes it, and it stays closed that day.
    await sys.leaveHome();
    expect(sys.noticePopupOpen()).toBe(false);
    await sys.showHome();
    expect(sys.noticePopupOpen()).toBe(false);
  });

  it('no notices, no popup', async () => {
    const sys = start({ prepare: (platform) => void (platform.input.notices.popupShownOn = null) });
    await sys.started();
    await sys.showHome();
    expect(sys.noticePopupOpen()).toBe(false);
  });
});

describe('carousels and tickers', () => {
  function carousel(stepMs: number | null = SLIDE_MS, motion = true) {
    const clock = new SimulatedClock();
    const watchers = new Set<(visible: boolean) => void>();
    const machine = carouselMachine.provide({
      actors: {
        watchVisibility: fromCallback<{ type: 'noop' }, void>(({ sendBack }) => {
          const watcher = (visible: boolean) => sendBack({ type: 'page.visibility', visible });
          watchers.add(watcher);
          watcher(true);
          return () => void watchers.delete(watcher);
        }),
      },
      guards: { motionAllowed: () => motion },
    });
    const actor = createActor(machine, { input: { stepMs }, clock }).start();
    const view = () => carouselView(actor.getSnapshot());
    const setVisibility = (visible: boolean) => watchers.forEach((watcher) => watcher(visible));
    return { actor, clock, view, setVisibility, watchers };
  }

  it('moves one step every 5 s; a step by hand gives the next slide its full 5 s', () => {
    const c = carousel();
    expect(c.view()).toEqual({ step: 0, moving: true, paused: false });
    c.clock.increment(4999);
    expect(c.view().step).toBe(0);
    c.clock.increment(1);
    expect(c.view().step).toBe(1);
    c.clock.increment(2000);
    c.actor.send({ type: 'carousel.next' });
    expect(c.view().step).toBe(2);
    c.clock.increment(4999);
    expect(c.view().step).toBe(2);
    c.clock.increment(1);
    expect(c.view().step).toBe(3);
    c.actor.send({ type: 'carousel.previous' });
    c.actor.send({ type: 'carousel.goTo', step: 7 });
    expect(c.view().step).toBe(7);
  });

  it('pauses while the tab is hidden and goes on when it is shown again', () => {
    const c = carousel();
    c.clock.increment(3000);
    c.setVisibility(false);
    expect(c.view().moving).toBe(false);
    c.clock.increment(60_000);
    expect(c.view().step).toBe(0);
    c.setVisibility(true);
    expect(c.view().moving).toBe(true);
    c.clock.increment(5000);
    expect(c.view().step).toBe(1);
  });

  it('holds still while pointed at or focused, and while paused by the player', () => {
    const c = carousel();
    c.actor.send({ type: 'carousel.engage' });
    c.clock.increment(20_000);
    expect(c.view()).toEqual({ step: 0, moving: false, paused: false });
    c.actor.send({ type: 'carousel.release' });
    c.actor.send({ type: 'carousel.pause' });
    c.clock.increment(20_000);
    expect(c.view()).toEqual({ step: 0, moving: false, paused: true });
    c.actor.send({ type: 'carousel.play' });
    c.clock.increment(5000);
    expect(c.view()).toEqual({ step: 1, moving: true, paused: false });
  });

  it('starts paused under reduced motion; playing is the player’s choice', () => {
    const c = carousel(SLIDE_MS, false);
    c.clock.increment(20_000);
    expect(c.view()).toEqual({ step: 0, moving: false, paused: true });
    c.actor.send({ type: 'carousel.play' });
    c.clock.increment(5000);
    expect(c.view().step).toBe(1);
  });

  it('a continuous ticker has no steps: it is moving or still, and stops its watcher when stopped', () => {
    const c = carousel(null);
    expect(c.view().moving).toBe(true);
    c.clock.increment(60_000);
    expect(c.view().step).toBe(0);
    c.setVisibility(false);
    expect(c.view().moving).toBe(false);
    c.actor.stop();
    expect(c.watchers.size).toBe(0);
  });

  it('the winners list moves a row at 0.5 px a frame', () => {
    expect(WINNERS_SPEED_PX_PER_FRAME).toBe(0.5);
    // 56 px at 30 px/s.
    expect(tickerStepMs(WINNER_ROW_PX)).toBe(1867);
  });

  it('home spawns its carousels while shown; hiding the tab pauses every one of them', async () => {
    const sys = start();
    await sys.started();
    const ids = [ContentActorId.bannerCarousel, ContentActorId.prizeCarousel, ContentActorId.winnerTicker, ContentActorId.noticeTicker];
    expect(ids.map((id) => sys.get(id))).toEqual([undefined, undefined, undefined, undefined]);
    await sys.showHome();
    const moving = () => ids.map((id) => (sys.get(id).getSnapshot() as { hasTag(tag: string): boolean }).hasTag('moving'));
    expect(moving()).toEqual([true, true, true, true]);
    setVisible(sys.platform.state.content, false);
    expect(moving()).toEqual([false, false, false, false]);
    await sys.advance(10_000);
    expect(carouselView(sys.get(ContentActorId.bannerCarousel).getSnapshot()).step).toBe(0);
    setVisible(sys.platform.state.content, true);
    await sys.advance(5000);
    expect(carouselView(sys.get(ContentActorId.bannerCarousel).getSnapshot()).step).toBe(1);
    expect(carouselView(sys.get(ContentActorId.prizeCarousel).getSnapshot()).step).toBe(1);
    await sys.leaveHome();
    expect(ids.map((id) => sys.get(id))).toEqual([undefined, undefined, undefined, undefined]);
    expect(sys.platform.state.content.watchers.size).toBe(0);
  });

  it('home loads the banners once and the winners every minute while shown', async () => {
    const sys = start();
    await sys.started();
    await sys.showHome();
    const count = (name: string) => sys.platform.state.calls.filter((call) => call === name).length;
    expect([count('fetchBanners'), count('fetchWinners')]).toEqual([1, 1]);
    await sys.advance(60_000, 5000);
    expect([count('fetchBanners'), count('fetchWinners')]).toEqual([1, 2]);
    await sys.leaveHome();
    await sys.advance(180_000, 10_000);
    expect(count('fetchWinners')).toBe(2);
  });
});

describe('messages: read state, badge and the home popup', () => {
  const twoUnread = (sys: { platform: StartedAppSystem['platform'] }) => {
    sys.platform.state.content.messages = [message(2, '奖励到账'), message(1, '欢迎加入'), message(0, '旧消息', { status: 1 })];
  };

  it('the badge is the server’s readCount; reading drops it at once and the server learns it', async () => {
    const sys = start({ prepare: (platform) => twoUnread({ platform }) });
    await sys.started();
    expect(messagesStatus(messagesOf(sys))).toBe('ready');
    expect(messagesOf(sys).context.readCount).toBe(2);
    const release = sys.platform.hold('readMessage');
    sys.get('messages').send({ type: 'messages.read', id: 1 });
    // At once, before the server answered.
    expect(messagesOf(sys).context.readCount).toBe(1);
    expect(messagesOf(sys).context.messages.find((m) => m.id === 1)?.status).toBe(1);
    release();
    await sys.messagesSettled();
    expect(sys.platform.inputsOf('readMessage')).toEqual([{ id: 1 }]);
    expect(sys.platform.state.content.messages.find((m) => m.id === 1)?.status).toBe(1);
    // Reading it again, or a read one, sends nothing.
    sys.get('messages').send({ type: 'messages.read', id: 1 });
    sys.get('messages').send({ type: 'messages.read', id: 0 });
    await sys.messagesSettled();
    expect(sys.platform.inputsOf('readMessage')).toHaveLength(1);
    expect(messagesOf(sys).context.readCount).toBe(1);
  });

  it('a read the server refuses shows the message unread again', async () => {
    const sys = start({ prepare: (platform) => twoUnread({ platform }) });
    await sys.started();
    sys.platform.failNext('readMessage', 1);
    sys.get('messages').send({ type: 'messages.read', id: 2 });
    expect(messagesOf(sys).context.readCount).toBe(1);
    await until(sys.get('messages'), (messages) => messages.context.pendingReads.length === 0);
    expect(messagesOf(sys).context.readCount).toBe(2);
    expect(messagesOf(sys).context.messages.find((m) => m.id === 2)?.status).toBe(0);
  });

  it('a refresh keeps the reads still on their way', async () => {
    const sys = start({ prepare: (platform) => twoUnread({ platform }) });
    await sys.started();
    const release = sys.platform.hold('readMessage');
    sys.get('messages').send({ type: 'messages.read', id: 2 });
    sys.get('messages').send({ type: 'messages.reload' });
    await until(sys.get('messages'), (messages) => messages.matches({ player: { member: { list: 'ready' } } }));
    expect(messagesOf(sys).context.readCount).toBe(1);
    expect(messagesOf(sys).context.messages.find((m) => m.id === 2)?.status).toBe(1);
    release();
    await sys.messagesSettled();
    expect(messagesOf(sys).context.readCount).toBe(1);
  });

  it('new messages reach the badge within a minute', async () => {
    const sys = start();
    await sys.started();
    expect(messagesOf(sys).context.readCount).toBe(0);
    sys.platform.state.content.messages = [message(5, '新消息')];
    await sys.advance(60_000, 5000);
    expect(messagesOf(sys).context.readCount).toBe(1);
  });

  it('the home popup offers the first unread message; confirming stores its id and reads it', async () => {
    const sys = start({ prepare: (platform) => twoUnread({ platform }) });
    await sys.started();
    expect(openPopupMessage(messagesOf(sys))).toBeNull();
    await sys.showHome();
    expect(openPopupMessage(messagesOf(sys))?.id).toBe(2);
    sys.get('messages').send({ type: 'messages.popup.confirm' });
    await sys.messagesSettled();
    expect(openPopupMessage(messagesOf(sys))).toBeNull();
    expect(sys.platform.state.content.confirmedMessage).toBe(2);
    expect(sys.platform.inputsOf('readMessage')).toEqual([{ id: 2 }]);
    expect(messagesOf(sys).context.readCount).toBe(1);
    // The next visit offers the next unread one.
    await sys.leaveHome();
    await sys.showHome();
    expect(openPopupMessage(messagesOf(sys))?.id).toBe(1);
    // Closing without confirming: not again while the page lives, and nothing stored or read.
    sys.get('messages').send({ type: 'messages.popup.close' });
    await sys.leaveHome();
    await sys.showHome();
    expect(openPopupMessage(messagesOf(sys))).toBeNull();
    expect(sys.platform.state.content.confirmedMessage).toBe(2);
    expect(sys.platform.inputsOf('readMessage')).toHaveLength(1);
  });

  it('home shown before the messages actor exists: the app tells it by event, and it starts knowing (no snapshot read)', async () => {
    const sys = start({ prepare: (platform) => twoUnread({ platform }) });
    sys.get('content').send({ type: 'content.show', page: 'home' });
    expect(sys.get('messages')).toBeUndefined();
    expect(sys.app.getSnapshot().matches({ home: 'shown' })).toBe(true);
    await sys.started();
    expect(openPopupMessage(messagesOf(sys))?.id).toBe(2);
    await sys.leaveHome();
    expect(sys.app.getSnapshot().matches({ home: 'away' })).toBe(true);
    expect(openPopupMessage(messagesOf(sys))).toBeNull();
  });

  it('a stored confirmed id suppresses that message’s popup', async () => {
    const sys = start({
      prepare: (platform) => {
        twoUnread({ platform });
        platform.input.messages.confirmedPopupId = 2;
      },
    });
    await sys.started();
    await sys.showHome();
    expect(openPopupMessage(messagesOf(sys))).toBeNull();
  });

  it('visitors have no messages actor (its chunk loads at a login); members go to the tab; a logout leaves it a visitor', async () => {
    const sys = start({ loggedIn: false, prepare: (platform) => twoUnread({ platform }) });
    await sys.started();
    // A visitor's views show no messages and send a tab request to the login dialog (content-hooks).
    expect(sys.app.getSnapshot().children.messages).toBeUndefined();
    expect(sys.platform.state.calls).not.toContain('fetchMessages');
    // Home shown before the actor exists: it starts knowing, so the popup opens once the list is in.
    sys.get('content').send({ type: 'content.show', page: 'home' });
    sys.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
    await sys.messagesSettled();
    expect(messagesOf(sys).context.readCount).toBe(2);
    expect(openPopupMessage(messagesOf(sys))?.id).toBe(2);
    sys.get('messages').send({ type: 'messages.tab.open' });
    expect(sys.platform.effects.navigations).toContain('/message?tab=messages');
    sys.get('content').send({ type: 'content.hide', page: 'home' });
    sys.get('session').send({ type: 'session.logout' });
    await untilState(sys.get('messages'), { player: 'visitor' });
    expect(messagesStatus(messagesOf(sys))).toBe('visitor');
    expect(messagesOf(sys).context.readCount).toBe(0);
  });

  it('claims a message’s gift once, reads it and refreshes the balance', async () => {
    const sys = start({ prepare: (platform) => void (platform.state.content.messages = [message(9, '礼金', { coin: 1888 })]) });
    await sys.started();
    const before = sys.platform.state.user.balance;
    sys.get('messages').send({ type: 'messages.claim', id: 9 });
    await sys.messagesSettled();
    expect(sys.platform.state.user.balance).toBe(before + 1888);
    expect(messagesOf(sys).context.messages[0]).toMatchObject({ status: 1, coinClaimed: true });
    expect(messagesOf(sys).context.readCount).toBe(0);
    expect(sys.app.getSnapshot().context.toasts.map((t) => t.messageKey)).toContain('content:messages.claimed');
    sys.get('messages').send({ type: 'messages.claim', id: 9 });
    await sys.messagesSettled();
    expect(sys.platform.inputsOf('claimMessageCoin')).toHaveLength(1);
    expect(sys.platform.state.calls.filter((c) => c === 'fetchUser').length).toBeGreaterThan(1);
  });
});
