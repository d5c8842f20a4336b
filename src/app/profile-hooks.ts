import { useSelector } from './use-selector';
import { useCallback, useEffect, useMemo } from 'react';
import type {
  AgentRecordsRef,
  AgentShareRef,
  AvatarPickerRef,
  PasswordChangeRef,
  ProfileEditRef,
  VipRef,
} from '../../machines/account/account.machine';
import type { PasswordKind } from '../../machines/account/password-change.machine';
import { dateRange } from '../../models/dates';
import { useShownPage } from './account-hooks';
import { useAppChild, useRuntimeConfig } from './hooks';

/**
 * Hooks of the account area's profile and agent pages. A sub-page says what it shows
 * (`account.show`) and renders the actor the account machine spawned for it; leaving says
 * `account.hide`, which stops that actor. Views select narrow slices of the actor they get.
 */
export type { AgentRecordsRef, AgentShareRef, AvatarPickerRef, PasswordChangeRef, ProfileEditRef, VipRef };

export function useProfileEdit(): ProfileEditRef | undefined {
  useShownPage({ page: 'user-info', variant: useRuntimeConfig().variant });
  return useSelector(useAppChild('account'), (s) => s.children.profileEdit);
}

/** Both password pages: the login password (`update-password`) or the withdrawal password (`update-opt-pwd`). */
export function usePasswordChange(kind: PasswordKind): PasswordChangeRef | undefined {
  useShownPage({ page: kind === 'login' ? 'update-password' : 'update-opt-pwd' });
  return useSelector(useAppChild('account'), (s) => s.children.passwordChange);
}

export function useVip(): VipRef | undefined {
  useShownPage({ page: 'vip' });
  return useSelector(useAppChild('account'), (s) => s.children.vip);
}

export function useAgentShare(): AgentShareRef | undefined {
  useShownPage({ page: 'agent-share' });
  return useSelector(useAppChild('account'), (s) => s.children.agentShare);
}

/** The agent report from the default range of spec §9 (today − (days − 1) to tomorrow, days 1). */
export function useAgentRecords(): AgentRecordsRef | undefined {
  const range = useMemo(() => dateRange(1, new Date()), []);
  useShownPage({ page: 'agent-record', range });
  return useSelector(useAppChild('account'), (s) => s.children.agentRecords);
}

/**
 * The user menu's avatar picker: `open` with the current avatar starts it, the picker closes
 * itself on confirm or cancel; leaving the account area closes it.
 */
export function useAvatarPicker(): { picker: AvatarPickerRef | undefined; open(current: string): void; close(): void } {
  const account = useAppChild('account');
  const picker = useSelector(account, (s) => s.children.avatarPicker);
  const open = useCallback((current: string) => account.send({ type: 'account.avatar.open', current }), [account]);
  const close = useCallback(() => account.send({ type: 'account.avatar.close' }), [account]);
  useEffect(() => close, [close]);
  return { picker, open, close };
}
