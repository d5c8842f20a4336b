import { assign, sendParent, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Variant } from '../../models/currency';
import { agentRecordsMachine, type AgentRecordFilter } from './agent-records.machine';
import { agentShareMachine } from './agent-share.machine';
import {
  accountBankBindMachine,
  accountDepositHistoryMachine,
  accountDepositMachine,
  accountEmailBindMachine,
  accountFundRecordsMachine,
  accountUsdtDepositMachine,
  accountWithdrawHistoryMachine,
  accountWithdrawMachine,
  fundRecordsInput,
  moneyHistoryInput,
  type MoneyPageSpec,
} from './money-pages';
import { avatarPickerMachine } from './avatar-picker.machine';
import { betRecordsInput, betRecordsMachine, type BetRecordsInput } from './bet-records.machine';
import { orderCancelMachine } from './order-cancel.machine';
import { gamingLimitsMachine } from './gaming-limits.machine';
import { LOGOUT_DELAY_MS, passwordChangeMachine } from './password-change.machine';
import { selfExclusionMachine } from './self-exclusion.machine';
import { profileEditMachine } from './profile-edit.machine';
import { realityCheckMachine } from './reality-check.machine';
import type { SessionChanged } from '../core/events';
import type { SessionEvent } from '../core/session';
import { watchSession } from '../core/session-watch';
import { systemTarget } from '../core/system';
import { vipMachine } from './vip.machine';

/**
 * The account area (spec §2 "Account area", `/my/index?page=…`): one state per sub-page, each
 * invoking the sub-page's actor. The page says what it shows with `account.show`; a different
 * sub-page (or other input) leaves the state, which stops the previous actor, and enters the new
 * one; `account.hide` goes back to `hidden`. Sub-pages without a process of their own invoke none.
 */
export type AccountPageSpec =
  | { page: 'betting'; records: BetRecordsInput }
  | { page: 'user-info'; variant: Variant }
  | { page: 'vip' }
  | { page: 'update-password' }
  | { page: 'update-opt-pwd' }
  | { page: 'agent-share' }
  | { page: 'agent-record'; range: AgentRecordFilter }
  | { page: 'limits' }
  | MoneyPageSpec
  | { page: 'other'; name: string };

export interface AccountContext {
  shown: AccountPageSpec | null;
}

export type AccountEvent =
  | { type: 'account.show'; spec: AccountPageSpec }
  | { type: 'account.hide' }
  /** The user menu's avatar picker (spec §2), open beside whichever sub-page shows. */
  | { type: 'account.avatar.open'; current: string }
  | { type: 'account.avatar.close' }
  /** From the password page: the login password changed, the session ends in a second. */
  | { type: 'account.loginPasswordChanged' }
  /** From the limits page: a time-out or self-exclusion started and ended every session. */
  | { type: 'account.excluded' }
  /** From the order-cancel child: the order is cancelled and its stake refunded. */
  | { type: 'account.order.cancelled'; orderId: number }
  /** From `watchSession`: who is logged in (the reality check runs for them). */
  | SessionChanged;

/** The bet records: the shared paged list over the order list. */
export const accountBetRecordsMachine = betRecordsMachine;

/** Cancelling a bet order beside the bet records; the account area patches the row and the balance. */
export const accountOrderCancelMachine = orderCancelMachine.provide({
  actions: { cancelled: sendParent((_, params: { orderId: number }) => ({ type: 'account.order.cancelled', orderId: params.orderId }) satisfies AccountEvent) },
});

/** Personal info: a save reloads the session's user info (spec §4). */
export const accountProfileEditMachine = profileEditMachine.provide({
  actions: { saved: sendTo(systemTarget('session'), { type: 'session.refreshUser' } satisfies SessionEvent) },
});

/** Both password pages; a changed login password ends the session (see `account.loginPasswordChanged`). */
export const accountPasswordChangeMachine = passwordChangeMachine.provide({
  actions: { loginChanged: sendParent({ type: 'account.loginPasswordChanged' } satisfies AccountEvent) },
});

/** The avatar picker: a save reloads the user (top bar and menu follow), done closes it. */
export const accountAvatarPickerMachine = avatarPickerMachine.provide({
  actions: {
    saved: sendTo(systemTarget('session'), { type: 'session.refreshUser' } satisfies SessionEvent),
    close: sendParent({ type: 'account.avatar.close' } satisfies AccountEvent),
  },
});

