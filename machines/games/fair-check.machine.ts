import { fromPromise, setup, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import type { FairVerdict, RevealedRound } from '../../models/games/fair';

/**
 * Verifying one drawn round in the player's browser (docs/provably-fair.md): SHA-256 of the
 * revealed seed must be the hash published before the draw, and the seed must give the published
 * result. `fair.verify` runs the check (again, from any end state); a check that could not run
 * (no Web Crypto outside a secure context) is `failed`, not a mismatch.
 *
 * The `verify` actor defaults to the models' `verifyRound`: a pure computation on Web Crypto,
 * the same in the browser and in tests, so there is nothing for the app to inject. It is imported
 * when a player first verifies, so the draw code is not in every page's first download.
 */
export type FairCheckEvent = { type: 'fair.verify' };

const verdictOf = ({ event }: { event: DoneActorEvent<FairVerdict> }) => event.output;

export const fairCheckMachine = setup({
  types: { context: {} as RevealedRound, events: {} as FairCheckEvent, input: {} as RevealedRound },
  actors: {
    verify: fromPromise<FairVerdict, RevealedRound>(async ({ input }) => (await import('../../models/games/fair')).verifyRound(input)),
  },
  guards: {
    seedVerified: (_, verdict: FairVerdict) => verdict.kind === 'verified',
    hashDiffers: (_, verdict: FairVerdict) => verdict.kind === 'hashMismatch',
  },
}).createMachine({
  id: 'fairCheck',
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: { on: { 'fair.verify': 'verifying' } },
    verifying: {
      invoke: {
        src: 'verify',
        input: ({ context }) => context,
        onDone: [
          { guard: { type: 'seedVerified', params: verdictOf }, target: 'verified' },
          { guard: { type: 'hashDiffers', params: verdictOf }, target: 'mismatch.hash' },
          { target: 'mismatch.result' },
        ],
        onError: 'failed',
      },
    },
    verified: { on: { 'fair.verify': 'verifying' } },
    /** The seed is not the committed one (hash), or it does not give the published result. */
    mismatch: {
      initial: 'hash',
      states: { hash: {}, result: {} },
      on: { 'fair.verify': 'verifying' },
    },
    failed: { on: { 'fair.verify': 'verifying' } },
  },
});

export type FairCheckMachine = typeof fairCheckMachine;

/** The check's child id in its pager: one per drawn round shown. */
export const fairCheckId = (prizeNo: string): `check:${string}` => `check:${prizeNo}`;

/** What the history row shows of a check. */
export type FairCheckStatus = 'idle' | 'verifying' | 'verified' | 'hashMismatch' | 'resultMismatch' | 'failed';

export function fairCheckStatus(snapshot: SnapshotFrom<FairCheckMachine>): FairCheckStatus {
  if (snapshot.matches('verifying')) return 'verifying';
  if (snapshot.matches('verified')) return 'verified';
  if (snapshot.matches({ mismatch: 'hash' })) return 'hashMismatch';
  if (snapshot.matches({ mismatch: 'result' })) return 'resultMismatch';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
}
