/** Game rules of Fastdraw (k3, pk10, ssc, hp8, pc28): one entry for the bet slip and the server. */
export * from './types';
export { LOTTERIES, lotteryByCode, lotteryById } from './lotteries';
export { RULES, playOf, ruleById } from './registry';
export { PC28_ROOMS, pc28RoomById } from './pc28/rooms';
export { GameMessageKey, type GameMessageKeyValue } from './messages';
export { clearSelection, pick } from './selection';
export { countBets, countItem, validateSelection } from './counting';
export { defaultStake, minimumStakeCents, stakeToCents } from './stake';
export { validateBet, type BetInput, type BetRejection } from './bet-check';
export { buildOrder, buildPc28Order, type OrderInput } from './order';
export { settleItem } from './settlement';
export { floorOdds, payoutOf } from './odds';
export { drawKeno, drawResult } from './draw';
export { uniformInt, type RandomBytes } from './random';
export { zjDigits } from './pc28/zj';
export { REMARK_TOKENS, formatPrizeTexts, formatResultRemark, parsePrizeRecord, remarkKey } from './prize-record';
export { choose } from './combinatorics';
export type { Play, PickPolicy } from './play';
