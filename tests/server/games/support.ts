import { expect } from 'vitest';
import { ApiPath, gamePath } from '../../../models/api-paths';
import type { TokenPair } from '../../../models/entities';
import {
  buildOrder,
  buildPc28Order,
  lotteryById,
  RULES,
  type GameType,
  type Lottery,
  type OrderRequest,
  type Pc28Order,
  type Rule,
  type SellingInfo,
  type Selection,
} from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import type { Queryable } from '../../../server/db/database';
import type { DatabaseTarget } from '../../../server/db/open';
import { slotAt, slotOf, type RoundSlot } from '../../../server/domain/games/schedule';
import type { TimetableSetting } from '../../../server/domain/games/timetables';
import { creditAccount } from '../../../server/domain/operator';
import type { ServerOptions } from '../../../server/options';
import { call, uniqueAccount } from '../support/api';
import { startTestServer } from '../support/server';

/** Shared helpers of the games suite: a clock the test moves, players with money, bets built by the models. */

export interface FakeClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function fakeClock(start: number): FakeClock {
  let now = start;
  return {
    now: () => now,
    set: (ms) => {
      now = ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** A server that draws only when the test says so (scheduler.runOnce), on the test's clock. */
export function startClockedServer(database: DatabaseTarget, clock: FakeClock, options: Partial<ServerOptions> = {}, timetable: TimetableSetting = 'real'): Promise<FastdrawServer> {
  return startTestServer(database, { ...options, games: { timetable, now: clock.now, autoDraw: false } });
}

export const lottery = (id: number): Lottery => {
  const found = lotteryById(id);
  if (!found) throw new Error(`no lottery ${id}`);
  return found;
};

/** The round of a lottery (real timetable) whose time it is at `now`, and its neighbours. */
export const slotNow = (lotteryId: number, now: number): RoundSlot => slotAt(lottery(lotteryId).timetable, now);
export const slotAfter = (slot: RoundSlot, lotteryId: number, rounds = 1): RoundSlot => slotOf(lottery(lotteryId).timetable, slot.index + rounds);

/** A time well inside the betting window of a round of jsk3 (60 s rounds), on a fixed future day. */
export const OPEN_JSK3 = ((): number => {
  const noon = new Date(2031, 4, 1, 12, 0, 0).getTime();
  const slot = slotAt(lottery(1).timetable, noon);
  return slot.openAt + 1_000;
})();

export interface Player {
  account: string;
  token: string;
  userId: number;
}

/** A registered player (with the house code, or an agent's) with `balanceCents` on their wallet (one ledger row, type 9). */
export async function newPlayer(server: FastdrawServer, balanceCents: number, prefix = 'gamer', inviteCode = 'FAST01'): Promise<Player> {
  const account = uniqueAccount(prefix);
  const registered = await call<TokenPair>(server.app, 'POST', ApiPath.register, {
    body: { account, password: 'pass1234', withdrawPassword: '654321', code: inviteCode },
  });
  expect(registered.envelope.code).toBe(0);
  if (balanceCents > 0) await creditAccount(server.db, account, balanceCents, 'games-test');
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [account]);
  return { account, token: registered.envelope.data.token, userId: row!.id };
}

export async function balanceOf(server: FastdrawServer, userId: number): Promise<number> {
  const [row] = await server.db.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1', [userId]);
  return row!.balance_cents;
}

export function ruleOf(gameType: GameType, code: string): Rule {
  const rule = RULES[gameType].find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`no ${gameType} rule ${code}`);
  return rule;
}

/** A selection from per-group picks. */
export const columns = (rule: Rule, picks: readonly (readonly string[] | undefined)[]): Selection => rule.balls.map((_, i) => picks[i] ?? []);

/** An order of the models' buildOrder: k3 big at `stake` units unless told otherwise. */
export function k3Order(
  prizeNo: string,
  options: { code?: string; picks?: readonly (readonly string[])[]; stake?: number | string; lotteryId?: number } = {},
): OrderRequest {
  const rule = ruleOf('k3', options.code ?? 'dxds');
  return buildOrder({
    gameType: 'k3',
    lotteryId: options.lotteryId ?? 1,
    prizeNo,
    rule,
    selection: columns(rule, options.picks ?? [['big']]),
    stake: options.stake ?? 2,
  });
}

/** A pc28 order of the models' buildPc28Order (canada28, room 1, big, 10 units unless told). */
export function pc28Order(prizeNo: string, options: { roomId?: number; stake?: number; code?: string; group?: number } = {}): Pc28Order {
  const rule = ruleOf('pc28', options.code ?? 'dxds');
  const group = options.group ?? 0;
  const selection = rule.balls.map((g, i) => (i === group ? [g.balls[0]!.number] : []));
  return buildPc28Order({ lotteryId: 8, prizeNo, rule, selection, stake: options.stake ?? 10, roomId: options.roomId ?? 1 });
}

export async function order(server: FastdrawServer, player: Player, gameType: GameType, body: object, idempotencyKey?: string) {
  return call<{ id: number }>(server.app, 'POST', gamePath.order(gameType), { body, token: player.token, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export async function selling(server: FastdrawServer, gameType: GameType, lotteryId: number, token?: string): Promise<SellingInfo> {
  const answer = await call<SellingInfo>(server.app, 'POST', gamePath.sellingInfo(gameType), { body: { lotteryId }, ...(token ? { token } : {}) });
  expect(answer.envelope.code).toBe(0);
  return answer.envelope.data;
}

export interface LedgerRow {
  user_id: number;
  type: number;
  amount_cents: number;
  balance_after_cents: number;
  reference: string;
}

export const ledgerOf = (server: FastdrawServer, userId: number): Promise<LedgerRow[]> =>
  server.db.query<LedgerRow>('SELECT user_id, type, amount_cents, balance_after_cents, reference FROM ledger WHERE user_id = $1 ORDER BY id', [userId]);

/** Moves the clock into the betting window of a round of the lottery (at least 3 s before it closes) and runs the scheduler. */
export async function openRound(server: FastdrawServer, clock: FakeClock, lotteryId: number): Promise<RoundSlot> {
  let slot = slotNow(lotteryId, clock.now());
  if (clock.now() > slot.closeAt - 3_000) {
    slot = slotAfter(slot, lotteryId);
    clock.set(slot.openAt + 1_000);
  }
  await server.scheduler.runOnce();
  return slot;
}

/** Moves the clock past the round's draw and draws what is due. */
export async function drawRound(server: FastdrawServer, clock: FakeClock, slot: RoundSlot): Promise<void> {
  if (clock.now() <= slot.drawAt) clock.set(slot.drawAt + 1);
  await server.scheduler.runOnce();
}

/** Moves the clock to the opening of the lottery's next round (no bets in it yet) and runs the scheduler. */
export async function freshRound(server: FastdrawServer, clock: FakeClock, lotteryId: number): Promise<RoundSlot> {
  const slot = slotAfter(slotNow(lotteryId, clock.now()), lotteryId);
  clock.set(slot.openAt + 1_000);
  await server.scheduler.runOnce();
  return slot;
}

/** A Queryable that counts the statements it runs. */
export function countingStatements(tx: Queryable): { tx: Queryable; count: () => number } {
  let count = 0;
  return {
    tx: {
      query: (sql, params) => {
        count += 1;
        return tx.query(sql, params);
      },
      exec: (sql) => tx.exec(sql),
    },
    count: () => count,
  };
}
