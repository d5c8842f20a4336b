import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyStateMachine } from 'xstate';
import type { PathSuite } from './generate';
import { PATH_SUITES } from './suites';

/**
 * States, not flags (issue 19 §2): what a machine does next belongs in its states, where the
 * inspector, `xstate/graph` and the generated paths see it, not in a context flag a guard reads.
 * This check starts every machine with its path suites' inputs and fails on a context field that
 * holds a boolean, or whose name says it is a mode (`…Dialog`, `…Mode`): a region with tagged
 * states is the way (the app's `authDialog`, the `home` region of machines/core/home-region.ts,
 * the game's `viewer`).
 *
 * KEPT lists the fields this check found when it was written, a ratchet: a new flag fails, and so
 * does a listed one once it is gone (take it off the list). Inputs that never change (a variant, a
 * "remember me" choice) are data, not status, and say so.
 */
const KEPT: Record<string, Record<string, string>> = {
  'account/bank-bind': { japan: 'input: the variant, fixed for the actor’s life' },
  'session/session': { remember: 'input: the player’s "remember me" choice, kept for the tokens' },
  'chat/realtime-connection': { reconnect: 'input: whether this connection reconnects at all' },
};

const MODE_NAME = /(Dialog|Mode)$/;

function flagsOf(suite: PathSuite<AnyStateMachine>): string[] {
  const machine = suite.provide ? suite.machine.provide(suite.provide as never) : suite.machine;
  // The initial snapshot only: nothing starts, nothing is called.
  const context: Record<string, unknown> = createActor(machine, { input: suite.input }).getSnapshot().context ?? {};
  return Object.entries(context)
    .filter(([name, value]) => typeof value === 'boolean' || MODE_NAME.test(name))
    .map(([name]) => name);
}

describe('machines keep states, not flags', () => {
  for (const [name, suites] of Object.entries(PATH_SUITES)) {
    it(`${name}: no status flag in context`, () => {
      const found = [...new Set(suites.flatMap(flagsOf))].sort();
      expect(found, 'make it a state (a region with tagged states), or list it in KEPT with why').toEqual(Object.keys(KEPT[name] ?? {}).sort());
    });
  }

  it('catches the flags it was written for (onHome, loggedIn, authDialog)', () => {
    const flagged = createMachine({ context: { onHome: false, loggedIn: true, authDialog: 'closed', notices: [] } });
    expect(flagsOf({ machine: flagged, events: [] }).sort()).toEqual(['authDialog', 'loggedIn', 'onHome']);
  });
});
