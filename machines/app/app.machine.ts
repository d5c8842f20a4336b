import { assign, enqueueActions, fromPromise, raise, sendParent, sendTo, setup, spawnChild, stateIn, stopChild } from 'xstate';
import type { AccountArea } from '../account/account-area';
import type { CustomerChatArea } from '../chat/chat-area';
import { lazyLogic } from '../core/lazy-logic';
import type { TimeTravelMachine } from '../journal/time-travel.machine';
import { bettingMachine } from '../games/betting.machine';
import { bootstrapMachine } from './bootstrap.machine';
import { catalogMachine } from '../games/catalog.machine';
import { contentMachine } from '../content/content.machine';
import { languageMachine, type LanguageInput } from './language.machine';
import type { MessagesMachine } from '../inbox/messages.machine';
import type { MessagesInput } from '../inbox/messages-input';
import { noticesMachine, type NoticesInput } from '../content/notices.machine';
import type { PasswordResetMachine } from '../session/password-reset.machine';
import type { PwaMachine } from './pwa.machine';
import type { SessionNotification } from '../core/events';
import { sessionMachine, type SessionInput } from '../session/session.machine';
import { watchSession } from '../core/session-watch';
import { homeRegion } from '../core/home-region';
import type { AppEvent, ReloginReason, Toast, ToastRequest } from '../core/events';
import type { SessionErrorKind } from '../../models/errors';

/**
 * The root of the client's actor system. It owns the long-lived children (bootstrap, session,
 * language, notices, the lottery catalogue, and the owners of per-screen actors: betting for the
 * games, account for the account area), the transient toasts and which auth dialog is open, and
 * turns session outcomes into the page effects of spec §4 and §8 (close the dialog, toast, go
 * home, reload).
 */

/** Which auth form the dialog shows; `forgot` resets a forgotten password (the `passwordReset` actor). */
export type AuthDialogMode = 'closed' | 'login' | 'register' | 'forgot';
/** The forms: each a state of the app's `authDialog` region, tagged with its name (closed has none). */
export const AUTH_FORMS = ['login', 'register', 'forgot'] as const;

/** The query parameter of a page loaded to log in again. */
export const RELOGIN_PARAM = 'relogin';

/** The reason a `?relogin=` value names, or undefined for none or an unknown one. */
export const reloginReasonOf = (value: string | null): ReloginReason | undefined => (value === 'expired' || value === 'passwordChanged' ? value : undefined);

export interface AppInput {
  session: SessionInput;
  /** Set when the page was loaded to log in again (`?relogin=`): the login opens and says why. */
  relogin?: ReloginReason;
  language: LanguageInput;
  notices: NoticesInput;
  messages: MessagesInput;
}

export interface AppContext {
  /** Inputs of the long-lived children, kept so each child starts from them. */
  input: AppInput;
  toasts: Toast[];
  nextToastId: number;
  /** The stored visitor id the chat page gave when it showed (the chat starts from it). */
  chatVisitorId: string;
  /** The account the login form held when the player asked to reset the password (the reset starts from it). */
  forgotAccount: string;
}

/** How long an ordinary toast stays (spec §8: 5 s). */
export const TOAST_MS = 5000;
/** A chunk that failed to load (a flaky network) is tried again after this long. */
export const RETRY_LOAD_MS = 3000;
/** Registration success reloads after 1 s; "logged in elsewhere" goes home after 1 s. */
export const FOLLOW_UP_MS = 1000;

/** The stand-in of each `load…` actor: provideApp (app-services.ts) gives the real ones, which know the chunks. */
const chunkLoader = fromPromise<void, void>(async () => {
  throw new Error('app: the chunk loaders must be provided');
});

