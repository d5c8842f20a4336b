import WebSocket from 'ws';
import type { FollowMessage, FollowServerFrame } from '../../../models/realtime/follow';
import { FOLLOW_ROOM_PATH } from '../../../server/realtime/follow-rooms';

/** A follow-bet room socket of a test: every frame it received, and a way to wait for one. */
export interface RoomClient {
  socket: WebSocket;
  frames: FollowServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first frame (already received or coming) that matches. */
  next<T extends FollowServerFrame>(match: (frame: FollowServerFrame) => boolean, timeoutMs?: number): Promise<T>;
  messages(type: FollowMessage['msg']['type']): FollowMessage[];
  stop(): void;
}

export interface RoomClientOptions {
  /** How often it pings; 0 never. */
  pingMs: number;
  /** How long `next` waits by default. */
  waitMs: number;
  headers?: Record<string, string>;
  /** Local address to connect from (another client IP on loopback). */
  from?: string;
}

export const isRoomMessage = (frame: FollowServerFrame): frame is FollowMessage => 'msg' in frame;
export const frameOf = (type: 'welcome' | 'pong') => (frame: FollowServerFrame): boolean => 'type' in frame && frame.type === type;

/** Opens `/ws/room?token=` on a server whose WebSocket base is `wsBase` (ws://host:port). */
export function openRoomClient(wsBase: string, token: string, options: RoomClientOptions): RoomClient {
  const socket = new WebSocket(`${wsBase}${FOLLOW_ROOM_PATH}?token=${encodeURIComponent(token)}`, {
    headers: options.headers ?? {},
    ...(options.from ? { localAddress: options.from } : {}),
  });
  const frames: FollowServerFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as FollowServerFrame);
    for (const wake of waiters) wake();
  });
  socket.on('error', () => undefined);
  const pinger = options.pingMs > 0 ? setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), options.pingMs) : undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      clearInterval(pinger);
      resolve({ code, reason: reason.toString() });
    }),
  );
  return {
    socket,
    frames,
    closed,
    next: <T extends FollowServerFrame>(match: (frame: FollowServerFrame) => boolean, timeoutMs = options.waitMs) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as T);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames).slice(0, 800)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    messages: (type) => frames.filter(isRoomMessage).filter((frame) => frame.msg.type === type),
    stop() {
      clearInterval(pinger);
      socket.terminate();
    },
  };
}
