import { fromCallback } from 'xstate';
import type { RoomAccess, RoomSocketCommand, RoomSocketEvent } from '../../machines/follow/room-socket';
import { WS_BASE, WsPath } from '../../models/realtime/chat';

/**
 * The follow-bet room's socket in the browser (models/realtime/follow.ts): JSON frames over a
 * WebSocket at `{ipAddr || wsBase}/room?token={jwt}`. It opens once and reports `room.opened`,
 * every parsed frame and `room.closed {code}`; reconnecting (with a fresh token) is the follow
 * room machine's decision, so this never retries by itself.
 */

/** Where the page is, to resolve a relative socket base against it. */
export interface PageOrigin {
  protocol: string;
  host: string;
}

/**
 * The socket URL: `ipAddr` from accessRoom when it names a host (with or without a scheme;
 * http(s) becomes ws(s)), else the runtime `wsBase` (default '/ws') on the page's own host, with
 * ws: or wss: as the page is http: or https:.
 */
export function roomSocketUrl(access: RoomAccess, wsBase: string | undefined, page: PageOrigin): string {
  const base = access.ipAddr.trim() || wsBase || WS_BASE;
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  let url: URL;
  if (/^wss?:\/\//i.test(base)) url = new URL(base);
  else if (/^https?:\/\//i.test(base)) {
    url = new URL(base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  } else if (base.startsWith('/')) url = new URL(`${scheme}//${page.host}${base}`);
  else url = new URL(`${scheme}//${base}`);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${WsPath.room}`;
  url.search = '';
  url.searchParams.set('token', access.jwt);
  return url.toString();
}

/** 1006: closed without a close frame (the browser's code when a socket fails). */
const ABNORMAL_CLOSE = 1006;

export function roomSocket(wsBase: string | undefined, page: PageOrigin = window.location, Socket: typeof WebSocket = WebSocket) {
  return fromCallback<RoomSocketCommand, RoomAccess, RoomSocketEvent>(({ input, sendBack, receive }) => {
    let done = false;
    const report = (event: RoomSocketEvent) => {
      if (done) return;
      if (event.type === 'room.closed') done = true;
      sendBack(event);
    };
    let socket: WebSocket;
    try {
      socket = new Socket(roomSocketUrl(input, wsBase, page));
    } catch {
      // A malformed address never opens: the same as a socket that failed.
      queueMicrotask(() => report({ type: 'room.closed', code: ABNORMAL_CLOSE }));
      return () => {
        done = true;
      };
    }
    socket.onopen = () => report({ type: 'room.opened' });
    socket.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      try {
        report({ type: 'room.frame', frame: JSON.parse(message.data) as unknown });
      } catch {
        // Not JSON: not a frame of this protocol.
      }
    };
    socket.onclose = (close: CloseEvent) => report({ type: 'room.closed', code: close.code || ABNORMAL_CLOSE });
    receive((command) => {
      if (command.type === 'room.send' && socket.readyState === Socket.OPEN) socket.send(JSON.stringify(command.frame));
    });
    return () => {
      done = true;
      socket.onopen = socket.onmessage = socket.onclose = null;
      if (socket.readyState === Socket.CONNECTING || socket.readyState === Socket.OPEN) socket.close(1000);
    };
  });
}
