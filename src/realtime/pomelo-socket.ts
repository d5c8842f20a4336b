import { fromCallback } from 'xstate';
import type { PomeloOutgoing, PomeloSocketLogic, SocketCommand, SocketEvent, SocketInput } from '../../machines/realtime-connection.machine';
import { ProtocolError } from '../../models/realtime/protocol';
import {
  decodeFrame,
  dictionaryFromCodes,
  encodeHandshake,
  encodeNotify,
  encodeRequest,
  HandshakeCode,
  HANDSHAKE_ACK_FRAME,
  HEARTBEAT_FRAME,
  type HandshakeResponse,
  type RouteDictionary,
} from '../../models/realtime/pomelo';
import { WS_BASE } from '../../models/realtime/chat';

/**
 * The socket of a realtime connection (machines/realtime-connection.machine.ts): a WebSocket with
 * binary frames and the Pomelo codec of models/realtime. It turns the machine's packets into
 * bytes and every package of an incoming frame into one `socket.received`, keeping the route
 * dictionary the handshake answer carries (routes the dictionary names travel as 2-byte codes).
 * Stopping the actor closes the socket.
 */

/** The ws(s) URL of `address`: absolute as given, else the socket base (a path on this host or a ws URL) plus the path. */
export function socketUrl(address: string, wsBase: string | undefined, location: Pick<Location, 'protocol' | 'host'>): string {
  if (/^wss?:\/\//i.test(address)) return address;
  const base = wsBase ?? WS_BASE;
  if (/^wss?:\/\//i.test(base)) return `${base}${address}`;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${base}${address}`;
}

function encode(packet: PomeloOutgoing, dict: RouteDictionary | undefined): Uint8Array {
  switch (packet.kind) {
    case 'handshake':
      return encodeHandshake(packet.body);
    case 'handshakeAck':
      return HANDSHAKE_ACK_FRAME;
    case 'heartbeat':
      return HEARTBEAT_FRAME;
    case 'request':
      return encodeRequest(packet.id, packet.route, packet.body, dict);
    case 'notify':
      return encodeNotify(packet.route, packet.body, dict);
  }
}

/** The dictionary of an accepted handshake's `sys`, if it brings one. */
function dictionaryOfHandshake(body: unknown): RouteDictionary | undefined {
  const answer = body as HandshakeResponse | null;
  if (answer?.code !== HandshakeCode.ok) return undefined;
  const codes = answer.sys?.dict ?? answer.sys?.routeToCode;
  return codes ? dictionaryFromCodes(codes) : undefined;
}

/** WebSocket.OPEN (not read from the global: tests run where there is none). */
const OPEN = 1;

export type WebSocketFactory = (url: string) => WebSocket;

export function pomeloSocket(resolveUrl: (address: string) => string, open: WebSocketFactory = (url) => new WebSocket(url)): PomeloSocketLogic {
  return fromCallback<SocketCommand, SocketInput, SocketEvent>(({ input, sendBack, receive }) => {
    let dict: RouteDictionary | undefined;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      sendBack({ type: 'socket.closed' });
    };
    let socket: WebSocket;
    try {
      socket = open(resolveUrl(input.address));
    } catch {
      // A malformed address: the same as a socket that never opened.
      queueMicrotask(end);
      return undefined;
    }
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => sendBack({ type: 'socket.opened' });
    socket.onclose = end;
    socket.onmessage = (message: MessageEvent<unknown>) => {
      if (ended) return;
      if (!(message.data instanceof ArrayBuffer)) {
        sendBack({ type: 'socket.failed', error: 'a text frame on a binary protocol' });
        return;
      }
      try {
        for (const packet of decodeFrame(new Uint8Array(message.data), dict)) {
          if (packet.kind === 'handshake') dict = dictionaryOfHandshake(packet.body) ?? dict;
          sendBack({ type: 'socket.received', packet });
        }
      } catch (error) {
        sendBack({ type: 'socket.failed', error: error instanceof ProtocolError ? error.message : String(error) });
      }
    };
    receive((command) => {
      if (socket.readyState !== OPEN) return;
      try {
        socket.send(encode(command.packet, dict) as Uint8Array<ArrayBuffer>);
      } catch (error) {
        sendBack({ type: 'socket.failed', error: String(error) });
      }
    });
    return () => {
      ended = true;
      socket.onopen = socket.onclose = socket.onmessage = null;
      socket.close();
    };
  });
}
