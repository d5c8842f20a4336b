import { LOTTERIES } from '../../models/games';
import type { FollowTip } from '../../models/realtime/follow';
import { slotAt, slotOf } from '../domain/games/schedule';
import type { GameSettings } from '../domain/games/settings';
import { tipPost, type RoomPost } from './room-messages';
import { roundEdgePost, type RoundBusPost } from './round-pushes';

/**
 * Closing tips, derived from the timetables (every node computes the same rounds): 'closing' at
 * twice the closing threshold before the draw (closeAt − closeBeforeDraw) and 'closed' when the
 * round stops taking bets (closeAt), spec §4. Only the node running the draw scheduler (the
 * leader) publishes them, so several nodes do not send each tip several times; the bus brings
 * them to every node's sockets. A check publishes every tip whose time fell after the previous
 * check and not after `now`; the timer sleeps until the next tip of any lottery (at most MAX_SLEEP_MS).
 * The same moments push the rounds to the sockets (round-pushes.ts): 'opened' when a round
 * opens and 'closed' when it closes, beside the tips.
 */

export interface RoomTips {
  start(): void;
  /** Publishes the tips that fell due since the last check (tests call it after moving their clock). */
  check(): Promise<number>;
  close(): void;
}

export interface RoomTipsDeps {
  settings: GameSettings;
  isLeader(): boolean;
  publish(post: RoomPost): Promise<void>;
  /** A round opened or closed (topic 'round'); absent: no round pushes. */
  publishRound?(post: RoundBusPost): Promise<void>;
  logError(error: unknown, message: string): void;
}

interface DueTip {
  lotteryId: number;
  prizeNo: string;
  /** A tip, or 'opened': the round opens (pushed, not a tip). */
  tip: FollowTip | 'opened';
  seconds: number;
  at: number;
}

const MAX_SLEEP_MS = 30_000;
/** A tip found this late (the process was stalled or asleep) is no longer news: skipped. */
const STALE_MS = 10_000;

/** Tips of the lottery's current and next round, in time order. */
function tipsAround(settings: GameSettings, now: number): DueTip[] {
  return LOTTERIES.flatMap((lottery) => {
    const timetable = settings.timetableOf(lottery);
    const current = slotAt(timetable, now);
    const threshold = Math.round(timetable.closeBeforeDrawS);
    return [current, slotOf(timetable, current.index + 1)].flatMap((slot) => {
      const closed: DueTip = { lotteryId: lottery.id, prizeNo: slot.prizeNo, tip: 'closed', seconds: 0, at: slot.closeAt };
      const closing: DueTip = { ...closed, tip: 'closing', seconds: threshold, at: slot.closeAt - threshold * 1000 };
      const opened: DueTip = { ...closed, tip: 'opened', at: slot.openAt };
      // A round shorter than twice its threshold gets no 'closing' tip before it opens.
      return closing.at > slot.openAt ? [opened, closing, closed] : [opened, closed];
    });
  }).sort((a, b) => a.at - b.at);
}

export function createRoomTips(deps: RoomTipsDeps): RoomTips {
  const { settings } = deps;
  let checkedUntil = settings.now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  async function check(): Promise<number> {
    const now = settings.now();
    // The rounds around the previous check and around now: every tip in between is among them.
    const since = Math.max(checkedUntil, now - STALE_MS);
    const seen = new Set<string>();
    const due = [...tipsAround(settings, checkedUntil), ...tipsAround(settings, now)].filter((tip) => {
      const key = `${tip.lotteryId}:${tip.prizeNo}:${tip.tip}`;
      if (tip.at <= since || tip.at > now || seen.has(key)) return false;
      seen.add(key);
      return true;
    }).sort((a, b) => a.at - b.at);
    checkedUntil = now;
    if (!deps.isLeader()) return 0;
    let tips = 0;
    for (const tip of due) {
      if (tip.tip !== 'closing') await deps.publishRound?.(roundEdgePost(tip.tip, tip.lotteryId, tip.prizeNo, tip.at));
      if (tip.tip === 'opened') continue;
      await deps.publish(tipPost(tip.lotteryId, tip.prizeNo, tip.tip, tip.seconds, tip.at));
      tips += 1;
    }
    return tips;
  }

  function schedule(): void {
    if (stopped) return;
    const now = settings.now();
    const next = tipsAround(settings, now).find((tip) => tip.at > now);
    const sleep = Math.min(Math.max((next?.at ?? now + MAX_SLEEP_MS) - now, 0) + 5, MAX_SLEEP_MS);
    timer = setTimeout(() => {
      check()
        .catch((error: unknown) => deps.logError(error, 'closing tips failed'))
        .finally(schedule);
    }, sleep);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      checkedUntil = settings.now();
      schedule();
    },
    check,
    close() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
