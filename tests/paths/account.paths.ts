import { fromCallback, type AnyActorLogic } from 'xstate';
import { accountMachine, type AccountPageSpec } from '../../machines/account/account.machine';
import { ok, type PathSuite } from './generate';

const RANGE = { startDate: '2026-11-22', endDate: '2026-11-23' };

/** One spec per sub-page (`/my/index?page=…`), and the state that shows it. */
export const PAGES: [AccountPageSpec, string][] = [
  [{ page: 'betting', records: RANGE }, 'betting'],
  [{ page: 'user-info', variant: 'cn' }, 'userInfo'],
  [{ page: 'vip' }, 'vip'],
  [{ page: 'update-password' }, 'loginPassword'],
  [{ page: 'update-opt-pwd' }, 'withdrawPassword'],
  [{ page: 'agent-share' }, 'agentShare'],
  [{ page: 'agent-record', range: RANGE }, 'agentRecords'],
  [{ page: 'deposit', variant: 'cn' }, 'deposit'],
  [{ page: 'deposit-usdt-info', orderId: 'U1' }, 'usdtDeposit'],
  [{ page: 'withdraw', variant: 'cn' }, 'withdraw'],
  [{ page: 'bind-bank', japan: false }, 'bankBind'],
  [{ page: 'bind-email' }, 'emailBind'],
  [{ page: 'transaction', range: RANGE }, 'fundRecords'],
  [{ page: 'deposit-history' }, 'depositHistory'],
  [{ page: 'withdraw-history' }, 'withdrawHistory'],
  [{ page: 'other', name: 'help' }, 'other'],
  [{ page: 'limits' }, 'limits'],
];

/** The sub-pages' actors, each with its own suite: here callbacks that only live and die. */
export const SUB_PAGE_ACTORS = [
  'betRecords', 'orderCancel', 'profileEdit', 'passwordChange', 'vip', 'agentShare', 'agentRecords', 'avatarPicker',
  'deposit', 'usdtDeposit', 'withdraw', 'bankBind', 'emailBind', 'fundRecords', 'depositHistory', 'withdrawHistory',
  'gamingLimits', 'selfExclusion', 'watchSession',
] as const;
const stubs = Object.fromEntries(SUB_PAGE_ACTORS.map((name) => [name, fromCallback(() => {})])) as Record<(typeof SUB_PAGE_ACTORS)[number], AnyActorLogic>;

/**
 * The account area, one region at a time (they do not talk): the page region shows each sub-page
 * and hides it (a refund of a cancelled order reaches the bet records); the avatar picker opens
 * and closes beside it. What the sub-pages do is their own suites'; what reaches the session (the
 * refresh after a refund, the logout after a new password) is tests/machines/account.machine.test.ts.
 */
export const accountPagePaths: PathSuite<typeof accountMachine> = {
  machine: accountMachine,
  events: [
    ...PAGES.map(([spec]) => ({ type: 'account.show', spec }) as const),
    { type: 'account.hide' },
    { type: 'account.order.cancelled', orderId: 1001 },
  ],
  // The refund changes no state; a vertex of its own, so a path shows it reaching the bet records.
  vertex: (snapshot, event) => [snapshot.value, snapshot.matches({ page: 'betting' }) && event?.type === 'account.order.cancelled'],
  provide: { actors: stubs as never },
};

export const accountAvatarPaths: PathSuite<typeof accountMachine> = {
  machine: accountMachine,
  events: [{ type: 'account.avatar.open', current: 'b_01.png' }, { type: 'account.avatar.close' }],
  provide: { actors: stubs as never },
};

/** The reality check's region: it starts once the user info names the player, and ends with the login. */
const user = { userId: 7 } as never;
export const accountRealityPaths: PathSuite<typeof accountMachine> = {
  machine: accountMachine,
  events: [
    { type: 'session.changed', loggedIn: true, user: null },
    { type: 'session.changed', loggedIn: true, user },
    { type: 'session.changed', loggedIn: false, user: null },
  ],
  answers: { realityCheck: [ok()] },
  provide: { actors: stubs as never },
};
