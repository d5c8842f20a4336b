import type { AnyStateMachine } from 'xstate';
import type { PathSuite } from './generate';
import { catalogPaths } from './catalog.paths';
import { fairCheckPaths } from './fair-check.paths';
import { languagePaths } from './language.paths';
import { messageSendPaths } from './message-send.paths';
import { orderCancelPaths } from './order-cancel.paths';
import { roundPaths } from './round.paths';
import { ruleIntroPaths } from './rule-intro.paths';
import { sessionPaths } from './session.paths';
import { vipPaths } from './vip.paths';

/**
 * Every path suite, by the machine file it walks (machines/<name>.machine.ts, sub-folders included:
 * `chat/message-send`). The coverage check
 * (coverage.test.ts) holds every machine file to one of these or to a reason in NOT_YET.
 */
export const PATH_SUITES: Record<string, PathSuite<AnyStateMachine>[]> = {
  catalog: [catalogPaths as PathSuite<AnyStateMachine>],
  'chat/message-send': [messageSendPaths as PathSuite<AnyStateMachine>],
  'fair-check': [fairCheckPaths as PathSuite<AnyStateMachine>],
  language: [languagePaths as PathSuite<AnyStateMachine>],
  'order-cancel': [orderCancelPaths as PathSuite<AnyStateMachine>],
  round: [roundPaths as PathSuite<AnyStateMachine>],
  'rule-intro': [ruleIntroPaths as PathSuite<AnyStateMachine>],
  session: [sessionPaths as PathSuite<AnyStateMachine>],
  vip: [vipPaths as PathSuite<AnyStateMachine>],
};

/**
 * Machine files without a generated path suite yet, each with why. Reviewed: shrinking this list
 * is issue 19 §4's remaining work; adding to it needs a reason a reviewer accepts.
 */
export const NOT_YET: Record<string, string> = {
  'account': 'no generated suite yet (issue 19 §4): reshaped into states this round (§2), hand-written tests only',
  'agent-records': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'agent-share': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'app': "the root: its paths are the other machines' paths; walking it needs every child stubbed (hand-written tests in tests/machines/app.machine.test.ts)",
  'avatar-picker': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'bank-bind': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'bet-records': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'betting': 'no generated suite yet (issue 19 §4): hand-written tests only (its visitor states came this round)',
  'bootstrap': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'carousel': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'content': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'content-list': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'customer-chat': 'no generated suite yet (issue 19 §4): reshaped into states this round (§2), hand-written tests only',
  'deposit': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'dice': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'email-bind': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'email-code': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'follow-room': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'fund-records': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'game': 'no generated suite yet (issue 19 §4): hand-written tests only (its visitor states came this round)',
  'messages': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'money-history': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'notices': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'paged-list': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'password-change': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'password-reset': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'prize-pager': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'profile-edit': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'realtime-connection': 'no generated suite yet (issue 19 §4): reshaped into states this round (§2), hand-written tests only',
  'slip': 'no generated suite yet (issue 19 §4): hand-written tests only (its visitor states came this round)',
  'usdt-deposit': 'no generated suite yet (issue 19 §4): hand-written tests only',
  'withdraw': 'no generated suite yet (issue 19 §4): hand-written tests only',
};
