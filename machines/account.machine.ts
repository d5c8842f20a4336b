import { assign, enqueueActions, sendParent, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import type { Variant } from '../models/currency';
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
  MONEY_PAGE_CHILDREN,
  type MoneyPageSpec,
} from './money-pages';
import { avatarPickerMachine } from './avatar-picker.machine';
import { betRecordsInput, betRecordsMachine, type BetRecordsInput } from './bet-records.machine';
import { orderCancelMachine } from './order-cancel.machine';
import { LOGOUT_DELAY_MS, passwordChangeMachine } from './password-change.machine';
import { profileEditMachine } from './profile-edit.machine';
import type { SessionEvent } from './session.machine';
import { systemTarget } from './system';
import { vipMachine } from './vip.machine';

/**
 * The account area (spec §2 "Account area", `/my/index?page=…`): owns the actor of the sub-page on
 * screen. The page says what it shows with `account.show`; a different sub-page (or other input)
 * stops the previous actor and starts the new one, `account.hide` stops it. Sub-pages without a
 * process of their own show no actor.
 */
export type AccountPageSpec =
  | { page: 'betting'; records: BetRecordsInput }
  | { page: 'user-info'; variant: Variant }
  | { page: 'vip' }
  | { page: 'update-password' }
  | { page: 'update-opt-pwd' }
  | { page: 'agent-share' }
  | { page: 'agent-record'; range: AgentRecordFilter }
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
  /** From the order-cancel child: the order is cancelled and its stake refunded. */
  | { type: 'account.order.cancelled'; orderId: number };

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

export const accountVipMachine = vipMachine;
export const accountAgentShareMachine = agentShareMachine;
export const accountAgentRecordsMachine = agentRecordsMachine;

/** The children that belong to a sub-page (each id is also its system id); leaving the page stops whichever lives. */
const PAGE_CHILDREN = ['betRecords', 'orderCancel', 'profileEdit', 'passwordChange', 'vip', 'agentShare', 'agentRecords', ...MONEY_PAGE_CHILDREN] as const;

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
    startPage: enqueueActions(({ context, enqueue }) => {
      switch (context.shown?.page) {
        case 'betting':
          enqueue.spawnChild('betRecords', { id: 'betRecords', systemId: 'betRecords', input: betRecordsInput(context.shown.records) });
          enqueue.spawnChild('orderCancel', { id: 'orderCancel', systemId: 'orderCancel' });
          break;
        case 'user-info':
          enqueue.spawnChild('profileEdit', { id: 'profileEdit', systemId: 'profileEdit', input: { variant: context.shown.variant } });
          break;
        case 'update-password':
          enqueue.spawnChild('passwordChange', { id: 'passwordChange', systemId: 'passwordChange', input: { kind: 'login' } });
          break;
        case 'update-opt-pwd':
          enqueue.spawnChild('passwordChange', { id: 'passwordChange', systemId: 'passwordChange', input: { kind: 'withdraw' } });
          break;
        case 'vip':
          enqueue.spawnChild('vip', { id: 'vip', systemId: 'vip' });
          break;
        case 'agent-share':
          enqueue.spawnChild('agentShare', { id: 'agentShare', systemId: 'agentShare' });
          break;
        case 'agent-record':
          enqueue.spawnChild('agentRecords', { id: 'agentRecords', systemId: 'agentRecords', input: { defaults: context.shown.range, params: {} } });
          break;
        case 'deposit':
          enqueue.spawnChild('deposit', { id: 'deposit', systemId: 'deposit', input: { variant: context.shown.variant } });
          break;
        case 'deposit-usdt-info':
          enqueue.spawnChild('usdtDeposit', { id: 'usdtDeposit', systemId: 'usdtDeposit', input: { orderId: context.shown.orderId } });
          break;
        case 'withdraw':
          enqueue.spawnChild('withdraw', { id: 'withdraw', systemId: 'withdraw', input: { variant: context.shown.variant } });
          break;
        case 'bind-bank':
          enqueue.spawnChild('bankBind', { id: 'bankBind', systemId: 'bankBind', input: { japan: context.shown.japan } });
          break;
        case 'bind-email':
          enqueue.spawnChild('emailBind', { id: 'emailBind', systemId: 'emailBind' });
          break;
        case 'transaction':
          enqueue.spawnChild('fundRecords', { id: 'fundRecords', systemId: 'fundRecords', input: fundRecordsInput(context.shown.range) });
          break;
        case 'deposit-history':
          enqueue.spawnChild('depositHistory', { id: 'depositHistory', systemId: 'depositHistory', input: moneyHistoryInput });
          break;
        case 'withdraw-history':
          enqueue.spawnChild('withdrawHistory', { id: 'withdrawHistory', systemId: 'withdrawHistory', input: moneyHistoryInput });
          break;
      }
    }),
    stopPage: enqueueActions(({ enqueue }) => {
      for (const id of PAGE_CHILDREN) enqueue.stopChild(id);
    }),
    openAvatarPicker: enqueueActions(({ event, self, enqueue }) => {
      if (event.type !== 'account.avatar.open' || self.getSnapshot().children.avatarPicker) return;
      enqueue.spawnChild('avatarPicker', { id: 'avatarPicker', systemId: 'avatarPicker', input: { current: event.current } });
    }),
  },
  delays: { logoutDelay: LOGOUT_DELAY_MS },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'account.show' && !sameSpec(context.shown, event.spec),
  },
}).createMachine({
  id: 'account',
  context: { shown: null },
  initial: 'hidden',
  on: {
    'account.show': { guard: 'isOtherPage', target: '.showing', reenter: true, actions: assign({ shown: ({ event }) => event.spec }) },
    'account.hide': { target: '.hidden', actions: assign({ shown: null }) },
    'account.avatar.open': { actions: 'openAvatarPicker' },
    'account.avatar.close': { actions: stopChild('avatarPicker') },
    // Spec §4: logout 1 s after a new login password — scheduled here, so leaving the page cannot cancel it.
    'account.loginPasswordChanged': {
      actions: sendTo(systemTarget('session'), { type: 'session.passwordChanged' } satisfies SessionEvent, { delay: 'logoutDelay' }),
    },
    // The row shows status 3 at once (spec §4) and the refund reaches the balance.
    'account.order.cancelled': {
      actions: [
        sendTo('betRecords', ({ event }) => ({ type: 'records.patch', key: { id: event.orderId }, patch: { status: 3 } }) as const),
        sendTo(systemTarget('session'), { type: 'session.refreshUser' } satisfies SessionEvent),
      ],
    },
  },
  states: {
    hidden: {},
    showing: { entry: 'startPage', exit: 'stopPage' },
  },
});

export type AccountMachine = typeof accountMachine;
export type BetRecordsRef = ActorRefFrom<typeof accountBetRecordsMachine>;
export type OrderCancelRef = ActorRefFrom<typeof accountOrderCancelMachine>;
export type ProfileEditRef = ActorRefFrom<typeof accountProfileEditMachine>;
export type PasswordChangeRef = ActorRefFrom<typeof accountPasswordChangeMachine>;
export type AvatarPickerRef = ActorRefFrom<typeof accountAvatarPickerMachine>;
export type VipRef = ActorRefFrom<typeof accountVipMachine>;
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
