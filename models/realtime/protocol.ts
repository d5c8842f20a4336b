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
  const bytes = new Uint8Array(PACKAGE_HEADER_BYTES + body.length);
  writePackageHeader(bytes, type, body.length);
  bytes.set(body, PACKAGE_HEADER_BYTES);
  return bytes;
}

/** The 4-byte header at the start of `bytes`. */
function writePackageHeader(bytes: Uint8Array, type: PackageTypeValue, length: number): void {
  if (length > PACKAGE_BODY_MAX) throw new ProtocolError(`package body of ${length} bytes exceeds 16 MiB`);
  bytes[0] = type;
  bytes[1] = (length >> 16) & 0xff;
  bytes[2] = (length >> 8) & 0xff;
  bytes[3] = length & 0xff;
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

/**
 * How many packages `frame` holds, reading only their headers (no body is touched), stopping at
 * `stopAfter` + 1: a receiver charges a frame to its budget before decoding it. A truncated or
 * unknown package ends the count (decodePackages refuses it).
 */
export function countPackages(frame: Uint8Array, stopAfter: number): number {
  let count = 0;
  let offset = 0;
  while (offset + PACKAGE_HEADER_BYTES <= frame.length && count <= stopAfter) {
    count += 1;
    offset += PACKAGE_HEADER_BYTES + ((frame[offset + 1]! << 16) | (frame[offset + 2]! << 8) | frame[offset + 3]!);
  }
  return count;
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

/** Bytes of an unsigned base-128 varint (least-significant 7-bit group first: 1 → 01, 300 → ac 02). */
function varintLength(value: number): number {
  let length = 1;
  for (let rest = value; rest >= 128; rest = Math.floor(rest / 128)) length += 1;
  return length;
}

function writeVarint(bytes: Uint8Array, offset: number, value: number): number {
  let rest = value;
  while (rest >= 128) {
    bytes[offset++] = (rest % 128) | 0x80;
    rest = Math.floor(rest / 128);
  }
  bytes[offset++] = rest;
  return offset;
}

/** What encodeMessage takes: absent fields are id 0, route '', no gzip flag, an empty body. */
export type MessageInput = { type: MessageTypeValue; id?: number; route?: string | number; compressGzip?: boolean; body?: Uint8Array };

/**
 * Writes one message after `headroom` free bytes, in a single allocation (the DATA package
 * header goes in the headroom). The id is written only for request/response and the route only
 * for request/notify/push (the reference codec ignores them on the other types); a numeric
 * route is written compressed.
 */
function writeMessage(message: MessageInput, headroom: number): Uint8Array {
  const { type, id = 0, route = '', compressGzip = false, body = EMPTY } = message;
  if (!isMessageType(type)) throw new ProtocolError(`unknown message type ${String(type)}`);
  if (hasId(type) && !(Number.isInteger(id) && id >= 0 && id <= MESSAGE_ID_MAX)) {
    throw new ProtocolError(`message id ${id} out of range 0..2^31-1`);
  }
  const compressed = hasRoute(type) && typeof route === 'number';
  if (compressed && !(Number.isInteger(route) && route >= 0 && route <= ROUTE_CODE_MAX)) {
    throw new ProtocolError(`route code ${route} out of range 0..65535`);
  }
  const routeText = hasRoute(type) && typeof route === 'string' ? utf8Encode(route) : EMPTY;
  if (routeText.length > ROUTE_STRING_MAX_BYTES) throw new ProtocolError(`route of ${routeText.length} bytes exceeds 255`);
  const idBytes = hasId(type) ? varintLength(id) : 0;
  const routeBytes = !hasRoute(type) ? 0 : compressed ? 2 : 1 + routeText.length;
  const bytes = new Uint8Array(headroom + 1 + idBytes + routeBytes + body.length);
  let offset = headroom;
  bytes[offset++] = (type << 1) | (compressed ? FLAG_COMPRESSED_ROUTE : 0) | (compressGzip ? FLAG_GZIP : 0);
  if (idBytes) offset = writeVarint(bytes, offset, id);
  if (compressed) {
    bytes[offset++] = (route as number) >> 8;
    bytes[offset++] = (route as number) & 0xff;
  } else if (routeBytes) {
    bytes[offset++] = routeText.length;
    bytes.set(routeText, offset);
    offset += routeText.length;
  }
  bytes.set(body, offset);
  return bytes;
}

export function encodeMessage(message: MessageInput): Uint8Array {
  return writeMessage(message, 0);
}

/** A DATA package holding one message: the same bytes as encodePackage(data, encodeMessage(message)), without the second copy. */
export function encodeDataPackage(message: MessageInput): Uint8Array {
  const bytes = writeMessage(message, PACKAGE_HEADER_BYTES);
  writePackageHeader(bytes, PackageType.data, bytes.length - PACKAGE_HEADER_BYTES);
  return bytes;
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

/** Concatenates byte arrays into one. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
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
