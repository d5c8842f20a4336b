import type { RoomAccess, RoomSocketEvent } from '../../machines/games/follow/room-socket';
import { WS_BASE, WsPath } from '../../models/realtime/chat';
import type { FollowClientFrame } from '../../models/realtime/follow';

/**
 * The follow-bet room's WebSocket (models/realtime/follow.ts): JSON frames at
 * `{ipAddr || wsBase}/room?token={jwt}`. Loaded with the first room (src/realtime/room-socket.ts),
 * so the first page does not carry it.
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
export const ABNORMAL_CLOSE = 1006;

export interface RoomConnection {
  send(frame: FollowClientFrame): void;
  close(): void;
}

/**
 * Opens the socket once and reports `room.opened`, every JSON frame and `room.closed {code}`
 * (nothing after that, nor after `close`). It never reconnects: the follow room machine decides.
 */
export function connectRoomSocket(
  access: RoomAccess,
  wsBase: string | undefined,
  report: (event: RoomSocketEvent) => void,
  page: PageOrigin = window.location,
  Socket: typeof WebSocket = WebSocket,
): RoomConnection {
  let done = false;
  const emit = (event: RoomSocketEvent) => {
    if (done) return;
    if (event.type === 'room.closed') done = true;
    report(event);
  };
  let socket: WebSocket;
  try {
    socket = new Socket(roomSocketUrl(access, wsBase, page));
  } catch {
    // A malformed address never opens: the same as a socket that failed.
    queueMicrotask(() => emit({ type: 'room.closed', code: ABNORMAL_CLOSE }));
    return { send: () => {}, close: () => void (done = true) };
  }
  socket.onopen = () => emit({ type: 'room.opened' });
  socket.onmessage = (message: MessageEvent) => {
    if (typeof message.data !== 'string') return;
    try {
      emit({ type: 'room.frame', frame: JSON.parse(message.data) as unknown });
    } catch {
      // Not JSON: not a frame of this protocol.
    }
  };
  socket.onclose = (close: CloseEvent) => emit({ type: 'room.closed', code: close.code || ABNORMAL_CLOSE });
  return {
    send(frame) {
      if (socket.readyState === Socket.OPEN) socket.send(JSON.stringify(frame));
    },
    close() {
      done = true;
      socket.onopen = socket.onmessage = socket.onclose = null;
      if (socket.readyState === Socket.CONNECTING || socket.readyState === Socket.OPEN) socket.close(1000);
    },
  };
}
