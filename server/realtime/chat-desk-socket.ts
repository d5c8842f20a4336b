import { WebSocket } from 'ws';
import type { Database } from '../db/database';
import { deskCookieOf, deskSessionValid } from '../domain/chat/desk-sessions';
import type { ChatEvent, ChatService } from '../domain/chat/service';
import type { SocketEndpoint } from './sockets';

/**
 * The desk console's live feed: a WebSocket at /ws/desk, opened with the desk session cookie,
 * carrying every chat event as JSON text: `{ type: 'message', visitorId, message }` or
 * `{ type: 'revoke', visitorId, revoke }` or `{ type: 'ban', visitorId }` (visitorId is the conversation key the desk API uses).
 * Server → console only; whatever the console sends is ignored.
 */

export const DESK_SOCKET_PATH = '/ws/desk';
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Close code for a socket without a live desk session. */
export const DESK_UNAUTHORIZED_CLOSE = 4401;

export interface DeskFeed {
  endpoint: SocketEndpoint;
  close(): void;
}

export function createDeskFeed(db: Database, service: ChatService, logError: (error: unknown, message: string) => void): DeskFeed {
  const consoles = new Set<WebSocket>();
  const unsubscribe = service.subscribe((event: ChatEvent) => {
    const text = JSON.stringify(
      event.kind === 'message'
        ? { type: 'message', visitorId: event.key, message: event.message }
        : event.kind === 'revoke'
          ? { type: 'revoke', visitorId: event.key, revoke: event.revoke }
          : { type: 'ban', visitorId: event.key },
    );
    for (const ws of consoles) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      // A console that stopped reading is dropped (it reloads the list when it reconnects).
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate();
      else ws.send(text);
    }
  });
  return {
    endpoint: {
      paths: [DESK_SOCKET_PATH],
      maxPayload: 1024,
      accept(ws, request) {
        ws.on('error', () => consoles.delete(ws));
        ws.on('close', () => consoles.delete(ws));
        deskSessionValid(db, deskCookieOf(request.headers.cookie)).then(
          (valid) => {
            if (valid && ws.readyState === WebSocket.OPEN) consoles.add(ws);
            else ws.close(DESK_UNAUTHORIZED_CLOSE, 'log in at /desk');
          },
          (error: unknown) => {
            logError(error, 'desk socket check failed');
            ws.close(1011, 'try again');
          },
        );
      },
    },
    close() {
      unsubscribe();
      for (const ws of consoles) ws.close(1001, 'server shutting down');
      consoles.clear();
    },
  };
}
