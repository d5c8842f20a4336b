import { describe, expect, it } from 'vitest';
import { slipView, type SlipNotification } from '../../machines/games/slip.machine';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { FOLLOW_OPEN, FOLLOW_PAST, slipFollowPaths, slipMemberPaths, slipVisitorPaths } from '../paths/slip.paths';

/**
 * Generated paths of the bet slip (tests/paths/slip.paths.ts) on a live actor: only a bet that
 * passes the §5 checks is placed, an accepted one is told to the owner and clears the pick, a
 * visitor's Bet asks for the login and keeps the pick, a follow is checked and placed one at a
 * time. The slip in the system (the game, the session's balance, the follow room) is
 * tests/machines/betting-game.test.ts and follow-room.test.ts; through the UI, paths-slip.spec.ts.
 */
for (const [name, paths] of [
  ['member', slipMemberPaths],
  ['visitor', slipVisitorPaths],
  ['follow', slipFollowPaths],
] as const) {
  describe(`slip (${name}) — generated paths`, () => {
    for (const path of generatePaths(paths)) {
      it(describePath(paths.machine, path), async () => {
        const told: SlipNotification[] = [];
        const suite = { ...paths, provide: { ...paths.provide, actions: { notify: (_: unknown, n: SlipNotification) => void told.push(n) } } } as typeof paths;
        await replayPath(suite, path, (snapshot, event) => {
          const { context } = snapshot;
          const picked = context.selection.some((group) => group.length > 0);
          const kinds = told.map((n) => n.type);
          const follows = paths === slipFollowPaths;
          if (snapshot.hasTag('loadingRules')) expect(snapshot.matches({ bet: 'loadingRules' })).toBe(true);
          // Only a bet that passes the checks goes out: an open round, a pick, a stake.
          if (event.type === 'slip.submit' && snapshot.hasTag('placingBet')) expect([context.roundStatus, picked, slipView(context).canConfirm, context.error]).toEqual([0, true, true, null]);
          if (event.type === 'slip.submit' && snapshot.matches({ bet: { ready: 'editing' } })) expect(context.error).not.toBeNull();
          // An accepted order is told (placed, then what it was) and the pick cleared.
          if (!follows && event.type.startsWith('xstate.done.actor.') && snapshot.matches({ bet: 'loadingRules' })) {
            expect(told.slice(-2)).toEqual([
              { type: 'slip.placed', orderId: 1, prizeNo: context.prizeNo, totalCents: 100 },
              expect.objectContaining({ type: 'slip.ordered', orderId: 1, followed: false }),
            ]);
            expect(picked).toBe(false);
          }
          if (!follows && event.type.startsWith('xstate.error.actor.') && snapshot.matches({ bet: 'ready' })) expect(context.error).toMatchObject({ code: 1 });
          // A visitor's Bet asks for the login, the pick kept; the login brings the editing back.
          // (A Bet the checks refuse says why and asks nothing.)
          if (event.type === 'slip.submit' && snapshot.matches({ bet: { ready: 'awaitingLogin' } })) {
            if (context.error) expect([context.member, picked]).toEqual([false, false]);
            else expect([context.member, picked, kinds.at(-1)]).toEqual([false, true, 'slip.loginNeeded']);
          }
          if (event.type === 'slip.account' && snapshot.matches({ bet: 'ready' })) expect([context.member, snapshot.matches({ bet: { ready: 'editing' } })]).toEqual([true, true]);
          // Follows: placed only for the open round, one at a time; refused here (3009, busy) or by the server.
          if (snapshot.matches({ follow: 'placing' })) expect(context.followed).toMatchObject({ prizeNo: FOLLOW_OPEN.prizeNo, totalCents: 100 });
          else expect(context.followed).toBeNull();
          if (event === FOLLOW_PAST && snapshot.matches({ follow: 'placing' })) {
            expect(told.at(-1)).toEqual({ type: 'slip.followRefused', error: { messageKey: 'games:follow.busy' } });
          } else if (event === FOLLOW_PAST || (event.type === 'slip.follow' && context.roundStatus !== 0)) {
            expect(told.at(-1)).toMatchObject({ type: 'slip.followRefused', error: { code: 3009 } });
          }
          if (follows && event.type.startsWith('xstate.done.actor.')) {
            expect(told.slice(-2)).toEqual([
              { type: 'slip.placed', orderId: 7, prizeNo: FOLLOW_OPEN.prizeNo, totalCents: 100 },
              { type: 'slip.ordered', orderId: 7, content: [], followed: true },
            ]);
          }
          if (follows && event.type.startsWith('xstate.error.actor.')) expect(told.at(-1)).toMatchObject({ type: 'slip.followRefused', error: { code: 1 } });
        });
      });
    }
  });
}
