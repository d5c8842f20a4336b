import { useSelector } from './use-selector';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageCount, type PrizePagerMachine } from '../../machines/games/prize-pager.machine';
import { lotteriesOnSale } from '../../models/games';
import { useAppChild } from './hooks';
import { tagOf } from './tag-of';

/**
 * Hooks of the lottery catalogue and of links to a lottery: what home, the lottery hall and the
 * footer need. They live apart from game-hooks.ts, whose game, round and slip machines only a
 * betting page needs, so those pages do not load the game's machines.
 */

/** Links to a lottery ask the betting machine, which opens the login, refuses 4009 or navigates. */
export function useOpenLottery(): (lotteryId: number) => void {
  const betting = useAppChild('betting');
  return useMemo(() => (lotteryId: number) => betting.send({ type: 'betting.open', lotteryId }), [betting]);
}

/** The lottery catalogue: games on offer (`onSale`: the ones a player is offered) and the latest draw of each (home, hall, footer). */
export function useCatalog() {
  const ref = useAppChild('catalog');
  const lotteries = useSelector(ref, (s) => s.context.lotteryList);
  const onSale = useMemo(() => lotteriesOnSale(lotteries), [lotteries]);
  const latest = useSelector(ref, (s) => s.context.prizeRecordList);
  const loaded = useSelector(ref, (s) => s.hasTag('loaded'));
  const failed = useSelector(ref, (s) => s.hasTag('failed'));
  return { lotteries, onSale, latest, loaded, failed, reload: () => ref.send({ type: 'catalog.reload' }) };
}

/** The footer's draw-history dialog: which lottery's is open, its pager, open and close. */
export function useCatalogHistory() {
  const ref = useAppChild('catalog');
  const lotteryId = useSelector(ref, (s) => s.context.historyOf);
  const pager = useSelector(ref, (s) => s.children.history);
  return useMemo(
    () => ({
      lotteryId,
      pager,
      open: (id: number) => ref.send({ type: 'catalog.history.open', lotteryId: id }),
      close: () => ref.send({ type: 'catalog.history.close' }),
    }),
    [ref, lotteryId, pager],
  );
}

/** A pager's page, its records and page count; works for any prize pager actor. */
export function usePrizePager(pager: ActorRefFrom<PrizePagerMachine>) {
  const context = useSelector(pager, (s) => s.context);
  const status = useSelector(pager, (s) => tagOf(s, ['loading', 'failed'], 'ready'));
  return {
    ...context,
    status,
    pages: pageCount(context),
    goTo: (page: number) => pager.send({ type: 'pager.goTo', page }),
    reload: () => pager.send({ type: 'pager.reload' }),
  };
}
