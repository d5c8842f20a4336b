import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeMessage,
  decodePackages,
  encodeDataPackage,
  encodeMessage,
  encodePackage,
  MessageType,
  PackageType,
  ProtocolError,
  utf8Decode,
  utf8Encode,
} from '../../models/realtime/protocol';
import {
  concatFrames,
  CLIENT_TYPE,
  CLIENT_VERSION,
  decodeFrame,
  dictionaryFromCodes,
  dictionaryOf,
  encodeHandshake,
  encodeKick,
  encodeNotify,
  encodePush,
  encodeRequest,
  encodeResponse,
  HANDSHAKE_ACK_FRAME,
  HEARTBEAT_FRAME,
} from '../../models/realtime/pomelo';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');
const bytesOf = (text: string): Uint8Array => new Uint8Array(text.split(' ').filter(Boolean).map((pair) => parseInt(pair, 16)));
const ascii = (text: string): string => hex(utf8Encode(text));

/** Runs `decode` and accepts only success or a ProtocolError. */
function onlyProtocolError(decode: () => unknown): void {
  try {
    decode();
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
  }
}

describe('worked byte examples (realtime-protocol.md §8)', () => {
  it('heartbeat is 03 00 00 00 and handshake ACK is 02 00 00 00', () => {
    expect(hex(HEARTBEAT_FRAME)).toBe('03 00 00 00');
    expect(hex(HANDSHAKE_ACK_FRAME)).toBe('02 00 00 00');
    expect(decodeFrame(bytesOf('03 00 00 00'))).toEqual([{ kind: 'heartbeat' }]);
    expect(decodeFrame(bytesOf('02 00 00 00'))).toEqual([{ kind: 'handshakeAck' }]);
  });

  it("request id 1 to 'connector.entryHandler.enter'", () => {
    const route = 'connector.entryHandler.enter';
    const json = '{"username":"a","rid":"r1"}';
    const expected = `04 00 00 3a 00 01 1c ${ascii(route)} ${ascii(json)}`;
    expect(hex(encodeRequest(1, route, { username: 'a', rid: 'r1' }))).toBe(expected);
    expect(decodeFrame(bytesOf(expected))).toEqual([{ kind: 'request', id: 1, route, body: { username: 'a', rid: 'r1' } }]);
  });

  it('response to id 300', () => {
    const expected = `04 00 00 0f 04 ac 02 ${ascii('{"code":200}')}`;
    expect(hex(encodeResponse(300, { code: 200 }))).toBe(expected);
    expect(decodeFrame(bytesOf(expected))).toEqual([{ kind: 'response', id: 300, body: { code: 200 } }]);
  });

  it('push with compressed route code 5', () => {
    const dict = dictionaryOf(['a', 'b', 'c', 'd', 'onChat']);
    expect(hex(encodePush('onChat', {}, dict))).toBe('04 00 00 05 07 00 05 7b 7d');
    expect(decodeFrame(bytesOf('04 00 00 05 07 00 05 7b 7d'), dict)).toEqual([{ kind: 'push', route: 'onChat', body: {} }]);
    expect(decodeMessage(bytesOf('07 00 05 7b 7d'))).toMatchObject({ type: MessageType.push, route: 5, compressGzip: false });
  });

  it('notify a.b with the gzip flag', () => {
    const bytes = encodeMessage({ type: MessageType.notify, route: 'a.b', compressGzip: true, body: utf8Encode('x') });
    expect(hex(bytes)).toBe('12 03 61 2e 62 78');
    const message = decodeMessage(bytes);
    expect(message).toMatchObject({ type: MessageType.notify, id: 0, route: 'a.b', compressGzip: true });
    expect(utf8Decode(message.body)).toBe('x');
  });
});

