import { createHmac, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DepositAnswer, DepositOrder, PayListAnswer, UserBank, WithdrawAnswer, WithdrawInfo } from '../../../models/account';
import { AccountPath, ApiPath, PayPath } from '../../../models/api-paths';
import type { Envelope } from '../../../models/envelope';
import { IDEMPOTENCY_HEADER } from '../../../models/envelope';
import type { TokenPair, User } from '../../../models/entities';
import type { FastdrawServer } from '../../../server/app';
import type { MailMessage, Mailer } from '../../../server/domain/email/mailer';
import { creditAccount } from '../../../server/domain/operator';
import { SIGNATURE_HEADER } from '../../../server/domain/payments/sandbox';
import { PAY_PREFIX } from '../../../server/options';
import { call, uniqueAccount, type Answer } from '../support/api';

/** Helpers of the account-area suites: players, the account calls, the pay base, the admin API. */

export const OPERATOR_TOKEN = 'test-operator-token-0123456789';

/** A mailer that keeps what it was asked to send, so tests read the codes. */
export function captureMailer(): Mailer & { sent: MailMessage[]; codeFor(address: string): string } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    codeFor(address) {
      const message = [...sent].reverse().find((item) => item.to.toLowerCase() === address.toLowerCase());
      const code = message ? /\b(\d{6})\b/.exec(message.subject)?.[1] : undefined;
      if (!code) throw new Error(`no code sent to ${address}`);
      return code;
    },
  };
}

export interface Player {
  account: string;
  token: string;
  userId: number;
}

/** A player registered with `code` (default the house code), with `balanceCents` credited (type 9). */
export async function newPlayer(server: FastdrawServer, options: { balanceCents?: number; inviteCode?: string; prefix?: string } = {}): Promise<Player> {
  const account = uniqueAccount(options.prefix ?? 'acct');
  const registered = await call<TokenPair>(server.app, 'POST', ApiPath.register, {
    body: { account, password: 'pass1234', withdrawPassword: '654321', code: options.inviteCode ?? 'FAST01' },
  });
  expect(registered.envelope.code).toBe(0);
  if (options.balanceCents) await creditAccount(server.db, account, options.balanceCents, 'account-test');
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [account]);
  return { account, token: registered.envelope.data.token, userId: row!.id };
}

export async function login(server: FastdrawServer, account: string, password = 'pass1234'): Promise<string> {
  const answer = await call<TokenPair>(server.app, 'POST', ApiPath.login, { body: { account, password } });
  expect(answer.envelope.code).toBe(0);
  return answer.envelope.data.token;
}

export const post = <T = unknown>(server: FastdrawServer, player: Player | string, path: string, body: object = {}, idempotencyKey?: string): Promise<Answer<T>> =>
  call<T>(server.app, 'POST', path, { body, token: typeof player === 'string' ? player : player.token, ...(idempotencyKey ? { idempotencyKey } : {}) });

export const get = <T = unknown>(server: FastdrawServer, player: Player, path: string): Promise<Answer<T>> => call<T>(server.app, 'GET', path, { token: player.token });

/** A call on the pay base (/payment…). */
export async function payCall<T = unknown>(server: FastdrawServer, player: Player, path: string, body: object = {}, idempotencyKey?: string): Promise<Answer<T>> {
  const response = await server.app.inject({
    method: 'POST',
    url: `${PAY_PREFIX}${path}`,
    headers: { token: player.token, ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}) },
    payload: body,
  });
  return { status: response.statusCode, envelope: response.json() as Envelope<T> };
}

export async function balanceOf(server: FastdrawServer, player: Player): Promise<number> {
  const [row] = await server.db.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1', [player.userId]);
  return row!.balance_cents;
}

export async function userOf(server: FastdrawServer, player: Player): Promise<User> {
  const answer = await post<User>(server, player, ApiPath.userInfo);
  expect(answer.envelope.code).toBe(0);
  return answer.envelope.data;
}

export interface LedgerRow {
  type: number;
  amount_cents: number;
  balance_after_cents: number;
  reference: string;
}

export const ledgerOf = (server: FastdrawServer, player: Player): Promise<LedgerRow[]> =>
  server.db.query<LedgerRow>('SELECT type, amount_cents, balance_after_cents, reference FROM ledger WHERE user_id = $1 ORDER BY id', [player.userId]);

/** The id of a bank of the seeded list by its code. */
export async function bankId(server: FastdrawServer, code: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM banks WHERE code = $1', [code]);
  return row!.id;
}

let cardSerial = 0;
/** A card number no other test binds. */
export const uniqueCard = (): string => `6222${String(Date.now() % 1e8).padStart(8, '0')}${String(++cardSerial).padStart(6, '0')}`;

