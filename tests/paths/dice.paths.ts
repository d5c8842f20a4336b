import { diceMachine } from '../../machines/games/dice.machine';
import type { PathSuite } from './generate';

export const RESULT = [4, 5, 6];

/**
 * The k3 dice: a new result spins them (the carousel turns every 90 ms, the dice stop one by one
 * after 3 s), or, without motion, shows at once; `dice.show` jumps to a result from anywhere. The
 * stopped dice tell the spinning vertices apart; the carousel's frames do not (every frame is the
 * same state).
 */
export const dicePaths: PathSuite<typeof diceMachine> = {
  machine: diceMachine,
  input: { result: [1, 1, 1] },
  events: [
    { type: 'dice.roll', result: RESULT },
    { type: 'dice.show', result: [2, 2, 2] },
  ],
  vertex: (snapshot) => [snapshot.value, snapshot.context.stopped, snapshot.context.result],
};

/** The player prefers reduced motion: a roll shows the result at once. */
export const stillDicePaths: PathSuite<typeof diceMachine> = {
  ...dicePaths,
  provide: { guards: { motionAllowed: () => false } },
};
