import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { messagesStatus, openPopupMessage } from '../../machines/inbox/messages-view';
import { contentPaths } from '../paths/content.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { until, untilState } from '../paths/wait';
import { startAppSystem } from '../support/app-system';
import { message } from '../support/fake-content';

/**
 * Model-based paths (xstate/graph) over what the player sees, each driving the real machines:
 * the messages with their badge and the home popup as a player logs in and out, visits home,
 * confirms or closes the popup and reads messages on /message. (The carousel's paths are
 * generated from its machine: tests/machines/carousel.model.test.ts.)
 */

describe('messages — model-based paths', () => {
  /**
   * Two unread messages, 2 (newest) and 1; what the player sees of them. The popup offers the
   * first unread one unless it was confirmed (stored) or closed (until the page reloads or the
   * player logs out).
   */
  type Ctx = { unread: number[]; confirmed: number | null; dismissed: number | null };
  const popupDue = ({ context }: { context: Ctx }) => {
    const first = context.unread[0];
    return first !== undefined && first !== context.confirmed && first !== context.dismissed;
  };
  const model = createMachine({
    id: 'messagesModel',
    types: {} as { context: Ctx },
    context: { unread: [2, 1], confirmed: null, dismissed: null },
    initial: 'visitor',
    states: {
      visitor: { on: { login: 'member' } },
      member: {
        initial: 'away',
        on: { logout: { target: 'visitor', actions: assign({ dismissed: null }) } },
        states: {
          away: {
            on: {
              'home.visit': [{ guard: popupDue, target: 'popup' }, { target: 'home' }],
              'read.first': { guard: ({ context }) => context.unread.length > 0, actions: assign({ unread: ({ context }) => context.unread.slice(1) }) },
            },
          },
          popup: {
            on: {
              confirm: { target: 'home', actions: assign({ confirmed: ({ context }) => context.unread[0] ?? null, unread: ({ context }) => context.unread.slice(1) }) },
              close: { target: 'home', actions: assign({ dismissed: ({ context }) => context.unread[0] ?? null }) },
            },
          },
          home: { on: { 'home.leave': 'away' } },
        },
      },
    },
  });

  const paths = createTestModel(model).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem({
        loggedIn: false,
        prepare: (platform) => void (platform.state.content.messages = [message(2, '奖励到账'), message(1, '欢迎加入')]),
      });
      await untilState(sys.get('session'), 'anonymous');
      const snapshot = () => sys.app.getSnapshot().children.messages!.getSnapshot();
      /** The messages actor has its list and no read on its way. */
      const settled = () =>
        until(sys.get('messages'), (messages) => messages.matches({ player: { member: { list: 'ready', reads: 'idle' } } }) || messages.matches({ player: 'visitor' }));
      const expectBadge = (unread: number[]) => {
        expect(snapshot().context.readCount).toBe(unread.length);
        expect(snapshot().context.messages.filter((m) => m.status === 0).map((m) => m.id)).toEqual(unread);
      };
      await path.test({
        states: {
          visitor: () => {
            // Before the first login there is no messages actor at all (its chunk loads then).
            const child = sys.app.getSnapshot().children.messages?.getSnapshot();
            expect(child ? messagesStatus(child) : 'visitor').toBe('visitor');
            expect(child?.context.readCount ?? 0).toBe(0);
          },
          'member.away': (state) => {
            expectBadge(state.context.unread);
            expect(openPopupMessage(snapshot())).toBeNull();
          },
          'member.popup': (state) => {
            expectBadge(state.context.unread);
            expect(openPopupMessage(snapshot())?.id).toBe(state.context.unread[0]);
          },
          'member.home': (state) => {
            expectBadge(state.context.unread);
            expect(openPopupMessage(snapshot())).toBeNull();
          },
        },
        events: {
          login: async () => {
            sys.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
            await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
            // The messages actor's chunk loads on the first login: a real dynamic import, which the
            // simulated clock does not wait for. Its first list comes on that clock.
            await until(sys.app, (app) => app.children.messages !== undefined, 10_000);
            await until(sys.get('messages'), (messages) => messages.matches({ player: { member: { list: 'ready' } } }));
          },
          logout: async () => {
            sys.get('content').send({ type: 'content.hide', page: 'home' });
            sys.get('session').send({ type: 'session.logout' });
            await untilState(sys.get('session'), 'anonymous');
            await settled();
          },
          'home.visit': async () => {
            sys.get('content').send({ type: 'content.show', page: 'home' });
            await settled();
          },
          'home.leave': async () => {
            sys.get('content').send({ type: 'content.hide', page: 'home' });
            await settled();
          },
          confirm: async () => {
            sys.get('messages').send({ type: 'messages.popup.confirm' });
            await settled();
          },
          close: async () => {
            sys.get('messages').send({ type: 'messages.popup.close' });
            await settled();
          },
          'read.first': async () => {
            const first = snapshot().context.messages.find((m) => m.status === 0);
            if (first) sys.get('messages').send({ type: 'messages.read', id: first.id });
            await settled();
          },
        },
      });
      sys.actor.stop();
    });
  }
});

/**
 * Generated paths of the content owner (tests/paths/content.paths.ts) on a live actor: each shown
 * page has its actors, a hidden one none. (What home tells the notices and messages actors needs
 * the system: the popups above and tests/machines/content.machine.test.ts.)
 */
describe('content owner — generated paths', () => {
  const HOME = ['banners', 'bannerCarousel', 'prizeCarousel', 'winners', 'winnerTicker', 'noticeTicker'];
  for (const path of generatePaths(contentPaths)) {
    it(describePath(contentPaths.machine, path), () =>
      replayPath(contentPaths, path, (snapshot) => {
        const children = Object.keys(snapshot.children).sort();
        const expected = [...(snapshot.matches({ home: 'shown' }) ? HOME : []), ...(snapshot.matches({ activity: 'shown' }) ? ['activities'] : [])];
        expect(children).toEqual(expected.sort());
      }));
  }
});
