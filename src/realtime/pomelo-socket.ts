import { fromCallback } from 'xstate';
import type { PomeloSocketLogic, SocketCommand, SocketEvent, SocketInput } from '../../machines/chat/realtime-connection.machine';
import { WS_BASE } from '../../models/realtime/chat';
import { frameReader, ProtocolError } from './pomelo-wire';

/**
 * The socket of a realtime connection (machines/chat/realtime-connection.machine.ts): a WebSocket with
 * binary frames and the Pomelo codec of models/realtime (src/realtime/pomelo-wire.ts), loaded
 * with the chat (src/realtime/chat-calls.ts). It turns the machine's packets into bytes and every
 * package of an incoming frame into one `socket.received`, keeping the route dictionary the
 * handshake answer carries (routes it names travel as 2-byte codes). Stopping the actor closes
 * the socket.
 */

/** The ws(s) URL of `address`: absolute as given, else the socket base (a path on this host or a ws URL) plus the path. */
export function socketUrl(address: string, wsBase: string | undefined, location: Pick<Location, 'protocol' | 'host'>): string {
  if (/^wss?:\/\//i.test(address)) return address;
  const base = wsBase ?? WS_BASE;
  if (/^wss?:\/\//i.test(base)) return `${base}${address}`;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${base}${address}`;
}

/** WebSocket.OPEN (not read from the global: tests run where there is none). */
const OPEN = 1;

export type WebSocketFactory = (url: string) => WebSocket;
/** The body of the socket actor (what `fromCallback` takes). */
export type PomeloSocketCallback = Parameters<typeof fromCallback<SocketCommand, SocketInput, SocketEvent>>[0];

/** The socket as a callback (the body of the actor), so a lazy stand-in can run it once loaded. */
export function runPomeloSocket(resolveUrl: (address: string) => string, open: WebSocketFactory = (url) => new WebSocket(url)): PomeloSocketCallback {
  return ({ input, sendBack, receive }) => {
    const reader = frameReader();
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
      if (!(message.data instanceof ArrayBuffer)) return sendBack({ type: 'socket.failed', error: 'a text frame on a binary protocol' });
      try {
        for (const packet of reader.read(new Uint8Array(message.data))) sendBack({ type: 'socket.received', packet });
      } catch (error) {
        sendBack({ type: 'socket.failed', error: error instanceof ProtocolError ? error.message : String(error) });
      }
    };
    receive((command) => {
      if (socket.readyState !== OPEN) return;
      try {
        socket.send(reader.encode(command.packet) as Uint8Array<ArrayBuffer>);
      } catch (error) {
        sendBack({ type: 'socket.failed', error: String(error) });
      }
    });
    return () => {
      ended = true;
      socket.onopen = socket.onclose = socket.onmessage = null;
      socket.close();
    };
  };
}

export const pomeloSocket = (resolveUrl: (address: string) => string, open?: WebSocketFactory): PomeloSocketLogic =>
  fromCallback<SocketCommand, SocketInput, SocketEvent>(runPomeloSocket(resolveUrl, open));
