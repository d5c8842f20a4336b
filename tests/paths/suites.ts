import type { AnyStateMachine } from 'xstate';
import type { PathSuite } from './generate';
import { agentSharePaths } from './agent-share.paths';
import { avatarPickerPaths } from './avatar-picker.paths';
import { bankBindPaths } from './bank-bind.paths';
import { bettingPaths, bettingTrendPaths } from './betting.paths';
import { bootstrapPaths } from './bootstrap.paths';
import { bannerCarouselPaths, tickerCarouselPaths } from './carousel.paths';
import { catalogPaths } from './catalog.paths';
import { onceListPaths, refreshingListPaths } from './content-list.paths';
import { customerChatPaths } from './customer-chat.paths';
import { depositPaths } from './deposit.paths';
import { fairCheckPaths } from './fair-check.paths';
import { followConnectionPaths, followingPaths } from './follow-room.paths';
import { languagePaths } from './language.paths';
import { messageSendPaths } from './message-send.paths';
import { orderCancelPaths } from './order-cancel.paths';
import { agentRecordsPaths, betRecordsPaths, fundRecordsPaths, pagedListPaths } from './paged-list.paths';
import { roundPaths } from './round.paths';
import { ruleIntroPaths } from './rule-intro.paths';
import { loginPasswordPaths, withdrawPasswordPaths } from './password-change.paths';
import { passwordResetPaths } from './password-reset.paths';
import { profileEditPaths } from './profile-edit.paths';
import { pwaPaths } from './pwa.paths';
import { sessionPaths } from './session.paths';
import { timeTravelPaths } from './time-travel.paths';
import { trendPaths } from './trend.paths';
import { usdtCopyPaths, usdtDepositPaths } from './usdt-deposit.paths';
import { vipPaths } from './vip.paths';
import { withdrawPaths } from './withdraw.paths';

/**
 * Every path suite, by the machine file it walks (machines/<name>.machine.ts, sub-folders included:
 * `chat/message-send`). The coverage check
 * (coverage.test.ts) holds every machine file to one of these or to a reason in NOT_YET.
 */
export const PATH_SUITES: Record<string, PathSuite<AnyStateMachine>[]> = {
  'account/agent-share': [agentSharePaths as PathSuite<AnyStateMachine>],
  'account/avatar-picker': [avatarPickerPaths as PathSuite<AnyStateMachine>],
  'account/bank-bind': [bankBindPaths as PathSuite<AnyStateMachine>],
  'games/betting': [bettingPaths as PathSuite<AnyStateMachine>, bettingTrendPaths as PathSuite<AnyStateMachine>],
  'app/bootstrap': [bootstrapPaths as PathSuite<AnyStateMachine>],
  'content/content-list': [refreshingListPaths as PathSuite<AnyStateMachine>, onceListPaths as PathSuite<AnyStateMachine>],
  'content/carousel': [bannerCarouselPaths as PathSuite<AnyStateMachine>, tickerCarouselPaths as PathSuite<AnyStateMachine>],
  'games/catalog': [catalogPaths as PathSuite<AnyStateMachine>],
  'chat/customer-chat': [customerChatPaths as PathSuite<AnyStateMachine>],
  'account/deposit': [depositPaths as PathSuite<AnyStateMachine>],
  'chat/message-send': [messageSendPaths as PathSuite<AnyStateMachine>],
  'games/fair-check': [fairCheckPaths as PathSuite<AnyStateMachine>],
  'games/follow-room': [followConnectionPaths as PathSuite<AnyStateMachine>, followingPaths as PathSuite<AnyStateMachine>],
  'app/language': [languagePaths as PathSuite<AnyStateMachine>],
  'account/order-cancel': [orderCancelPaths as PathSuite<AnyStateMachine>],
  'core/paged-list': [pagedListPaths as PathSuite<AnyStateMachine>],
  'account/agent-records': [agentRecordsPaths as PathSuite<AnyStateMachine>],
  'account/bet-records': [betRecordsPaths as PathSuite<AnyStateMachine>],
  'account/fund-records': [fundRecordsPaths as PathSuite<AnyStateMachine>],
  'account/password-change': [loginPasswordPaths as PathSuite<AnyStateMachine>, withdrawPasswordPaths as PathSuite<AnyStateMachine>],
  'account/profile-edit': [profileEditPaths as PathSuite<AnyStateMachine>],
  'app/pwa': [pwaPaths as PathSuite<AnyStateMachine>],
  'games/round': [roundPaths as PathSuite<AnyStateMachine>],
  'games/rule-intro': [ruleIntroPaths as PathSuite<AnyStateMachine>],
  'games/trend': [trendPaths as PathSuite<AnyStateMachine>],
  'journal/time-travel': [timeTravelPaths as PathSuite<AnyStateMachine>],
  'session/password-reset': [passwordResetPaths as PathSuite<AnyStateMachine>],
  'session/session': [sessionPaths as PathSuite<AnyStateMachine>],
  'account/usdt-deposit': [usdtDepositPaths as PathSuite<AnyStateMachine>, usdtCopyPaths as PathSuite<AnyStateMachine>],
  'account/vip': [vipPaths as PathSuite<AnyStateMachine>],
  'account/withdraw': [withdrawPaths as PathSuite<AnyStateMachine>],
};

/**
 * Machine files without a generated path suite yet, each with why. Reviewed: shrinking this list
 * is issue 19 §4's remaining work; adding to it needs a reason a reviewer accepts.
 */
export const NOT_YET: Record<string, string> = {
  'account/account': 'no generated suite yet (issue 19 §4): reshaped into states this round (§2), hand-written tests only',
  'app/app': "the root: its paths are the other machines' paths; walking it needs every child stubbed (hand-written tests in tests/machines/app.machine.test.ts)",
  'content/content': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'games/dice': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'account/email-bind': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'account/email-code': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'games/game': 'no generated suite yet (issue 19 §4): hand-written tests only (its visitor states came this round)',
  'inbox/messages': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'account/money-history': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'content/notices': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'games/prize-pager': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'chat/realtime-connection': 'no generated suite yet (issue 19 §4): reshaped into states this round (§2), hand-written tests only',
  'games/slip': 'no generated suite yet (issue 19 §4): hand-written tests only (its visitor states came this round)',
};
