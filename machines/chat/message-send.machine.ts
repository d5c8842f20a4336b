import { sendParent, sendTo, setup, type ActorRefFrom } from 'xstate';
import { CHAT_SEND_TIMEOUT_MS, ChatCode, ChatRoute, type ChatSendAnswer, type ChatSendRequest } from '../../models/realtime/chat';
import type { RealtimeConnectionEvent } from './realtime-connection.machine';
import { CHAT_CONNECTION_ID, isOk, sendTag } from './requests';

/**
 * One chat message on its way (spec §4 "Chat send"): asks the chat's connection to send it, is
 * failed after 5 s without an answer, a refusal or a lost connection, and goes again on retry with
 * the same msgId. An answer that arrives late still makes it sent. The chat spawns one per message
 * being sent (id and system id `chatSend:{msgId}`), forwards the connection's answers to it, and
 * hears the outcome as `chat.send.sent` / `chat.send.failed`.
 */

export type MessageSendEvent =
  /** The connection's answer to this send (its `rt.response` body). */
  | { type: 'send.answered'; body: unknown }
  /** The request got no answer: the connection dropped while it waited. */
  | { type: 'send.lost' }
  /** The service pushed the message back: it is delivered. */
  | { type: 'send.delivered' }
  | { type: 'send.retry' };

export type MessageSendFailure = 'refused' | 'rateLimited' | 'timeout' | 'lost';

/** What the chat hears. `stored` is the service's copy of the message (from a send's answer). */
export type MessageSendReport =
  | { type: 'chat.send.sent'; msgId: string; stored: unknown }
  | { type: 'chat.send.failed'; msgId: string; reason: MessageSendFailure };

export const messageSendId = (msgId: string) => `chatSend:${msgId}`;

const answerBody = (event: MessageSendEvent) => (event.type === 'send.answered' ? (event.body as ChatSendAnswer | null) : null);

export const messageSendMachine = setup({
  types: {
    context: {} as { request: ChatSendRequest },
    events: {} as MessageSendEvent,
    input: {} as { request: ChatSendRequest },
  },
  actions: {
    request: sendTo(
      ({ system }) => system.get(CHAT_CONNECTION_ID),
      ({ context }) => ({ type: 'rt.request', route: ChatRoute.send, body: context.request, tag: sendTag(context.request.msgId) }) satisfies RealtimeConnectionEvent,
    ),
    reportSent: sendParent(({ context, event }) => ({ type: 'chat.send.sent', msgId: context.request.msgId, stored: answerBody(event)?.data ?? null }) satisfies MessageSendReport),
    reportFailed: sendParent(({ context }, params: { reason: MessageSendFailure }) => ({ type: 'chat.send.failed', msgId: context.request.msgId, reason: params.reason }) satisfies MessageSendReport),
  },
  guards: {
    accepted: ({ event }) => isOk(answerBody(event)),
    rateLimited: ({ event }) => answerBody(event)?.code === ChatCode.rateLimited,
  },
  delays: { sendTimeout: CHAT_SEND_TIMEOUT_MS },
}).createMachine({
  id: 'messageSend',
  context: ({ input }) => ({ request: input.request }),
  initial: 'sending',
  on: {
    // Whenever it comes (even after the timeout), an accepted answer or the push makes it sent.
    'send.answered': { guard: 'accepted', target: '.sent' },
    'send.delivered': '.sent',
  },
  states: {
    sending: {
      description: 'Asked; waiting for the answer (at most the send timeout).',
      tags: ['sending'],
      entry: 'request',
      after: { sendTimeout: { target: 'failed', actions: { type: 'reportFailed', params: { reason: 'timeout' } } } },
      on: {
        'send.answered': [
          { guard: 'accepted', target: 'sent' },
          { guard: 'rateLimited', target: 'failed', actions: { type: 'reportFailed', params: { reason: 'rateLimited' } } },
          { target: 'failed', actions: { type: 'reportFailed', params: { reason: 'refused' } } },
        ],
        'send.lost': { target: 'failed', actions: { type: 'reportFailed', params: { reason: 'lost' } } },
      },
    },
    failed: {
      description: 'The failed marker shows; a tap on it retries with the same msgId.',
      tags: ['failed'],
      on: { 'send.retry': 'sending' },
    },
    sent: { type: 'final', entry: 'reportSent' },
  },
});

export type MessageSendMachine = typeof messageSendMachine;
export type MessageSendRef = ActorRefFrom<MessageSendMachine>;
