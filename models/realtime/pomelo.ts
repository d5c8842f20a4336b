/**
 * Pomelo frames as the gateway and the browser client use them: UTF-8 JSON bodies, the
 * handshake route dictionary, and whole frames (several packages per frame) in and out.
 * Bytes: models/realtime/protocol.ts. Every decoding failure is a ProtocolError.
 */
import {
  concatBytes,
  decodeMessage,
  decodePackages,
  encodeDataPackage,
  encodePackage,
  MessageType,
  PackageType,
  ProtocolError,
  utf8Decode,
  utf8Encode,
} from './protocol';

// ---- Route dictionary (handshake `sys.dict`: route string → 2-byte code). ----

export interface RouteDictionary {
  routeToCode: Record<string, number>;
  codeToRoute: Record<number, string>;
}

const ROUTE_CODE_MAX = 0xffff;

/** Maps without a prototype, so routes like '__proto__' or 'constructor' are plain keys. */
const emptyMap = <V>(): Record<string, V> => Object.create(null) as Record<string, V>;

/** The dictionary of a route list: code = index + 1; ProtocolError on a route listed twice. */
export function dictionaryOf(routes: readonly string[]): RouteDictionary {
  if (new Set(routes).size !== routes.length) throw new ProtocolError('route listed twice');
  return dictionaryFromCodes(Object.fromEntries(routes.map((route, index) => [route, index + 1])));
}

/** The dictionary a client rebuilds from the handshake's `sys.dict` (or `routeToCode`); ProtocolError on a code outside 0..65535 or used twice. */
export function dictionaryFromCodes(dict: Readonly<Record<string, number>>): RouteDictionary {
  const routeToCode = emptyMap<number>();
  const codeToRoute = emptyMap<string>() as Record<number, string>;
  for (const [route, code] of Object.entries(dict)) {
    if (!Number.isInteger(code) || code < 0 || code > ROUTE_CODE_MAX) throw new ProtocolError(`route code ${String(code)} out of range 0..65535`);
    if (Object.hasOwn(codeToRoute, code)) throw new ProtocolError(`route code ${code} used twice`);
    routeToCode[route] = code;
    codeToRoute[code] = route;
  }
  return { routeToCode, codeToRoute };
}

/** The compressed code of a route, or the route itself when the dictionary lacks it. */
const routeOnWire = (route: string, dict?: RouteDictionary): string | number =>
  dict && Object.hasOwn(dict.routeToCode, route) ? dict.routeToCode[route]! : route;

function routeOfCode(code: number, dict?: RouteDictionary): string {
  if (!dict || !Object.hasOwn(dict.codeToRoute, code)) throw new ProtocolError(`unknown route code ${code}`);
  return dict.codeToRoute[code]!;
}

// ---- JSON bodies. ----

/** A body must be JSON: `undefined`, functions, BigInt and cycles are refused (the reference client sends `{}` for "nothing"). */
function jsonBytes(body: unknown): Uint8Array {
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (error) {
    throw new ProtocolError(`body is not JSON: ${(error as Error).message}`);
  }
  if (text === undefined) throw new ProtocolError('body is not JSON');
  return utf8Encode(text);
}

function jsonOf(bytes: Uint8Array): unknown {
  const text = utf8Decode(bytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProtocolError('body is not valid JSON');
  }
}

// ---- Handshake, heartbeat, kick. ----

export const HandshakeCode = { ok: 200, useError: 500, oldClient: 501 } as const;

export interface HandshakeRequest {
  sys: { type: string; version: string; rsa?: Record<string, unknown>; protoVersion?: number; dictVersion?: string };
  user?: unknown;
}

export interface HandshakeResponse {
  code: number;
  sys?: {
    /** Heartbeat interval in SECONDS (absent: no heartbeats). */
    heartbeat?: number;
    useDict?: boolean;
    dict?: Record<string, number>;
    routeToCode?: Record<string, number>;
    codeToRoute?: Record<string, string>;
    dictVersion?: string;
  };
  user?: unknown;
}

/** What the reference browser client sends in `sys`. */
export const CLIENT_TYPE = 'js-websocket';
export const CLIENT_VERSION = '0.0.1';

