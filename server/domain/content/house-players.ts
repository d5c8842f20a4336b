import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { gamePath } from '../../../models/api-paths';
import type { Envelope } from '../../../models/envelope';
import { buildOrder, buildPc28Order, LOTTERIES, RULES, validateBet, PC28_ROOMS, type GameType, type Lottery, type Rule, type SellingInfo } from '../../../models/games';
import type { Database } from '../../db/database';
import { API_PREFIX } from '../../options';
import { createUser, findLoginRecord } from '../accounts';
import { FundType } from '../fund-types';
import { post } from '../ledger';
import { DEFAULT_LIFETIMES, openSession } from '../sessions';

/**
 * Demo mode's house players (docs/api.md "Demo mode"): a few accounts the house runs, placing small
 * real bets through the real order API in the rounds that are open, so that a fresh demo has
 * draws with bets and a winners feed of real settled wins. Nobody can log in as them (no password
 * hash); their money is a seed credit topped up when it runs low. Off outside demo mode and
 * with FASTDRAW_DEMO_PLAYERS=0; never on in tests unless asked for.
 *
 * Every node of a cluster starts them, but only the node holding the draw lease bets
 * (docs/deploy.md "Several nodes"): the demo's traffic stays that of one process however many
 * nodes run, and it moves with the lease when the leader goes.
 */

export const HOUSE_PLAYERS = ['lucky8888', 'dragon2024', 'fortune77', 'starwin99', 'goldfish66', 'tiger520', 'happy1688', 'moon8080'] as const;

const START_BALANCE_CENTS = 10_000_000;
const TOP_UP_BELOW_CENTS = 1_000_000;
/** How often the house players look for open rounds. */
const INTERVAL_MS = 5_000;
/** A bet needs at least this long before the round closes (the request must arrive in time). */
const CLOSE_MARGIN_MS = 3_000;
/** Stakes in currency units; each is kept within the rule's limits. */
const STAKES = [2, 5, 10, 10, 20, 50, 100];

/** Plays with simple single-ball bets: one ball of one group makes a valid order. */
/** Mostly even-money plays, so wins come often; a repeated code is picked more often. */
const PLAYS: Readonly<Record<GameType, readonly string[]>> = {
  k3: ['dxds', 'dxds', 'hz', 'fh'],
  pk10: ['q1', 'dwdq5', 'dwdq5'],
  ssc: ['dxds', 'dxds', 'lhh', 'dwd'],
  hp8: ['qw', 'qw', 'rx1'],
  pc28: ['dxds', 'dxds', 'tm', 'zh'],
};

interface HousePlayer {
  id: number;
  account: string;
  token: string | null;
}

export interface HousePlayers {
  /** Runs one round of betting now (tests); answers how many bets were placed: none on a node that does not lead. */
  betOnce(): Promise<number>;
  /** Stops betting and waits for bets in flight. */
  stop(): Promise<void>;
}

/** Not a password hash: verifyPassword answers false for it, so no password logs a house player in. */
const NO_LOGIN = '!house-player';

/** Creates the house players once (idempotent) and gives them their starting money. */
export async function seedHousePlayers(db: Database): Promise<HousePlayer[]> {
  const players: HousePlayer[] = [];
  for (const account of HOUSE_PLAYERS) {
    let record = await findLoginRecord(db, account);
    if (!record) {
      await db.transaction(async (tx) => {
        const userId = await createUser(tx, { account, passwordHash: NO_LOGIN, withdrawPasswordHash: NO_LOGIN, inviterId: null });
        if (userId !== null) await post(tx, { userId, type: FundType.recharge, amountCents: START_BALANCE_CENTS, reference: 'seed:house-player' });
      });
      record = await findLoginRecord(db, account);
    }
    if (record) players.push({ id: record.id, account, token: null });
  }
  return players;
}

