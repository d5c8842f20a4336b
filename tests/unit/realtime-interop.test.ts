/**
 * Cross-check of our Pomelo codec (models/realtime) against pinus-protocol, the maintained
 * TypeScript port of the reference pomelo-protocol (Node build: Buffer, real UTF-8): the same
 * bytes both ways, and each side decodes what the other encodes to the same value.
 *
 * Intentional differences (each pinned by a test below):
 * - Bad bytes: pinus reads past the end (or throws a RangeError), replaces invalid UTF-8 with
 *   U+FFFD and reports unknown message types; we raise ProtocolError so the gateway can drop the socket instead of
 *   dispatching garbage.
 * - Ids of 2^31 and more: pinus sizes them with 32-bit signed shifts and writes a corrupt
 *   message; we refuse them (realtime-protocol.md §4.2).
 * - Text: like pinus under Node we write real UTF-8 (TextEncoder). The reference *browser* codec
 *   of pomelo-protocol writes a non-BMP character as two 3-byte surrogates and cannot read 4-byte
 *   sequences (realtime-protocol.md §7); we deliberately do not reproduce that.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeMessage,
  decodePackages,
  encodeMessage,
  encodePackage,
  MessageType,
  type MessageTypeValue,
  type PackageTypeValue,
  ProtocolError,
  utf8Encode,
} from '../../models/realtime/protocol';
import {
  concatFrames,
  decodeFrame,
  dictionaryOf,
  encodeHandshake,
  encodeKick,
  encodeNotify,
  encodePush,
  encodeRequest,
  encodeResponse,
  type PomeloEvent,
} from '../../models/realtime/pomelo';

interface PinusPackage {
  type: number;
  body: Buffer | null;
}
interface PinusMessage {
  id: number;
  type: number;
  compressRoute: number;
  route: string | number | null;
  body: Buffer;
  compressGzip: number;
}
interface Pinus {
  Package: { encode(type: number, body?: Buffer): Buffer; decode(bytes: Uint8Array): PinusPackage | PinusPackage[] };
  Message: {
    encode(id: number, type: number, compressRoute: boolean, route: string | number, msg: Buffer, compressGzip?: boolean): Buffer;
    decode(bytes: Uint8Array): PinusMessage;
  };
  Protocol: { strencode(text: string): Buffer; strdecode(bytes: Buffer): string };
}

// pinus-protocol's package.json points "types" at a missing file, so TypeScript would compile its
// lib/*.ts source (which fails our strict checks): load the built CommonJS with a local type.
const pinus = createRequire(import.meta.url)('pinus-protocol') as Pinus;

const plain = (bytes: Uint8Array | null): number[] => Array.from(bytes ?? []);
const hasId = (type: number): boolean => type === MessageType.request || type === MessageType.response;
const hasRoute = (type: number): boolean => type !== MessageType.response;
const byteLength = (text: string): number => utf8Encode(text).length;
/** pinus returns one package bare and several as an array. */
const pinusPackages = (frame: Uint8Array): { type: number; body: number[] }[] => {
  const decoded = pinus.Package.decode(frame);
  return (Array.isArray(decoded) ? decoded : [decoded]).map((pkg) => ({ type: pkg.type, body: plain(pkg.body) }));
};

const messageType = fc.constantFrom<MessageTypeValue>(0, 1, 2, 3);
const messageId = fc.oneof(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(0, 1, 127, 128, 16383, 16384, 2 ** 31 - 1));
/** Well-formed strings, many with characters outside the BMP, that fit the 255-byte route limit. */
const routeText = fc.string({ unit: 'binary', maxLength: 63 }).filter((route) => byteLength(route) <= 255);
const routeCode = fc.integer({ min: 0, max: 0xffff });
const message = fc.record({
  type: messageType,
  id: messageId,
  route: fc.oneof(routeText, routeCode),
  compressGzip: fc.boolean(),
  body: fc.uint8Array({ maxLength: 48 }),
});
/** JSON with non-BMP text and lone surrogates (which JSON.stringify escapes). */
const jsonBody = fc.oneof(fc.jsonValue({ stringUnit: 'binary' }), fc.jsonValue({ stringUnit: 'grapheme' }), fc.string({ unit: 'binary' }));
/** The value a JSON body stands for once on the wire (-0 becomes 0, and so on). */
const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const RUNS = { numRuns: 400 };

