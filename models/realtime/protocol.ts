/**
 * The Pomelo "hybrid" binary protocol, package and message layers (the wire format of the
 * realtime gateway, shared by browser and server): pure TypeScript on Uint8Array, no Buffer.
 * Bad bytes always raise ProtocolError, never another exception, and every loop advances.
 * Cross-checked against pinus-protocol in tests/unit/realtime-interop.test.ts.
 */

/** Raised for every malformed or unencodable package or message. */
export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

// ---- Package layer: 1 byte type, 3 bytes big-endian body length, then the body. ----

export const PackageType = { handshake: 1, handshakeAck: 2, heartbeat: 3, data: 4, kick: 5 } as const;
export type PackageTypeValue = (typeof PackageType)[keyof typeof PackageType];

export interface Package {
  type: PackageTypeValue;
  /** A view into the decoded frame (not a copy). */
  body: Uint8Array;
}

const PACKAGE_HEADER_BYTES = 4;
const PACKAGE_BODY_MAX = 0xffffff;
const EMPTY = new Uint8Array(0);

const isPackageType = (type: number): type is PackageTypeValue => type >= PackageType.handshake && type <= PackageType.kick;

export function encodePackage(type: PackageTypeValue, body: Uint8Array = EMPTY): Uint8Array {
  if (!isPackageType(type)) throw new ProtocolError(`unknown package type ${String(type)}`);
  if (body.length > PACKAGE_BODY_MAX) throw new ProtocolError(`package body of ${body.length} bytes exceeds 16 MiB`);
  const bytes = new Uint8Array(PACKAGE_HEADER_BYTES + body.length);
  bytes[0] = type;
  bytes[1] = (body.length >> 16) & 0xff;
  bytes[2] = (body.length >> 8) & 0xff;
  bytes[3] = body.length & 0xff;
  bytes.set(body, PACKAGE_HEADER_BYTES);
  return bytes;
}

/** Every package of one WebSocket frame, in order (the server batches several into one frame); ProtocolError on a truncated frame or unknown type. */
export function decodePackages(frame: Uint8Array): Package[] {
  const packages: Package[] = [];
  let offset = 0;
  while (offset < frame.length) {
    if (frame.length - offset < PACKAGE_HEADER_BYTES) throw new ProtocolError('truncated package header');
    const type = frame[offset]!;
    if (!isPackageType(type)) throw new ProtocolError(`unknown package type ${type}`);
    const length = (frame[offset + 1]! << 16) | (frame[offset + 2]! << 8) | frame[offset + 3]!;
    const start = offset + PACKAGE_HEADER_BYTES;
    if (start + length > frame.length) throw new ProtocolError('package body longer than the frame');
    packages.push({ type, body: frame.subarray(start, start + length) });
    offset = start + length;
  }
  return packages;
}

// ---- Message layer (the body of a DATA package): flag, varint id, route, body. ----

export const MessageType = { request: 0, notify: 1, response: 2, push: 3 } as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];

export interface Message {
  type: MessageTypeValue;
  /** Request and response only; 0 when absent. */
  id: number;
  /** '' when absent (response); a number when the route was a compressed 2-byte dictionary code. */
  route: string | number;
  /** Flag bit 4 (pomelo-protocol 0.1.6): reported and set only; the codec never (de)compresses. */
  compressGzip: boolean;
  /** A view into the decoded bytes (not a copy). */
  body: Uint8Array;
}

const FLAG_COMPRESSED_ROUTE = 0x01;
const FLAG_GZIP = 0x10;
const FLAG_RESERVED = 0xe0;
/** The reference codec sizes ids with 32-bit signed shifts: ids from 2^31 on corrupt the message. */
const MESSAGE_ID_MAX = 0x7fffffff;
/** 5 varint groups of 7 bits hold 31 bits. */
const VARINT_MAX_BYTES = 5;
const ROUTE_STRING_MAX_BYTES = 255;
const ROUTE_CODE_MAX = 0xffff;

const isMessageType = (type: number): type is MessageTypeValue => type >= MessageType.request && type <= MessageType.push;
const hasId = (type: MessageTypeValue): boolean => type === MessageType.request || type === MessageType.response;
const hasRoute = (type: MessageTypeValue): boolean => type !== MessageType.response;

/** Unsigned base-128 varint, least-significant 7-bit group first (1 → 01, 300 → ac 02). */
function encodeVarint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  do {
    const group = rest % 128;
    rest = Math.floor(rest / 128);
    bytes.push(rest > 0 ? group | 0x80 : group);
  } while (rest > 0);
  return bytes;
}

