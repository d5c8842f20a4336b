import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BASE, CHAT_IMAGE_MAX_BYTES, CHAT_VISITOR_HEADER, ChatCode, ChatContentType, ChatHttpPath, ChatRoute, type ChatSendAnswer } from '../../../models/realtime/chat';
import { chatFiles } from '../../../server/domain/chat/files';
import { visitorIds, type VisitorIds } from '../../../server/domain/chat/visitor-ids';
import { loadSharedKey } from '../../../server/domain/secrets';
import { connect, sleep, startChatServer, type ListeningServer } from './support';

/**
 * Chat uploads over a real socket: the body streams to disk with its limits held while it
 * arrives (a refusal is answered before the body ends), a refused or aborted upload leaves no
 * file, the daily quota per uploader, and the removal of files never sent.
 */

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
const QUOTA = { files: 3, bytes: 8 * 1024 * 1024 };

interface Answer {
  status: number;
  envelope: { code: number; msg: string; data: { code: string } | null };
}

/** An upload whose body the test writes itself; `answer` settles as soon as the server answers. */
function openUpload(port: number, visitorId: string, name: string, length: number): { sent: ClientRequest; answer: Promise<Answer> } {
  const sent = request({ host: '127.0.0.1', port, method: 'POST', path: `${CHAT_BASE}${ChatHttpPath.upload}?name=${name}`, headers: { 'content-type': 'application/octet-stream', 'content-length': length, [CHAT_VISITOR_HEADER]: visitorId } });
  const answer = new Promise<Answer>((resolve, reject) => {
    sent.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, envelope: JSON.parse(text) as Answer['envelope'] }));
    });
    // The server may close the connection while the rest of a refused body is still being written.
    sent.on('error', (error) => reject(error));
  });
  return { sent, answer };
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`no answer within ${ms} ms`)))]);

/** The bodies and the files a crash could leave behind, all of them. */
const filesIn = (dir: string): string[] => [...readdirSync(dir).filter((name) => name !== 'incoming'), ...readdirSync(join(dir, 'incoming')).map((name) => `incoming/${name}`)];

