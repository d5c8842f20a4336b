import { useSelector } from './use-selector';
import { useEffect, useMemo } from 'react';
import { bettingVerdict, type BettingVerdict } from '../../machines/games/betting.machine';
import { followStatus } from '../../machines/games/follow-room.machine';
import { diceOf, drawsOf, followRoomOf, historyOf, isVisitorGame, latestDrawOf, roundOf, rulesOf, slipOf, type GameRef } from '../../machines/games/game.machine';
import { roundView } from '../../machines/games/round.machine';
import { slipView } from '../../machines/games/slip.machine';
import type { GameType, PrizeRecord } from '../../models/games';
import { useAppChild } from './hooks';
import { tagOf } from './tag-of';

/**
 * Hooks of the games. The betting machine owns the game actor of the lottery on screen; these
 * hooks send it events and select narrow slices of the game and its children for the views.
 */
export type { GameRef };
// The hooks home, the hall and the footer use live apart, so those pages do not load the game's machines.
export { useCatalog, useCatalogHistory, useOpenLottery, usePrizePager } from './catalog-hooks';

/**
 * The betting page's lottery: tells the betting machine which lottery is on screen (and that it
 * left), and returns its verdict with the game actor while the player may play.
 */
export function useShownLottery(lottery: { id: number; type: GameType } | null): { verdict: BettingVerdict; game: GameRef | undefined } {
  const betting = useAppChild('betting');
  const lotteryId = lottery?.id;
  const gameType = lottery?.type;
  // Another tab is the same visit of the page; only leaving the page hides it.
  useEffect(() => () => betting.send({ type: 'betting.hide' }), [betting]);
  useEffect(() => {
    if (lotteryId !== undefined && gameType !== undefined) betting.send({ type: 'betting.show', lottery: { lotteryId, gameType } });
  }, [betting, lotteryId, gameType]);
  const current = useSelector(betting, (s) => s.context.shown?.lotteryId === lotteryId);
  const verdict = useSelector(betting, bettingVerdict);
  const game = useSelector(betting, (s) => s.children.game);
  return current ? { verdict, game } : { verdict: 'hidden', game: undefined };
}

/** Whether a visitor is looking at the game: the views show "log in to bet" where a member's things are. */
export function useVisitorGame(game: GameRef): boolean {
  return useSelector(game, isVisitorGame);
}

const noRound = { status: null, currentNo: '', remaining: 0, warning: false, canBet: false, loading: true } as const;

/** The round as the screen shows it: status, number, seconds left, warning. */
export function useRound(game: GameRef) {
  const round = useSelector(game, roundOf);
  return useSelector(round, (s) => (s ? roundView(s) : noRound)) ?? noRound;
}

/** Whether the round follows the server's pushes ('live') or polls ('polling', also while it has no socket: a visitor). */
export function useRoundFeed(game: GameRef): 'live' | 'polling' {
  const round = useSelector(game, roundOf);
  return (useSelector(round, (s) => s?.hasTag('live')) ?? false) ? 'live' : 'polling';
}

export function useRoundNumber(game: GameRef): string {
  const round = useSelector(game, roundOf);
  return useSelector(round, (s) => s?.context.info?.currentNo ?? '') ?? '';
}

/** The slip's state and the events it takes. */
export function useSlip(game: GameRef) {
  const slip = useSelector(game, slipOf);
  const context = useSelector(slip, (s) => s?.context);
  const placing = useSelector(slip, (s) => s?.hasTag('placingBet') ?? false) ?? false;
  const loading = useSelector(slip, (s) => s?.hasTag('loadingRules') ?? true) ?? true;
  const confirming = useSelector(slip, (s) => s?.hasTag('confirming') ?? false) ?? false;
  const canAgain = useSelector(slip, (s) => s?.can({ type: 'slip.again' }) ?? false) ?? false;
  // The player chose to bet without the confirmation (the slip's `confirmation` region).
  const skipsConfirm = useSelector(slip, (s) => s?.hasTag('skipsConfirm') ?? false) ?? false;
  // The player's memory is read: their choice to be asked first can be kept.
  const canAskFirst = useSelector(slip, (s) => s?.can({ type: 'slip.askFirst', ask: true }) ?? false) ?? false;
  const view = context ? slipView(context) : null;
  const actions = useMemo(
    () => ({
      selectRule: (ruleId: number) => slip?.send({ type: 'slip.selectRule', ruleId }),
      pick: (group: number, ball: string) => slip?.send({ type: 'slip.pick', group, ball }),
      clear: () => slip?.send({ type: 'slip.clear' }),
      setStake: (value: string) => slip?.send({ type: 'slip.stake', value }),
      setMultiplier: (value: string) => slip?.send({ type: 'slip.multiplier', value }),
      submit: () => slip?.send({ type: 'slip.submit' }),
      confirm: () => slip?.send({ type: 'slip.confirm' }),
      cancel: () => slip?.send({ type: 'slip.cancel' }),
      askFirst: (ask: boolean) => slip?.send({ type: 'slip.askFirst', ask }),
      again: () => slip?.send({ type: 'slip.again' }),
      dismissError: () => slip?.send({ type: 'slip.dismissError' }),
    }),
    [slip],
  );
  return { context, view, placing, loading, confirming, canAgain, canAskFirst, skipsConfirm, ...actions };
}

