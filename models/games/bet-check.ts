/** The betting checks of spec §5, in their order, shared by the bet slip and the server. */
import { ErrorCode, errorKeyForCode } from '../errors';
import { countBets } from './counting';
import { draftItems } from './items';
import { GameMessageKey } from './messages';
import { playOf } from './plays-registry';
import { betAmountCents, minimumStakeCents } from './stake';
import type { GameType, Room, RoundStatus, Rule, Selection } from './types';

export interface BetInput {
  gameType: GameType;
  rule: Rule;
  selection: Selection;
  /** As typed, in currency units. */
  stake: number | string;
  /** The slip's multiplier (issue 20 §3): the stake per bet is stake × multiplier. 1 when absent. */
  multiplier?: number;
  roundStatus: RoundStatus;
  balanceCents: number;
  /** The pc28 room bet in. */
  room?: Room;
  /** What the player already staked in this room this round, cents (checked against maxBettingSinglePeriod). */
  periodStakedCents?: number;
}

/** Why a bet is refused: the business code the server answers with and the text to show. */
export interface BetRejection {
  code: number;
  key: string;
  values?: { minCents: number };
}

const byCode = (code: number): BetRejection => ({ code, key: errorKeyForCode(code) });

/** Every item a bet makes must name a real rule item (spec §5 says so for pc28; it holds for all). */
function itemsHaveIds({ gameType, rule, selection }: BetInput): boolean {
  const play = playOf(gameType, rule.code);
  return !!play && draftItems(play, rule, selection).every((item) => item.group.ruleItemId > 0);
}

/** The first failing check of the bet, or null when it may be sent. */
export function validateBet(input: BetInput): BetRejection | null {
  const { gameType, rule, room } = input;
  if (input.roundStatus !== 0) return { code: ErrorCode.periodClosed, key: GameMessageKey.noBuy };
  const minCents = minimumStakeCents(gameType, rule, room);
  const stakeCents = betAmountCents(gameType, input.stake, input.multiplier);
  if (stakeCents === null || stakeCents <= 0 || stakeCents < minCents) {
    return { code: ErrorCode.belowRoomMinimum, key: GameMessageKey.betMin, values: { minCents } };
  }
  const count = countBets(gameType, rule, input.selection);
  if (count === 0 || !itemsHaveIds(input)) return { code: ErrorCode.wrongBetRules, key: GameMessageKey.number };
  const total = count * stakeCents;
  if (input.balanceCents < total) return byCode(ErrorCode.insufficientBalance);
  if (stakeCents > rule.maxBetting) return byCode(ErrorCode.abovePlayMaximum);
  if (room && total > room.maxBettingSingle) return byCode(ErrorCode.aboveRoomSingleMaximum);
  if (room && (input.periodStakedCents ?? 0) + total > room.maxBettingSinglePeriod) {
    return byCode(ErrorCode.abovePersonalPeriodLimit);
  }
  return null;
}