/** A handshake package (type 1): the client's request or the server's response. */
export function encodeHandshake(body: HandshakeRequest | HandshakeResponse): Uint8Array {
  return encodePackage(PackageType.handshake, jsonBytes(body));
}

/** `02 00 00 00`. Shared constant: never mutate. */
export const HANDSHAKE_ACK_FRAME: Uint8Array = encodePackage(PackageType.handshakeAck);
/** `03 00 00 00`. Shared constant: never mutate. */
export const HEARTBEAT_FRAME: Uint8Array = encodePackage(PackageType.heartbeat);

/** A kick package (type 5, server → client): `{"reason": …}`; the server closes the socket after it. */
export function encodeKick(reason: string): Uint8Array {
  return encodePackage(PackageType.kick, jsonBytes({ reason }));
}

// ---- Data messages (one per DATA package). ----

/** A request (client → server); the route is compressed when the dictionary has it. */
export function encodeRequest(id: number, route: string, body: unknown, dict?: RouteDictionary): Uint8Array {
  return encodeDataPackage({ type: MessageType.request, id, route: routeOnWire(route, dict), body: jsonBytes(body) });
}

/** A notify (client → server, no answer). */
export function encodeNotify(route: string, body: unknown, dict?: RouteDictionary): Uint8Array {
  return encodeDataPackage({ type: MessageType.notify, route: routeOnWire(route, dict), body: jsonBytes(body) });
}

/** The response to request `id` (no route on the wire: the client knows it by id). */
export function encodeResponse(id: number, body: unknown): Uint8Array {
  return encodeDataPackage({ type: MessageType.response, id, body: jsonBytes(body) });
}

/** A push (server → client): an event named by its route. */
export function encodePush(route: string, body: unknown, dict?: RouteDictionary): Uint8Array {
  return encodeDataPackage({ type: MessageType.push, route: routeOnWire(route, dict), body: jsonBytes(body) });
}

/** Concatenates several frames' packages into one frame (the server's batch send). */
export function concatFrames(frames: readonly Uint8Array[]): Uint8Array {
  return concatBytes(frames);
}

// ---- Decoding a whole frame. ----

export type PomeloEvent =
  | { kind: 'handshake'; body: unknown }
  | { kind: 'handshakeAck' }
  | { kind: 'heartbeat' }
  | { kind: 'kick'; reason: string }
  | { kind: 'request'; id: number; route: string; body: unknown }
  | { kind: 'notify'; route: string; body: unknown }
  | { kind: 'response'; id: number; body: unknown }
  | { kind: 'push'; route: string; body: unknown };

function kickReason(bytes: Uint8Array): string {
  const body = jsonOf(bytes);
  const reason = typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : '';
}

function dataEvent(bytes: Uint8Array, dict?: RouteDictionary): PomeloEvent {
  const message = decodeMessage(bytes);
  const route = typeof message.route === 'number' ? routeOfCode(message.route, dict) : message.route;
  const body = jsonOf(message.body);
  switch (message.type) {
    case MessageType.request:
      return { kind: 'request', id: message.id, route, body };
    case MessageType.notify:
      return { kind: 'notify', route, body };
    case MessageType.response:
      return { kind: 'response', id: message.id, body };
    case MessageType.push:
      return { kind: 'push', route, body };
  }
}

/**
 * Every event of one frame, in order; compressed routes resolved through dict. ProtocolError on
 * bad bytes, bad JSON or an unknown route code. The bodies of ACK and heartbeat are ignored
 * (the reference server ignores them too); a gzip-flagged body is still parsed as JSON, since
 * nothing in this stack compresses.
 */
export function decodeFrame(frame: Uint8Array, dict?: RouteDictionary): PomeloEvent[] {
  return decodePackages(frame).map((pkg): PomeloEvent => {
    switch (pkg.type) {
      case PackageType.handshake:
        return { kind: 'handshake', body: jsonOf(pkg.body) };
      case PackageType.handshakeAck:
        return { kind: 'handshakeAck' };
      case PackageType.heartbeat:
        return { kind: 'heartbeat' };
      case PackageType.kick:
        return { kind: 'kick', reason: kickReason(pkg.body) };
      case PackageType.data:
        return dataEvent(pkg.body, dict);
    }
  });
}
