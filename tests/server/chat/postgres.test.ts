import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatContentType, ChatPush, ChatRoute, type ChatMessage, type ChatSendAnswer } from '../../../models/realtime/chat';
import type { FastdrawServer } from '../../../server/app';
import { startTestServer } from '../support/server';
import { findPostgresBin, startPostgres, type PostgresServer } from '../support/postgres';
import { connect } from './support';

/**
 * The chat on PostgreSQL with two server nodes sharing one database (the bus is LISTEN/NOTIFY):
 * migration 008 applies, a player on node A writes, the desk on node B sees it and replies, and
 * the reply reaches the player's socket on node A.
 */

const bin = findPostgresBin();
const PASSWORD = 'desk-pg-secret';

describe.runIf(bin)('chat on PostgreSQL, two nodes', () => {
  let postgres: PostgresServer | undefined;
  const nodes: { server: FastdrawServer; port: number }[] = [];
  beforeAll(async () => {
    postgres = await startPostgres(bin!);
    const url = await postgres.createDatabase();
    for (let index = 0; index < 2; index += 1) {
      const server = await startTestServer({ kind: 'postgres', url }, { deskPassword: PASSWORD, games: { autoDraw: false } });
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ server, port: Number(new URL(address).port) });
    }
  }, 120_000);
  afterAll(async () => {
    for (const node of nodes) await node.server.close();
    await postgres?.stop();
  });

  it('delivers a reply given on node B to the player socket on node A', async () => {
    const [a, b] = nodes as [(typeof nodes)[number], (typeof nodes)[number]];
    const player = await connect(a.port);
    const { visitorId } = await player.enter();
    const sent = await player.request<ChatSendAnswer>(ChatRoute.send, { customerId: 1, contentType: ChatContentType.text, content: 'hello from A', questionId: 0, msgId: randomUUID() });
    expect(sent.code).toBe(0);

    const login = await b.server.app.inject({ method: 'POST', url: '/desk/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `password=${PASSWORD}` });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const list = (await b.server.app.inject({ method: 'GET', url: '/desk/api/conversations', headers: { cookie } })).json() as { data: { visitorId: string }[] };
    expect(list.data.map((item) => item.visitorId)).toContain(`v:${visitorId}`);

    const reply = (await b.server.app.inject({ method: 'POST', url: '/desk/api/reply', headers: { cookie }, payload: { visitorId: `v:${visitorId}`, text: 'answer from B' } })).json() as { data: ChatMessage };
    expect(await player.next('push', undefined, 5000)).toEqual({ kind: 'push', route: ChatPush.onVisitor, body: reply.data });
    player.close();
  });
});
