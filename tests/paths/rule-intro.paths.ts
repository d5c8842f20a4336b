import { ruleIntroMachine } from '../../machines/games/rule-intro.machine';
import { fail, ok, type PathSuite } from './generate';

/** A lottery's rules: they load, or fail and are retried. */
export const ruleIntroPaths: PathSuite<typeof ruleIntroMachine> = {
  machine: ruleIntroMachine,
  input: { lotteryId: 1 },
  events: [{ type: 'rules.retry' }],
  answers: { fetchRuleIntro: [ok('<p>rules</p>'), fail()] },
};
