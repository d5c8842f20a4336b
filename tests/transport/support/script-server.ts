import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 whose answers each test scripts. It records every request
 * (CORS preflights aside, which it answers itself so jsdom's XHR may call it cross-origin).
 */

export interface SeenRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  body?: string;
  /** Wait before answering, to provoke timeouts. */
  delayMs?: number;
  /** Drop the connection without an answer (a network error). */
  destroy?: boolean;
}

export type Script = (request: SeenRequest, index: number) => Reply | Promise<Reply>;

export interface ScriptServer {
  url: string;
  requests: SeenRequest[];
  script: Script;
  close(): Promise<void>;
}

export const envelope = (data: unknown, code = 0, msg = code === 0 ? 'ok' : 'refused', extra: object = {}) =>
  JSON.stringify({ code, msg, data, ...extra });

export const ok = (data: unknown = null): Reply => ({ body: envelope(data) });

export async function startScriptServer(script: Script = () => ok()): Promise<ScriptServer> {
  const requests: SeenRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const state = { script };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const seen: SeenRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(seen);
    const reply = await state.script(seen, requests.length - 1);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.destroy) {
      req.socket.destroy();
      return;
    }
    if (res.destroyed) return;
    res.statusCode = reply.status ?? 200;
    res.setHeader('Content-Type', reply.body?.startsWith('<') ? 'text/html' : 'application/json');
    res.end(reply.body ?? '');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get script() {
      return state.script;
    },
    set script(next: Script) {
      state.script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A base URL where nothing listens: connections are refused at once. */
export async function deadBase(): Promise<string> {
  const server = await startScriptServer();
  const { url } = server;
  await server.close();
  return url;
}