describe('messages agree with pinus-protocol', () => {
  it('encodes the same bytes', () => {
    fc.assert(
      fc.property(message, ({ type, id, route, compressGzip, body }) => {
        const compressed = hasRoute(type) && typeof route === 'number';
        const theirs = pinus.Message.encode(id, type, compressed, route, Buffer.from(body), compressGzip);
        expect(plain(encodeMessage({ type, id, route, compressGzip, body }))).toEqual(plain(theirs));
      }),
      RUNS,
    );
  });

  it('pinus decodes what we encode to the same value', () => {
    fc.assert(
      fc.property(message, ({ type, id, route, compressGzip, body }) => {
        const decoded = pinus.Message.decode(encodeMessage({ type, id, route, compressGzip, body }));
        expect({ ...decoded, body: plain(decoded.body) }).toEqual({
          type,
          id: hasId(type) ? id : 0,
          route: hasRoute(type) ? route : null,
          compressRoute: hasRoute(type) && typeof route === 'number' ? 1 : 0,
          compressGzip: compressGzip ? 1 : 0,
          body: plain(body),
        });
      }),
      RUNS,
    );
  });

  it('we decode what pinus encodes to the same value', () => {
    fc.assert(
      fc.property(message, ({ type, id, route, compressGzip, body }) => {
        // pinus sets the compressed-route bit even on a response (which has no route); we accept and ignore it.
        const theirs = pinus.Message.encode(id, type, typeof route === 'number', route, Buffer.from(body), compressGzip);
        const decoded = decodeMessage(theirs);
        expect({ ...decoded, body: plain(decoded.body) }).toEqual({
          type,
          id: hasId(type) ? id : 0,
          route: hasRoute(type) ? route : '',
          compressGzip,
          body: plain(body),
        });
      }),
      RUNS,
    );
  });

  it('both refuse a route over 255 bytes', () => {
    const route = '🎉'.repeat(64);
    expect(() => pinus.Message.encode(1, 0, false, route, Buffer.alloc(0))).toThrow();
    expect(() => encodeMessage({ type: MessageType.request, id: 1, route })).toThrow(ProtocolError);
  });

  it('both write a lone surrogate in a route as U+FFFD', () => {
    const route = 'a\ud800b';
    expect(plain(encodeMessage({ type: MessageType.push, route }))).toEqual(plain(pinus.Message.encode(0, 3, false, route, Buffer.alloc(0))));
    expect(decodeMessage(encodeMessage({ type: MessageType.push, route })).route).toBe('a\ufffdb');
  });
});

describe('JSON frames agree with pinus-protocol', () => {
  /** What the pinus server and client put on the wire: strencode(JSON.stringify(body)) in a DATA package. */
  const pinusData = (type: number, id: number, route: string | number, body: unknown): Buffer =>
    pinus.Package.encode(4, pinus.Message.encode(id, type, typeof route === 'number', route, pinus.Protocol.strencode(JSON.stringify(body))));
  const routes = fc.uniqueArray(routeText, { maxLength: 6 });

  it('request, notify, response and push: same bytes, and each side decodes the other', () => {
    fc.assert(
      fc.property(messageType, messageId, routes, fc.nat(), jsonBody, (type, id, dictRoutes, pick, body) => {
        const dict = dictionaryOf(dictRoutes);
        // Half the time a route of the dictionary (sent compressed), else any route (sent as text).
        const route = dictRoutes.length > 0 && pick % 2 === 0 ? dictRoutes[pick % dictRoutes.length]! : `r${pick}`;
        const wire = Object.hasOwn(dict.routeToCode, route) ? dict.routeToCode[route]! : route;
        const ours = [
          () => encodeRequest(id, route, body, dict),
          () => encodeNotify(route, body, dict),
          () => encodeResponse(id, body),
          () => encodePush(route, body, dict),
        ][type]!();
        const theirs = pinusData(type, id, hasRoute(type) ? wire : '', body);
        expect(plain(ours)).toEqual(plain(theirs));

        const [pkg] = pinusPackages(ours);
        const decoded = pinus.Message.decode(new Uint8Array(pkg!.body));
        expect(JSON.parse(pinus.Protocol.strdecode(decoded.body))).toEqual(viaJson(body));
        expect(decoded.route).toEqual(hasRoute(type) ? wire : null);

        const expected: PomeloEvent = [
          { kind: 'request', id, route, body: viaJson(body) } as const,
          { kind: 'notify', route, body: viaJson(body) } as const,
          { kind: 'response', id, body: viaJson(body) } as const,
          { kind: 'push', route, body: viaJson(body) } as const,
        ][type]!;
        expect(decodeFrame(theirs, dict)).toEqual([expected]);
      }),
      RUNS,
    );
  });

  it('handshake and kick: same bytes, and we decode theirs', () => {
    fc.assert(
      fc.property(jsonBody, fc.string({ unit: 'binary' }), (user, reason) => {
        const handshake = { code: 200, sys: { heartbeat: 30, useDict: true, dict: { onChat: 1 } }, user };
        const theirHandshake = pinus.Package.encode(1, pinus.Protocol.strencode(JSON.stringify(handshake)));
        expect(plain(encodeHandshake(handshake))).toEqual(plain(theirHandshake));
        expect(decodeFrame(theirHandshake)).toEqual([{ kind: 'handshake', body: viaJson(handshake) }]);

        const theirKick = pinus.Package.encode(5, pinus.Protocol.strencode(JSON.stringify({ reason })));
        expect(plain(encodeKick(reason))).toEqual(plain(theirKick));
        expect(decodeFrame(theirKick)).toEqual([{ kind: 'kick', reason }]);
      }),
      RUNS,
    );
  });
});

