import type { RealityCheckRef } from '../../machines/account/account.machine';
import { useRuntime } from './system';
import { useSelector } from './use-selector';

/**
 * The reality check (issue 21 §1): the account area runs it while a player is logged in, whichever
 * page shows; the layout opens its dialog when due. (The limits page's chooser finds it through
 * gaming-hooks.ts, so that this file stays in the layout's chunk alone.)
 */
export type { RealityCheckRef };

/** The logged-in player's reality check (undefined for a visitor, or before the account area is in). */
export function useRealityCheck(): RealityCheckRef | undefined {
  const account = useSelector(useRuntime().actor, (s) => s.children.account);
  return useSelector(account, (s) => s?.children.realityCheck);
}

/** The dialog is due (or logging out from it). */
export function useRealityCheckDue(check: RealityCheckRef | undefined): boolean {
  return useSelector(check, (s) => s?.hasTag('dialog') ?? false);
}