describe('chat uploads: streamed, limited and cleaned up', () => {
  let running: ListeningServer;
  let dir: string;
  let ids: VisitorIds;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fastdraw-chat-limits-'));
    running = await startChatServer({ chatFilesDir: dir, chatUploadQuota: QUOTA });
    ids = visitorIds(await loadSharedKey(running.server.db, 'chat-visitor-key'));
  });
  afterAll(async () => {
    await running?.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rows = async (): Promise<number> => (await running.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_files'))[0]!.n;

  it('answers a picture over its limit as soon as the limit is passed, before the rest of the body is sent', { timeout: 30_000 }, async () => {
    const before = await rows();
    const { sent, answer } = openUpload(running.port, ids.issue(), 'big.png', CHAT_IMAGE_MAX_BYTES * 3);
    sent.write(PNG_HEAD);
    sent.write(Buffer.alloc(CHAT_IMAGE_MAX_BYTES));
    // A third of the announced body is sent and the request stays open: only a streaming check can answer now.
    const refused = await within(answer, 10_000);
    sent.destroy();
    expect(refused.status).toBe(413);
    expect(refused.envelope).toMatchObject({ code: ChatCode.badRequest, msg: `file larger than ${CHAT_IMAGE_MAX_BYTES} bytes`, data: null });
    expect(await rows()).toBe(before);
    expect(filesIn(dir)).toEqual([]);
  });

  it('answers a body that is no accepted type right after its first bytes', { timeout: 30_000 }, async () => {
    const { sent, answer } = openUpload(running.port, ids.issue(), 'page.png', 1024 * 1024);
    sent.write('<!doctype html><script>alert(1)</script>');
    const refused = await within(answer, 10_000);
    sent.destroy();
    expect(refused.envelope).toMatchObject({ code: ChatCode.badRequest, msg: 'not a png, jpeg, gif or mp4 file' });
    expect(filesIn(dir)).toEqual([]);
  });

  it('leaves no file behind when the uploader goes away mid-body', { timeout: 30_000 }, async () => {
    const before = await rows();
    const { sent, answer } = openUpload(running.port, ids.issue(), 'clip.mp4', 4 * 1024 * 1024);
    answer.catch(() => undefined);
    sent.write(MP4_HEAD);
    sent.write(Buffer.alloc(1024 * 1024));
    // The body is on its way into a temporary file.
    for (let i = 0; i < 100 && readdirSync(join(dir, 'incoming')).length === 0; i++) await sleep(20);
    expect(readdirSync(join(dir, 'incoming')).length).toBe(1);
    sent.destroy();
    for (let i = 0; i < 100 && filesIn(dir).length > 0; i++) await sleep(20);
    expect(filesIn(dir)).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it('holds a daily quota per uploader: files, and bytes even mid-body, with a clear envelope', { timeout: 30_000 }, async () => {
    const visitor = ids.issue();
    const upload = async (body: Buffer): Promise<Answer> => {
      const { sent, answer } = openUpload(running.port, visitor, 'clip.mp4', body.length);
      sent.end(body);
      return within(answer, 10_000);
    };
    const video = (bytes: number): Buffer => Buffer.concat([MP4_HEAD, Buffer.alloc(bytes - MP4_HEAD.length)]);
    expect((await upload(video(5 * 1024 * 1024))).envelope.code).toBe(0);
    // 3 MiB of the 8 are left: a 4 MiB video passes no limit of its type, but the quota.
    const over = await upload(video(4 * 1024 * 1024));
    expect(over.envelope).toMatchObject({ code: ChatCode.rateLimited, data: null });
    expect(filesIn(dir).filter((name) => name.startsWith('incoming/'))).toEqual([]);
    expect((await upload(video(1024))).envelope.code).toBe(0);
    expect((await upload(video(1024))).envelope.code).toBe(0);
    // Three files today: the fourth is refused before its body is read.
    const fourth = await upload(video(1024));
    expect(fourth.envelope).toMatchObject({ code: ChatCode.rateLimited, msg: 'upload quota used: at most 3 files and 8 MiB per 24 hours' });
    // Another uploader has its own quota.
    const other = openUpload(running.port, ids.issue(), 'clip.mp4', 1024);
    other.sent.end(video(1024));
    expect((await within(other.answer, 10_000)).envelope.code).toBe(0);
  });

  it('removes the files never sent a day after their upload, and bodies a crash left behind', { timeout: 30_000 }, async () => {
    const client = await connect(running.port);
    const { visitorId } = await client.enter();
    const upload = async (): Promise<string> => {
      const { sent, answer } = openUpload(running.port, visitorId, 'dot.png', PNG_HEAD.length);
      sent.end(PNG_HEAD);
      return (await within(answer, 10_000)).envelope.data!.code;
    };
    const [sentCode, unsentCode, recentCode] = [await upload(), await upload(), await upload()];
    const answer = await client.request<ChatSendAnswer>(ChatRoute.send, { customerId: 1, contentType: ChatContentType.image, content: sentCode, questionId: 0, msgId: randomUUID() });
    expect(answer.code).toBe(0);
    client.close();
    await running.server.db.query(`UPDATE chat_files SET created_at = now() - interval '25 hours' WHERE code = ANY($1::text[])`, [[sentCode, unsentCode]]);
    mkdirSync(join(dir, 'incoming'), { recursive: true });
    writeFileSync(join(dir, 'incoming', 'crashed.part'), 'x');
    utimesSync(join(dir, 'incoming', 'crashed.part'), new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    writeFileSync(join(dir, 'incoming', 'arriving.part'), 'x');

    expect(await chatFiles(dir).purgeUnsent(running.server.db)).toBe(1);

    const served = async (code: string): Promise<number> => (await running.server.app.inject({ method: 'GET', url: `${CHAT_BASE}${ChatHttpPath.getFile}?code=${code}` })).statusCode;
    expect(await served(sentCode)).toBe(200);
    expect(await served(recentCode)).toBe(200);
    expect(await served(unsentCode)).toBe(404);
    expect(existsSync(join(dir, unsentCode))).toBe(false);
    expect(readdirSync(join(dir, 'incoming'))).toEqual(['arriving.part']);
    rmSync(join(dir, 'incoming', 'arriving.part'));
  });
});