describe('packages and multi-package frames agree with pinus-protocol', () => {
  const pkg = fc.record({ type: fc.constantFrom<PackageTypeValue>(1, 2, 3, 4, 5), body: fc.uint8Array({ maxLength: 40 }) });
  const frame = fc.array(pkg, { minLength: 1, maxLength: 6 });

  it('encodes the same package bytes', () => {
    fc.assert(
      fc.property(pkg, ({ type, body }) => {
        expect(plain(encodePackage(type, body))).toEqual(plain(pinus.Package.encode(type, Buffer.from(body))));
      }),
      RUNS,
    );
  });

  it('pinus decodes our frames and we decode theirs, package by package', () => {
    fc.assert(
      fc.property(frame, (packages) => {
        const expected = packages.map(({ type, body }) => ({ type, body: plain(body) }));
        const ours = concatFrames(packages.map(({ type, body }) => encodePackage(type, body)));
        expect(pinusPackages(ours)).toEqual(expected);

        const theirs = Buffer.concat(packages.map(({ type, body }) => pinus.Package.encode(type, Buffer.from(body))));
        expect(decodePackages(theirs).map(({ type, body }) => ({ type, body: plain(body) }))).toEqual(expected);
      }),
      RUNS,
    );
  });
});

describe('intentional differences from pinus-protocol', () => {
  it('invalid UTF-8 in a route: pinus substitutes U+FFFD, we refuse', () => {
    const bytes = Uint8Array.of(0x06, 0x01, 0xff);
    expect(pinus.Message.decode(bytes).route).toBe('\ufffd');
    expect(() => decodeMessage(bytes)).toThrow(ProtocolError);
  });

  it('a route running past the end: pinus throws a RangeError from Buffer.alloc, we a ProtocolError', () => {
    const bytes = Uint8Array.of(0x06, 0x05, 0x61);
    expect(() => pinus.Message.decode(bytes)).toThrow(RangeError);
    expect(() => decodeMessage(bytes)).toThrow(ProtocolError);
  });

  it('message type 4: pinus reports it, we refuse', () => {
    expect(pinus.Message.decode(Uint8Array.of(0x08)).type).toBe(4);
    expect(() => decodeMessage(Uint8Array.of(0x08))).toThrow(ProtocolError);
  });

  it('id 2^31 + 5: pinus writes a message that does not decode to it, we refuse to write it', () => {
    const id = 2 ** 31 + 5;
    let roundTrip: unknown;
    try {
      roundTrip = pinus.Message.decode(pinus.Message.encode(id, 2, false, '', Buffer.alloc(0))).id;
    } catch (error) {
      roundTrip = error;
    }
    expect(roundTrip).not.toBe(id);
    expect(() => encodeMessage({ type: MessageType.response, id })).toThrow(ProtocolError);
  });
});
