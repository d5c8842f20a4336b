import type { Page, WebSocketRoute } from '@playwright/test';
import { ChatRoute } from '../../../models/realtime/chat';
import { decodeFrame, encodeRequest, type RouteDictionary } from '../../../models/realtime/pomelo';
import { dictionaryOfHandshake } from '../../../src/realtime/pomelo-wire';

/**
 * The chat's socket (/ws/chat) through the test, for the chat-send path suite: every frame goes on
 * to the real server as it is, except the page's send requests, which are held until the path
 * says what happens to them — `pass()` lets the server answer it, `refuse(change)` sends it
 * changed so the server refuses it, `drop()` closes the page's connection while it waits, and a
 * request never let go is one the server never answers (the page's 5 s send timeout).
 */
export interface ChatGate {
  /** Waits until the page has sent a message (a send request is held). */
  sent(): Promise<void>;
  pass(): Promise<void>;
  refuse(change: (body: Record<string, unknown>) => void): Promise<void>;
  drop(): Promise<void>;
}

interface Held {
  id: number;
  body: Record<string, unknown>;
  frame: string | Buffer;
}

export async function chatGate(page: Page): Promise<ChatGate> {
  let socket: WebSocketRoute | null = null;
  let server: WebSocketRoute | null = null;
  let dict: RouteDictionary | undefined;
  let held: Held[] = [];
  let arrived: (() => void) | null = null;
  const bytes = (frame: string | Buffer) => (typeof frame === 'string' ? new TextEncoder().encode(frame) : new Uint8Array(frame));
  await page.routeWebSocket(/\/ws\/chat$/, (route) => {
    // A new page load opens a new socket: what the last one held is gone with it.
    socket = route;
    held = [];
    const upstream = route.connectToServer();
    server = upstream;
    route.onMessage((frame) => {
      const send = decodeFrame(bytes(frame), dict).find((packet) => packet.kind === 'request' && packet.route === ChatRoute.send);
      if (send?.kind !== 'request') return upstream.send(frame);
      held.push({ id: send.id, body: send.body as Record<string, unknown>, frame });
      arrived?.();
    });
    upstream.onMessage((frame) => {
      for (const packet of decodeFrame(bytes(frame), dict)) if (packet.kind === 'handshake') dict = dictionaryOfHandshake(packet.body) ?? dict;
      route.send(frame);
    });
  });
  const next = async () => {
    if (!held.length) await new Promise<void>((resolve) => (arrived = resolve));
    return held.shift()!;
  };
  return {
    sent: async () => {
      if (!held.length) await new Promise<void>((resolve) => (arrived = resolve));
    },
    pass: async () => {
      const { frame } = await next();
      server!.send(frame);
    },
    refuse: async (change) => {
      const { id, body } = await next();
      const changed = { ...body };
      change(changed);
      server!.send(Buffer.from(encodeRequest(id, ChatRoute.send, changed, dict)));
    },
    drop: async () => {
      await next();
      await socket!.close({ code: 1001, reason: 'going away' });
    },
  };
}
