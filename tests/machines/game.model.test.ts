import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { isHistoryOpen, isVisitorGame } from '../../machines/games/game.machine';
import { GAME_CHILDREN, gameHistoryPaths, gameK3Paths, gamePc28Paths, ROOMS } from '../paths/game.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of one lottery's screen (tests/paths/game.paths.ts) on a live actor, its
 * children stubbed: which actors run in each state and with what input, what a login or logout
 * tells the slip and the round, and where each child's word goes. The game with its real
 * children in the system is tests/machines/betting-game.test.ts.
 */
for (const [name, paths] of [
  ['k3', gameK3Paths],
  ['pc28', gamePc28Paths],
  ['history', gameHistoryPaths],
] as const) {
  describe(`game (${name}) — generated paths`, () => {
    for (const path of generatePaths(paths)) {
      it(describePath(paths.machine, path), async () => {
        const inputs: Record<string, unknown> = {};
        const heard: string[] = [];
        /** Whether the slip was last told a member is here (its input, then `slip.account`). */
        let slipMember: boolean | null = null;
        const effects: string[] = [];
        /** Whether the play ran before the step's event (it waits for the session's first word). */
        let wasPlaying = false;
        const actors = Object.fromEntries(
          GAME_CHILDREN.map((child) => [
            child,
            fromCallback<{ type: string; member?: boolean }, { member?: boolean }>(({ input, receive }) => {
              inputs[child] = input;
              if (child === 'slip') slipMember = input.member ?? null;
              receive((event) => {
                heard.push(`${child} ← ${event.type}`);
                if (event.type === 'slip.account') slipMember = event.member ?? null;
              });
            }),
          ]),
        );
        const effect = (what: string) => () => void effects.push(what);
        const suite = {
          ...paths,
          provide: { actors: actors as never, actions: { openLogin: effect('login dialog'), refreshBalance: effect('balance'), toastOrderPlaced: effect('toast') } },
        } as typeof paths;
        await replayPath(suite, path, (snapshot, event) => {
          const value = snapshot.value as { history: string; play: string | { playing: string } };
          const playing = typeof value.play === 'object';
          const passedOn = wasPlaying && playing;
          wasPlaying = playing;
          // The play starts once the session said who is looking: the slip starts knowing it.
          if (snapshot.matches({ viewer: 'unknown' })) expect(value.play).toBe('waiting');
          const member = playing && snapshot.matches({ play: { playing: 'member' } });
          const k3 = snapshot.context.gameType === 'k3';
          const expected = [
            'rules',
            ...(playing ? ['round', 'slip', 'draws', ...(k3 ? ['dice'] : [])] : []),
            ...(member ? ['followRoom'] : []),
            ...(value.history === 'open' ? ['history'] : []),
          ];
          expect(Object.keys(snapshot.children).filter((id) => !id.includes('.')).sort()).toEqual(expected.sort());
          expect(isHistoryOpen(snapshot)).toBe(value.history === 'open');
          expect(isVisitorGame(snapshot)).toBe(playing && !member);
          // The slip knows who bets: a visitor's Bet asks for the login, a member's places the order.
          if (playing) expect(slipMember).toBe(member);
          // The play started on the session's word: the slip's input already says who bets.
          if (playing && !passedOn) expect(inputs.slip).toMatchObject({ member });
          // pc28 bets in the chosen room (the first, "beginner", for all).
          if (playing && !k3) expect(inputs.slip).toMatchObject({ room: snapshot.context.roomId === 2 ? ROOMS[1] : ROOMS[0] });
          if (member) expect(inputs.followRoom).toMatchObject({ lotteryId: snapshot.context.lotteryId, roomId: snapshot.context.roomId ?? 0 });
          // A login or logout on the page tells the slip; a login asks the round again (the player's orders).
          if (event.type === 'session.changed' && passedOn) {
            expect(heard).toContain('slip ← slip.balance');
            if (member) expect(heard).toEqual(expect.arrayContaining(['slip ← slip.account', 'round ← round.refresh']));
          }
          if (!passedOn) return;
          if (event.type === 'round.status') expect(heard.at(-1)).toBe('slip ← slip.round');
          // Pushed rounds (issue 20 §2): while the room socket is live, a draw refreshes the balance only when it settled the player's orders.
          const pushed = snapshot.matches({ play: { playing: { member: 'pushed' } } });
          if (event.type === 'round.drawn') {
            expect(heard.at(-1)).toBe('draws ← pager.reload');
            if (!pushed) expect(effects.includes('balance')).toBe(member || effects.includes('toast'));
          }
          if (event.type === 'follow.live' && member) expect([pushed, heard.at(-1)]).toEqual([true, 'round ← round.live']);
          if (event.type === 'follow.down' && member) expect([pushed, heard.at(-1)]).toEqual([false, 'round ← round.fallback']);
          if (event.type === 'follow.pushed' && playing) {
            expect(heard.at(-1)).toBe('round ← round.pushed');
            expect(snapshot.context.latest).toMatchObject({ prizeNo: '20261207001' });
          }
          if (event.type === 'follow.settled' && pushed) expect([heard.at(-1), effects.at(-1)]).toEqual(['round ← round.refresh', 'balance']);
          if (event.type === 'slip.loginNeeded') expect(effects.at(-1)).toBe('login dialog');
          if (event.type === 'slip.placed') expect([heard.at(-1), effects.slice(-2)]).toEqual(['round ← round.refresh', ['toast', 'balance']]);
          if (event.type === 'pager.loaded') expect(heard.at(-1)).toBe('dice ← dice.show');
        });
      });
    }
  });
}
