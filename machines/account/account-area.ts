import {
  accountAgentRecordsMachine,
  accountAgentShareMachine,
  accountAvatarPickerMachine,
  accountBetRecordsMachine,
  accountGamingLimitsMachine,
  accountMachine,
  accountOrderCancelMachine,
  accountPasswordChangeMachine,
  accountProfileEditMachine,
  accountRealityCheckMachine,
  accountSelfExclusionMachine,
  accountVipMachine,
} from './account.machine';
import type { AccountCalls, AccountEffects } from './services';
import { provideMoneyPages } from './money-pages';

/**
 * The account area as one chunk: the account machine and every sub-page machine, with their
 * calls in place. The app loads it after the first paint (`loadAccountArea`), so the first page
 * of a player does not carry the account area's processes.
 */
export function provideAccountArea(calls: AccountCalls, effects: AccountEffects) {
  return accountMachine.provide({
    actors: {
      betRecords: accountBetRecordsMachine.provide({ actors: { fetchPage: calls.fetchBetRecords } }),
      orderCancel: accountOrderCancelMachine.provide({ actors: { cancelOrder: calls.cancelOrder } }),
      profileEdit: accountProfileEditMachine.provide({ actors: { updateProfile: calls.updateProfile } }),
      passwordChange: accountPasswordChangeMachine.provide({ actors: { changePassword: calls.changePassword } }),
      avatarPicker: accountAvatarPickerMachine.provide({ actors: { updateAvatar: calls.updateAvatar } }),
      vip: accountVipMachine.provide({ actors: { fetchVipConfig: calls.fetchVipConfig } }),
      agentShare: accountAgentShareMachine.provide({ actors: { fetchAgentShare: calls.fetchAgentShare, copyText: calls.copyText } }),
      agentRecords: accountAgentRecordsMachine.provide({ actors: { fetchPage: calls.fetchAgentReport } }),
      gamingLimits: accountGamingLimitsMachine.provide({
        actors: { fetchGamingLimits: calls.fetchGamingLimits, setGamingLimit: calls.setGamingLimit, cancelGamingLimit: calls.cancelGamingLimit },
      }),
      selfExclusion: accountSelfExclusionMachine.provide({ actors: { selfExclude: calls.selfExclude } }),
      realityCheck: accountRealityCheckMachine.provide({
        actors: { loadRealityCheck: calls.loadRealityCheck, saveRealityCheck: calls.saveRealityCheck, fetchSessionResult: calls.fetchSessionResult },
      }),
      ...provideMoneyPages(calls, effects),
    },
  });
}

export type AccountArea = ReturnType<typeof provideAccountArea>;