const NO_DRAWS: PrizeRecord[] = [];

/** Recent draws of the game (page 1 of 9), reloaded after each draw. */
/** The newest draw: pushed by the server the moment it is drawn, else the recent draws' first. */
export function useLatestDraw(game: GameRef): PrizeRecord | undefined {
  return useSelector(game, latestDrawOf) ?? undefined;
}

export function useRecentDraws(game: GameRef): PrizeRecord[] {
  const draws = useSelector(game, drawsOf);
  return useSelector(draws, (s) => s?.context.records ?? NO_DRAWS) ?? NO_DRAWS;
}

/** The k3 dice of the latest result: faces on screen and whether they are still spinning. */
export function useDice(game: GameRef): { faces: number[]; spinning: boolean } | null {
  const dice = useSelector(game, diceOf);
  const faces = useSelector(dice, (s) => s?.context.faces);
  const spinning = useSelector(dice, (s) => s?.hasTag('spinning') ?? false) ?? false;
  return faces ? { faces, spinning } : null;
}

export type RuleIntroView = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

/** The lottery's rule introduction and its retry. */
export function useRuleIntro(game: GameRef): RuleIntroView & { retry(): void } {
  const rules = useSelector(game, rulesOf);
  const status = useSelector(rules, (s) => (s ? tagOf(s, ['ready', 'failed'], 'loading') : 'loading')) ?? 'loading';
  const html = useSelector(rules, (s) => s?.context.html ?? '') ?? '';
  const retry = () => rules?.send({ type: 'rules.retry' });
  return status === 'ready' ? { status, html, retry } : { status, retry };
}

/** The draw-history dialog: open while its pager runs. */
export function useDrawHistory(game: GameRef) {
  const pager = useSelector(game, historyOf);
  return useMemo(
    () => ({
      pager,
      open: () => game.send({ type: 'game.history.open' }),
      close: () => game.send({ type: 'game.history.close' }),
    }),
    [game, pager],
  );
}

const NO_ENTRIES: never[] = [];

/**
 * The follow-bet panel: the room's entries, the connection, the follow being confirmed, and the
 * events the panel sends (follow a bet, confirm, cancel, retry the connection).
 */
export function useFollowRoom(game: GameRef) {
  const room = useSelector(game, followRoomOf);
  const entries = useSelector(room, (s) => s?.context.entries ?? NO_ENTRIES) ?? NO_ENTRIES;
  const status = useSelector(room, (s) => (s ? followStatus(s) : 'connecting')) ?? 'connecting';
  const error = useSelector(room, (s) => s?.context.error ?? null) ?? null;
  const round = useSelector(room, (s) => s?.context.round ?? null) ?? null;
  const playerId = useSelector(room, (s) => s?.context.playerId ?? null) ?? null;
  const confirm = useSelector(room, (s) => s?.context.confirm ?? null) ?? null;
  const placing = useSelector(room, (s) => s?.hasTag('placing') ?? false) ?? false;
  const actions = useMemo(
    () => ({
      ask: (key: string) => room?.send({ type: 'follow.ask', key }),
      setStake: (value: string) => room?.send({ type: 'follow.stake', value }),
      confirmFollow: () => room?.send({ type: 'follow.confirm' }),
      cancel: () => room?.send({ type: 'follow.cancel' }),
      retry: () => room?.send({ type: 'follow.retry' }),
    }),
    [room],
  );
  return { entries, status, error, round, playerId, confirm, placing, ...actions };
}

/** pc28 rooms and the chosen one (null: all). */
export function useRooms(game: GameRef) {
  const rooms = useSelector(game, (s) => s.context.rooms);
  const roomId = useSelector(game, (s) => s.context.roomId);
  return { rooms, roomId, selectRoom: (id: number | null) => game.send({ type: 'game.room', roomId: id }) };
}
