import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { appMachine, type AppInput } from '../../machines/app/app.machine';
import { fail, ok, type PathSuite } from './generate';

export const APP_INPUT: AppInput = {
  session: { token: null, secretToken: null, remember: false },
  language: { stored: null, browser: ['zh-CN'] },
  notices: { popupShownOn: null },
  messages: { confirmedPopupId: null },
};

/**
 * The root's children, each with a suite of its own (session, bootstrap, language, notices,
 * catalog, betting, content, and the chunks it loads: account, messages, chat, reset, time
 * travel, the installable app), here callbacks that only live and die; `watchSession` too (the stub session says
 * nothing: the suite sends `session.changed` itself).
 */
export const APP_CHILDREN = [
  'session', 'bootstrap', 'language', 'notices', 'catalog', 'betting', 'content',
  'account', 'messages', 'customerChat', 'passwordReset', 'devtoolsReplay', 'pwa', 'watchSession',
] as const;
/** The chunk loaders: each region's suite answers its own; the others' stay on their way. */
const LOADERS = ['loadAccountArea', 'loadMessages', 'loadChat', 'loadTimeTravel', 'loadPasswordReset', 'loadPwa'] as const;
const stubs: Record<string, AnyActorLogic> = {
  ...Object.fromEntries(APP_CHILDREN.map((name) => [name, fromCallback(() => {})])),
  ...Object.fromEntries(LOADERS.map((name) => [name, fromPromise(() => new Promise<void>(() => {}))])),
};

const loggedIn = { type: 'session.changed', loggedIn: true, user: null } as const;

/**
 * The root's regions, a suite each (they talk only where the messages are told whether home
 * shows, and there the two walk together): a chunk loads after a login or when its page shows,
 * fails and is tried again 3 s later, and its actor lives while its state lasts. The toasts and the
 * session's outcomes (context and delayed raises, no states) are tests/machines/app.machine.test.ts.
 */
const region = (events: PathSuite<typeof appMachine>['events'], answers: PathSuite<typeof appMachine>['answers']): PathSuite<typeof appMachine> => ({
  machine: appMachine,
  input: APP_INPUT,
  events,
  answers,
  provide: { actors: stubs as never },
});

export const appAccountAreaPaths = region([loggedIn], { loadAccountArea: [ok(), fail()] });
export const appMessagesPaths = region([loggedIn, { type: 'home.shown', shown: true }, { type: 'home.shown', shown: false }], { loadMessages: [ok(), fail()] });
export const appChatPaths = region([{ type: 'chat.show', visitorId: 'v-1' }, { type: 'chat.hide' }], { loadChat: [ok(), fail()] });
/** The installable app's chunk loads once the page is idle, with nothing to ask for it; a failure waits for the next visit. */
export const appPwaPaths = region([], { loadPwa: [ok(), fail()] });
export const appDevtoolsPaths = region([{ type: 'devtools.replay.show' }, { type: 'devtools.replay.hide' }], { loadTimeTravel: [ok(), fail()] });
/**
 * The auth dialog, a state per form: the reset lives while the dialog shows its form (its chunk
 * first), a login or a registration closes whatever shows.
 */
export const appAuthDialogPaths = region(
  [
    { type: 'ui.auth.openForgot', account: 'demo001' },
    { type: 'ui.auth.openLogin' },
    { type: 'ui.auth.openRegister' },
    { type: 'ui.auth.close' },
    { type: 'session.loggedIn', account: 'demo001' },
  ],
  { loadPasswordReset: [ok(), fail()] },
);
/** A page loaded to log in again (`?relogin=`) starts with the login open. */
export const appReloginPaths: PathSuite<typeof appMachine> = { ...region([{ type: 'ui.auth.close' }], {}), input: { ...APP_INPUT, relogin: 'expired' } };