/** Time-out and self-exclusion: started, the session ends as after a new login password. */
export const accountSelfExclusionMachine = selfExclusionMachine.provide({
  actions: { excluded: sendParent({ type: 'account.excluded' } satisfies AccountEvent) },
});
export const accountGamingLimitsMachine = gamingLimitsMachine;

/** The reality check's "log out" is the session's logout, as the top bar's button sends it. */
export const accountRealityCheckMachine = realityCheckMachine.provide({
  actions: { logout: sendTo(systemTarget('session'), { type: 'session.logout' } satisfies SessionEvent) },
});

/** The player a `session.changed` names, once the user info is in. */
const playerOf = (event: AccountEvent): number | null => (event.type === 'session.changed' && event.loggedIn && event.user ? event.user.userId : null);

export const accountVipMachine = vipMachine;
export const accountAgentShareMachine = agentShareMachine;
export const accountAgentRecordsMachine = agentRecordsMachine;

/** The sub-page shown, narrowed to the page its state is for. */
const shownAs = <P extends AccountPageSpec['page']>(context: AccountContext, _page: P) => context.shown as Extract<AccountPageSpec, { page: P }>;

/** Which state shows each sub-page (the `/my/index?page=…` name → state). */
const PAGE_STATES = {
  betting: 'betting',
  'user-info': 'userInfo',
  vip: 'vip',
  'update-password': 'loginPassword',
  'update-opt-pwd': 'withdrawPassword',
  'agent-share': 'agentShare',
  'agent-record': 'agentRecords',
  limits: 'limits',
  deposit: 'deposit',
  'deposit-usdt-info': 'usdtDeposit',
  withdraw: 'withdraw',
  'bind-bank': 'bankBind',
  'bind-email': 'emailBind',
  transaction: 'fundRecords',
  'deposit-history': 'depositHistory',
  'withdraw-history': 'withdrawHistory',
  other: 'other',
} as const satisfies Record<AccountPageSpec['page'], string>;

