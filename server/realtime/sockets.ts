import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * WebSocket endpoints on the HTTP server's port: the upgrade is routed by path, after the
 * Origin check and the per-IP connection cap, so a refused upgrade never becomes a socket.
 */

export interface SocketEndpoint {
  /** Exact paths served (e.g. '/ws/chat' and '/' for stock Pomelo clients, which connect with no path). */
  paths: readonly string[];
  /** Largest incoming message in bytes. */
  maxPayload: number;
  /** A socket that passed the checks; `ip` is the client address as the HTTP layer sees it. */
  accept(socket: WebSocket, request: IncomingMessage, ip: string): void;
}

export interface SocketOptions {
  /** Origins allowed besides the page's own (the CORS list); '*' allows any. */
  allowedOrigins: readonly string[];
  /** Open sockets one IP may hold across all endpoints. */
  maxSocketsPerIp: number;
  /** The client address of a request (honours trustProxy like Fastify does). */
  ipOf(request: IncomingMessage): string;
}

export interface SocketHub {
  /** Closes every socket with 1001 (going away) and stops accepting. */
  close(): Promise<void>;
  /** Open sockets right now. */
  readonly size: number;
}

export const DEFAULT_MAX_SOCKETS_PER_IP = 50;

/**
 * A browser always sends Origin; it must be this host (http or https) or an allowed origin.
 * Non-browser clients send none and are let through: they are checked by their token like any caller.
 */
export function originAllowed(request: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function refuse(raw: Duplex, status: number, reason: string): void {
  raw.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function attachSockets(server: Server, endpoints: readonly SocketEndpoint[], options: SocketOptions): SocketHub {
  const byPath = new Map<string, { endpoint: SocketEndpoint; wss: WebSocketServer }>();
  for (const endpoint of endpoints) {
    const wss = new WebSocketServer({ noServer: true, maxPayload: endpoint.maxPayload, perMessageDeflate: false });
    for (const path of endpoint.paths) byPath.set(path, { endpoint, wss });
  }
  const perIp = new Map<string, number>();
  const open = new Set<WebSocket>();
  let closing = false;

  function onUpgrade(request: IncomingMessage, raw: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const target = byPath.get(path);
    if (!target || closing) return refuse(raw, 404, 'Not Found');
    if (!originAllowed(request, options.allowedOrigins)) return refuse(raw, 403, 'Forbidden');
    const ip = options.ipOf(request);
    const held = perIp.get(ip) ?? 0;
    if (held >= options.maxSocketsPerIp) return refuse(raw, 429, 'Too Many Requests');
    perIp.set(ip, held + 1);
    target.wss.handleUpgrade(request, raw, head, (socket) => {
      open.add(socket);
      socket.once('close', () => {
        open.delete(socket);
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left <= 0) perIp.delete(ip);
        else perIp.set(ip, left);
      });
      target.endpoint.accept(socket, request, ip);
    });
  }
  server.on('upgrade', onUpgrade);

  return {
    get size() {
      return open.size;
    },
    async close() {
      closing = true;
      server.off('upgrade', onUpgrade);
      const closed = [...open].map((socket) => new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close(1001, 'server shutting down');
        setTimeout(() => {
          socket.terminate();
          resolve();
        }, 1000).unref();
      }));
      await Promise.all(closed);
      for (const { wss } of new Set(byPath.values())) wss.close();
    },
  };
}
