import type { RoundStatus } from '../../../models/games';

/**
 * What the round header says for each status of spec §4, and what its countdown counts to:
 * open rounds count to the close, drawing to the result, waiting to the next opening; a round
 * awaiting its result has nothing to count.
 */
export interface RoundStatusText {
  statusKey: string;
  /** Label of the countdown, or null when the status has none. */
  countdownKey: string | null;
}

const TEXTS: Readonly<Record<RoundStatus, RoundStatusText>> = {
  0: { statusKey: 'status.open', countdownKey: 'countdown.toClose' },
  1: { statusKey: 'status.closed', countdownKey: 'countdown.toDraw' },
  2: { statusKey: 'status.drawing', countdownKey: 'countdown.toDraw' },
  3: { statusKey: 'status.awaiting', countdownKey: null },
  4: { statusKey: 'status.waiting', countdownKey: 'countdown.toOpen' },
};

/** Keys of the `games` namespace; a round without a status is loading, or failed to load. */
export function roundStatusText(status: RoundStatus | null, loading: boolean): RoundStatusText {
  if (status === null) return { statusKey: loading ? 'status.loading' : 'status.failed', countdownKey: null };
  return TEXTS[status];
}