const pickOne = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/** A random one-ball selection of the rule that passes the models' bet checks, or null. */
function randomBet(type: GameType, rule: Rule): { selection: string[][]; stake: number } | null {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const groupIndex = randomInt(rule.balls.length);
    const group = rule.balls[groupIndex]!;
    if (group.balls.length === 0) continue;
    const selection = rule.balls.map((_, i) => (i === groupIndex ? [pickOne(group.balls).number] : []));
    const room = type === 'pc28' ? PC28_ROOMS[0] : undefined;
    const stakes = STAKES.filter((units) => units * 100 >= rule.minBetting && units * 100 <= rule.maxBetting && (!room || units * 100 >= room.minLimitBetting));
    if (stakes.length === 0) return null;
    const stake = pickOne(stakes);
    if (validateBet({ gameType: type, rule, selection, stake, roundStatus: 0, balanceCents: Number.MAX_SAFE_INTEGER, ...(room ? { room } : {}) }) === null) return { selection, stake };
  }
  return null;
}

export interface HousePlayerDeps {
  app: FastifyInstance;
  db: Database;
  players: readonly HousePlayer[];
  /** This node holds the draw lease now (DrawScheduler.isLeader). */
  isLeader: () => boolean;
  logError: (error: unknown) => void;
}

export function startHousePlayers({ app, db, players, isLeader, logError }: HousePlayerDeps): HousePlayers {
  const call = async <T>(path: string, body: object, token?: string): Promise<Envelope<T>> => {
    const response = await app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, payload: body, headers: token ? { token } : {} });
    return response.json() as Envelope<T>;
  };

  async function tokenOf(player: HousePlayer): Promise<string> {
    if (!player.token) player.token = (await db.transaction((tx) => openSession(tx, player.id, DEFAULT_LIFETIMES))).token;
    return player.token;
  }

  async function topUp(player: HousePlayer): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1', [player.id]);
      if (row && row.balance_cents < TOP_UP_BELOW_CENTS) {
        await post(tx, { userId: player.id, type: FundType.bonusGift, amountCents: START_BALANCE_CENTS - row.balance_cents, reference: 'demo:house-top-up' });
      }
    });
  }

  async function betOn(lottery: Lottery): Promise<boolean> {
    const info = await call<SellingInfo>(gamePath.sellingInfo(lottery.type), { lotteryId: lottery.id });
    if (info.code !== 0 || info.data.status !== 0) return false;
    // Server local times; betting closes closeTime seconds before the draw.
    const at = (text: string): number => new Date(text.replace(' ', 'T')).getTime();
    if (!(at(info.data.resultTime) - info.data.closeTime * 1000 - at(info.data.currentTime) > CLOSE_MARGIN_MS)) return false;
    const rule = RULES[lottery.type].find((candidate) => candidate.code === pickOne(PLAYS[lottery.type]));
    const bet = rule ? randomBet(lottery.type, rule) : null;
    if (!rule || !bet) return false;
    const player = pickOne(players);
    const body =
      lottery.type === 'pc28'
        ? buildPc28Order({ lotteryId: lottery.id, prizeNo: info.data.currentNo, rule, selection: bet.selection, stake: bet.stake, roomId: PC28_ROOMS[0]!.id })
        : buildOrder({ gameType: lottery.type, lotteryId: lottery.id, prizeNo: info.data.currentNo, rule, selection: bet.selection, stake: bet.stake });
    let answer = await call<{ id: number }>(gamePath.order(lottery.type), body, await tokenOf(player));
    if (answer.code === 401) {
      player.token = null;
      answer = await call<{ id: number }>(gamePath.order(lottery.type), body, await tokenOf(player));
    }
    if (answer.code === 2001) await topUp(player);
    return answer.code === 0;
  }

  /** Every lottery with an open round gets a bet now and then (about two in three rounds of the fast ones). */
  async function betOnce(): Promise<number> {
    let placed = 0;
    for (const lottery of LOTTERIES) {
      // Asked again before each bet: a pass may outlive this node's lease.
      if (!isLeader()) break;
      if (randomInt(3) === 0) continue;
      if (await betOn(lottery)) placed += 1;
    }
    return placed;
  }

  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = betOnce()
      .then(() => undefined, logError)
      .finally(() => {
        running = null;
      });
  };
  // A first batch right away, so a fresh demo has bets in the very first rounds.
  const first = setTimeout(tick, 500);
  const timer = setInterval(tick, INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    betOnce,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
