import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../models/realtime/chat';
import { serverOptionsFromEnv } from '../../../server/env';
import { connect, startChatServer, type ListeningServer } from './support';

/** A client that stops reading is dropped once its unsent output passes the cap, not buffered without end. */

describe('a slow reader', () => {
  let running: ListeningServer;
  beforeAll(async () => {
    running = await startChatServer({ chat: { maxBufferedBytes: 64 * 1024 } });
  });
  afterAll(() => running?.server.close());

  it('is closed when its output piles up', async () => {
    const client = await connect(running.port);
    const { visitorId } = await client.enter();
    // Stop reading: the kernel buffers fill, then ws.bufferedAmount grows on the server.
    (client.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    const big = 'x'.repeat(60_000);
    for (let index = 0; index < 400; index += 1) {
      const message: ChatMessage = { _id: String(index), msgId: `m${index}`, content: big, sendTime: 0, customerId: 1, contentType: 1, sendType: 2, sendState: 0, status: 0 };
      await running.server.bus.publish('chat', { kind: 'message', key: `v:${visitorId}`, message });
    }
    (client.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    const { code } = await client.closed;
    expect(code).toBe(1006);
    // It got far fewer than all 400 (the rest was never queued).
    expect(client.events.filter((event) => event.kind === 'push').length).toBeLessThan(400);
  });
});

describe('the desk password from the environment', () => {
  it('is read from FASTDRAW_DESK_PASSWORD, and uploads go to DATA_DIR/chat-files', () => {
    expect(serverOptionsFromEnv({}).deskPassword).toBeUndefined();
    expect(serverOptionsFromEnv({ FASTDRAW_DESK_PASSWORD: '  s3cret  ' }).deskPassword).toBe('s3cret');
    expect(serverOptionsFromEnv({ DATA_DIR: '/srv/fd' }).chatFilesDir).toBe('/srv/fd/chat-files');
  });
});