const sameSpec = (a: AccountPageSpec | null, b: AccountPageSpec) => JSON.stringify(a) === JSON.stringify(b);

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    children: {} as {
      betRecords: 'betRecords';
      orderCancel: 'orderCancel';
      profileEdit: 'profileEdit';
      passwordChange: 'passwordChange';
      vip: 'vip';
      agentShare: 'agentShare';
      agentRecords: 'agentRecords';
      gamingLimits: 'gamingLimits';
      selfExclusion: 'selfExclusion';
      realityCheck: 'realityCheck';
      avatarPicker: 'avatarPicker';
      deposit: 'deposit';
      usdtDeposit: 'usdtDeposit';
      withdraw: 'withdraw';
      bankBind: 'bankBind';
      emailBind: 'emailBind';
      fundRecords: 'fundRecords';
      depositHistory: 'depositHistory';
      withdrawHistory: 'withdrawHistory';
    },
  },
  actors: {
    betRecords: accountBetRecordsMachine,
    orderCancel: accountOrderCancelMachine,
    profileEdit: accountProfileEditMachine,
    passwordChange: accountPasswordChangeMachine,
    vip: accountVipMachine,
    agentShare: accountAgentShareMachine,
    agentRecords: accountAgentRecordsMachine,
    gamingLimits: accountGamingLimitsMachine,
    selfExclusion: accountSelfExclusionMachine,
    realityCheck: accountRealityCheckMachine,
    watchSession,
    avatarPicker: accountAvatarPickerMachine,
    deposit: accountDepositMachine,
    usdtDeposit: accountUsdtDepositMachine,
    withdraw: accountWithdrawMachine,
    bankBind: accountBankBindMachine,
    emailBind: accountEmailBindMachine,
    fundRecords: accountFundRecordsMachine,
    depositHistory: accountDepositHistoryMachine,
    withdrawHistory: accountWithdrawHistoryMachine,
  },
  actions: {
    keepSpec: assign({ shown: ({ event }) => (event.type === 'account.show' ? event.spec : null) }),
  },
  delays: { logoutDelay: LOGOUT_DELAY_MS },
  guards: {
    sameSpec: ({ context, event }) => event.type === 'account.show' && sameSpec(context.shown, event.spec),
    shows: ({ event }, params: { page: AccountPageSpec['page'] }) => event.type === 'account.show' && event.spec.page === params.page,
    namesPlayer: ({ event }) => playerOf(event) !== null,
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
  },
}).createMachine({
  id: 'account',
  context: { shown: null },
  type: 'parallel',
  on: {
    // Spec §4: logout 1 s after a new login password — scheduled here, so leaving the page cannot cancel it.
    'account.loginPasswordChanged': {
      actions: sendTo(systemTarget('session'), { type: 'session.passwordChanged' } satisfies SessionEvent, { delay: 'logoutDelay' }),
    },
    // A time-out or self-exclusion ended every session: the same logout, a second later.
    'account.excluded': {
      actions: sendTo(systemTarget('session'), { type: 'session.passwordChanged' } satisfies SessionEvent, { delay: 'logoutDelay' }),
    },
  },
  states: {
    // One state per sub-page, each invoking its actor (id = system id): leaving the state stops it.
    page: {
      initial: 'hidden',
      on: {
        // A transition from this region to a page re-enters it, so other input (another lottery, range) restarts its actor.
        'account.show': [
          { guard: 'sameSpec' },
          ...Object.entries(PAGE_STATES).map(([page, state]) => ({
            guard: { type: 'shows', params: { page: page as AccountPageSpec['page'] } } as const,
            target: `.${state}`,
            actions: 'keepSpec' as const,
          })),
        ],
        'account.hide': { target: '.hidden', actions: assign({ shown: null }) },
      },
      states: {
        hidden: { description: 'No account sub-page on screen.' },
        betting: {
          description: 'Bet records, with cancelling a pending order beside them.',
          invoke: [
            { id: 'betRecords', systemId: 'betRecords', src: 'betRecords', input: ({ context }) => betRecordsInput(shownAs(context, 'betting').records) },
            { id: 'orderCancel', systemId: 'orderCancel', src: 'orderCancel' },
          ],
          on: {
            // The row shows status 3 at once (spec §4) and the refund reaches the balance.
            'account.order.cancelled': {
              actions: [
                sendTo('betRecords', ({ event }) => ({ type: 'records.patch', key: { id: event.orderId }, patch: { status: 3 } }) as const),
                sendTo(systemTarget('session'), { type: 'session.refreshUser' } satisfies SessionEvent),
              ],
            },
          },
        },
        userInfo: {
          description: 'Personal info.',
          invoke: { id: 'profileEdit', systemId: 'profileEdit', src: 'profileEdit', input: ({ context }) => ({ variant: shownAs(context, 'user-info').variant }) },
        },
        vip: { description: 'VIP levels.', invoke: { id: 'vip', systemId: 'vip', src: 'vip' } },
        loginPassword: {
          description: 'Changing the login password.',
          invoke: { id: 'passwordChange', systemId: 'passwordChange', src: 'passwordChange', input: { kind: 'login' } },
        },
        withdrawPassword: {
          description: 'Changing the withdrawal password.',
          invoke: { id: 'passwordChange', systemId: 'passwordChange', src: 'passwordChange', input: { kind: 'withdraw' } },
        },
        agentShare: { description: 'The agent share link.', invoke: { id: 'agentShare', systemId: 'agentShare', src: 'agentShare' } },
        agentRecords: {
          description: 'The agent report.',
          invoke: { id: 'agentRecords', systemId: 'agentRecords', src: 'agentRecords', input: ({ context }) => ({ defaults: shownAs(context, 'agent-record').range, params: {} }) },
        },
        limits: {
          description: 'Responsible gaming: the limits, and time-out or self-exclusion beside them.',
          invoke: [
            { id: 'gamingLimits', systemId: 'gamingLimits', src: 'gamingLimits' },
            { id: 'selfExclusion', systemId: 'selfExclusion', src: 'selfExclusion' },
          ],
        },
        deposit: {
          description: 'Deposit.',
          invoke: { id: 'deposit', systemId: 'deposit', src: 'deposit', input: ({ context }) => ({ variant: shownAs(context, 'deposit').variant }) },
        },
        usdtDeposit: {
          description: 'A USDT deposit order waiting for payment.',
          invoke: { id: 'usdtDeposit', systemId: 'usdtDeposit', src: 'usdtDeposit', input: ({ context }) => ({ orderId: shownAs(context, 'deposit-usdt-info').orderId }) },
        },
        withdraw: {
          description: 'Withdrawal.',
          invoke: { id: 'withdraw', systemId: 'withdraw', src: 'withdraw', input: ({ context }) => ({ variant: shownAs(context, 'withdraw').variant }) },
        },
        bankBind: {
          description: 'Binding a bank card.',
          invoke: { id: 'bankBind', systemId: 'bankBind', src: 'bankBind', input: ({ context }) => ({ japan: shownAs(context, 'bind-bank').japan }) },
        },
        emailBind: { description: 'Binding an e-mail address.', invoke: { id: 'emailBind', systemId: 'emailBind', src: 'emailBind' } },
        fundRecords: {
          description: 'Fund records.',
          invoke: { id: 'fundRecords', systemId: 'fundRecords', src: 'fundRecords', input: ({ context }) => fundRecordsInput(shownAs(context, 'transaction').range) },
        },
        depositHistory: { description: 'Deposit history.', invoke: { id: 'depositHistory', systemId: 'depositHistory', src: 'depositHistory', input: moneyHistoryInput } },
        withdrawHistory: { description: 'Withdrawal history.', invoke: { id: 'withdrawHistory', systemId: 'withdrawHistory', src: 'withdrawHistory', input: moneyHistoryInput } },
        other: { description: 'A sub-page without a process of its own.' },
      },
    },
    // The reality check (issue 21 §1) runs while a player is logged in, whichever page shows: it
    // starts once the user info names the player and ends with the login (its session ends too).
    reality: {
      initial: 'waitingForPlayer',
      invoke: { id: 'watchSession', src: 'watchSession' },
      states: {
        waitingForPlayer: {
          description: 'No player named yet (the user info is on its way), or the login ended.',
          on: { 'session.changed': { guard: 'namesPlayer', target: 'checking' } },
        },
        checking: {
          description: 'The reality check of the logged-in player.',
          invoke: {
            id: 'realityCheck',
            systemId: 'realityCheck',
            src: 'realityCheck',
            input: ({ event }) => ({ player: playerOf(event) ?? 0 }),
            onDone: 'waitingForPlayer',
          },
          // The login ended (logout, time-out, new password, another device): the check keeps that, then stops.
          on: { 'session.changed': { guard: 'loggedOut', actions: sendTo('realityCheck', { type: 'reality.end' }) } },
        },
      },
    },
    // The user menu's avatar picker (spec §2), open beside whichever sub-page shows.
    avatar: {
      initial: 'closed',
      states: {
        closed: { on: { 'account.avatar.open': 'open' } },
        open: {
          invoke: {
            id: 'avatarPicker',
            systemId: 'avatarPicker',
            src: 'avatarPicker',
            input: ({ event }) => ({ current: event.type === 'account.avatar.open' ? event.current : '' }),
          },
          on: { 'account.avatar.close': 'closed' },
        },
      },
    },
  },
});

