import type { GamingLimitsRef, RealityCheckRef, SelfExclusionRef } from '../../machines/account/account.machine';
import { useShownPage } from './account-hooks';
import { useAppChild } from './hooks';
import { useSelector } from './use-selector';

/**
 * Hooks of the responsible-gaming page (`/my/index?page=limits`): the account machine starts the
 * limits' actor and the time-out / self-exclusion actor while it shows; the reality check runs
 * whichever page shows, and the page sets its interval.
 */
export type { GamingLimitsRef, RealityCheckRef, SelfExclusionRef };

export function useGamingLimits(): { limits: GamingLimitsRef | undefined; exclusion: SelfExclusionRef | undefined; realityCheck: RealityCheckRef | undefined } {
  useShownPage({ page: 'limits' });
  const account = useAppChild('account');
  return {
    limits: useSelector(account, (s) => s.children.gamingLimits),
    exclusion: useSelector(account, (s) => s.children.selfExclusion),
    realityCheck: useSelector(account, (s) => s.children.realityCheck),
  };
}
