import { assign, emit, fromPromise, setup } from 'xstate';
import type { TokenPair, User } from '../../models/entities';
import { ClientMessageKey } from '../../models/errors';
import { toFormError, type FormError } from '../core/form-error';
import type { LoginForm, RegisterForm } from '../core/session';
import { validateLoginForm, validateRegisterForm } from './session-forms';
import type { SessionNotification } from '../core/events';
import type { SessionContext, SessionEmitted, SessionEvent } from '../core/session';

/**
 * The player's session (spec §4 "Session"): login, register, refresh, logout and the one
 * shared silent re-login the transport asks for when a token is refused.
 *
 * Logged in means a non-empty token. Tokens live in cookies; the machine gets the stored
 * pair as input and asks the injected `persistTokens`/`forgetTokens` actions to keep the
 * cookies in step. Every server call is an injected actor (see src/app/services.ts).
 */

export interface SessionInput {
  token: string | null;
  secretToken: string | null;
  remember: boolean;
}

const hasTokens = (pair: TokenPair | undefined): pair is TokenPair =>
  !!pair && typeof pair.token === 'string' && pair.token !== '' && typeof pair.secretToken === 'string' && pair.secretToken !== '';

/** Login or register is refused when the server answers without both tokens (spec §5). */
const EMPTY_TOKEN_ERROR: FormError = { messageKey: ClientMessageKey.emptyToken };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    login: fromPromise<TokenPair, LoginForm>(async () => {
      throw new Error('session: the login actor must be provided');
    }),
    register: fromPromise<TokenPair, RegisterForm>(async () => {
      throw new Error('session: the register actor must be provided');
    }),
    refresh: fromPromise<TokenPair, { secretToken: string }>(async () => {
      throw new Error('session: the refresh actor must be provided');
    }),
    logout: fromPromise<void, { token: string }>(async () => {
      throw new Error('session: the logout actor must be provided');
    }),
    fetchUser: fromPromise<User, { token: string }>(async () => {
      throw new Error('session: the fetchUser actor must be provided');
    }),
  },
  actions: {
    /** Writes the token cookies (persistent when remembered). */
    persistTokens: (_, _params: { token: string; secretToken: string; remember: boolean }) => {},
    /** Removes the token cookies. */
    forgetTokens: () => {},
    /** Stores or forgets the remembered account name for the login form. */
    rememberAccount: (_, _params: { account: string; remember: boolean }) => {},
    /** Tells whoever runs the session what happened (the app machine sends it to itself). */
    notify: (_, _params: SessionNotification) => {},
    reauthSettled: emit((_, params: { ok: boolean }) => ({ type: 'session.reauthSettled' as const, ok: params.ok })),
  },
  guards: {
    /** Login, registration and refresh count only when the server sent both tokens. */
    answeredWithTokens: ({ event }) => hasTokens((event as { output?: TokenPair }).output),
    loginFormValid: ({ event }) => event.type === 'session.login' && validateLoginForm(event) === null,
    registerFormValid: ({ event }) => event.type === 'session.register' && validateRegisterForm(event) === null,
    hasToken: ({ context }) => !!context.token,
    hasSecretToken: ({ context }) => !!context.secretToken,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token || null,
    secretToken: input.secretToken || null,
    remember: input.remember,
    account: '',
    user: null,
    error: null,
  }),
  initial: 'restoring',
  on: {
    'session.clearError': { actions: assign({ error: null }) },
    // Asked while logging in, out or registering: there is no credential to renew yet.
    'session.reauth': { actions: { type: 'reauthSettled', params: { ok: false } } },
  },
  states: {
    restoring: {
      description: 'Reading the stored credential; the views wait.',
      tags: ['restoring'],
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'anonymous' }],
    },

    anonymous: {
      entry: assign({ token: null, secretToken: null, user: null }),
      on: {
        'session.login': [
          {
            guard: 'loginFormValid',
            target: 'loggingIn',
            actions: assign({ error: null, remember: ({ event }) => event.remember, account: ({ event }) => event.account }),
          },
          { actions: assign({ error: ({ event }) => validateLoginForm(event) }) },
        ],
        'session.register': [
          {
            guard: 'registerFormValid',
            target: 'registering',
            actions: assign({ error: null, account: ({ event }) => event.account }),
          },
          { actions: assign({ error: ({ event }) => validateRegisterForm(event) }) },
        ],
        // Nothing to refresh with: the transport's waiting requests fail at once.
        'session.reauth': { actions: { type: 'reauthSettled', params: { ok: false } } },
      },
    },

    loggingIn: {
      description: 'The login form is on its way: the form is disabled.',
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ event }) => {
          const e = event as Extract<SessionEvent, { type: 'session.login' }>;
          return { account: e.account, password: e.password };
        },
        onDone: [
          {
            guard: 'answeredWithTokens',
            target: 'authenticated',
            actions: [
              assign({ token: ({ event }) => event.output.token, secretToken: ({ event }) => event.output.secretToken }),
              { type: 'persistTokens', params: ({ context, event }) => ({ ...event.output, remember: context.remember }) },
              { type: 'rememberAccount', params: ({ context }) => ({ account: context.account, remember: context.remember }) },
              { type: 'notify', params: ({ context }) => ({ type: 'session.loggedIn', account: context.account }) as const },
            ],
          },
          { target: 'anonymous', actions: assign({ error: EMPTY_TOKEN_ERROR }) },
        ],
        onError: { target: 'anonymous', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },

    registering: {
      description: 'The registration form is on its way: the form is disabled.',
      tags: ['busy'],
      invoke: {
        src: 'register',
        input: ({ event }) => {
          const { type: _type, ...form } = event as Extract<SessionEvent, { type: 'session.register' }>;
          return form;
        },
        onDone: [
          {
            guard: 'answeredWithTokens',
            target: 'authenticated',
            actions: [
              assign({
                token: ({ event }) => event.output.token,
                secretToken: ({ event }) => event.output.secretToken,
                remember: false,
              }),
              { type: 'persistTokens', params: ({ event }) => ({ ...event.output, remember: false }) },
              { type: 'notify', params: ({ context }) => ({ type: 'session.registered', account: context.account }) as const },
            ],
          },
          { target: 'anonymous', actions: assign({ error: EMPTY_TOKEN_ERROR }) },
        ],
        onError: { target: 'anonymous', actions: assign({ error: ({ event }) => toFormError(event.error) }) },
      },
    },

    authenticated: {
      tags: ['authenticated'],
      type: 'parallel',
      // Leaving the session for any reason settles a re-login still in flight: the requests
      // waiting on it must fail rather than wait forever.
      exit: { type: 'reauthSettled', params: { ok: false } },
      on: {
        'session.logout': '#session.loggingOut',
        // The server ended every session of the account with the change: nothing is left to log out.
        'session.passwordChanged': { target: '#session.anonymous', actions: ['forgetTokens', { type: 'notify', params: { type: 'session.loggedOutForNewPassword' } as const }] },
        'session.clear': { target: 'anonymous', actions: 'forgetTokens' },
      },
      states: {
        user: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'fetchUser',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: {
                  target: 'ready',
                  actions: assign({ user: ({ event }) => event.output }),
                },
                // A failed user info keeps the session: the token is still ours until the
                // server says otherwise (the transport reports that through session.clear).
                onError: 'failed',
              },
            },
            ready: { on: { 'session.refreshUser': 'loading' } },
            failed: { on: { 'session.refreshUser': 'loading' } },
          },
        },
        credential: {
          initial: 'valid',
          states: {
            valid: {
              on: {
                'session.reauth': [
                  { guard: 'hasSecretToken', target: 'refreshing' },
                  { actions: { type: 'reauthSettled', params: { ok: false } } },
                ],
              },
            },
            refreshing: {
              invoke: {
                src: 'refresh',
                input: ({ context }) => ({ secretToken: context.secretToken ?? '' }),
                onDone: [
                  {
                    guard: 'answeredWithTokens',
                    target: 'valid',
                    actions: [
                      assign({
                        token: ({ event }) => event.output.token,
                        secretToken: ({ event }) => event.output.secretToken,
                      }),
                      { type: 'persistTokens', params: ({ context, event }) => ({ ...event.output, remember: context.remember }) },
                      { type: 'reauthSettled', params: { ok: true } },
                    ],
                  },
                  // The server answered with empty tokens: both are cleared (spec §4). Leaving
                  // `authenticated` settles the re-login as failed.
                  { target: '#session.anonymous', actions: 'forgetTokens' },
                ],
                onError: { target: '#session.anonymous', actions: 'forgetTokens' },
              },
              // A second request that fails while we refresh waits for the same outcome.
              on: { 'session.reauth': {} },
            },
          },
        },
      },
    },

    loggingOut: {
      tags: ['busy'],
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        // Whatever the server says, the player asked to leave: forget the tokens either way.
        onDone: { target: 'anonymous', actions: ['forgetTokens', { type: 'notify', params: { type: 'session.loggedOut' } as const }] },
        onError: { target: 'anonymous', actions: ['forgetTokens', { type: 'notify', params: { type: 'session.loggedOut' } as const }] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
