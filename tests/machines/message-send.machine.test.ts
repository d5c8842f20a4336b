import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { messageSendId, messageSendMachine, type MessageSendEvent, type MessageSendReport } from '../../machines/chat/message-send.machine';
import { CHAT_CONNECTION_ID } from '../../machines/chat/requests';
import { ChatCode, type ChatSendRequest } from '../../models/realtime/chat';

const request: ChatSendRequest = { customerId: 3, contentType: 1, content: 'hi', questionId: 0, msgId: 'm1' };

/** One message send under a parent that hears its reports, beside a connection that logs the requests. */
function messageSend(delays: { sendTimeout?: number } = {}) {
  const clock = new SimulatedClock();
  const reports: MessageSendReport[] = [];
  const requests: unknown[] = [];
  const connection = createMachine({ on: { 'rt.request': { actions: ({ event }) => void requests.push(event) } } });
  const parent = createMachine({
    invoke: [
      { id: 'connection', systemId: CHAT_CONNECTION_ID, src: connection },
      { id: 'send', systemId: messageSendId('m1'), src: messageSendMachine.provide({ delays }), input: { request } },
    ],
    on: { '*': { actions: ({ event }) => void (event.type.startsWith('chat.send.') && reports.push(event as MessageSendReport)) } },
  });
  const root = createActor(parent, { clock }).start();
  const send = root.system.get(messageSendId('m1'))!;
  return {
    clock,
    reports,
    requests,
    tell: (event: MessageSendEvent) => send.send(event),
    tags: () => [...(send.getSnapshot() as { tags: Set<string> }).tags],
    status: () => send.getSnapshot().status,
  };
}

describe('message send: one actor per message on its way', () => {
  it('asks the connection under its tag, and an accepted answer makes it sent with the stored copy (final)', () => {
    const m = messageSend();
    expect(m.requests).toEqual([expect.objectContaining({ type: 'rt.request', body: request, tag: 'send:m1' })]);
    expect(m.tags()).toEqual(['sending']);
    m.tell({ type: 'send.answered', body: { code: ChatCode.ok, data: { _id: '9' } } });
    expect(m.reports).toEqual([{ type: 'chat.send.sent', msgId: 'm1', stored: { _id: '9' } }]);
    expect(m.status()).toBe('done');
  });

  it('fails after its sendTimeout (a named delay), then a late accepted answer still makes it sent', () => {
    const m = messageSend({ sendTimeout: 300 });
    m.clock.increment(299);
    expect(m.tags()).toEqual(['sending']);
    m.clock.increment(1);
    expect(m.tags()).toEqual(['failed']);
    expect(m.reports).toEqual([{ type: 'chat.send.failed', msgId: 'm1', reason: 'timeout' }]);
    m.tell({ type: 'send.answered', body: { code: ChatCode.ok } });
    expect(m.reports.at(-1)).toMatchObject({ type: 'chat.send.sent' });
  });

  it('a refusal fails it (rate limiting said as such); a retry asks again with the same msgId and a new timeout', () => {
    const m = messageSend({ sendTimeout: 300 });
    m.tell({ type: 'send.answered', body: { code: ChatCode.rateLimited } });
    expect(m.reports).toEqual([{ type: 'chat.send.failed', msgId: 'm1', reason: 'rateLimited' }]);
    m.clock.increment(1000); // nothing more happens while it waits for a retry
    expect(m.reports).toHaveLength(1);
    m.tell({ type: 'send.retry' });
    expect(m.requests).toHaveLength(2);
    expect(m.tags()).toEqual(['sending']);
    m.tell({ type: 'send.answered', body: { code: ChatCode.failed } });
    expect(m.reports.at(-1)).toEqual({ type: 'chat.send.failed', msgId: 'm1', reason: 'refused' });
  });

  it('a lost connection fails it; the pushed-back message makes it sent', () => {
    const m = messageSend();
    m.tell({ type: 'send.lost' });
    expect(m.reports).toEqual([{ type: 'chat.send.failed', msgId: 'm1', reason: 'lost' }]);
    m.tell({ type: 'send.delivered' });
    expect(m.reports.at(-1)).toEqual({ type: 'chat.send.sent', msgId: 'm1', stored: null });
    expect(m.status()).toBe('done');
  });
});
