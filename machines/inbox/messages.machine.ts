import { and, assign, enqueueActions, fromPromise, raise, sendTo, setup, stateIn } from 'xstate';
import { formatAmount } from '../../models/money';
import type { MessageCoinAnswer, MessageList, PersonalMessage, ReadMessageAnswer } from '../../models/content';
import type { MessagesEvent } from '../core/events';
import { MESSAGES_REFRESH_MS, MESSAGES_TAB_HREF, popupMessage, type MessagesContext, type MessagesInput } from './messages-input';
import type { AppEvent } from '../core/events';
import { homeLeft, homeRegion } from '../core/home-region';
import { toFormError } from '../core/form-error';
import { watchSession } from '../core/session-watch';
import { systemTarget } from '../core/system';
import type { InboxCalls, InboxEffects } from './services';

/**
 * The player's personal messages (spec §2 "Activities, messages", §3, §4): one long-lived actor
 * under the app (`messages`), so the main menu's badge and /message read the same list.
 *
 * - Visitors have no messages; asking for the messages tab opens the login dialog (§6).
 * - A member's list loads at login and refreshes every minute; the badge is the server's
 *   `readCount`.
 * - Reading an unread message (expanding it) marks it read at once — status 0 → 1 and the badge
 *   drops — and queues the read call; the server's answer sets the count again, a failure puts
 *   the message back to unread.
 * - The message popup of home shows the first unread message unless its id is the one stored as
 *   confirmed; confirming stores the id and reads it, closing leaves it for another visit.
 * - A message's gift (`coin`) is claimed once; the balance is refreshed.
 *
 * ```
 * home:   away ⇄ shown (home.shown, as the app passes on the content owner's word)
 * player: visitor ─session.changed (logged in)─▶ member ─(logged out)─▶ visitor
 * member (parallel)
 *   list:  loading ─▶ ready ⇄ refreshing (every 60 s, messages.reload) | failed ─messages.reload─▶ loading
 *   reads: idle ⇄ sending (the queue, one call at a time)
 *   claim: idle ⇄ claiming
 *   popup: deciding ─▶ open ─confirm | close | home left─▶ quiet ─home shown | list loaded─▶ deciding
 * ```
 */
/** The list as the server answered it, with the reads still on their way applied. */
function withPendingReads(answer: MessageList, pending: readonly number[]): Pick<MessagesContext, 'messages' | 'readCount'> {
  let readCount = answer.readCount;
  const messages = answer.list.map((message) => {
    if (message.status !== 0 || !pending.includes(message.id)) return message;
    readCount -= 1;
    return { ...message, status: 1 as const };
  });
  return { messages, readCount: Math.max(0, readCount) };
}

const setStatus = (messages: PersonalMessage[], id: number, status: 0 | 1) =>
  messages.map((message) => (message.id === id ? { ...message, status } : message));

