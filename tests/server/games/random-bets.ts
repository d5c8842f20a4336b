import {
  buildOrder,
  buildPc28Order,
  clearSelection,
  countBets,
  LOTTERIES,
  pick,
  RULES,
  type GameType,
  type Lottery,
  type OrderRequest,
  type Pc28Order,
  type Rule,
  type Selection,
} from '../../../models/games';

/** Random valid bets of every game, made the way the bet slip makes them (pick, then buildOrder). */

export type Random = () => number;

/** A small seeded generator (mulberry32), so a failing soak can be replayed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const oneOf = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Up to eight random picks through the models' pick; null when no valid bet came out of a few tries. */
export function randomSelection(random: Random, gameType: GameType, rule: Rule): Selection | null {
  for (let attempt = 0; attempt < 50; attempt++) {
    let selection = clearSelection(rule);
    const picks = 1 + Math.floor(random() * 8);
    for (let i = 0; i < picks; i++) {
      const groupIndex = Math.floor(random() * rule.balls.length);
      selection = pick(gameType, rule, selection, groupIndex, oneOf(random, rule.balls[groupIndex]!.balls).number);
    }
    if (countBets(gameType, rule, selection) > 0) return selection;
  }
  return null;
}

export interface RandomBet {
  lottery: Lottery;
  body: OrderRequest | Pc28Order;
}

/** A random bet of 1–20 units on a random play of the lottery (pc28 in a random room it can afford). */
export function randomBet(random: Random, lottery: Lottery, prizeNo: string): RandomBet | null {
  const rule = oneOf(random, RULES[lottery.type]);
  const selection = randomSelection(random, lottery.type, rule);
  if (!selection) return null;
  const stake = 1 + Math.floor(random() * 20);
  if (lottery.type === 'pc28') {
    const roomId = stake >= 10 ? oneOf(random, [1, 2]) : 1;
    return { lottery, body: buildPc28Order({ lotteryId: lottery.id, prizeNo, rule, selection, stake, roomId }) };
  }
  return { lottery, body: buildOrder({ gameType: lottery.type, lotteryId: lottery.id, prizeNo, rule, selection, stake }) };
}

export const randomLottery = (random: Random): Lottery => oneOf(random, LOTTERIES);
