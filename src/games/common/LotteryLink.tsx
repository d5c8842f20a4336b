import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { lotteryHref, useLotteryEntry } from './useLotteryEntry';

/** A real link to a lottery's betting page that first asks useLotteryEntry whether to go. */
export function LotteryLink({ lotteryId, className, children }: { lotteryId: number; className?: string; children: ReactNode }) {
  const mayEnter = useLotteryEntry();
  return (
    <Link
      to={lotteryHref(lotteryId)}
      className={className}
      onClick={(event) => {
        if (!mayEnter(lotteryId)) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
