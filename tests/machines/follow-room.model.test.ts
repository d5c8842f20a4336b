import { describe, expect, it } from 'vitest';
import { followStatus, type FollowRoomNotification } from '../../machines/games/follow-room.machine';
import { RECONNECT_MAX_ATTEMPTS } from '../../models/realtime/reconnect';
import { followConnectionPaths, followingPaths } from '../paths/follow-room.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of the follow-bet room (tests/paths/follow-room.paths.ts) on a live actor, one
 * suite per region: the connection (connecting, live, reconnecting with the backoff, offline when
 * refused or out of tries, the retry) and following a bet (asked, cancelled, refused, placed). The
 * same room on the fake platform's sockets, the slip placing the order and the backoff's delays
 * are tests/machines/follow-room.test.ts.
 */
describe('follow room connection — generated paths', () => {
  for (const path of generatePaths(followConnectionPaths)) {
    it(describePath(followConnectionPaths.machine, path), () =>
      replayPath(followConnectionPaths, path, (snapshot, event) => {
        const { attempt, error, access } = snapshot.context;
        const tokenRenewed = snapshot.hasTag('tokenRenewed');
        const status = followStatus(snapshot);
        if (snapshot.matches({ connection: { connected: 'live' } })) expect([status, attempt, tokenRenewed, snapshot.hasTag('wasLive')]).toEqual(['live', 0, false, true]);
        // Before the room was ever live a lost socket is still "connecting", after it "reconnecting".
        if (!snapshot.hasTag('wasLive') && attempt === 0 && !snapshot.matches({ connection: 'offline' })) expect(status).toBe('connecting');
        if (snapshot.hasTag('wasLive') && !snapshot.matches({ connection: 'offline' }) && !snapshot.matches({ connection: { connected: 'live' } })) expect(status).toBe('reconnecting');
        if (snapshot.matches({ connection: 'access' }) || snapshot.matches({ connection: 'waiting' })) {
          expect(['connecting', 'reconnecting']).toContain(status);
          expect(access).toBeNull();
        }
        if (snapshot.matches({ connection: 'connected' })) expect(access).not.toBeNull();
        if (snapshot.matches({ connection: 'offline' })) {
          expect(status).toBe('offline');
          // Refused: the reason shows; out of tries: no reason, after the last one.
          if (event.type.startsWith('xstate.error.actor.') && (event as { label?: string }).label === 'refused') expect(error).toMatchObject({ code: 1 });
          else expect([error, attempt]).toEqual([null, RECONNECT_MAX_ATTEMPTS]);
        }
        // A first bad-token close asks for a new token at once, without counting a try.
        if (event.type === 'room.closed' && snapshot.matches({ connection: 'access' })) expect(tokenRenewed).toBe(true);
        if (event.type === 'follow.retry') expect([attempt, error, tokenRenewed]).toEqual([0, null, false]);
        if (attempt > RECONNECT_MAX_ATTEMPTS) throw new Error(`tried ${attempt} times`);
      }));
  }
});

describe('following a bet — generated paths', () => {
  for (const path of generatePaths(followingPaths)) {
    it(describePath(followingPaths.machine, path), async () => {
      const asked: FollowRoomNotification[] = [];
      const suite = {
        ...followingPaths,
        provide: { ...followingPaths.provide, actions: { notify: (_: unknown, params: FollowRoomNotification) => void asked.push(params) } },
      } as typeof followingPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { confirm, entries } = snapshot.context;
        if (snapshot.matches({ follow: 'idle' })) expect(confirm).toBeNull();
        if (snapshot.matches({ follow: 'confirming' })) {
          expect(confirm).toMatchObject({ key: 'bet:901' });
          if (event.type === 'follow.ask') expect(confirm?.error).toBeNull();
          // The game's refusal, or the round closed under the dialog: 3009 in the dialog.
          // Confirming a stake the money rule refuses says why; otherwise the round closed under the dialog: 3009.
          if (event.type === 'follow.confirm' && confirm?.stake === '1,5') expect(confirm.error).toMatchObject({ messageKey: 'validation:tips_amount_format' });
          else if (event.type === 'follow.refused' || event.type === 'follow.confirm') expect(confirm?.error).toMatchObject({ code: 3009 });
          // The follower's own stake stays as typed.
          if (event.type === 'follow.stake') expect([confirm?.stake, confirm?.error]).toEqual([(event as unknown as { value: string }).value, null]);
        }
        // Confirmed: the game is asked to place the same bet, once: at the leader's stake, or the follower's own.
        if (snapshot.matches({ follow: 'placing' }) && event.type === 'follow.confirm') {
          const own = confirm?.stake === '5';
          const placed = asked.at(-1);
          expect(placed).toMatchObject({ type: 'follow.place', prizeNo: '20261122001', totalCents: own ? 500 : 100 });
          if (own && placed?.type === 'follow.place') expect(placed.content.every((item) => item.bettingAmount === 500)).toBe(true);
        }
        // A placed order is the player's own entry at once.
        if (event.type === 'follow.placed') expect(entries.some((entry) => entry.kind === 'own')).toBe(true);
      });
    });
  }
});
