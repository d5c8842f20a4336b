import { describe, expect, it } from 'vitest';
import { slipLines, slipView, type SlipContext } from '../../machines/games/slip.machine';
import { describePath, generatePaths, replayPath, type PathSuite } from '../paths/generate';
import { LAST_SLIP, OPEN_ROUND, slipBetPaths, slipDraftPaths, slipFollowPaths, slipMemoryPaths } from '../paths/slip.paths';
import type { AnyStateMachine } from 'xstate';

/**
 * The bet slip's generated paths on a live actor (tests/paths/slip.paths.ts), time on a simulated
 * clock: what each state must show — the confirmation's lines, total and balance after it, the
 * last slip restored by "bet again" with what changed, the memory only while a member is known,
 * the draft restored after a reload or kept through a new round with what changed, a typed
 * multiplier taken or refused.
 */
function expectSlipShows(snapshot: { matches(value: unknown): boolean; hasTag(tag: string): boolean; context: SlipContext }) {
  const { context } = snapshot;
  const view = slipView(context);
  if (snapshot.matches({ bet: 'confirming' })) {
    expect(snapshot.hasTag('confirming')).toBe(true);
    // Every line, the total and the balance after it: the same counting as the order.
    const lines = slipLines(context);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.reduce((sum, line) => sum + line.bettingTotal, 0)).toBe(view.totalCents);
    expect(view.balanceAfterCents).toBe(context.balanceCents === null ? null : context.balanceCents - view.totalCents);
    expect(view.totalCents).toBe(view.count * view.stakeCents);
  }
  if (snapshot.matches({ bet: 'placing' })) expect(snapshot.hasTag('placingBet')).toBe(true);
  // Without a member nothing is remembered (a logout forgets; an order that lands after it may leave its slip, unsaved).
  if (snapshot.matches({ memory: 'none' })) expect(snapshot.hasTag('skipsConfirm')).toBe(false);
  // Who bets is one tag at a time; only a member's memory is kept.
  expect(snapshot.hasTag('member')).toBe(!snapshot.hasTag('visitor'));
  if (snapshot.matches({ memory: 'kept' })) expect(snapshot.hasTag('member')).toBe(true);
  // A round change names the round the slip was made in and the one it now goes to.
  for (const change of context.changes) {
    if (change.kind === 'round') expect([change.from !== change.to, change.to]).toEqual([true, context.prizeNo]);
  }
  // A multiplier is taken as typed or refused with its reason, and then nothing can be bet.
  if (view.times === null) {
    expect(view.multiplierProblem?.messageKey).toBe('validation:tips_multiplier');
    expect(view.canConfirm).toBe(false);
    expect(snapshot.matches({ bet: 'confirming' })).toBe(false);
  } else expect(String(view.times)).toBe(context.multiplier);
}

/** Bet again (or the draft) restored the last slip of the round before: its stake and multiplier, and that round is named. */
function expectLastRestored({ context }: { context: SlipContext }) {
  if (!context.changes.some((change) => change.kind === 'round' && change.to === OPEN_ROUND.prizeNo)) return;
  expect(context.changes).toContainEqual({ kind: 'round', from: LAST_SLIP.prizeNo, to: OPEN_ROUND.prizeNo });
  expect([context.stake, context.multiplier]).toEqual([LAST_SLIP.stake, LAST_SLIP.multiplier]);
  expect(slipView(context).stakeCents).toBe(600);
}

function replayAll(name: string, suite: PathSuite<AnyStateMachine>, more: (snapshot: never) => void = () => {}) {
  describe(name, () => {
    for (const path of generatePaths(suite)) {
      it(describePath(suite.machine, path), () =>
        replayPath(suite, path, (snapshot) => {
          expectSlipShows(snapshot as never);
          more(snapshot as never);
        }),
      );
    }
  });
}

replayAll('slip — the bet (generated paths)', slipBetPaths as PathSuite<AnyStateMachine>, expectLastRestored);
replayAll('slip — the draft (generated paths)', slipDraftPaths as PathSuite<AnyStateMachine>);
replayAll('slip — the memory (generated paths)', slipMemoryPaths as PathSuite<AnyStateMachine>);
replayAll('slip — a followed order (generated paths)', slipFollowPaths as PathSuite<AnyStateMachine>);
