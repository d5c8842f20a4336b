import { assign, enqueueActions, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import { betRecordsMachine, type BetRecordsInput } from './bet-records.machine';
import type { SessionEvent } from './session.machine';
import { systemTarget } from './system';

/**
 * The account area (spec §2 "Account area", `/my/index?page=…`): owns the actor of the sub-page on
 * screen. The page says what it shows with `account.show`; a different sub-page (or other input)
 * stops the previous actor and starts the new one, `account.hide` stops it. Sub-pages without a
 * process of their own show no actor.
 */
export type AccountPageSpec = { page: 'betting'; records: BetRecordsInput } | { page: 'other'; name: string };

export interface AccountContext {
  shown: AccountPageSpec | null;
}

export type AccountEvent = { type: 'account.show'; spec: AccountPageSpec } | { type: 'account.hide' };

/** The bet records as the account area runs them: a refund refreshes the session's balance. */
export const accountBetRecordsMachine = betRecordsMachine.provide({
  actions: { refunded: sendTo(systemTarget('session'), { type: 'session.refreshUser' } satisfies SessionEvent) },
});

const sameSpec = (a: AccountPageSpec | null, b: AccountPageSpec) => JSON.stringify(a) === JSON.stringify(b);

export const accountMachine = setup({
  types: { context: {} as AccountContext, events: {} as AccountEvent, children: {} as { betRecords: 'betRecords' } },
  actors: { betRecords: accountBetRecordsMachine },
  actions: {
    startPage: enqueueActions(({ context, enqueue }) => {
      if (context.shown?.page === 'betting') {
        enqueue.spawnChild('betRecords', { id: 'betRecords', systemId: 'betRecords', input: context.shown.records });
      }
    }),
    stopPage: stopChild('betRecords'),
  },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'account.show' && !sameSpec(context.shown, event.spec),
  },
}).createMachine({
  id: 'account',
  context: { shown: null },
  initial: 'hidden',
  on: {
    'account.show': { guard: 'isOtherPage', target: '.showing', reenter: true, actions: assign({ shown: ({ event }) => event.spec }) },
    'account.hide': { target: '.hidden', actions: assign({ shown: null }) },
  },
  states: {
    hidden: {},
    showing: { entry: 'startPage', exit: 'stopPage' },
  },
});

export type AccountMachine = typeof accountMachine;
export type BetRecordsRef = ActorRefFrom<typeof accountBetRecordsMachine>;