export type AccountMachine = typeof accountMachine;
export type BetRecordsRef = ActorRefFrom<typeof accountBetRecordsMachine>;
export type OrderCancelRef = ActorRefFrom<typeof accountOrderCancelMachine>;
export type ProfileEditRef = ActorRefFrom<typeof accountProfileEditMachine>;
export type PasswordChangeRef = ActorRefFrom<typeof accountPasswordChangeMachine>;
export type AvatarPickerRef = ActorRefFrom<typeof accountAvatarPickerMachine>;
export type VipRef = ActorRefFrom<typeof accountVipMachine>;
export type GamingLimitsRef = ActorRefFrom<typeof accountGamingLimitsMachine>;
export type SelfExclusionRef = ActorRefFrom<typeof accountSelfExclusionMachine>;
export type RealityCheckRef = ActorRefFrom<typeof accountRealityCheckMachine>;
export type AgentShareRef = ActorRefFrom<typeof accountAgentShareMachine>;
export type AgentRecordsRef = ActorRefFrom<typeof accountAgentRecordsMachine>;
export type DepositRef = ActorRefFrom<typeof accountDepositMachine>;
export type UsdtDepositRef = ActorRefFrom<typeof accountUsdtDepositMachine>;
export type WithdrawRef = ActorRefFrom<typeof accountWithdrawMachine>;
export type BankBindRef = ActorRefFrom<typeof accountBankBindMachine>;
export type EmailBindRef = ActorRefFrom<typeof accountEmailBindMachine>;
export type FundRecordsRef = ActorRefFrom<typeof accountFundRecordsMachine>;
export type DepositHistoryRef = ActorRefFrom<typeof accountDepositHistoryMachine>;
export type WithdrawHistoryRef = ActorRefFrom<typeof accountWithdrawHistoryMachine>;
