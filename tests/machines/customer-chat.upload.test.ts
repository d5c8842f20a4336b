import { describe, expect, it } from 'vitest';
import { chatFileUrl, uploadChatFile } from '../../src/realtime/chat-services';

/** The real upload call (src/realtime/chat-services.ts) against a recorded fetch. */
function recorder(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

describe('chat uploads', () => {
  const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

  it('a visitor posts the raw file with its type, name, idempotency key and visitor-id; answers the file code', async () => {
    const { calls, fetchFn } = recorder(200, { code: 0, msg: '', data: { code: 'abc', contentType: 2 } });
    await expect(uploadChatFile('/chat', { file, name: 'a b.png', visitorId: 'v-1', token: null }, fetchFn)).resolves.toEqual({ code: 'abc' });
    expect(calls[0]!.url).toBe('/chat/upload?name=a%20b.png');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(file);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('image/png');
    expect(headers['visitor-id']).toBe('v-1');
    expect(headers.token).toBeUndefined();
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a player posts with its token', async () => {
    const { calls, fetchFn } = recorder(200, { code: 0, data: { code: 'x' } });
    await uploadChatFile('https://chat.example', { file, name: 'v.mp4', visitorId: '1', token: 't' }, fetchFn);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.token).toBe('t');
    expect(headers['visitor-id']).toBeUndefined();
    expect(headers['Content-Type']).toBe('video/mp4');
  });

  it.each([
    [200, { code: 3007, msg: 'not a png' }],
    [413, { code: 3007 }],
    [500, 'oops'],
    [200, { code: 0, data: {} }],
  ])('a refusal (%i) rejects', async (status, body) => {
    const { fetchFn } = recorder(status, body);
    await expect(uploadChatFile('/chat', { file, name: 'a.png', visitorId: 'v', token: null }, fetchFn)).rejects.toThrow(/refused/);
  });

  it('files come back from getFile by code', () => {
    expect(chatFileUrl('/chat', 'a/b')).toBe('/chat/getFile?code=a%2Fb');
  });
});
