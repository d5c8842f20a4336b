import { useCallback } from 'react';
import { ErrorCode, errorKeyForCode } from '../../../models/errors';
import { useAuthDialog, useSession } from '../../app/hooks';
import { isGameDisabled } from './disabledGames';
import { useErrorToast } from './useGameToast';

export const lotteryHref = (lotteryId: number) => `/lottery-bet?lotteryId=${lotteryId}`;

/**
 * What opening a lottery from the hall or home does (spec §2 "Lottery hall"): visitors get the
 * login dialog, a game in the player's disableGameList is refused with 4009; only then does the
 * link navigate. Returns whether the navigation may go on.
 */
export function useLotteryEntry(): (lotteryId: number) => boolean {
  const { isLoggedIn, user } = useSession();
  const { openLogin } = useAuthDialog();
  const showError = useErrorToast();
  return useCallback(
    (lotteryId: number) => {
      if (!isLoggedIn) {
        openLogin();
        return false;
      }
      if (isGameDisabled(user, lotteryId)) {
        showError(errorKeyForCode(ErrorCode.gameDisabled));
        return false;
      }
      return true;
    },
    [isLoggedIn, user, openLogin, showError],
  );
}
