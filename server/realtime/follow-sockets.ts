import type { WebSocket } from 'ws';
import { FOLLOW_IDLE_TIMEOUT_MS, FollowClose, type FollowServerFrame } from '../../models/realtime/follow';
import { roomSees, type RoomPost } from './room-messages';
import { playerSettledFrames, type RoundBusPost } from './round-pushes';
import { socketBudget } from './socket-budget';

/**
 * The room sockets this node holds, by lottery, and what each may do: after the welcome a client
 * only pings ({type:'ping'} → {type:'pong'}). A socket is closed when it sends anything else
 * (1008), floods (4008: over its frame budget, realtime/socket-budget.ts, charged before the
 * frame is parsed), stays silent past the idle timeout (1000), or reads too slowly: when its
 * unsent bytes pass the cap it is dropped at once — checked before a pong is made, too — so one
 * slow reader never holds up the room nor costs the server work.
 */

export interface FollowRoomLimits {
  /** Silence after which a socket is closed (the client pings every 5 s). */
  idleTimeoutMs: number;
  /** Bytes queued for a socket beyond which it is dropped (a slow consumer). */
  maxBufferedBytes: number;
  /** Frames a socket may send at once; one more is allowed per frameWindowMs / maxFrames. */
  maxFrames: number;
  frameWindowMs: number;
}

export const DEFAULT_FOLLOW_LIMITS: FollowRoomLimits = {
  idleTimeoutMs: FOLLOW_IDLE_TIMEOUT_MS,
  maxBufferedBytes: 1024 * 1024,
  maxFrames: 10,
  frameWindowMs: 10_000,
};

/** A ping is 15 bytes; anything much longer is not one. */
export const FOLLOW_MAX_FRAME_BYTES = 256;

export interface RoomMember {
  uid: number;
  /** What the room calls the player (room-player-ids.ts). */
  playerId: string;
  lotteryId: number;
  roomId: number;
}

export interface FollowSockets {
  /** Starts serving a socket whose token named this member. */
  join(socket: WebSocket, member: RoomMember): void;
  /** Sends a post to every socket here that sees it; answers how many got it. */
  deliver(post: RoomPost): number;
  /** Sends a pushed round to every socket of its lottery, a player's settled orders to that player's sockets; answers how many frames went out. */
  deliverRound(post: RoundBusPost): number;
  /** Closes every socket of this player (4001: its token no longer stands); answers how many. */
  closePlayer(uid: number, reason: string): number;
  readonly size: number;
  /** Sockets dropped for reading too slowly (since start). */
  readonly dropped: number;
}

const send = (socket: WebSocket, frame: FollowServerFrame): void => socket.send(JSON.stringify(frame));

export function createFollowSockets(limits: FollowRoomLimits): FollowSockets {
  const byLottery = new Map<number, Map<WebSocket, RoomMember>>();
  let size = 0;
  let dropped = 0;

  /** Over the output cap: dropped without a close frame (it would not be read either). */
  function dropSlowReader(socket: WebSocket, member: RoomMember): boolean {
    if (socket.bufferedAmount <= limits.maxBufferedBytes) return false;
    dropped += 1;
    leave(socket, member);
    socket.terminate();
    return true;
  }

  function leave(socket: WebSocket, member: RoomMember): void {
    const room = byLottery.get(member.lotteryId);
    if (!room?.delete(socket)) return;
    size -= 1;
    if (room.size === 0) byLottery.delete(member.lotteryId);
  }

  return {
    get size() {
      return size;
    },
    get dropped() {
      return dropped;
    },
    join(socket, member) {
      const room = byLottery.get(member.lotteryId) ?? new Map<WebSocket, RoomMember>();
      byLottery.set(member.lotteryId, room);
      room.set(socket, member);
      size += 1;

      let idle: NodeJS.Timeout | undefined;
      const resetIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(() => socket.close(1000, 'idle'), limits.idleTimeoutMs);
        idle.unref();
      };
      // Frames only (a frame is one JSON message); its bytes are bounded by FOLLOW_MAX_FRAME_BYTES.
      const budget = socketBudget({ perSecond: (limits.maxFrames * 1000) / limits.frameWindowMs, burst: limits.maxFrames }, { perSecond: Infinity, burst: Infinity });
      socket.on('message', (data, isBinary) => {
        if (socket.readyState !== socket.OPEN || dropSlowReader(socket, member)) return;
        if (!budget.take(1, 0)) return socket.close(FollowClose.rateLimited, 'too many messages');
        if (isBinary || !isPing(data.toString())) return socket.close(1008, 'only pings are accepted');
        resetIdle();
        send(socket, { type: 'pong' });
      });
      socket.once('close', () => {
        clearTimeout(idle);
        leave(socket, member);
      });
      socket.on('error', () => socket.terminate());
      resetIdle();
      send(socket, { type: 'welcome', playerId: member.playerId, lotteryId: member.lotteryId, roomId: member.roomId });
    },
    closePlayer(uid, reason) {
      let closed = 0;
      for (const room of byLottery.values()) {
        for (const [socket, member] of room) {
          if (member.uid !== uid) continue;
          leave(socket, member);
          socket.close(FollowClose.badToken, reason);
          closed += 1;
        }
      }
      return closed;
    },
    deliverRound(post) {
      const lotteryId = post.kind === 'round' ? post.frame.lotteryId : post.lotteryId;
      const room = byLottery.get(lotteryId);
      if (!room) return 0;
      // A round frame is encoded once for the room; settled frames once per player.
      const shared = post.kind === 'round' ? [Buffer.from(JSON.stringify(post.frame satisfies FollowServerFrame))] : null;
      const byPlayer = new Map<number, Buffer[]>();
      const framesOf = (uid: number): Buffer[] => {
        if (shared) return shared;
        if (post.kind !== 'settled') return [];
        let frames = byPlayer.get(uid);
        if (!frames) {
          frames = playerSettledFrames(post, uid).map((frame) => Buffer.from(JSON.stringify(frame satisfies FollowServerFrame)));
          byPlayer.set(uid, frames);
        }
        return frames;
      };
      const players = post.kind === 'settled' ? new Set(post.players.map((player) => player.userId)) : null;
      let sent = 0;
      for (const [socket, member] of room) {
        if ((players && !players.has(member.uid)) || socket.readyState !== socket.OPEN || dropSlowReader(socket, member)) continue;
        for (const frame of framesOf(member.uid)) {
          socket.send(frame, { binary: false });
          sent += 1;
        }
      }
      return sent;
    },
    deliver(post) {
      const room = byLottery.get(post.lotteryId);
      if (!room) return 0;
      // Serialised and encoded once for every socket of the room.
      const frame = Buffer.from(JSON.stringify(post.message satisfies FollowServerFrame));
      let sent = 0;
      for (const [socket, member] of room) {
        if (!roomSees(member.roomId, post.roomId) || socket.readyState !== socket.OPEN || dropSlowReader(socket, member)) continue;
        socket.send(frame, { binary: false });
        sent += 1;
      }
      return sent;
    },
  };
}

function isPing(text: string): boolean {
  try {
    const frame = JSON.parse(text) as unknown;
    return typeof frame === 'object' && frame !== null && Object.keys(frame).length === 1 && (frame as { type?: unknown }).type === 'ping';
  } catch {
    return false;
  }
}
