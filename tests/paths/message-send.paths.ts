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