describe('message ids (varint, least-significant group first)', () => {
  it.each([
    [0, '00'],
    [1, '01'],
    [127, '7f'],
    [128, '80 01'],
    [300, 'ac 02'],
    [2 ** 31 - 1, 'ff ff ff ff 07'],
  ])('%d → %s', (id, varint) => {
    const bytes = encodeMessage({ type: MessageType.response, id });
    expect(hex(bytes)).toBe(`04 ${varint}`);
    expect(decodeMessage(bytes).id).toBe(id);
  });

  it.each([-1, 2 ** 31, 1.5, Number.NaN])('refuses id %d', (id) => {
    expect(() => encodeMessage({ type: MessageType.request, id, route: 'r' })).toThrow(ProtocolError);
  });

  it('refuses a decoded id of 2^31 or more, or longer than 5 bytes', () => {
    expect(() => decodeMessage(bytesOf('04 80 80 80 80 08'))).toThrow(ProtocolError);
    expect(() => decodeMessage(bytesOf('04 80 80 80 80 80 00'))).toThrow(ProtocolError);
  });

  it('ignores id and route on the types that carry none', () => {
    expect(hex(encodeMessage({ type: MessageType.notify, id: 9, route: 'r' }))).toBe('02 01 72');
    expect(hex(encodeMessage({ type: MessageType.response, id: 9, route: 'r' }))).toBe('04 09');
  });
});

describe('routes', () => {
  it('takes a 255-byte route and refuses a 256-byte one', () => {
    const route = 'é'.repeat(127) + 'a';
    expect(utf8Encode(route)).toHaveLength(255);
    expect(decodeMessage(encodeMessage({ type: MessageType.push, route })).route).toBe(route);
    expect(() => encodeMessage({ type: MessageType.push, route: route + 'a' })).toThrow(ProtocolError);
  });

  it('encodes an empty route as length 0', () => {
    expect(hex(encodeMessage({ type: MessageType.notify }))).toBe('02 00');
    expect(decodeMessage(bytesOf('02 00')).route).toBe('');
  });

  it.each([-1, 0x10000, 2.5])('refuses route code %d', (route) => {
    expect(() => encodeMessage({ type: MessageType.push, route })).toThrow(ProtocolError);
  });

  it('compresses only the routes of the dictionary and resolves codes back', () => {
    const dict = dictionaryOf(['chat.send', 'onChat']);
    expect(hex(encodeNotify('chat.send', {}, dict))).toBe('04 00 00 05 03 00 01 7b 7d');
    expect(decodeFrame(encodeNotify('other', 1, dict), dict)).toEqual([{ kind: 'notify', route: 'other', body: 1 }]);
    expect(decodeFrame(encodeRequest(7, 'onChat', null, dict), dict)).toEqual([{ kind: 'request', id: 7, route: 'onChat', body: null }]);
  });

  it('refuses an unknown route code, and any code without a dictionary', () => {
    const frame = bytesOf('04 00 00 05 07 00 09 7b 7d');
    expect(() => decodeFrame(frame, dictionaryOf(['a']))).toThrow(ProtocolError);
    expect(() => decodeFrame(frame)).toThrow(ProtocolError);
  });

  it('treats prototype names as plain routes', () => {
    const dict = dictionaryOf(['__proto__', 'constructor']);
    expect(dict.routeToCode).toEqual({ ['__proto__']: 1, constructor: 2 });
    expect(decodeFrame(encodePush('__proto__', 0, dict), dict)).toEqual([{ kind: 'push', route: '__proto__', body: 0 }]);
    expect(hex(encodePush('toString', 0, dict))).toBe(hex(encodePush('toString', 0)));
  });

  it('rebuilds the dictionary of the handshake and refuses bad codes', () => {
    expect(dictionaryFromCodes({ a: 1, b: 2 })).toEqual(dictionaryOf(['a', 'b']));
    expect(() => dictionaryFromCodes({ a: 1, b: 1 })).toThrow(ProtocolError);
    expect(() => dictionaryFromCodes({ a: 0x10000 })).toThrow(ProtocolError);
    expect(() => dictionaryOf(['a', 'a'])).toThrow(ProtocolError);
  });
});

