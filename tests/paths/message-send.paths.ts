import { messageSendMachine } from '../../machines/chat/message-send.machine';
import { ChatCode } from '../../models/realtime/chat';
import type { PathSuite } from './generate';

/**
 * One customer-chat message on its way: answered (accepted, rate limited, refused), lost with the
 * connection, pushed back by the service, timed out; retried from the failed marker. A pure walk:
 * the machine's asks to the connection and its reports to the chat have nobody to reach.
 */
export const messageSendPaths: PathSuite<typeof messageSendMachine> = {
  machine: messageSendMachine,
  input: { request: { msgId: 'm-1', content: 'hello', type: 0 } as never },
  events: [
    { type: 'send.answered', body: { code: ChatCode.ok, data: { msgId: 'm-1' } } },
    { type: 'send.answered', body: { code: ChatCode.rateLimited } },
    { type: 'send.answered', body: { code: 1 } },
    { type: 'send.lost' },
    { type: 'send.delivered' },
    { type: 'send.retry' },
  ],
  provide: { actions: { request: () => {}, reportSent: () => {}, reportFailed: () => {} } },
};

/**
 * What the browser suite drives through the real chat UI against the real server: the answer
 * (accepted, or refused: a request the server cannot take), the connection dropped, no answer in
 * 5 s, and the retry from the failed marker. Left to the machine suite: a rate-limit answer (the
 * server's allowance is per loopback address too, so spending it would refuse the other specs'
 * chat messages) and the service's push of the message (the real server answers and pushes it
 * together: the page cannot tell it from the answer). A dropped connection ends the chat (an
 * alert, then home), so nothing is retried after it.
 */
export const messageSendBrowserPaths: PathSuite<typeof messageSendMachine> = {
  ...messageSendPaths,
  events: messageSendPaths.events.filter((event) => !(event.type === 'send.delivered' || (event.type === 'send.answered' && (event.body as { code: number }).code === ChatCode.rateLimited))),
  // Each way to fail is its own story (the page shows the same marker); so is a retried send.
  vertex: (snapshot, event) => (event?.type.startsWith('send.') || event?.type.startsWith('xstate.after.') ? [snapshot.value, event.type, (event as { body?: unknown }).body ?? null] : snapshot.value),
  offers: (snapshot, event) => (event.type === 'send.retry' ? snapshot.matches('failed') : snapshot.matches('sending')),
};
