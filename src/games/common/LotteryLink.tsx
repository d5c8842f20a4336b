import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { lotteryHref } from '../../../machines/games/betting.machine';
import { useOpenLottery } from '../../app/catalog-hooks';

/**
 * A real link to a lottery's betting page (it opens in a new tab as any link does); a plain click
 * asks the betting machine instead, which opens the login, refuses 4009 or navigates.
 */
export function LotteryLink({ lotteryId, className, children }: { lotteryId: number; className?: string; children: ReactNode }) {
  const openLottery = useOpenLottery();
  return (
    <Link
      to={lotteryHref(lotteryId)}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        openLottery(lotteryId);
      }}
    >
      {children}
    </Link>
  );
}
