import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import * as gamesApi from '../../api/endpoints/games';
import { useRuntime } from '../../app/system';

export type RuleIntro = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

/**
 * The lottery's rule introduction (HTML from ruleIntroduce), fetched by a promise actor that
 * lives as long as the section: its events reach the journal like every other fetch.
 */
export function useRuleIntro(lotteryId: number): RuleIntro {
  const runtime = useRuntime();
  const logic = useMemo(
    () => fromPromise<string, { lotteryId: number }>(async ({ input, signal }) => (await gamesApi.ruleIntroduce(runtime.api, input.lotteryId, { signal })).content),
    [runtime],
  );
  const ref = useActorRef(logic, { input: { lotteryId }, inspect: runtime.journal.inspect });
  return useSelector(ref, (s): RuleIntro => (s.status === 'done' ? { status: 'ready', html: s.output ?? '' } : s.status === 'error' ? { status: 'failed' } : { status: 'loading' }));
}
