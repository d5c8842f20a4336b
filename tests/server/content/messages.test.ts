import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, ContentPath } from '../../../models/api-paths';
import type { MessageCoinAnswer, MessageList, PersonalMessage, ReadMessageAnswer } from '../../../models/content';
import type { FastdrawServer } from '../../../server/app';
import { newPlayer, type Player } from '../account/support';
import { formatServerTime } from '../../../server/domain/notices';
import { startTestServer } from '../support/server';
import { admin, api, data, loginToken, OPERATOR_TOKEN, posted } from './support';

// Personal messages: per-player read state and readCount, object-level authorization, gifts
// claimed once through the ledger, idempotency, and bad input answered with codes.

describe('personal messages', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' }, { operatorToken: OPERATOR_TOKEN });
  });
  afterAll(() => server?.close());

  const list = (player: Player | string, locale?: string, query = '') =>
    data<MessageList>(server.app, 'GET', `${ContentPath.messageList}${query}`, { token: typeof player === 'string' ? player : player.token, ...(locale ? { locale } : {}) });
  const read = (player: Player, id: number | string, method: 'GET' | 'POST' = 'GET', idempotencyKey?: string) =>
    api<ReadMessageAnswer>(server.app, method, `/user/v1/readMessage/${id}`, { token: player.token, ...(idempotencyKey ? { idempotencyKey } : {}) });
  const claim = (player: Player, id: number | string, idempotencyKey?: string) =>
    api<MessageCoinAnswer>(server.app, 'GET', `/user/v1/messageCoin/${id}`, { token: player.token, ...(idempotencyKey ? { idempotencyKey } : {}) });
  const send = (body: object) => posted(server, 'post-message', body);
  const texts = (title: string, content = `<p>${title}</p>`) => ({ 'zh-CN': { title, content } });
  const giftRows = (player: Player) => server.db.query<{ type: number; amount_cents: number; reference: string }>(
    `SELECT type, amount_cents, reference FROM ledger WHERE user_id = $1 AND reference LIKE 'message:%'`,
    [player.userId],
  );

  it('gives the demo players their demo messages in four languages, unread, with demo001’s gift', async () => {
    const token = await loginToken(server.app, 'demo001', 'demo1234');
    const zh = await list(token);
    expect(zh.total).toBe(3);
    expect(zh.readCount).toBe(3);
    expect(zh.list[0]).toMatchObject({ title: '送您一份见面礼 8.88', status: 0, coin: 888, coinClaimed: false, lang: 'zh-CN' });
    for (const [locale, title] of [['en-US', 'A welcome gift of 8.88 for you'], ['vi-VN', 'Quà chào mừng 8.88 dành cho bạn'], ['ja-JP', 'ウェルカムギフト 8.88 をどうぞ']]) {
      expect((await list(token, locale)).list[0]).toMatchObject({ id: zh.list[0]!.id, title, lang: locale });
    }
    const demo002 = await list(await loginToken(server.app, 'demo002', 'demo1234'), 'en-US');
    expect(demo002.list.map((message) => message.title)).toEqual(['Complete your profile', 'Keep your account safe', 'Welcome to Fastdraw']);
    expect(demo002.list.every((message) => message.coin === 0)).toBe(true);
  });

  it('marks a message read for its reader only; readCount drops at once and in the list', async () => {
    const alice = await newPlayer(server);
    const bob = await newPlayer(server);
    const id = await send({ all: true, translations: texts('全体消息') });
    const before = { alice: (await list(alice)).readCount, bob: (await list(bob)).readCount };
    expect((await list(alice)).list[0]).toMatchObject({ id, status: 0 });

    const answer = await read(alice, id);
    expect(answer).toEqual({ code: 0, msg: expect.any(String), data: { id, status: 1, readCount: before.alice - 1 } });
    expect((await list(alice)).list[0]).toMatchObject({ id, status: 1 });
    expect((await list(alice)).readCount).toBe(before.alice - 1);
    // Reading again changes nothing.
    expect((await read(alice, id, 'POST')).data).toEqual({ id, status: 1, readCount: before.alice - 1 });
    // Bob's copy is still unread.
    expect((await list(bob)).list[0]).toMatchObject({ id, status: 0 });
    expect((await list(bob)).readCount).toBe(before.bob);
  });

  it('answers another player’s message as not found and changes nothing (read and claim)', async () => {
    const owner = await newPlayer(server);
    const intruder = await newPlayer(server);
    const id = await send({ account: owner.account, coinCents: 500, translations: texts('私人消息') });
    expect((await list(intruder)).list.some((message) => message.id === id)).toBe(false);
    expect(await read(intruder, id)).toEqual({ code: 1, msg: '消息不存在', data: null });
    expect(await claim(intruder, id)).toEqual({ code: 1, msg: '消息不存在', data: null });
    expect(await giftRows(intruder)).toEqual([]);
    expect(await giftRows(owner)).toEqual([]);
    expect((await list(owner)).list[0]).toMatchObject({ id, status: 0, coin: 500, coinClaimed: false });
    const rows = await server.db.query('SELECT user_id FROM message_reads WHERE message_id = $1 UNION ALL SELECT user_id FROM message_claims WHERE message_id = $1', [id]);
    expect(rows).toEqual([]);
  });

  it('credits a gift once as ledger type 10, marks it read, and answers a repeat with the same claim', async () => {
    const player = await newPlayer(server, { balanceCents: 1_000 });
    const id = await send({ account: player.account, coinCents: 1_234, translations: texts('礼金') });
    const unread = (await list(player)).readCount;
    const first = await claim(player, id);
    expect(first).toEqual({ code: 0, msg: expect.any(String), data: { id, coin: 1_234, coinClaimed: true, balance: 2_234, readCount: unread - 1 } });
    expect(await claim(player, id)).toEqual(first);
    expect(await giftRows(player)).toEqual([{ type: 10, amount_cents: 1_234, reference: `message:${id}` }]);
    expect((await list(player)).list[0]).toMatchObject({ id, status: 1, coin: 1_234, coinClaimed: true });
    const records = await data<{ list: { typeId: number; amount: number; desp: string }[] }>(server.app, 'POST', AccountPath.detailsList, { token: player.token, body: { detailsTypeId: 10 } });
    expect(records.list).toEqual([expect.objectContaining({ typeId: 10, amount: 1_234, desp: `站内信 ${id} 奖励` })]);
  });

  it('credits once under 20 concurrent claims, with and without one Idempotency-Key', async () => {
    const player = await newPlayer(server);
    const id = await send({ account: player.account, coinCents: 777, translations: texts('并发') });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => claim(player, id, i % 2 ? 'same-key' : undefined)));
    const keyed = await Promise.all(Array.from({ length: 10 }, () => claim(player, id, 'same-key')));
    for (const answer of [...answers, ...keyed]) expect(answer.data).toMatchObject({ id, coin: 777, balance: 777 });
    expect(await giftRows(player)).toHaveLength(1);
  });

  it('honours Idempotency-Key on the read call: a repeat answers the first answer, another path with the key is 4020', async () => {
    const player = await newPlayer(server);
    const a = await send({ account: player.account, translations: texts('甲') });
    const b = await send({ account: player.account, translations: texts('乙') });
    const first = await read(player, a, 'GET', 'read-key');
    expect(await read(player, a, 'GET', 'read-key')).toEqual(first);
    expect((await read(player, b, 'GET', 'read-key')).code).toBe(4020);
    expect((await list(player)).list.find((message) => message.id === b)).toMatchObject({ status: 0 });
  });

  it('refuses a gift on a message without one, and keeps an old broadcast’s gift from accounts made after it', async () => {
    const early = await newPlayer(server);
    const plain = await send({ account: early.account, translations: texts('无礼金') });
    expect(await claim(early, plain)).toEqual({ code: 1, msg: '该消息没有奖励', data: null });
    const broadcast = await send({ all: true, coinCents: 300, translations: texts('全体礼金') });
    const late = await newPlayer(server);
    expect((await list(late)).list.find((message) => message.id === broadcast)).toMatchObject({ coin: 0, coinClaimed: false });
    expect((await claim(late, broadcast)).code).toBe(1);
    expect((await claim(early, broadcast)).data).toMatchObject({ coin: 300 });
    expect(await giftRows(late)).toEqual([]);
  });

  it('answers 401 without a live token, code 1 for ids that name nothing, never a 5xx', async () => {
    expect((await api(server.app, 'GET', ContentPath.messageList)).code).toBe(401);
    expect((await api(server.app, 'GET', ContentPath.readMessage(1))).code).toBe(401);
    expect((await api(server.app, 'GET', ContentPath.messageCoin(1), { token: 'forged' })).code).toBe(401);
    const player = await newPlayer(server);
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '999999999999999999999999', '%00', '1e3']) {
      expect((await read(player, id)).code, id).toBe(1);
      expect((await claim(player, id)).code, id).toBe(1);
    }
    for (const query of ['?pageIndex=-1', '?pageSize=0', '?pageIndex=9007199254740993&pageSize=100', '?pageSize=abc', '?pageIndex=1e9']) {
      expect((await api(server.app, 'GET', `${ContentPath.messageList}${query}`, { token: player.token })).code, query).toBe(0);
    }
  });

  it('pages the list newest first with the total and the unread count of all pages', async () => {
    const player = await newPlayer(server);
    const before = await list(player);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await send({ account: player.account, translations: texts(`第 ${i} 条`) }));
    const page1 = await list(player, undefined, '?pageIndex=1&pageSize=2');
    const page2 = await list(player, undefined, '?pageIndex=2&pageSize=2');
    expect(page1.list.map((message: PersonalMessage) => message.id)).toEqual([ids[4], ids[3]]);
    expect(page2.list.map((message: PersonalMessage) => message.id)).toEqual([ids[2], ids[1]]);
    expect(page1.total).toBe(before.total + 5);
    expect(page2.readCount).toBe(before.readCount + 5);
  });

  it('dates a message to every player sent before a player registered at that player’s registration, never earlier', async () => {
    const id = await send({ all: true, translations: texts('旧的全体消息') });
    await server.db.query("UPDATE messages SET created_at = now() - interval '3 days' WHERE id = $1", [id]);
    const player = await newPlayer(server);
    const [registered] = await server.db.query<{ at: Date }>('SELECT created_at AS at FROM users WHERE id = $1', [player.userId]);
    const own = await send({ account: player.account, translations: texts('之后的私人消息') });
    const messages = (await list(player)).list;
    const old = messages.find((message) => message.id === id)!;
    expect(old.createTime).toBe(formatServerTime(registered!.at));
    expect(messages.every((message) => message.createTime >= formatServerTime(registered!.at))).toBe(true);
    // A later message to the player still comes first: the list stays newest first.
    expect(messages[0]!.id).toBe(own);
  });

  it('hides a removed message: no longer listed, read or claimed', async () => {
    const player = await newPlayer(server);
    const id = await send({ account: player.account, coinCents: 100, translations: texts('撤回') });
    expect(await admin(server, 'remove-message', { id })).toMatchObject({ status: 200 });
    expect((await list(player)).list.some((message) => message.id === id)).toBe(false);
    expect((await read(player, id)).code).toBe(1);
    expect((await claim(player, id)).code).toBe(1);
  });
});