function routeBytes(route: string | number): number[] | Uint8Array {
  if (typeof route === 'number') {
    if (!Number.isInteger(route) || route < 0 || route > ROUTE_CODE_MAX) throw new ProtocolError(`route code ${route} out of range 0..65535`);
    return [route >> 8, route & 0xff];
  }
  const text = utf8Encode(route);
  if (text.length > ROUTE_STRING_MAX_BYTES) throw new ProtocolError(`route of ${text.length} bytes exceeds 255`);
  const bytes = new Uint8Array(1 + text.length);
  bytes[0] = text.length;
  bytes.set(text, 1);
  return bytes;
}

/**
 * One message's bytes. The id is written only for request/response and the route only for
 * request/notify/push (like the reference codec, which ignores them on the other types); a
 * numeric route is written compressed.
 */
export function encodeMessage(message: {
  type: MessageTypeValue;
  id?: number;
  route?: string | number;
  compressGzip?: boolean;
  body?: Uint8Array;
}): Uint8Array {
  const { type, id = 0, route = '', compressGzip = false, body = EMPTY } = message;
  if (!isMessageType(type)) throw new ProtocolError(`unknown message type ${String(type)}`);
  const compressed = hasRoute(type) && typeof route === 'number';
  const parts: (number[] | Uint8Array)[] = [[(type << 1) | (compressed ? FLAG_COMPRESSED_ROUTE : 0) | (compressGzip ? FLAG_GZIP : 0)]];
  if (hasId(type)) {
    if (!Number.isInteger(id) || id < 0 || id > MESSAGE_ID_MAX) throw new ProtocolError(`message id ${id} out of range 0..2^31-1`);
    parts.push(encodeVarint(id));
  }
  if (hasRoute(type)) parts.push(routeBytes(route));
  parts.push(body);
  return concatBytes(parts);
}

export function decodeMessage(bytes: Uint8Array): Message {
  if (bytes.length === 0) throw new ProtocolError('empty message');
  const flag = bytes[0]!;
  if (flag & FLAG_RESERVED) throw new ProtocolError(`reserved flag bits set in 0x${flag.toString(16)}`);
  const type = (flag >> 1) & 0x07;
  if (!isMessageType(type)) throw new ProtocolError(`unknown message type ${type}`);
  let offset = 1;
  let id = 0;
  if (hasId(type)) {
    // Accumulate with multiplication, not shifts, so 5 groups cannot overflow into the sign bit.
    for (let group = 0; ; group += 1) {
      if (group === VARINT_MAX_BYTES) throw new ProtocolError('message id longer than 5 bytes');
      if (offset >= bytes.length) throw new ProtocolError('truncated message id');
      const byte = bytes[offset++]!;
      id += (byte & 0x7f) * 128 ** group;
      if (byte < 0x80) break;
    }
    if (id > MESSAGE_ID_MAX) throw new ProtocolError(`message id ${id} out of range 0..2^31-1`);
  }
  let route: string | number = '';
  if (hasRoute(type)) {
    if (flag & FLAG_COMPRESSED_ROUTE) {
      if (offset + 2 > bytes.length) throw new ProtocolError('truncated route code');
      route = (bytes[offset]! << 8) | bytes[offset + 1]!;
      offset += 2;
    } else {
      if (offset >= bytes.length) throw new ProtocolError('truncated route length');
      const length = bytes[offset++]!;
      if (offset + length > bytes.length) throw new ProtocolError('truncated route');
      route = utf8Decode(bytes.subarray(offset, offset + length));
      offset += length;
    }
  }
  // A response carries no route, so its compressed-route bit (which the reference encoder lets through) means nothing.
  return { type, id, route, compressGzip: (flag & FLAG_GZIP) !== 0, body: bytes.subarray(offset) };
}

// ---- UTF-8: TextEncoder/TextDecoder, not the reference browser codec that mangles non-BMP text. ----

const encoder = new TextEncoder();
/** fatal: invalid UTF-8 is an error, not U+FFFD; ignoreBOM: a leading U+FEFF is kept as text. */
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

export function utf8Decode(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new ProtocolError('invalid UTF-8');
  }
}

/** Concatenates byte runs into one array. */
export function concatBytes(parts: readonly (ArrayLike<number> & { length: number })[]): Uint8Array {
  let total = 0;
  for (const part of parts) total += part.length;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