describe('round trips', () => {
  it('every message decodes to what was encoded', () => {
    const message = fc.record({
      type: fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>,
      id: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      route: fc.oneof(fc.string({ unit: 'binary', maxLength: 63 }).filter((route) => utf8Encode(route).length <= 255), fc.integer({ min: 0, max: 0xffff })),
      compressGzip: fc.boolean(),
      body: fc.uint8Array({ maxLength: 40 }),
    });
    fc.assert(
      fc.property(message, ({ type, id, route, compressGzip, body }) => {
        const decoded = decodeMessage(encodeMessage({ type, id, route, compressGzip, body }));
        expect({ ...decoded, body: hex(decoded.body) }).toEqual({
          type,
          id: type === 0 || type === 2 ? id : 0,
          route: type === 2 ? '' : route,
          compressGzip,
          body: hex(body),
        });
      }),
    );
  });

  it('every JSON event decodes to what was encoded', () => {
    const dict = dictionaryOf(['chat.send', 'onChat']);
    const route = fc.oneof(fc.constantFrom('chat.send', 'onChat'), fc.string({ unit: 'binary', maxLength: 40 }));
    const body = fc.jsonValue({ stringUnit: 'binary' }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 31 - 1 }), route, body, (id, name, value) => {
        const frame = concatFrames([encodeRequest(id, name, value, dict), encodeNotify(name, value, dict), encodeResponse(id, value), encodePush(name, value, dict)]);
        expect(decodeFrame(frame, dict)).toEqual([
          { kind: 'request', id, route: name, body: value },
          { kind: 'notify', route: name, body: value },
          { kind: 'response', id, body: value },
          { kind: 'push', route: name, body: value },
        ]);
      }),
    );
  });
});

describe('packages and frames', () => {
  it('decodes several packages of one frame in order', () => {
    const frame = concatFrames([HEARTBEAT_FRAME, encodePush('onAdd', { user: 'u' }), encodeResponse(2, [1]), encodeKick('elsewhere')]);
    expect(decodeFrame(frame)).toEqual([
      { kind: 'heartbeat' },
      { kind: 'push', route: 'onAdd', body: { user: 'u' } },
      { kind: 'response', id: 2, body: [1] },
      { kind: 'kick', reason: 'elsewhere' },
    ]);
    expect(decodePackages(frame).map((pkg) => pkg.type)).toEqual([3, 4, 4, 5]);
  });

  it('an empty frame holds no package', () => {
    expect(decodePackages(new Uint8Array(0))).toEqual([]);
  });

  it('writes the body length big-endian over 3 bytes', () => {
    const body = new Uint8Array(0x012345);
    expect(hex(encodePackage(PackageType.data, body).subarray(0, 4))).toBe('04 01 23 45');
    expect(decodePackages(encodePackage(PackageType.data, body))[0]!.body).toHaveLength(0x012345);
    expect(() => encodePackage(PackageType.data, new Uint8Array(0x1000000))).toThrow(ProtocolError);
  });

  it('a DATA package of one message is the package of the encoded message', () => {
    const message = fc.record({
      type: fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>,
      id: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      route: fc.oneof(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 0xffff })),
      compressGzip: fc.boolean(),
      body: fc.uint8Array({ maxLength: 40 }),
    });
    fc.assert(
      fc.property(message, (input) => {
        expect(hex(encodeDataPackage(input))).toBe(hex(encodePackage(PackageType.data, encodeMessage(input))));
      }),
    );
    expect(() => encodeDataPackage({ type: MessageType.notify, body: new Uint8Array(0xfffffe) })).toThrow(ProtocolError);
  });

  it('round-trips the handshake both ways', () => {
    const request = { sys: { type: CLIENT_TYPE, version: CLIENT_VERSION, rsa: {} }, user: { token: 't' } };
    const response = { code: 200, sys: { heartbeat: 30, useDict: true, dict: { onChat: 1 } } };
    expect(decodeFrame(encodeHandshake(request))).toEqual([{ kind: 'handshake', body: request }]);
    expect(decodeFrame(encodeHandshake(response))).toEqual([{ kind: 'handshake', body: response }]);
  });

  it('reads a kick without a string reason as an empty reason', () => {
    expect(decodeFrame(encodePackage(PackageType.kick, utf8Encode('{}')))).toEqual([{ kind: 'kick', reason: '' }]);
    expect(decodeFrame(encodePackage(PackageType.kick, utf8Encode('{"reason":3}')))).toEqual([{ kind: 'kick', reason: '' }]);
  });
});

