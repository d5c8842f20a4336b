import type { PromiseActorLogic } from 'xstate';
import type { AppCalls } from '../../machines/app/services';
import type { AgentContent, AgentReportRow, AgentShare, VipLevel } from '../../models/account';
import type { User } from '../../models/entities';
import { ErrorCode } from '../../models/errors';
import { validatePersonalInfo } from '../../models/validation';
import { apiFailure } from './fake-basics';

/**
 * The profile and agent calls of the fake platform (tests/support/fake-platform.ts): personal info
 * and avatar saves, both passwords, the VIP levels, the agent centre, and the clipboard. They work
 * on the platform's `user` and on `profile` (below), with the reference server's rules (docs/api.md):
 * the personal info is accepted only while incomplete, an old password must match, a new login
 * password ends the session.
 */
export interface FakeProfileState {
  passwords: { login: string; withdraw: string };
  vip: { levels: VipLevel[]; content: string; rechargeTotal: number };
  agent: { share: AgentShare; content: AgentContent; report: AgentReportRow[] };
  /** Every text the clipboard received. */
  copied: string[];
  /** The clipboard refuses (no permission, no API): the page must offer the link by hand. */
  clipboardFails: boolean;
}

const SHARE_URL = 'https://fastdraw.test/pages/auth/register?invite=FAST01';

export function fakeProfileState(): FakeProfileState {
  return {
    passwords: { login: 'demo1234', withdraw: '123456' },
    vip: {
      levels: [
        { level: 0, limitRechargeAmount: 0 },
        { level: 1, limitRechargeAmount: 100_000 },
        { level: 2, limitRechargeAmount: 500_000 },
        { level: 3, limitRechargeAmount: 2_000_000 },
      ],
      content: '<p>VIP 等级按累计充值金额自动升级。</p>',
      rechargeTotal: 250_000,
    },
    agent: {
      share: { code: 'FAST01', shareUrlPc: SHARE_URL, shareUrlImage: SHARE_URL, content: '<p>好友注册后即成为您的下级。</p>' },
      content: { content: '<ol><li>复制邀请链接，发送给好友。</li></ol>', rebatePermille: 5 },
      report: [],
    },
    copied: [],
    clipboardFails: false,
  };
}

export type ProfileCallName = 'updateProfile' | 'updateAvatar' | 'changePassword' | 'fetchVipConfig' | 'fetchAgentShare' | 'fetchAgentReport' | 'copyText';

type OutputOf<K extends ProfileCallName> = AppCalls[K] extends PromiseActorLogic<infer O, infer _I> ? O : never;
type InputOf<K extends ProfileCallName> = AppCalls[K] extends PromiseActorLogic<infer _O, infer I> ? I : never;

/** The fake platform's call factory (records the call, applies held calls and `failNext`). */
export type FakeCall = <K extends ProfileCallName>(name: K, run: (input: InputOf<K>) => OutputOf<K>) => AppCalls[K];

const AVATAR = /^b_(0[1-9]|1[0-6])\.png$/;

export function fakeProfileCalls(call: FakeCall, state: { user: User; profile: FakeProfileState }): Pick<AppCalls, ProfileCallName> {
  return {
    updateProfile: call('updateProfile', (input) => {
      if (validatePersonalInfo(input, 'cn')) throw apiFailure(ErrorCode.failed);
      const { user } = state;
      if (user.name !== '' && user.cardNo !== '' && user.mobile !== '') throw apiFailure(ErrorCode.failed);
      Object.assign(user, { name: input.name.trim(), cardNo: input.cardNo.trim(), mobile: input.mobile.trim() });
      return { ...user };
    }),
    updateAvatar: call('updateAvatar', (input) => {
      if (!AVATAR.test(input.avatar)) throw apiFailure(ErrorCode.failed);
      state.user.avatar = input.avatar;
      return { ...state.user };
    }),
    changePassword: call('changePassword', (input) => {
      const { passwords } = state.profile;
      if (input.oldPassword !== passwords[input.kind]) throw apiFailure(input.kind === 'login' ? ErrorCode.wrongPassword : ErrorCode.wrongWithdrawPassword);
      passwords[input.kind] = input.newPassword;
    }),
    fetchVipConfig: call('fetchVipConfig', () => ({
      vipConfigList: state.profile.vip.levels.map((level) => ({ ...level })),
      content: state.profile.vip.content,
      rechargeTotal: state.profile.vip.rechargeTotal,
      vipLevel: state.user.vipLevel,
    })),
    fetchAgentShare: call('fetchAgentShare', () => ({ share: { ...state.profile.agent.share }, content: { ...state.profile.agent.content } })),
    // Sub-accounts registered before the range's end; the fake has no settled bets per day, so the amounts are the rows'.
    fetchAgentReport: call('fetchAgentReport', (input) => {
      const rows = state.profile.agent.report.filter((row) => row.registerTime.slice(0, 10) < input.endDate);
      return { list: rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize).map((row) => ({ ...row })), total: rows.length };
    }),
    copyText: call('copyText', (input) => {
      if (state.profile.clipboardFails) throw new Error('clipboard: nothing was copied');
      state.profile.copied.push(input.text);
    }),
  };
}
