import { expect, type APIRequestContext } from '@playwright/test';
import type { UserBank } from '../../../models/account';
import { AccountPath } from '../../../models/api-paths';
import { operator, registerPlayer, type Player } from '../content-support';

/**
 * Real-server fixtures for the browser path suites (tests/paths/fixtures' sample answers, made on
 * the running e2e server): a player with money (the operator CLI's `credit`) and a bound bank
 * card. Each goes through the real API as the app calls it (token, Idempotency-Key), so a path
 * starts where a player would be; `callAs` makes any other (a deposit order, a bet) the same way.
 */

/** A POST as a logged-in player's app sends it; answers the envelope's `data` after checking `code` 0. */
export async function callAs<T>(request: APIRequestContext, player: Player, url: string, data: unknown = {}): Promise<T> {
  const answer = await request.post(url, { data, headers: { token: player.token, 'Idempotency-Key': crypto.randomUUID() } });
  const body = (await answer.json()) as { code: number; msg?: string; data: T };
  expect(body, `${url} (HTTP ${answer.status()})`).toMatchObject({ code: 0 });
  return body.data;
}

/** A fresh player (invite FAST01, password and withdrawal password `demo1234`), credited `amount` by an operator when given. */
export async function newPlayer(request: APIRequestContext, prefix: string, amount?: string): Promise<Player> {
  const player = await registerPlayer(request, prefix);
  if (amount) await operator(['credit', player.account, amount]);
  return player;
}

/** A bank card bound to the player (ICBC, in their name), as the bind-bank page binds it. */
export async function boundBank(request: APIRequestContext, player: Player): Promise<UserBank> {
  const banks = await (await request.get(`/api${AccountPath.bankList}`, { headers: { token: player.token } })).json();
  const icbc = (banks as { data: { bankId: number; bankCode: string }[] }).data.find((bank) => bank.bankCode === 'ICBC');
  expect(icbc, 'ICBC in the bank list').toBeTruthy();
  return callAs<UserBank>(request, player, `/api${AccountPath.addUserBank}`, {
    bankId: icbc?.bankId,
    bankCardNo: `62220200${Date.now().toString().slice(-8)}`,
    bankUserName: '测试玩家',
    withdrawPassword: 'demo1234',
  });
}

