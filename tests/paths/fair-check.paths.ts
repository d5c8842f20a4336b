import { fairCheckMachine } from '../../machines/games/fair-check.machine';
import type { RevealedRound } from '../../models/games/fair';
import { fail, ok, type PathSuite } from './generate';

const ROUND: RevealedRound = { gameType: 'k3', seed: '00'.repeat(32), seedHash: 'ab'.repeat(32), prizeResult: '1,2,3' };

/** A player verifies a drawn round: verified, the hash or the result differs, or the check cannot run; then again. */
export const fairCheckPaths: PathSuite<typeof fairCheckMachine> = {
  machine: fairCheckMachine,
  input: ROUND,
  events: [{ type: 'fair.verify' }],
  answers: {
    verify: [ok({ kind: 'verified' }), ok({ kind: 'hashMismatch', computedHash: 'cd'.repeat(32) }), ok({ kind: 'resultMismatch', computedResult: '4,5,6' }), fail(new Error('no Web Crypto'))],
  },
};
