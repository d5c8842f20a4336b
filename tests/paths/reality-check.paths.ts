import { realityCheckMachine, type RealityCheckSaved } from '../../machines/account/reality-check.machine';
import { fail, ok, type PathSuite } from './generate';

/**
 * The reality check: the device kept a choice with its deadline (or nothing, or could not be
 * read); the player chooses an interval or off; the deadline passes (the named delay); the net
 * result comes or not; the player keeps playing or logs out; the login ends.
 */
export const AT = 1_800_000_000_000;
export const PLAYER = 7;
export const KEPT: RealityCheckSaved & { deadline: number } = { minutes: 15, sessionStart: AT - 20 * 60_000, deadline: AT + 5 * 60_000 };
export const RESULT = { stakeCents: 5_000, netCents: -1_200 };

export const realityCheckPaths: PathSuite<typeof realityCheckMachine> = {
  machine: realityCheckMachine,
  input: { player: PLAYER },
  events: [
    { type: 'reality.choose', minutes: 30, at: AT },
    { type: 'reality.choose', minutes: 0, at: AT },
    { type: 'reality.keepPlaying', at: AT + 60 * 60_000 },
    { type: 'reality.logout' },
    { type: 'reality.end' },
  ],
  answers: {
    loadRealityCheck: [ok({ ...KEPT, now: AT }, 'a deadline kept'), ok({ minutes: 0, sessionStart: AT, deadline: null, now: AT }, 'off'), fail()],
    fetchSessionResult: [ok(RESULT), fail()],
    saveRealityCheck: [ok()],
  },
  vertex: (snapshot) => [snapshot.value, snapshot.context.minutes, snapshot.context.result !== null],
  provide: { actions: { store: () => {}, logout: () => {} } },
};
