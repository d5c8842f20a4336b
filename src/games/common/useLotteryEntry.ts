import { useCallback } from 'react';
import { ErrorCode, errorKeyForCode } from '../../../models/errors';
import { useAuthDialog, useSession, useToasts } from '../../app/hooks';
import { isGameDisabled } from './disabledGames';

export const lotteryHref = (lotteryId: number) => `/lottery-bet?lotteryId=${lotteryId}`;

/**
 * What opening a lottery from the hall or home does (spec §2 "Lottery hall"): visitors get the
 * login dialog, a game in the player's disableGameList is refused with 4009; only then does the
 * link navigate. Returns whether the navigation may go on.
 */
export function useLotteryEntry(): (lotteryId: number) => boolean {
  const { isLoggedIn, user } = useSession();
  const { openLogin } = useAuthDialog();
  const { show } = useToasts();
  return useCallback(
    (lotteryId: number) => {
      if (!isLoggedIn) {
        openLogin();
        return false;
      }
      if (isGameDisabled(user, lotteryId)) {
        show({ messageKey: errorKeyForCode(ErrorCode.gameDisabled), tone: 'error', persistent: false });
        return false;
      }
      return true;
    },
    [isLoggedIn, user, openLogin, show],
  );
}
