import { fromCallback, type AnyActorRef } from 'xstate';
import type { PrizeRecord, RoundStatus } from '../../../models/games';
import { roundView, type RoundContext } from '../round.machine';
import { screenId } from '../../core/system';

/**
 * What the follow room needs of its game's round and recent draws, as events (so the journal
 * records them and replay needs no subscription): `follow.round` when the round's number, its
 * status or its closing stage changes — closing is the last close threshold before betting
 * closes, i.e. twice the threshold before the draw (spec §4 "chat notices at 2x and 1x
 * threshold") — and `follow.draw` when the newest drawn round changes. A subscription inside an
 * actor, like `watchSession`: it follows `round:{id}` and `draws:{id}`, which the game spawns
 * before the room.
 */
export type FollowRoundEvent = {
  type: 'follow.round';
  prizeNo: string;
  status: RoundStatus;
  /** Betting closes within the close threshold. */
  closing: boolean;
  /** Seconds until betting closes (0 once closed). */
  secondsLeft: number;
  /** The server's clock at that moment, ms since the epoch. */
  at: number;
};

export type FollowDrawEvent = { type: 'follow.draw'; prizeNo: string; lotteryId: number; result: string };

export type GameWatchEvent = FollowRoundEvent | FollowDrawEvent;

/** The round event for a round snapshot, or null while it has no round to show. */
export function roundSignal(snapshot: { value: unknown; context: RoundContext }): FollowRoundEvent | null {
  const view = roundView(snapshot);
  const info = snapshot.context.info;
  if (!info || view.status === null || view.loading) return null;
  const closing = view.status === 0 && view.remaining <= info.closeTime;
  return {
    type: 'follow.round',
    prizeNo: view.currentNo,
    status: view.status,
    closing,
    secondsLeft: view.status === 0 ? view.remaining : 0,
    at: snapshot.context.now + snapshot.context.offset,
  };
}

export const drawSignal = (latest: PrizeRecord | undefined): FollowDrawEvent | null =>
  latest ? { type: 'follow.draw', prizeNo: latest.prizeNo, lotteryId: latest.lotteryId, result: latest.resultList.join(',') } : null;

export const watchGame = fromCallback<{ type: 'noop' }, { lotteryId: number }>(({ system, sendBack, input }) => {
  const round: AnyActorRef | undefined = system.get(screenId('round', input.lotteryId));
  const draws: AnyActorRef | undefined = system.get(screenId('draws', input.lotteryId));
  let lastRound = '';
  let lastDraw = '';
  const reportRound = () => {
    const signal = round ? roundSignal(round.getSnapshot()) : null;
    const key = signal ? `${signal.prizeNo}|${signal.status}|${signal.closing}` : '';
    if (!signal || key === lastRound) return;
    lastRound = key;
    sendBack(signal);
  };
  const reportDraw = () => {
    const signal = drawSignal(draws?.getSnapshot().context.records[0]);
    if (!signal || signal.prizeNo === lastDraw) return;
    lastDraw = signal.prizeNo;
    sendBack(signal);
  };
  reportRound();
  reportDraw();
  const subscriptions = [round?.subscribe(reportRound), draws?.subscribe(reportDraw)];
  return () => subscriptions.forEach((subscription) => subscription?.unsubscribe());
});
