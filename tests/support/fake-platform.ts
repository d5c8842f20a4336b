import dayjs from 'dayjs';
import { fromCallback, fromPromise, type SimulatedClock } from 'xstate';
import type { AppCalls, AppEffects, AppServices } from '../../machines/app-services';
import type { AppInput } from '../../machines/app.machine';
import type { RoundEvent } from '../../machines/round.machine';
import type { BetOrderRow } from '../../models/bet-records';
import type { TokenPair, User } from '../../models/entities';
import { ErrorCode } from '../../models/errors';
import { LOTTERIES, parsePrizeRecord, PC28_ROOMS, RULES, type GameType, type RawPrizeRecord, type RoundOrder } from '../../models/games';
import { demoUser } from './demo-user';

/**
 * An in-memory platform for machine and view tests: the app's calls answered from a little
 * world that runs on a SimulatedClock — every lottery draws every 60 s (betting closes 10 s
 * before), orders debit the balance and settle at the draw (every third round wins 1.98×), a
 * pending order can be cancelled for a refund, tokens can be refused and renewed. It is the
 * XState way of testing: real machines, injected actors, simulated time — not a mock of our
 * own server, whose contract tests live in tests/server.
 */
export const ROUND_MS = 60_000;
export const CLOSE_S = 10;
/** Simulated time 0 is this moment on the server's clock. */
export const EPOCH = new Date(2026, 10, 22, 20, 0, 0).getTime();

/** An ApiError-like failure, as the transport produces (structural, like the real one). */
export const apiFailure = (code: number) => Object.assign(new Error(`errors:code.${code}`), { kind: 'business', code, messageKey: `errors:code.${code}` });

interface Order extends BetOrderRow {
  /** Cents, debited. */
  total: number;
  round: number;
}

export interface FakePlatformOptions {
  clock: SimulatedClock;
  user?: User;
  loggedIn?: boolean;
}

const serverTime = (ms: number) => dayjs(EPOCH + ms).format('YYYY-MM-DD HH:mm:ss');
const roundNo = (lotteryId: number, round: number) => `${lotteryId}${String(round).padStart(6, '0')}`;
const winsRound = (round: number) => round % 3 === 0;

function diceOf(lotteryId: number, round: number): number[] {
  return [((round + lotteryId) % 6) + 1, ((round * 7 + lotteryId) % 6) + 1, ((round * 13) % 6) + 1];
}

