import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BASE, CHAT_IMAGE_MAX_BYTES, CHAT_VISITOR_HEADER, ChatCode, ChatContentType, ChatHttpPath, ChatRoute, type ChatSendAnswer } from '../../../models/realtime/chat';
import { newPlayer } from '../account/support';
import { loadSharedKey } from '../../../server/domain/secrets';
import { visitorIds } from '../../../server/domain/chat/visitor-ids';
import { startTestServer } from '../support/server';
import { connect, startChatServer, type ListeningServer } from './support';

/** Chat uploads: types sniffed from the bytes, size limits, who may upload, and how files are served. */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

interface UploadData {
  code: string;
  contentType: number;
  mimeType: string;
}

describe('chat uploads', () => {
  let running: ListeningServer;
  let visitorId: string;
  beforeAll(async () => {
    running = await startChatServer();
    const client = await connect(running.port);
    visitorId = (await client.enter()).visitorId;
    client.close();
  });
  afterAll(() => running?.server.close());

  const upload = async (name: string, body: Buffer, headers: Record<string, string> = { [CHAT_VISITOR_HEADER]: visitorId }, contentType = 'image/png') => {
    const response = await running.server.app.inject({ method: 'POST', url: `${CHAT_BASE}${ChatHttpPath.upload}?name=${encodeURIComponent(name)}`, headers: { 'content-type': contentType, ...headers }, payload: body });
    return { status: response.statusCode, envelope: response.json() as { code: number; msg: string; data: UploadData | null } };
  };

  it('stores a file under the type its bytes show, whatever its name or Content-Type says, and serves it inert', async () => {
    const stored = await upload('photo.png', JPEG);
    expect(stored.envelope.code).toBe(0);
    expect(stored.envelope.data).toMatchObject({ contentType: ChatContentType.image, mimeType: 'image/jpeg' });
    const served = await running.server.app.inject({ method: 'GET', url: `${CHAT_BASE}${ChatHttpPath.getFile}?code=${stored.envelope.data!.code}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    // The route's own policy (a security-headers hook may add a second one after a comma).
    expect(String(served.headers['content-security-policy']).split(',')[0]).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(JPEG)).toBe(true);

    expect((await upload('a.gif', GIF)).envelope.data?.mimeType).toBe('image/gif');
    expect((await upload('b.PNG', PNG, undefined, 'application/octet-stream')).envelope.data?.mimeType).toBe('image/png');
    expect((await upload('clip.mp4', MP4, undefined, 'video/mp4')).envelope.data).toMatchObject({ contentType: ChatContentType.video, mimeType: 'video/mp4' });
  });

  it('refuses an HTML file named x.png, a name chat does not accept, an empty file and a picture over the limit', async () => {
    expect((await upload('x.png', HTML, undefined, 'image/png')).envelope).toMatchObject({ code: ChatCode.badRequest, data: null });
    expect((await upload('x.html', PNG)).envelope.code).toBe(ChatCode.badRequest);
    expect((await upload('noextension', PNG)).envelope.code).toBe(ChatCode.badRequest);
    expect((await upload('x.png', Buffer.alloc(0))).envelope.code).toBe(ChatCode.badRequest);
    const big = Buffer.concat([PNG, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]);
    expect((await upload('big.png', big)).envelope).toMatchObject({ code: ChatCode.badRequest });
    const files = await running.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM chat_files WHERE content_type NOT IN ('image/png','image/jpeg','image/gif','video/mp4')");
    expect(files[0]!.n).toBe(0);
  });

  it('answers an upload beyond the largest body with an envelope, not a 5xx', async () => {
    const huge = Buffer.concat([MP4, Buffer.alloc(21 * 1024 * 1024)]);
    const answer = await upload('huge.mp4', huge, undefined, 'video/mp4');
    expect(answer.status).toBe(413);
    expect(answer.envelope.code).toBe(ChatCode.badRequest);
  });

  it('takes uploads only from a player token or an issued visitor id', async () => {
    expect((await upload('a.png', PNG, {})).envelope.code).toBe(401);
    // Refused before the body is read: an oversized body from a stranger gets 401, not the parser's 413.
    const stranger = await upload('huge.mp4', Buffer.concat([MP4, Buffer.alloc(21 * 1024 * 1024)]), {}, 'video/mp4');
    expect(stranger).toMatchObject({ status: 200, envelope: { code: 401 } });
    expect((await upload('a.png', PNG, { [CHAT_VISITOR_HEADER]: `${visitorId.slice(0, -2)}xx` })).envelope.code).toBe(401);
    expect((await upload('a.png', PNG, { token: 'nope' })).envelope.code).toBe(401);
    const player = await newPlayer(running.server);
    expect((await upload('a.png', PNG, { token: player.token })).envelope.code).toBe(0);
  });

  it('answers 404 with an envelope for an unknown or malformed code', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd', '']) {
      const response = await running.server.app.inject({ method: 'GET', url: `${CHAT_BASE}${ChatHttpPath.getFile}?code=${encodeURIComponent(code)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, data: null });
    }
  });

  it('lets a visitor send only its own uploads, as the type the bytes are', async () => {
    const mine = (await upload('mine.png', PNG)).envelope.data!.code;
    const video = (await upload('v.mp4', MP4, undefined, 'video/mp4')).envelope.data!.code;
    const owner = await connect(running.port);
    await owner.enter({ visitorId });
    const send = (client: typeof owner, contentType: number, content: string) => client.request<ChatSendAnswer>(ChatRoute.send, { customerId: 1, contentType, content, questionId: 0, msgId: randomUUID() });
    expect((await send(owner, ChatContentType.image, mine)).data).toMatchObject({ contentType: 2, content: mine });
    expect((await send(owner, ChatContentType.video, mine)).code).toBe(ChatCode.badRequest);
    expect((await send(owner, ChatContentType.video, video)).code).toBe(0);
    const stranger = await connect(running.port);
    await stranger.enter();
    expect((await send(stranger, ChatContentType.image, mine)).code).toBe(ChatCode.badRequest);
    owner.close();
    stranger.close();
  });

  it('keeps files in the data directory of an embedded database, across a restart', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fastdraw-chat-files-'));
    try {
      const first = await startTestServer({ kind: 'pglite', dataDir });
      const ids = visitorIds(await loadSharedKey(first.db, 'chat-visitor-key'));
      const visitor = ids.issue();
      const stored = await first.app.inject({ method: 'POST', url: `${CHAT_BASE}${ChatHttpPath.upload}?name=a.gif`, headers: { [CHAT_VISITOR_HEADER]: visitor, 'content-type': 'image/gif' }, payload: GIF });
      const code = (stored.json() as { data: UploadData }).data.code;
      expect(existsSync(join(dataDir, 'chat-files', code))).toBe(true);
      await first.close();
      const second = await startTestServer({ kind: 'pglite', dataDir });
      const served = await second.app.inject({ method: 'GET', url: `${CHAT_BASE}${ChatHttpPath.getFile}?code=${code}` });
      expect(served.headers['content-type']).toBe('image/gif');
      expect(served.rawPayload.equals(GIF)).toBe(true);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
