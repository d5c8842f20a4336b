import { assign, fromPromise, setup } from 'xstate';

/**
 * A lottery's rule introduction (spec §2 "Betting page"): server HTML, loaded once. A failure is
 * a state the screen shows with a retry, never an error thrown into the view.
 */
export interface RuleIntroInput {
  lotteryId: number;
}

export interface RuleIntroContext extends RuleIntroInput {
  html: string;
}

export type RuleIntroEvent = { type: 'rules.retry' };

export const ruleIntroMachine = setup({
  types: { context: {} as RuleIntroContext, events: {} as RuleIntroEvent, input: {} as RuleIntroInput },
  actors: {
    fetchRuleIntro: fromPromise<string, RuleIntroInput>(async () => {
      throw new Error('ruleIntro: the fetchRuleIntro actor must be provided');
    }),
  },
}).createMachine({
  id: 'ruleIntro',
  context: ({ input }) => ({ ...input, html: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchRuleIntro',
        input: ({ context }) => ({ lotteryId: context.lotteryId }),
        onDone: { target: 'ready', actions: assign({ html: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { tags: ['ready'] },
    failed: { description: 'The rules could not be loaded: the dialog offers a retry.', tags: ['failed'], on: { 'rules.retry': 'loading' } },
  },
});

export type RuleIntroMachine = typeof ruleIntroMachine;
