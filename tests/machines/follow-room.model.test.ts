import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { followStatus, type FollowRoomRef } from '../../machines/games/follow-room.machine';
import { FollowClose } from '../../models/realtime/follow';
import { settle, startAppSystem } from '../support/app-system';
import { betItem, betMessage, broadcast, lastSocket } from '../support/fake-follow';

/**
 * Model-based paths (xstate/graph) over what the player sees of the follow-bet room, each driving
 * the real machines in the root system on the fake platform and a SimulatedClock: the
 * connection (trying, live, offline) as sockets open, drop, are refused a token or run out of
 * tries and the player retries; and following a bet (asked, cancelled, refused, placed).
 */
async function room(options: { autoOpen: boolean }) {
  const sys = startAppSystem({ prepare: (platform) => void (platform.state.follow.autoOpen = options.autoOpen) });
  await settle();
  sys.get('betting').send({ type: 'betting.show', lottery: { lotteryId: 1, gameType: 'k3' } });
  await settle(6);
  const ref = () => sys.get('followRoom:1') as FollowRoomRef;
  const follow = sys.platform.state.follow;
  /** Lets the backoff run until the machine has a socket that is still connecting. */
  const nextSocket = async () => {
    for (let i = 0; i < 2000 && !(follow.sockets.at(-1)?.state === 'connecting'); i++) await sys.advance(5000, 5000);
    return lastSocket(follow);
  };
  return { ...sys, ref, follow, nextSocket, status: () => followStatus(ref().getSnapshot()) };
}

describe('follow room connection — model-based paths', () => {
  const model = createMachine({
    id: 'followConnection',
    initial: 'trying',
    states: {
      trying: { on: { open: 'live', exhaust: 'offline' } },
      live: { on: { drop: 'trying', badToken: 'trying' } },
      offline: { on: { retry: 'trying' } },
    },
  });
  const paths = createTestModel(model).getSimplePaths();

  it('covers every event', () => {
    const events = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    expect(['open', 'exhaust', 'drop', 'badToken', 'retry'].filter((e) => !events.has(e))).toEqual([]);
  });

  for (const path of paths) {
    it(path.description, { timeout: 60_000 }, async () => {
      const sut = await room({ autoOpen: false });
      await path.test({
        states: {
          trying: () => expect(['connecting', 'reconnecting']).toContain(sut.status()),
          live: () => expect(sut.status()).toBe('live'),
          offline: () => expect(sut.status()).toBe('offline'),
        },
        events: {
          open: async () => {
            (await sut.nextSocket()).open();
            await settle();
          },
          drop: async () => {
            lastSocket(sut.follow).close(1006);
            await settle();
          },
          badToken: async () => {
            lastSocket(sut.follow).close(FollowClose.badToken);
            await settle(6);
          },
          exhaust: async () => {
            while (sut.status() !== 'offline') {
              (await sut.nextSocket()).close(1006);
              await settle();
            }
          },
          retry: async () => {
            sut.ref().send({ type: 'follow.retry' });
            await settle(6);
          },
        },
      });
    });
  }
});

describe('following a bet — model-based paths', () => {
  const model = createMachine({
    id: 'following',
    initial: 'idle',
    states: {
      idle: { on: { ask: 'confirming' } },
      confirming: { on: { cancel: 'idle', confirm: 'placed', confirmRefused: 'refused' } },
      refused: { on: { cancel: 'idle', confirm: 'placed' } },
      placed: {},
    },
  });
  const paths = createTestModel(model).getSimplePaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = await room({ autoOpen: true });
      const no = sut.platform.currentRoundNo(1);
      broadcast(sut.follow, betMessage(900, [betItem('1000999')]));
      broadcast(sut.follow, betMessage(901, [betItem(no)]));
      await settle();
      const follow = () => sut.ref().getSnapshot();
      await path.test({
        states: {
          idle: () => {
            expect(follow().matches({ follow: 'idle' })).toBe(true);
            expect(follow().context.confirm).toBeNull();
          },
          confirming: () => expect(follow().context.confirm).toMatchObject({ key: 'bet:901', error: null }),
          refused: () => {
            expect(follow().matches({ follow: 'confirming' })).toBe(true);
            expect(follow().context.confirm?.error).toMatchObject({ code: 3009 });
          },
          placed: () => {
            expect(follow().matches({ follow: 'idle' })).toBe(true);
            expect(sut.platform.state.orders).toHaveLength(1);
            expect(follow().context.entries.filter((e) => e.kind === 'own')).toHaveLength(1);
          },
        },
        events: {
          ask: () => void sut.ref().send({ type: 'follow.ask', key: 'bet:901' }),
          cancel: async () => {
            sut.ref().send({ type: 'follow.cancel' });
            await settle();
          },
          confirm: async () => {
            sut.ref().send({ type: 'follow.confirm' });
            await settle(6);
          },
          confirmRefused: async () => {
            sut.platform.failNext('placeOrder', 3009);
            sut.ref().send({ type: 'follow.confirm' });
            await settle(6);
          },
        },
      });
    });
  }
});
