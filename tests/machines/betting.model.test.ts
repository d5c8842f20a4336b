import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { bettingVerdict } from '../../machines/games/betting.machine';
import { settle, startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Model-based paths for the betting page: what the player sees for one lottery (nothing, the
 * login prompt, the 4009 message, the game) as they open and leave it, log in and out, and the
 * operator disables and enables the game. Every path drives the real root system on the fake
 * platform and checks the verdict and which game actors live.
 */
const model = createMachine({
  id: 'bettingModel',
  initial: 'away',
  context: { loggedIn: false, disabled: false },
  states: {
    away: { on: { 'page.open': 'deciding' } },
    deciding: {
      always: [
        { guard: ({ context }) => !context.loggedIn, target: 'loginPrompt' },
        { guard: ({ context }) => context.disabled, target: 'refused' },
        { target: 'playing' },
      ],
    },
    loginPrompt: { on: { login: { target: 'deciding', actions: assign({ loggedIn: true }) }, 'page.leave': 'away' } },
    refused: { on: { 'game.enable': { target: 'deciding', actions: assign({ disabled: false }) }, 'page.leave': 'away' } },
    playing: {
      on: {
        logout: { target: 'deciding', actions: assign({ loggedIn: false }) },
        'game.disable': { target: 'deciding', actions: assign({ disabled: true }) },
        'page.leave': 'away',
      },
    },
  },
});

const paths = createTestModel(model).getSimplePaths();
const LOTTERY = { lotteryId: 1, gameType: 'k3' as const };

const verdict = (sys: StartedAppSystem) => bettingVerdict(sys.get('betting').getSnapshot());

describe('betting — model-based paths', () => {
  it('reaches every state the player can see', () => {
    const reached = new Set(paths.flatMap((path) => [...path.steps.map((step) => String(step.state.value)), String(path.state.value)]));
    expect([...reached].sort()).toEqual(['away', 'loginPrompt', 'playing', 'refused']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem({ loggedIn: false });
      await settle();
      const gameLives = () => sys.get('game:1') !== undefined && sys.get('round:1') !== undefined && sys.get('slip:1') !== undefined;
      await path.test({
        states: {
          away: () => {
            expect(verdict(sys)).toBe('hidden');
            expect(gameLives()).toBe(false);
          },
          loginPrompt: () => {
            // A visitor browses the game (issue 17 §5); betting asks for the login.
            expect(verdict(sys)).toBe('visitor');
            expect(gameLives()).toBe(true);
          },
          refused: () => {
            expect(verdict(sys)).toBe('disabled');
            expect(gameLives()).toBe(false);
          },
          playing: () => {
            expect(verdict(sys)).toBe('playing');
            expect(gameLives()).toBe(true);
          },
        },
        events: {
          'page.open': async () => {
            sys.get('betting').send({ type: 'betting.show', lottery: LOTTERY });
            await settle();
          },
          'page.leave': async () => {
            sys.get('betting').send({ type: 'betting.hide' });
            await settle();
          },
          login: async () => {
            sys.get('session').send({ type: 'session.login', account: 'demo001', password: 'demo1234', remember: false });
            await settle(4);
          },
          logout: async () => {
            sys.get('session').send({ type: 'session.logout' });
            await settle(4);
          },
          'game.disable': async () => {
            sys.platform.state.user.disableGameList = '[1]';
            sys.get('session').send({ type: 'session.refreshUser' });
            await settle(4);
          },
          'game.enable': async () => {
            sys.platform.state.user.disableGameList = '[]';
            sys.get('session').send({ type: 'session.refreshUser' });
            await settle(4);
          },
        },
      });
    });
  }
});
