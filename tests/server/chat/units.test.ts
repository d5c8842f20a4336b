import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sniffType } from '../../../server/domain/chat/files';
import { deskCookieOf, deskPasswordMatches } from '../../../server/domain/chat/desk-sessions';
import { visitorIds } from '../../../server/domain/chat/visitor-ids';
import { slidingWindow } from '../../../server/realtime/chat-limits';
import { clientAccepted } from '../../../server/realtime/chat-gateway';

/** The chat's small pure parts. */

describe('chat parts', () => {
  it('accepts only visitor ids made with its own key, unaltered', () => {
    const ids = visitorIds(randomBytes(32));
    const id = ids.issue();
    expect(ids.verify(id)).toBe(true);
    expect(ids.issue()).not.toBe(id);
    expect(visitorIds(randomBytes(32)).verify(id)).toBe(false);
    const flipped = id.slice(0, 5) + (id[5] === 'A' ? 'B' : 'A') + id.slice(6);
    expect(ids.verify(flipped)).toBe(false);
    for (const bad of ['', 'v', `${id}x`, id.replace('.', '-'), '42']) expect(ids.verify(bad)).toBe(false);
  });

  it('sniffs types by magic bytes only, short or foreign bytes are nothing', () => {
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffType(Buffer.from('GIF87a....'))).toBe('image/gif');
    expect(sniffType(Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]))).toBe('video/mp4');
    expect(sniffType(Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]))).toBeNull();
    expect(sniffType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffType(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('accepts the js-websocket client from version 0.0.1', () => {
    expect(clientAccepted('js-websocket', '0.0.1')).toBe(true);
    expect(clientAccepted('js-websocket', '1.2.3')).toBe(true);
    expect(clientAccepted('js-websocket', '0.0.0')).toBe(false);
    expect(clientAccepted('js-websocket', '0.0.1-beta')).toBe(false);
    expect(clientAccepted('js-websocket', 1)).toBe(false);
    expect(clientAccepted('c-tcp', '0.0.1')).toBe(false);
    expect(clientAccepted(undefined, undefined)).toBe(false);
  });

  it('counts events in a sliding window', () => {
    let now = 0;
    const limiter = slidingWindow(2, 1000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([true, true, false, true]);
    now = 999;
    expect(limiter.take('a')).toBe(false);
    now = 1001;
    expect(limiter.take('a')).toBe(true);
    limiter.close();
  });

  it('compares the desk password whatever the lengths and reads its cookie', () => {
    expect(deskPasswordMatches('secret', 'secret')).toBe(true);
    expect(deskPasswordMatches('secre', 'secret')).toBe(false);
    expect(deskPasswordMatches('', 'secret')).toBe(false);
    expect(deskCookieOf('a=1; fastdraw_desk=abc=def; b=2')).toBe('abc=def');
    expect(deskCookieOf('fastdraw_desk_other=1')).toBeUndefined();
    expect(deskCookieOf(undefined)).toBeUndefined();
  });
});
