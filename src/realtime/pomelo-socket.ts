import { fromCallback } from 'xstate';
import type { PomeloSocketLogic, SocketCommand, SocketEvent, SocketInput } from '../../machines/realtime-connection.machine';
import { WS_BASE } from '../../models/realtime/chat';

/**
 * The socket of a realtime connection (machines/realtime-connection.machine.ts): a WebSocket with
 * binary frames and the Pomelo codec of models/realtime (loaded with the first connection,
 * src/realtime/pomelo-wire.ts). It turns the machine's packets into bytes and every package of
 * an incoming frame into one `socket.received`, keeping the route dictionary the handshake
 * answer carries (routes it names travel as 2-byte codes). Stopping the actor closes the socket.
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

export function pomeloSocket(resolveUrl: (address: string) => string, open: WebSocketFactory = (url) => new WebSocket(url)): PomeloSocketLogic {
  return fromCallback<SocketCommand, SocketInput, SocketEvent>(({ input, sendBack, receive }) => {
    let ended = false;
    let socket: WebSocket | null = null;
    let wire: ReturnType<typeof import('./pomelo-wire').frameReader> | null = null;
    const end = () => {
      if (ended) return;
      ended = true;
      sendBack({ type: 'socket.closed' });
    };
    const connect = (module: typeof import('./pomelo-wire')) => {
      if (ended) return;
      const reader = module.frameReader();
      wire = reader;
      let ws: WebSocket;
      try {
        ws = open(resolveUrl(input.address));
      } catch {
        // A malformed address: the same as a socket that never opened.
        return end();
      }
      socket = ws;
      ws.binaryType = 'arraybuffer';
      ws.onopen = () => sendBack({ type: 'socket.opened' });
      ws.onclose = end;
      ws.onmessage = (message: MessageEvent<unknown>) => {
        if (ended) return;
        if (!(message.data instanceof ArrayBuffer)) return sendBack({ type: 'socket.failed', error: 'a text frame on a binary protocol' });
        try {
          for (const packet of reader.read(new Uint8Array(message.data))) sendBack({ type: 'socket.received', packet });
        } catch (error) {
          sendBack({ type: 'socket.failed', error: error instanceof module.ProtocolError ? error.message : String(error) });
        }
      };
    };
    import('./pomelo-wire').then(connect, end);
    receive((command) => {
      if (!socket || !wire || socket.readyState !== OPEN) return;
      try {
        socket.send(wire.encode(command.packet) as Uint8Array<ArrayBuffer>);
      } catch (error) {
        sendBack({ type: 'socket.failed', error: String(error) });
      }
    });
    return () => {
      const ws = socket;
      ended = true;
      if (!ws) return;
      ws.onopen = ws.onclose = ws.onmessage = null;
      ws.close();
    };
  });
}
