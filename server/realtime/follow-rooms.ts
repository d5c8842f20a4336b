import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { FollowClose } from '../../models/realtime/follow';
import { WS_BASE, WsPath } from '../../models/realtime/chat';
import type { Queryable } from '../db/database';
import type { AcceptedOrder, ServerEvents } from '../domain/events';
import { verifyRoomToken } from '../domain/games/room-token';
import type { GameSettings } from '../domain/games/settings';
import { sessionStands } from '../domain/sessions';
import type { RealtimeBus } from './bus';
import { createFollowSockets, DEFAULT_FOLLOW_LIMITS, FOLLOW_MAX_FRAME_BYTES, type FollowRoomLimits } from './follow-sockets';
import { onPlayerFrozen } from './player-events';
import type { RoomPlayerIds } from './room-player-ids';
import { betPost, isRoomPost, noticePost, prizePost, roomExists, type RoomAuthor, type RoomPost } from './room-messages';
import { createRoomTips, type RoomTips } from './room-tips';
import { drawnPosts, isRoundBusPost, type RoundBusPost } from './round-pushes';
import type { SocketEndpoint } from './sockets';

/**
 * Follow-bet rooms (spec §2 right panel, §7): the '/ws/room' socket endpoint and what it
 * broadcasts. Every message — a committed order (orderAccepted), a draw (roundSettled, on the
 * scheduler's node), a closing tip (leader only, room-tips.ts), an operator notice — is published
 * on the bus (topic 'room'); sockets get messages only from the bus subscription, so a message
 * reaches the sockets of every node the same way, whichever node raised it. Players are named by
 * their room id (room-player-ids.ts), never by their user id; a frozen player's sockets close on
 * every node (topic 'player'). The same sockets carry the lottery's rounds pushed (opened, closed,
 * drawn with result and seed) and the player's settled orders (topic 'round', round-pushes.ts).
 */

export interface FollowRooms {
  endpoint: SocketEndpoint;
  /** Sends an operator notice to one room, or to every room of the lottery (roomId 0). */
  notice(lotteryId: number, roomId: number, text: string): Promise<void>;
  tips: RoomTips;
  /** Room sockets held by this node. */
  readonly size: number;
  /** Sockets dropped for reading too slowly. */
  readonly dropped: number;
  close(): void;
}

export interface FollowRoomsDeps {
  db: Queryable;
  bus: RealtimeBus;
  events: ServerEvents;
  settings: GameSettings;
  /** Whether this node runs the draw scheduler (it alone publishes the closing tips). */
  isLeader(): boolean;
  /** The room id of a player (loadRoomPlayerIds). */
  playerIds: RoomPlayerIds;
  logError(error: unknown, message: string): void;
  limits?: Partial<FollowRoomLimits>;
}

export const FOLLOW_ROOM_PATH = `${WS_BASE}${WsPath.room}`;

export function createFollowRooms(deps: FollowRoomsDeps): FollowRooms {
  const { db, bus, settings } = deps;
  const sockets = createFollowSockets({ ...DEFAULT_FOLLOW_LIMITS, ...deps.limits });
  const publish = (post: RoomPost): Promise<void> => bus.publish('room', post);
  const publishLogged = (post: RoomPost | null, what: string): void => {
    if (post) publish(post).catch((error: unknown) => deps.logError(error, `follow room: ${what} not published`));
  };

  const publishRound = (post: RoundBusPost): Promise<void> => bus.publish('round', post);

  const unsubscribe = bus.subscribe((topic, payload) => {
    if (topic === 'room' && isRoomPost(payload)) sockets.deliver(payload);
    else if (topic === 'round' && isRoundBusPost(payload)) sockets.deliverRound(payload);
  });
  const stopFrozen = onPlayerFrozen(bus, (userId) => sockets.closePlayer(userId, 'account frozen'));

  async function authorOf(accepted: AcceptedOrder): Promise<RoomAuthor> {
    if (accepted.author) return accepted.author;
    const [row] = await db.query<RoomAuthor>('SELECT account, avatar FROM users WHERE id = $1', [accepted.userId]);
    return row ?? { account: '', avatar: '' };
  }
  const stopOrders = deps.events.on('orderAccepted', (accepted) => {
    authorOf(accepted).then(
      (author) => publishLogged(betPost(accepted, author, deps.playerIds(accepted.userId)), `order ${accepted.orderId}`),
      (error: unknown) => deps.logError(error, `follow room: order ${accepted.orderId} not published`),
    );
  });
  const stopDraws = deps.events.on('roundSettled', (outcome) => {
    const at = settings.now();
    // The pushed draw first: it is what the round machines wait for (issue 20 §2).
    for (const post of drawnPosts(outcome, at)) {
      publishRound(post).catch((error: unknown) => deps.logError(error, `round push: draw ${outcome.lotteryId}/${outcome.prizeNo} not published`));
    }
    publishLogged(prizePost(outcome, at), `draw ${outcome.lotteryId}/${outcome.prizeNo}`);
  });

  const tips = createRoomTips({ settings, isLeader: deps.isLeader, publish, publishRound, logError: deps.logError });

  const refuse = (socket: WebSocket): void => socket.close(FollowClose.badToken, 'bad or expired token');

  /** A token must be good and its session still stand: one issued before a logout or a freeze opens nothing. */
  async function accept(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const token = new URL(request.url ?? '/', 'http://x').searchParams.get('token') ?? '';
    const claims = verifyRoomToken(settings.roomTokenKey, token, settings.now());
    const uid = Number(claims?.sub);
    if (!claims || !Number.isSafeInteger(uid) || !Number.isSafeInteger(claims.sid) || !roomExists(claims.lotteryId, claims.roomId)) return refuse(socket);
    // Nothing the client sends is read until it is a member.
    socket.pause();
    let stands: boolean;
    try {
      stands = await sessionStands(db, claims.sid, uid);
    } catch (error) {
      deps.logError(error, 'follow room: session check failed');
      socket.resume();
      socket.close(1011, 'try again');
      return;
    }
    if (socket.readyState !== WebSocket.OPEN) return;
    if (stands) sockets.join(socket, { uid, playerId: deps.playerIds(uid), lotteryId: claims.lotteryId, roomId: claims.roomId });
    // Reading again also lets a refused socket's closing handshake finish.
    socket.resume();
    if (!stands) refuse(socket);
  }

  return {
    endpoint: { paths: [FOLLOW_ROOM_PATH], maxPayload: FOLLOW_MAX_FRAME_BYTES, accept: (socket, request) => void accept(socket, request) },
    notice: (lotteryId, roomId, text) => publish(noticePost(lotteryId, roomId, text, settings.now())),
    tips,
    get size() {
      return sockets.size;
    },
    get dropped() {
      return sockets.dropped;
    },
    close() {
      tips.close();
      stopOrders();
      stopDraws();
      unsubscribe();
      stopFrozen();
    },
  };
}
