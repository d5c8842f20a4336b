import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath } from '../../models/api-paths';
import { CHAT_BASE, CHAT_VISITOR_HEADER, ChatHttpPath } from '../../models/realtime/chat';
import { visitorIds } from '../../server/domain/chat/visitor-ids';
import { loadSharedKey } from '../../server/domain/secrets';
import { startChatServer, writeInChunks, type ListeningServer } from './chat/support';

/**
 * A large upload from an anonymous visitor must not stall anyone else (issue 16 §1): while a
 * 5 MiB video streams in over loopback, a well-behaved client's gameList calls keep answering
 * within a second. (Before, the input guard walked the buffered body byte by byte: 8 s of frozen server.)
 * The full figure with 20 × 20 MiB uploads and heartbeat floods is `npm run bench:abuse`.
 */

const UPLOAD_BYTES = 5 * 1024 * 1024;
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

/** POSTs a video in 64 KiB chunks as fast as the socket takes them; answers the envelope code. */
function uploadVideo(port: number, visitorId: string, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, method: 'POST', path: `${CHAT_BASE}${ChatHttpPath.upload}?name=clip.mp4`, headers: { 'content-type': 'video/mp4', 'content-length': body.length, [CHAT_VISITOR_HEADER]: visitorId } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve((JSON.parse(text) as { code: number }).code));
      },
    );
    sent.on('error', reject);
    writeInChunks(sent, body);
  });
}

describe('abuse: a large upload next to a well-behaved client', () => {
  let running: ListeningServer;
  let visitorId: string;
  beforeAll(async () => {
    running = await startChatServer();
    visitorId = visitorIds(await loadSharedKey(running.server.db, 'chat-visitor-key')).issue();
  });
  afterAll(() => running?.server.close());

  it('keeps gameList answering within 1 s while a 5 MiB upload streams in', { timeout: 60_000 }, async () => {
    const gameList = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${running.base}/api${LotteryPath.gameList}`);
      expect(((await response.json()) as { code: number }).code).toBe(0);
      return performance.now() - started;
    };
    // Warm: the first calls compile the route and open the client's connection.
    for (let i = 0; i < 5; i++) await gameList();
    const latencies: number[] = [];
    let uploading = true;
    const video = Buffer.concat([MP4_HEAD, Buffer.alloc(UPLOAD_BYTES - MP4_HEAD.length, 7)]);
    const upload = uploadVideo(running.port, visitorId, video).finally(() => (uploading = false));
    // At most 200 calls and 30 s, and at least 10 calls while the upload runs.
    const deadline = performance.now() + 30_000;
    while ((uploading || latencies.length < 10) && latencies.length < 200 && performance.now() < deadline) {
      latencies.push(await gameList());
    }
    expect(await upload).toBe(0);
    // The bench's p99 target (250 ms) needs a quiet machine; here the suite shares it with others.
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });
});