/** Binds an ICBC card to the player; answers the bound entry. */
export async function bindCard(server: FastdrawServer, player: Player, cardNo = uniqueCard(), withdrawPassword = '654321'): Promise<UserBank> {
  const answer = await post<UserBank>(server, player, AccountPath.addUserBank, { bankId: await bankId(server, 'ICBC'), bankCardNo: cardNo, bankUserName: '张三', withdrawPassword });
  expect(answer.envelope.code).toBe(0);
  return answer.envelope.data;
}

export function withdraw(server: FastdrawServer, player: Player, bank: UserBank, amountCents: number, options: { password?: string; verifyCode?: string; key?: string } = {}) {
  return post<WithdrawAnswer>(
    server,
    player,
    AccountPath.addWithdraw,
    {
      id: bank.id,
      bankId: bank.bankId,
      bankName: bank.bankName,
      bankCardNo: bank.bankCardNo,
      bankUserName: bank.bankUserName,
      amount: amountCents,
      withdrawPassword: options.password ?? '654321',
      email: '',
      verifyCode: options.verifyCode ?? '',
    },
    options.key,
  );
}

export async function withdrawInfo(server: FastdrawServer, player: Player): Promise<WithdrawInfo> {
  const answer = await post<WithdrawInfo>(server, player, AccountPath.withdrawInfo);
  expect(answer.envelope.code).toBe(0);
  return answer.envelope.data;
}

export async function payMethod(server: FastdrawServer, player: Player, classIcon: string) {
  const list = await payCall<PayListAnswer>(server, player, PayPath.payList, { device: 'pc' });
  const method = list.envelope.data.list.find((item) => item.classIcon === classIcon);
  if (!method) throw new Error(`no ${classIcon} method`);
  return method;
}

/** A bank-card deposit order through the sandbox: answers orderId and payUrl. */
export async function cardDeposit(server: FastdrawServer, player: Player, moneyCents: number, key?: string): Promise<DepositAnswer> {
  const method = await payMethod(server, player, 'bank');
  const answer = await payCall<DepositAnswer>(
    server,
    player,
    PayPath.pay,
    { payTypeId: method.id, money: moneyCents, isPaySDK: 0, protocolType: '', virtualType: '', checkType: method.checkType, device: 'pc' },
    key,
  );
  expect(answer.envelope.code).toBe(0);
  return answer.envelope.data;
}

export async function usdtDeposit(server: FastdrawServer, player: Player, moneyCents: number, protocolType = 'TRC20'): Promise<string> {
  const method = await payMethod(server, player, 'xnzf');
  const answer = await payCall<DepositAnswer>(server, player, PayPath.pay, {
    payTypeId: method.id,
    money: moneyCents,
    isPaySDK: 0,
    protocolType,
    virtualType: 'USDT',
    checkType: 2,
    device: 'pc',
  });
  expect(answer.envelope.code).toBe(0);
  return answer.envelope.data.orderId;
}

export const depositOrder = (server: FastdrawServer, player: Player, orderId: string) => payCall<DepositOrder>(server, player, PayPath.order, { orderId });

/** A signed sandbox callback, as the gateway sends it. */
export async function sandboxCallback(server: FastdrawServer, event: { orderId: string; providerTxId: string; outcome: 'paid' | 'failed'; amountCents: number }, options: { sign?: boolean; at?: number } = {}) {
  const raw = JSON.stringify(event);
  const at = options.at ?? Math.floor(Date.now() / 1000);
  const signature = options.sign === false ? `t=${at},v1=${'0'.repeat(64)}` : await signWithServerKey(server, raw, at);
  return server.app.inject({ method: 'POST', url: `${PAY_PREFIX}/pay/callback/sandbox`, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: raw });
}

/** Signs with the key the server made for the sandbox (server_secrets 'pay-callback-key'). */
async function signWithServerKey(server: FastdrawServer, raw: string, at: number): Promise<string> {
  const [row] = await server.db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'pay-callback-key'`);
  const key = Buffer.from(row!.value, 'hex');
  return `t=${at},v1=${createHmac('sha256', key).update(`${at}.${raw}`).digest('hex')}`;
}

/** The admin API through inject, from loopback unless told otherwise. */
export async function admin(server: FastdrawServer, command: string, body: object = {}, options: { token?: string | null; remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const token = options.token === undefined ? OPERATOR_TOKEN : options.token;
  const response = await server.app.inject({
    method: 'POST',
    url: `/admin/v1/${command}`,
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...options.headers },
    payload: body,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
  return { status: response.statusCode, body: response.json() as { ok: boolean; message: string; data?: unknown } };
}

export const newKey = (): string => randomUUID();