/** The session as the app runs it: its notifications go to the app (its parent). */
export const appSessionMachine = sessionMachine.provide({
  actions: { notify: sendParent((_, notification: SessionNotification) => notification) },
});

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as {
      session: 'session';
      bootstrap: 'bootstrap';
      language: 'language';
      notices: 'notices';
      catalog: 'catalog';
      betting: 'betting';
      account: 'account';
      messages: 'messages';
      content: 'content';
      customerChat: 'customerChat';
      passwordReset: 'passwordReset';
      devtoolsReplay: 'devtoolsReplay';
    },
  },
  actors: {
    session: appSessionMachine,
    bootstrap: bootstrapMachine,
    language: languageMachine,
    notices: noticesMachine,
    catalog: catalogMachine,
    betting: bettingMachine,
    /** Loaded by `loadAccountArea` once a player is logged in, then spawned (machines/core/lazy-logic.ts). */
    account: lazyLogic<AccountArea>('account area').logic,
    loadAccountArea: chunkLoader,
    /** Loaded by `loadMessages` once a player is logged in, then spawned (machines/core/lazy-logic.ts). */
    messages: lazyLogic<MessagesMachine>('messages').logic,
    loadMessages: chunkLoader,
    content: contentMachine,
    /** Loaded by `loadPasswordReset` the first time the dialog shows the reset form, then spawned while it shows. */
    passwordReset: lazyLogic<PasswordResetMachine>('password reset').logic,
    loadPasswordReset: chunkLoader,
    watchSession,
    /** The developer panel's time travel: loaded by `loadTimeTravel` when the Replay view first shows (only `?devtools` pages have it). */
    devtoolsReplay: lazyLogic<TimeTravelMachine>('time travel').logic,
    loadTimeTravel: chunkLoader,
    /** Loaded by `loadChat` when the chat page first shows, then spawned while it shows. */
    customerChat: lazyLogic<CustomerChatArea>('customer chat').logic,
    loadChat: chunkLoader,
    /** The installable app (service worker, update prompt, install flow): loaded by `loadPwa` once the page is idle, then spawned. */
    pwa: lazyLogic<PwaMachine>('pwa').logic,
    loadPwa: chunkLoader,
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    reloadPage: () => {},
    /** Leaves for /home with a full page load, dropping every in-memory state. */
    /** Loads home afresh with the login open and the reason shown (`?relogin=`). */
    loadRelogin: (_, _params: { reason: ReloginReason }) => {},
    /** Shows a toast through the one `toast.show` path, which also schedules its expiry. */
    showToast: raise((_, toast: ToastRequest) => ({ type: 'toast.show' as const, toast })),
    clearSessionError: sendTo('session', { type: 'session.clearError' }),
    dropToast: assign({ toasts: ({ context, event }) => context.toasts.filter((toast) => !('id' in event) || toast.id !== event.id) }),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    /** The session was lost this way. */
    lostAs: ({ event }, kind: SessionErrorKind) => event.type === 'session.lost' && event.kind === kind,
  },
  delays: { toast: TOAST_MS, followUp: FOLLOW_UP_MS, retryLoad: RETRY_LOAD_MS },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    input,
    toasts: [],
    nextToastId: 1,
    chatVisitorId: '',
    forgotAccount: '',
  }),
  invoke: [
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => context.input.session },
    { id: 'bootstrap', systemId: 'bootstrap', src: 'bootstrap' },
    { id: 'language', systemId: 'language', src: 'language', input: ({ context }) => context.input.language },
    { id: 'notices', systemId: 'notices', src: 'notices', input: ({ context }) => context.input.notices },
    { id: 'catalog', systemId: 'catalog', src: 'catalog' },
    { id: 'betting', systemId: 'betting', src: 'betting' },
    { id: 'content', systemId: 'content', src: 'content' },
  ],
  type: 'parallel',
  states: {
    // The account area's chunk loads once a player is logged in (a visitor has no account pages,
    // and a login reloads nothing); its owner actor starts once it is in.
    accountArea: {
      initial: 'visitor',
      states: {
        visitor: { invoke: { src: 'watchSession' }, on: { 'session.changed': { guard: 'loggedIn', target: 'loading' } } },
        loading: { invoke: { src: 'loadAccountArea', onDone: 'ready', onError: 'failed' } },
        failed: { after: { retryLoad: 'loading' } },
        ready: { entry: spawnChild('account', { id: 'account', systemId: 'account' }) },
      },
    },
    // Whether home is on screen, as the content owner says (`home.shown`): the messages actor
    // is told at its start, since the owner's word may have come before that actor existed.
    home: homeRegion,
    // The messages actor's chunk loads once a player is logged in too (a visitor has no messages;
    // the views show none while it is absent).
    messages: {
      initial: 'visitor',
      states: {
        visitor: { invoke: { src: 'watchSession' }, on: { 'session.changed': { guard: 'loggedIn', target: 'loading' } } },
        loading: { invoke: { src: 'loadMessages', onDone: 'ready', onError: 'failed' } },
        failed: { after: { retryLoad: 'loading' } },
        ready: {
          // Told at once whether home shows (the owner's word may have come before the actor existed).
          entry: enqueueActions(({ context, enqueue, check }) => {
            enqueue.spawnChild('messages', { id: 'messages', systemId: 'messages', input: context.input.messages });
            if (check(stateIn({ home: 'shown' }))) enqueue.sendTo('messages', { type: 'home.shown', shown: true });
          }),
          on: { 'home.shown': { actions: sendTo('messages', ({ event }) => event) } },
        },
      },
    },
    // The customer-service chat lives while its page shows (its chunk first, at once once loaded).
    chat: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'chat.show': { target: 'loading', actions: assign({ chatVisitorId: ({ event }) => event.visitorId }) } } },
        loading: { invoke: { src: 'loadChat', onDone: 'shown', onError: 'failed' } },
        failed: { after: { retryLoad: 'loading' } },
        shown: {
          entry: spawnChild('customerChat', { id: 'customerChat', systemId: 'customerChat', input: ({ context }) => ({ visitorId: context.chatVisitorId }) }),
          exit: stopChild('customerChat'),
        },
      },
      on: { 'chat.hide': '.hidden' },
    },
    // The installable app (pwa.machine.ts): its chunk waits until the page is idle (appChunks.pwa).
    // Nothing the page needs: a chunk that cannot load (the network is gone) is tried on the next visit.
    pwa: {
      initial: 'loading',
      states: {
        loading: { invoke: { src: 'loadPwa', onDone: 'ready', onError: 'failed' } },
        failed: {},
        // Invoked, not spawned: the actor lives exactly while the state does, so a re-entry never makes a second 'pwa'.
        ready: { invoke: { id: 'pwa', systemId: 'pwa', src: 'pwa' } },
      },
    },
    // The developer panel's Replay view (`?devtools`): its time-travel actor lives while it shows.
    devtools: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'devtools.replay.show': 'loading' } },
        loading: { invoke: { src: 'loadTimeTravel', onDone: 'replay', onError: 'failed' } },
        failed: { after: { retryLoad: 'loading' } },
        replay: {
          entry: spawnChild('devtoolsReplay', { id: 'devtoolsReplay', systemId: 'devtoolsReplay' }),
          exit: stopChild('devtoolsReplay'),
        },
      },
      on: { 'devtools.replay.hide': '.hidden' },
    },
    // The auth dialog: a state per form. The forgotten-password flow lives while its form shows
    // (its chunk first, the first time); any other form or closing ends it.
    authDialog: {
      initial: 'starting',
      states: {
        // A page loaded to log in again opens the login and says why, until the player closes it.
        starting: {
          always: [
            {
              guard: ({ context }) => !!context.input.relogin,
              target: 'login',
              actions: { type: 'showToast', params: ({ context }) => ({ messageKey: `session:toast.relogin.${context.input.relogin}`, tone: 'info', persistent: true }) },
            },
            { target: 'closed' },
          ],
        },
        closed: {},
        login: { description: 'The login form shows.', tags: ['login'] },
        register: { description: 'The registration form shows.', tags: ['register'] },
        forgot: {
          description: 'The forgotten-password form shows: its passwordReset actor lives meanwhile.',
          tags: ['forgot'],
          initial: 'loading',
          states: {
            loading: { invoke: { src: 'loadPasswordReset', onDone: 'open', onError: 'failed' } },
            failed: { after: { retryLoad: 'loading' } },
            open: {
              entry: spawnChild('passwordReset', { id: 'passwordReset', systemId: 'passwordReset', input: ({ context }) => ({ account: context.forgotAccount }) }),
              exit: stopChild('passwordReset'),
            },
          },
        },
      },
      on: {
        'ui.auth.openLogin': { target: '.login', actions: 'clearSessionError' },
        'ui.auth.openRegister': { target: '.register', actions: 'clearSessionError' },
        // Again from the form: the reset starts afresh with the account given.
        'ui.auth.openForgot': { target: '.forgot', actions: [assign({ forgotAccount: ({ event }) => event.account ?? '' }), 'clearSessionError'] },
        'ui.auth.close': '.closed',
        'session.loggedIn': { target: '.closed', actions: { type: 'showToast', params: { messageKey: 'session:toast.loginSuccess', tone: 'success', persistent: false } } },
        'session.registered': {
          target: '.closed',
          actions: [
            { type: 'showToast', params: { messageKey: 'session:toast.registerSuccess', tone: 'success', persistent: false } },
            raise({ type: 'app.reload' }, { delay: 'followUp' }),
          ],
        },
      },
    },
  },
  on: {
    'app.navigated': { actions: sendTo('bootstrap', ({ event }) => event) },

    'toast.show': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const id = context.nextToastId;
        enqueue.assign({ toasts: [...context.toasts, { ...event.toast, id }], nextToastId: id + 1 });
        if (!event.toast.persistent) enqueue.raise({ type: 'toast.expire', id }, { delay: 'toast' });
      }),
    },
    // The player closed it, or its time ran out (only a toast that is not persistent has one).
    'toast.dismiss': { actions: 'dropToast' },
    'toast.expire': { actions: 'dropToast' },

    'session.loggedOut': { actions: 'reloadPage' },
    'session.loggedOutForNewPassword': { actions: { type: 'loadRelogin', params: { reason: 'passwordChanged' } } },

    'session.lost': [
      {
        // Silent re-login failed: start again from home with a clean page that says so.
        guard: { type: 'lostAs', params: 'reauth' },
        actions: [sendTo('session', { type: 'session.clear' }), { type: 'loadRelogin', params: { reason: 'expired' } }],
      },
      {
        guard: { type: 'lostAs', params: 'credentialInvalid' },
        actions: [
          sendTo('session', { type: 'session.clear' }),
          {
            type: 'showToast',
            params: ({ event }) => ({ messageKey: 'errors:code.402', ...(event.serverMessage ? { text: event.serverMessage } : {}), tone: 'error', persistent: false }),
          },
        ],
      },
      {
        guard: { type: 'lostAs', params: 'loggedElsewhere' },
        actions: [
          sendTo('session', { type: 'session.clear' }),
          { type: 'showToast', params: { messageKey: 'errors:code.403', tone: 'error', persistent: false } },
          raise({ type: 'app.goHome' }, { delay: 'followUp' }),
        ],
      },
      {
        // Kicked (code 4): the message stays until the player closes it.
        actions: [sendTo('session', { type: 'session.clear' }), { type: 'showToast', params: { messageKey: 'errors:code.4', tone: 'error', persistent: true } }],
      },
    ],
    'app.goHome': { actions: { type: 'navigate', params: { to: '/' } } },
    'app.reload': { actions: 'reloadPage' },
  },
});

export type AppMachine = typeof appMachine;