export function createFakePlatform({ clock, user = demoUser, loggedIn = true }: FakePlatformOptions) {
  const state = {
    user: { ...user },
    orders: [] as Order[],
    nextOrderId: 1,
    tokenGeneration: 0,
    /** Calls that fail once with this code, by call name. */
    failNext: new Map<keyof AppCalls, number>(),
    calls: [] as string[],
  };
  const now = () => clock.now();
  const currentRound = () => Math.floor(now() / ROUND_MS);

  /** Settles every order whose round has been drawn. */
  function settle() {
    for (const order of state.orders) {
      if (order.status !== 0 || (order.round + 1) * ROUND_MS > now()) continue;
      const won = winsRound(order.round);
      order.status = won ? 1 : 2;
      order.amount = won ? Math.floor(order.total * 1.98) : 0;
      order.prizeResult = diceOf(order.lotteryId, order.round).join(',');
      state.user.balance += order.amount;
    }
  }

  /** A call of the app: it runs against the world at the current simulated time. */
  function call<I, O>(name: keyof AppCalls, run: (input: I) => O) {
    return fromPromise<Awaited<O>, I>(async ({ input }) => {
      state.calls.push(name);
      settle();
      const code = state.failNext.get(name);
      if (code !== undefined) {
        state.failNext.delete(name);
        throw apiFailure(code);
      }
      return await run(input);
    });
  }

  const tokens = (): TokenPair => ({ token: `token-${++state.tokenGeneration}`, secretToken: `secret-${state.tokenGeneration}` });

  function prizeRecord(lotteryId: number, round: number): RawPrizeRecord {
    const lottery = LOTTERIES.find((l) => l.id === lotteryId)!;
    const dice = diceOf(lotteryId, round);
    const sum = dice.reduce((a, b) => a + b, 0);
    return {
      prizeNo: roundNo(lotteryId, round),
      lotteryId,
      lotteryType: lottery.type,
      prizeResult: dice.join(','),
      prizeRemark: `${sum >= 11 ? 'big' : 'small'},${sum % 2 ? 'odd' : 'even'}`,
      resultTime: serverTime((round + 1) * ROUND_MS),
    };
  }

  function roundOrders(lotteryId: number, round: number): RoundOrder[] {
    return state.orders
      .filter((o) => o.lotteryId === lotteryId && o.round === round)
      .map((o) => ({ id: o.id, ruleId: 1, ruleItemId: 1, ruleName: 'rule', ruleItemName: 'item', bettingNumbers: '', bettingTotal: o.total, status: o.status }));
  }

  const calls: AppCalls = {
    login: call('login', () => tokens()),
    register: call('register', () => tokens()),
    refresh: call('refresh', () => tokens()),
    logout: call('logout', () => undefined),
    fetchUser: call('fetchUser', () => ({ ...state.user })),
    fetchDomainInfo: call('fetchDomainInfo', () => ({ appName: 'Fastdraw' }) as never),
    fetchCatalog: call('fetchCatalog', () => ({
      lotteryList: LOTTERIES.map((l) => ({ id: l.id, code: l.code, type: l.type, name: l.name, remark: '', status: 1 })),
      prizeRecordList: LOTTERIES.map((l) => prizeRecord(l.id, Math.max(0, currentRound() - 1))),
    })),
    fetchNotices: call('fetchNotices', () => []),
    fetchRooms: call('fetchRooms', () => [...PC28_ROOMS]),
    fetchSellingInfo: call('fetchSellingInfo', (input: { lotteryId: number }) => {
      const round = currentRound();
      return {
        info: {
          currentNo: roundNo(input.lotteryId, round),
          status: now() < (round + 1) * ROUND_MS - CLOSE_S * 1000 ? 0 : 1,
          currentTime: serverTime(now()),
          resultTime: serverTime((round + 1) * ROUND_MS),
          openTime: serverTime((round + 1) * ROUND_MS),
          closeTime: CLOSE_S,
          orderList: roundOrders(input.lotteryId, round),
        },
        receivedAt: now(),
      } as const;
    }),
    ticker: fromCallback<RoundEvent, { intervalMs: number }>(({ sendBack, input }) => {
      let id: unknown;
      const loop = () => {
        sendBack({ type: 'round.tick', now: clock.now() });
        id = clock.setTimeout(loop, input.intervalMs);
      };
      loop();
      return () => clock.clearTimeout(id);
    }),
    fetchRules: call('fetchRules', (input: { gameType: GameType }) => [...RULES[input.gameType]]),
    placeOrder: call('placeOrder', (input: { order: { orderDTO?: { prizeNo: string; lotteryId: number; bettingTotal: number }; prizeNo?: string; lotteryId?: number; bettingTotal?: number } }) => {
      const dto = input.order.orderDTO ?? (input.order as { prizeNo: string; lotteryId: number; bettingTotal: number });
      const round = currentRound();
      if (dto.prizeNo !== roundNo(dto.lotteryId, round) || now() >= (round + 1) * ROUND_MS - CLOSE_S * 1000) throw apiFailure(ErrorCode.periodClosed);
      if (dto.bettingTotal > state.user.balance) throw apiFailure(ErrorCode.insufficientBalance);
      state.user.balance -= dto.bettingTotal;
      const lottery = LOTTERIES.find((l) => l.id === dto.lotteryId)!;
      const id = state.nextOrderId++;
      state.orders.push({
        id,
        round,
        total: dto.bettingTotal,
        lotteryId: dto.lotteryId,
        lotteryName: lottery.name,
        lotteryType: lottery.type,
        prizeNo: dto.prizeNo,
        roomId: null,
        bettingTotal: dto.bettingTotal,
        amount: 0,
        status: 0,
        bettingTime: serverTime(now()),
        prizeResult: '',
        prizeRemark: '',
        orderItemVOList: [],
      });
      return { orderId: id };
    }),
    fetchPrizePage: call('fetchPrizePage', (input: { lotteryId: number; pageIndex: number; pageSize: number }) => {
      const drawn = currentRound();
      const first = drawn - 1 - (input.pageIndex - 1) * input.pageSize;
      const rounds = Array.from({ length: input.pageSize }, (_, i) => first - i).filter((r) => r >= 0);
      return { records: rounds.map((r) => parsePrizeRecord(prizeRecord(input.lotteryId, r))), total: drawn };
    }),
    fetchRuleIntro: call('fetchRuleIntro', (input: { lotteryId: number }) => `<p>Rules of lottery ${input.lotteryId}</p>`),
    fetchBetRecords: call('fetchBetRecords', (input: { pageIndex: number; pageSize: number; lotteryId?: number }) => {
      const rows = state.orders.filter((o) => input.lotteryId === undefined || o.lotteryId === input.lotteryId).reverse();
      const list = rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize).map(({ total: _t, round: _r, ...row }) => ({ ...row }));
      return { list, total: rows.length };
    }),
    cancelOrder: call('cancelOrder', (input: { orderId: number }) => {
      const order = state.orders.find((o) => o.id === input.orderId);
      if (!order || order.status !== 0) throw apiFailure(ErrorCode.cancelFailed);
      order.status = 3;
      state.user.balance += order.total;
    }),
  };

  const effects: AppEffects & { navigations: string[]; reloads: number } = {
    navigations: [],
    reloads: 0,
    navigate: (to) => void effects.navigations.push(to),
    reloadPage: () => void effects.reloads++,
    loadHome: () => void effects.navigations.push('load:/home'),
    persistTokens: () => {},
    forgetTokens: () => {},
    rememberAccount: () => {},
    storeLanguage: () => {},
    storePopupDate: () => {},
    logDomainFailure: () => {},
    motionAllowed: () => true,
  };

  const services: AppServices = { calls, effects };
  const input: AppInput = {
    session: loggedIn ? { token: 'token-0', secretToken: 'secret-0', remember: false } : { token: null, secretToken: null, remember: false },
    language: { stored: 'zh-CN', browser: ['zh-CN'] },
    notices: { today: '2026-11-22', popupShownOn: '2026-11-22' },
  };

  return {
    state,
    services,
    effects,
    input,
    /** Makes the next call of `name` fail with a business code. */
    failNext(name: keyof AppCalls, code: number) {
      state.failNext.set(name, code);
    },
    /** Simulated ms until the current round closes for betting. */
    msUntilClose: () => (currentRound() + 1) * ROUND_MS - CLOSE_S * 1000 - now(),
    currentRoundNo: (lotteryId: number) => roundNo(lotteryId, currentRound()),
  };
}

export type FakePlatform = ReturnType<typeof createFakePlatform>;