export const messagesMachine = setup({
  types: {
    context: {} as MessagesContext,
    events: {} as MessagesEvent,
    input: {} as MessagesInput,
  },
  actors: {
    watchSession,
    fetchMessages: fromPromise<MessageList, void>(async () => {
      throw new Error('messages: the fetchMessages actor must be provided');
    }),
    readMessage: fromPromise<ReadMessageAnswer, { id: number }>(async () => {
      throw new Error('messages: the readMessage actor must be provided');
    }),
    claimMessageCoin: fromPromise<MessageCoinAnswer, { id: number }>(async () => {
      throw new Error('messages: the claimMessageCoin actor must be provided');
    }),
  },
  actions: {
    /** Goes to a page inside the app (the router's navigate, injected at the root). */
    navigate: (_, _params: { to: string }) => {},
    storeConfirmedMessage: (_, _params: { id: number }) => {},
    openLogin: sendTo(systemTarget('app'), { type: 'ui.auth.openLogin' } satisfies AppEvent),
    refreshBalance: sendTo(systemTarget('session'), { type: 'session.refreshUser' }),
    /** Marks one unread message read here and queues its read call. */
    markRead: enqueueActions(({ context, enqueue }, params: { id: number }) => {
      const message = context.messages.find((m) => m.id === params.id);
      if (!message || message.status !== 0) return;
      enqueue.assign({
        messages: setStatus(context.messages, params.id, 1),
        readCount: Math.max(0, context.readCount - 1),
        pendingReads: [...context.pendingReads, params.id],
      });
    }),
    forget: assign({ messages: [], readCount: 0, pendingReads: [], dismissedPopupId: null, claiming: null }),
  },
  guards: {
    isLogin: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    isLogout: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    hasPendingRead: ({ context }) => context.pendingReads.length > 0,
    popupDue: and([stateIn({ home: 'shown' }), ({ context }) => popupMessage(context) !== null]),
    isUnclaimedGift: ({ context, event }) =>
      event.type === 'messages.claim' && context.messages.some((m) => m.id === event.id && m.coin > 0 && !m.coinClaimed),
  },
  delays: { refresh: MESSAGES_REFRESH_MS },
}).createMachine({
  id: 'messages',
  context: ({ input }) => ({
    messages: [],
    readCount: 0,
    pendingReads: [],
    confirmedPopupId: input.confirmedPopupId,
    dismissedPopupId: null,
    claiming: null,
  }),
  invoke: { src: 'watchSession' },
  type: 'parallel',
  states: {
    home: homeRegion,
    player: {
      initial: 'visitor',
      states: {
        visitor: {
          description: 'No player is logged in: no messages, and the messages tab asks for the login.',
          tags: ['visitor'],
          entry: 'forget',
          on: {
            'session.changed': { guard: 'isLogin', target: 'member' },
            'messages.tab.open': { actions: 'openLogin' },
          },
        },
        member: {
          type: 'parallel',
          on: {
            'session.changed': { guard: 'isLogout', target: 'visitor' },
            'messages.tab.open': { actions: { type: 'navigate', params: { to: MESSAGES_TAB_HREF } } },
            'messages.read': { actions: { type: 'markRead', params: ({ event }) => ({ id: event.id }) } },
          },
          states: {
            list: {
              initial: 'loading',
              states: {
                loading: {
                  tags: ['loading'],
                  invoke: {
                    src: 'fetchMessages',
                    onDone: {
                      target: 'ready',
                      actions: [assign(({ context, event }) => withPendingReads(event.output, context.pendingReads)), raise({ type: 'messages.loaded' })],
                    },
                    onError: 'failed',
                  },
                },
                ready: {
                  after: { refresh: 'refreshing' },
                  on: { 'messages.reload': 'refreshing' },
                },
                refreshing: {
                  invoke: {
                    src: 'fetchMessages',
                    onDone: {
                      target: 'ready',
                      actions: [assign(({ context, event }) => withPendingReads(event.output, context.pendingReads)), raise({ type: 'messages.loaded' })],
                    },
                    // Keep what we have; the next refresh tries again.
                    onError: 'ready',
                  },
                },
                failed: { description: 'The list could not be loaded: the tab offers a retry.', tags: ['failed'], on: { 'messages.reload': 'loading' } },
              },
            },
            reads: {
              initial: 'idle',
              states: {
                idle: { always: { guard: 'hasPendingRead', target: 'sending' } },
                sending: {
                  invoke: {
                    src: 'readMessage',
                    input: ({ context }) => ({ id: context.pendingReads[0] ?? 0 }),
                    onDone: {
                      target: 'idle',
                      actions: assign(({ context, event }) => {
                        const rest = context.pendingReads.slice(1);
                        // The server counted every read it has seen; the ones still queued are ours to subtract.
                        return { pendingReads: rest, readCount: Math.max(0, event.output.readCount - rest.length) };
                      }),
                    },
                    onError: {
                      target: 'idle',
                      // Not read after all: it shows unread again, and the badge counts it.
                      actions: assign(({ context }) => {
                        const [id, ...rest] = context.pendingReads;
                        return { pendingReads: rest, messages: setStatus(context.messages, id ?? 0, 0), readCount: context.readCount + 1 };
                      }),
                    },
                  },
                },
              },
            },
            claim: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'messages.claim': { guard: 'isUnclaimedGift', target: 'claiming', actions: assign({ claiming: ({ event }) => event.id }) },
                  },
                },
                claiming: {
                  invoke: {
                    src: 'claimMessageCoin',
                    input: ({ context }) => ({ id: context.claiming ?? 0 }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        enqueueActions(({ context, event, enqueue }) => {
                          const { id, coin } = event.output;
                          const queued = context.pendingReads.filter((pending) => pending !== id);
                          enqueue.assign({
                            messages: context.messages.map((m) => (m.id === id ? { ...m, status: 1 as const, coinClaimed: true } : m)),
                            pendingReads: queued,
                            readCount: Math.max(0, event.output.readCount - queued.length),
                            claiming: null,
                          });
                          enqueue.sendTo(systemTarget('app'), {
                            type: 'toast.show',
                            toast: { messageKey: 'content:messages.claimed', values: { amount: formatAmount(coin) }, tone: 'success', persistent: false },
                          } satisfies AppEvent);
                        }),
                        'refreshBalance',
                      ],
                    },
                    onError: {
                      target: 'idle',
                      actions: [
                        assign({ claiming: null }),
                        sendTo(systemTarget('app'), ({ event }) => {
                          const error = toFormError(event.error);
                          return {
                            type: 'toast.show',
                            toast: { messageKey: error.messageKey, ...(error.serverMessage ? { text: error.serverMessage } : {}), tone: 'error', persistent: false },
                          } satisfies AppEvent;
                        }),
                      ],
                    },
                  },
                },
              },
            },
            popup: {
              initial: 'quiet',
              states: {
                deciding: { always: [{ guard: 'popupDue', target: 'open' }, { target: 'quiet' }] },
                open: {
                  description: 'The home popup offers the first unread message.',
                  tags: ['popup'],
                  on: {
                    'messages.popup.confirm': {
                      target: 'quiet',
                      actions: enqueueActions(({ context, enqueue }) => {
                        const message = popupMessage(context);
                        if (!message) return;
                        enqueue.assign({ confirmedPopupId: message.id });
                        enqueue({ type: 'storeConfirmedMessage', params: { id: message.id } });
                        enqueue({ type: 'markRead', params: { id: message.id } });
                      }),
                    },
                    'messages.popup.close': { target: 'quiet', actions: assign({ dismissedPopupId: ({ context }) => popupMessage(context)?.id ?? null }) },
                    'home.shown': { guard: homeLeft, target: 'quiet' },
                  },
                },
                quiet: {
                  on: {
                    'home.shown': 'deciding',
                    'messages.loaded': 'deciding',
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type MessagesMachine = typeof messagesMachine;

/** The messages machine with its calls and effects, as the app spawns it once its chunk is in. */
export function provideMessages(
  calls: InboxCalls,
  effects: InboxEffects,
  navigate: (_: unknown, params: { to: string }) => void,
) {
  return messagesMachine.provide({
    actors: { fetchMessages: calls.fetchMessages, readMessage: calls.readMessage, claimMessageCoin: calls.claimMessageCoin },
    actions: { navigate, storeConfirmedMessage: (_, params) => effects.storeConfirmedMessage(params.id) },
  });
}