describe('UTF-8', () => {
  it('round-trips text outside the BMP in routes and bodies as real 4-byte UTF-8', () => {
    const text = '抽奖 🎉👍🏽 𝄞';
    expect(hex(utf8Encode('🎉'))).toBe('f0 9f 8e 89');
    expect(decodeFrame(encodePush(text, { text }))).toEqual([{ kind: 'push', route: text, body: { text } }]);
  });

  it('keeps a leading byte-order mark as text', () => {
    expect(utf8Decode(bytesOf('ef bb bf 61'))).toBe('\ufeffa');
  });
});

describe('malformed input is a ProtocolError', () => {
  it.each([
    ['a truncated package header', '04 00 00'],
    ['a body longer than the frame', '04 00 00 05 00 01'],
    ['a truncated second package', '03 00 00 00 04 00'],
    ['package type 0', '00 00 00 00'],
    ['package type 6', '06 00 00 00'],
    ['an empty data package', '04 00 00 00'],
    ['message type 4', '04 00 00 03 08 7b 7d'],
    ['reserved flag bits', '04 00 00 04 26 00 7b 7d'],
    ['a truncated id', '04 00 00 02 00 80'],
    ['a request without a route length', '04 00 00 02 00 01'],
    ['a truncated route', '04 00 00 04 02 05 61 62'],
    ['a truncated route code', '04 00 00 02 07 00'],
    ['invalid UTF-8 in a route', '04 00 00 05 02 01 ff 7b 7d'],
    ['invalid UTF-8 in a body', '04 00 00 03 04 01 c3'],
    ['a body that is not JSON', '04 00 00 03 04 01 7b'],
    ['an empty body', '04 00 00 02 04 01'],
    ['a handshake that is not JSON', '01 00 00 01 78'],
    ['a kick that is not JSON', '05 00 00 00'],
  ])('%s', (_, bytes) => {
    expect(() => decodeFrame(bytesOf(bytes), dictionaryOf(['a']))).toThrow(ProtocolError);
  });

  it('refuses bodies that are not JSON when encoding', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => encodeResponse(1, undefined)).toThrow(ProtocolError);
    expect(() => encodeResponse(1, 1n)).toThrow(ProtocolError);
    expect(() => encodePush('r', cycle)).toThrow(ProtocolError);
  });

  it('refuses unknown package and message types when encoding', () => {
    expect(() => encodePackage(6 as never)).toThrow(ProtocolError);
    expect(() => encodeMessage({ type: 4 as never })).toThrow(ProtocolError);
  });

  it('random bytes decode or raise a ProtocolError, nothing else', () => {
    const dict = dictionaryOf(['a', 'b']);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        onlyProtocolError(() => decodePackages(bytes));
        onlyProtocolError(() => decodeMessage(bytes));
        onlyProtocolError(() => decodeFrame(bytes, dict));
      }),
      { numRuns: 3000 },
    );
  });

  it('valid frames truncated or with one byte changed decode or raise a ProtocolError', () => {
    const dict = dictionaryOf(['onChat']);
    const frame = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.jsonValue()).map(([id, route, body]) =>
        concatFrames([encodeRequest(id, route, body), encodeResponse(id, body), encodePush('onChat', body, dict)]),
      ),
      fc.string({ unit: 'binary' }).map((reason) => concatFrames([encodeKick(reason), HEARTBEAT_FRAME])),
    );
    fc.assert(
      fc.property(frame, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (bytes, cut, at, value) => {
        onlyProtocolError(() => decodeFrame(bytes.subarray(0, cut % (bytes.length + 1)), dict));
        const changed = bytes.slice();
        changed[at % changed.length] = value;
        onlyProtocolError(() => decodeFrame(changed, dict));
      }),
      { numRuns: 2000 },
    );
  });

  it('valid frames with random message bytes decode or raise a ProtocolError', () => {
    const frame = fc.array(
      fc.tuple(fc.integer({ min: 1, max: 5 }), fc.uint8Array({ maxLength: 24 })).map(([type, body]) => encodePackage(type as 1, body)),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(frame, (frames) => {
        onlyProtocolError(() => decodeFrame(concatFrames(frames), dictionaryOf(['a'])));
      }),
      { numRuns: 3000 },
    );
  });
});
