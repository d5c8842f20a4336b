import dayjs from 'dayjs';
import * as accountAreaChunk from '../../machines/account/account-area';
import * as gameChunk from '../../machines/games/game-area';
import * as chatChunk from '../../machines/chat/chat-area';
import { pwaMachine, type InstallOutcome } from '../../machines/app/pwa.machine';
import { fromCallback, fromPromise, type PromiseActorLogic, type SimulatedClock } from 'xstate';
import type { AppCalls, AppEffects } from '../../machines/app/services';
import type { AppServices } from '../../machines/app/app-services';
import type { AppInput } from '../../machines/app/app.machine';
import type { RoundEvent } from '../../machines/games/round.machine';
import type { SavedSlip } from '../../machines/games/slip/saved-slip';
import type { SlipMemoryCommand, SlipMemoryEvent, SlipMemoryInput } from '../../machines/games/slip/memory';
import type { BetOrderItem, BetOrderRow } from '../../models/bet-records';
import type { DomainConfig, Notice, TokenPair, User } from '../../models/entities';
import { ErrorCode } from '../../models/errors';
import { LOTTERIES, parsePrizeRecord, PC28_ROOMS, RULES, type LotteryCard, type OrderRequest, type Pc28Order, type RawPrizeRecord, type RoundOrder } from '../../models/games';
import { computeTrend, parseDrawNumbers } from '../../models/games/trend';
import { demoUser } from './demo-user';
import { fakeGamingCalls, fakeGamingState } from './fake-gaming';
import { apiFailure, EPOCH } from './fake-basics';
import { businessError } from '../../src/api/errors';
import { chatLevers, fakeChatCalls, fakeChatState } from './fake-chat';
import { dayAt, fakeContentCalls, fakeContentEffects, fakeContentState } from './fake-content';
import { fakeFollowCalls, fakeFollowState } from './fake-follow';
import { fakeMoneyCalls, fakeMoneyEffects, fakeMoneyState } from './fake-money';
import { fakeProfileCalls, fakeProfileState } from './fake-profile';
import { fakePasswordResetCalls, fakePasswordResetState } from './fake-password-reset';

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

interface Order extends BetOrderRow {
  /** Cents, debited. */
  total: number;
  round: number;
  /** Rule and rule item ids of each item, as the round's order list reports them. */
  itemIds: { ruleId: number; ruleItemId: number }[];
}

/** The domain configuration the platform answers with (every switch on, four languages). */
export const demoDomain: DomainConfig = {
  packageId: 1,
  platformId: 1,
  defaultLang: 'zh-CN',
  vipSwitch: '1',
  pcLoginLogo: '',
  pcHomeLogo: '',
  appName: 'Fastdraw',
  languageList: ['zh-CN', 'en-US', 'vi-VN', 'ja-JP'],
  multiLanguage: true,
  ossUrl: '',
};

/** Output and input of a promise call of the app. */
type PromiseCall = Exclude<keyof AppCalls, 'ticker'>;
type CallOutput<K extends PromiseCall> = AppCalls[K] extends PromiseActorLogic<infer O, infer _I> ? O : never;
type CallInput<K extends PromiseCall> = AppCalls[K] extends PromiseActorLogic<infer _O, infer I> ? I : never;

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
    /** Answered by the domain call (set before the first navigation). */
    domain: { ...demoDomain },
    /** Answered by the notices call, made when the system starts. */
    notices: [] as Notice[],
    /** The catalogue's games (status 0: taken off). */
    lotteries: LOTTERIES.map((l): LotteryCard => ({ id: l.id, code: l.code, type: l.type, name: l.name, remark: '', status: 1 })),
    orders: [] as Order[],
    nextOrderId: 1,
    tokenGeneration: 0,
    /** Passwords, VIP levels, the agent centre and the clipboard (tests/support/fake-profile.ts). */
    profile: fakeProfileState(),
    /** Responsible-gaming limits and exclusion (tests/support/fake-gaming.ts). */
    gaming: fakeGamingState(),
    /** Bound addresses and codes of the forgotten-password calls (tests/support/fake-password-reset.ts). */
    reset: fakePasswordResetState(),
    /** Payments, withdrawals, the bound bank, e-mail codes and fund records (tests/support/fake-money.ts). */
    money: fakeMoneyState(),
    /** Messages, banners, winners, promotions and the tab's visibility (tests/support/fake-content.ts). */
    content: fakeContentState(),
    /** The customer-service chat: its config, uploads and gateway (tests/support/fake-chat.ts). */
    chat: fakeChatState(),
    /** Follow-bet room tokens and sockets (tests/support/fake-follow.ts). */
    follow: fakeFollowState(),
    /** What the bet slip remembers (src/app/slip-memory.ts in the browser): players who skip the confirmation, last slips and drafts by `player.lottery`. */
    slipMemory: { skipConfirm: new Set<number>(), last: new Map<string, SavedSlip>(), draft: new Map<string, SavedSlip>() },
    /** Calls that fail once with this code, by call name. */
    failNext: new Map<keyof AppCalls, number>(),
    /** The server's own `msg` of those failures, by call name (what the transport keeps for codes it shows as sent). */
    failNextMessage: new Map<keyof AppCalls, string>(),
    calls: [] as string[],
    /** Every call with its input, in order. */
    requests: [] as { name: keyof AppCalls; input: unknown }[],
    /** Calls that wait until released (see `hold`). */
    held: new Map<keyof AppCalls, Promise<void>>(),
  };
  const now = () => clock.now();
  const currentRound = () => Math.floor(now() / ROUND_MS);

  /** Settles every order whose round has been drawn (status 2 won, 1 not won, as spec §4). */
  function settle() {
    for (const order of state.orders) {
      if (order.status !== 0 || (order.round + 1) * ROUND_MS > now()) continue;
      const won = winsRound(order.round);
      order.status = won ? 2 : 1;
      order.orderItemVOList = order.orderItemVOList.map((item) => ({ ...item, status: order.status, winAmount: won ? Math.floor(item.bettingTotal * 1.98) : 0 }));
      order.amount = order.orderItemVOList.reduce((sum, item) => sum + item.winAmount, 0);
      order.prizeResult = diceOf(order.lotteryId, order.round).join(',');
      order.prizeRemark = prizeRecord(order.lotteryId, order.round).prizeRemark;
      state.user.balance += order.amount;
    }
  }

  /** A call of the app: it runs against the world at the current simulated time. */
  function call<K extends PromiseCall>(name: K, run: (input: CallInput<K>) => CallOutput<K>): AppCalls[K] {
    const logic = fromPromise<CallOutput<K>, CallInput<K>>(async ({ input }) => {
      state.calls.push(name);
      state.requests.push({ name, input });
      const gate = state.held.get(name);
      if (gate) await gate;
      settle();
      const code = state.failNext.get(name);
      if (code !== undefined) {
        state.failNext.delete(name);
        const serverMessage = state.failNextMessage.get(name);
        state.failNextMessage.delete(name);
        throw serverMessage === undefined ? apiFailure(code) : businessError(code, serverMessage, name);
      }
      return run(input);
    });
    return logic as unknown as AppCalls[K];
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
    // One entry per item (docs/api.md).
    return state.orders
      .filter((o) => o.lotteryId === lotteryId && o.round === round)
      .flatMap((o) =>
        o.orderItemVOList.map((item, i) => ({
          id: o.id,
          ruleId: o.itemIds[i]?.ruleId ?? 0,
          ruleItemId: o.itemIds[i]?.ruleItemId ?? 0,
          ruleName: item.ruleName,
          ruleItemName: item.ruleItemName,
          bettingNumbers: item.bettingNumbers,
          bettingTotal: item.bettingTotal,
          status: o.status,
        })),
      );
  }

  /** The items of an order as the bet records list them, and their rule ids for the round's list. */
  function orderItems(order: OrderRequest | Pc28Order): { items: BetOrderItem[]; itemIds: { ruleId: number; ruleItemId: number }[] } {
    const placed =
      'orderDTO' in order
        ? order.orderItemDTOList
        : [{ ruleId: order.ruleId, ruleItemId: order.ruleItemId, ruleName: '', bettingNumbers: '', betNumbers: '', bettingCount: order.bettingCount, bettingAmount: order.bettingAmount, bettingTotal: order.bettingTotal }];
    const lotteryType = LOTTERIES.find((l) => l.id === ('orderDTO' in order ? order.orderDTO.lotteryId : order.lotteryId))?.type ?? 'k3';
    const items = placed.map((item): BetOrderItem => {
      const rule = RULES[lotteryType].find((r) => r.id === item.ruleId);
      const group = rule?.balls.find((g) => g.ruleItemId === item.ruleItemId);
      return {
        ruleName: item.ruleName || rule?.name || '',
        ruleItemName: group?.name ?? '',
        ruleItemCode: group?.ruleItemCode ?? '',
        bettingNumbers: item.bettingNumbers,
        betNumbers: item.betNumbers,
        bettingCount: item.bettingCount,
        amount: item.bettingAmount,
        bettingTotal: item.bettingTotal,
        winAmount: 0,
        status: 0,
      };
    });
    return { items, itemIds: placed.map(({ ruleId, ruleItemId }) => ({ ruleId, ruleItemId })) };
  }

  const calls: AppCalls = {
    login: call('login', () => tokens()),
    register: call('register', () => tokens()),
    refresh: call('refresh', () => tokens()),
    logout: call('logout', () => undefined),
    fetchUser: call('fetchUser', () => ({ ...state.user })),
    fetchDomainInfo: call('fetchDomainInfo', () => ({ ...state.domain })),
    fetchCatalog: call('fetchCatalog', () => ({
      lotteryList: state.lotteries.map((l) => ({ ...l })),
      prizeRecordList: LOTTERIES.map((l) => prizeRecord(l.id, Math.max(0, currentRound() - 1))),
    })),
    fetchNotices: call('fetchNotices', () => [...state.notices]),
    fetchRooms: call('fetchRooms', () => [...PC28_ROOMS]),
    fetchSellingInfo: call('fetchSellingInfo', (input) => {
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
      let id: ReturnType<SimulatedClock['setTimeout']> | undefined;
      const loop = () => {
        sendBack({ type: 'round.tick', now: clock.now() });
        id = clock.setTimeout(loop, input.intervalMs);
      };
      loop();
      return () => {
        if (id !== undefined) clock.clearTimeout(id);
      };
    }),
    fetchRules: call('fetchRules', (input) => [...RULES[input.gameType]]),
    slipMemory: fromCallback<SlipMemoryCommand, SlipMemoryInput, SlipMemoryEvent>(({ input, sendBack, receive }) => {
      const { skipConfirm, last, draft } = state.slipMemory;
      const key = `${input.playerId}.${input.lotteryId}`;
      sendBack({ type: 'slip.memory', skipConfirm: skipConfirm.has(input.playerId), last: last.get(key) ?? null, draft: draft.get(key) ?? null });
      receive(({ memory }) => {
        if (memory.skipConfirm) skipConfirm.add(input.playerId);
        else skipConfirm.delete(input.playerId);
        for (const [kept, slip] of [[last, memory.last], [draft, memory.draft]] as const) {
          if (slip) kept.set(key, slip);
          else kept.delete(key);
        }
      });
    }),
    placeOrder: call('placeOrder', (input) => {
      const dto = 'orderDTO' in input.order ? input.order.orderDTO : input.order;
      const round = currentRound();
      if (dto.prizeNo !== roundNo(dto.lotteryId, round) || now() >= (round + 1) * ROUND_MS - CLOSE_S * 1000) throw apiFailure(ErrorCode.periodClosed);
      if (dto.bettingTotal > state.user.balance) throw apiFailure(ErrorCode.insufficientBalance);
      state.user.balance -= dto.bettingTotal;
      const lottery = LOTTERIES.find((l) => l.id === dto.lotteryId)!;
      const id = state.nextOrderId++;
      const { items, itemIds } = orderItems(input.order);
      state.orders.push({
        id,
        round,
        itemIds,
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
        orderItemVOList: items,
      });
      return { orderId: id };
    }),
    fetchPrizePage: call('fetchPrizePage', (input) => {
      const drawn = currentRound();
      const first = drawn - 1 - (input.pageIndex - 1) * input.pageSize;
      const rounds = Array.from({ length: input.pageSize }, (_, i) => first - i).filter((r) => r >= 0);
      return { records: rounds.map((r) => parsePrizeRecord(prizeRecord(input.lotteryId, r))), total: drawn };
    }),
    // The fake's draws are dice: a k3 lottery's chart is real, another family's has no rounds.
    fetchTrend: call('fetchTrend', (input) => {
      const lottery = LOTTERIES.find((l) => l.id === input.lotteryId)!;
      const drawn = currentRound();
      const shown = Math.min(input.count, drawn);
      const rounds = Array.from({ length: shown }, (_, i) => prizeRecord(input.lotteryId, drawn - shown + i)).flatMap((raw) => {
        const numbers = parseDrawNumbers(lottery.type, raw.prizeResult);
        return numbers ? [{ prizeNo: raw.prizeNo, numbers }] : [];
      });
      return computeTrend(input.lotteryId, lottery.type, input.count, rounds);
    }),
    fetchRuleIntro: call('fetchRuleIntro', (input) => `<p>Rules of lottery ${input.lotteryId}</p>`),
    fetchBetRecords: call('fetchBetRecords', (input) => {
      const rows = state.orders.filter((o) => input.lotteryId === undefined || o.lotteryId === input.lotteryId).reverse();
      const list = rows
        .slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize)
        .map(({ total: _t, round: _r, itemIds: _i, ...row }) => ({ ...row, orderItemVOList: row.orderItemVOList.map((item) => ({ ...item })) }));
      return { list, total: rows.length };
    }),
    cancelOrder: call('cancelOrder', (input) => {
      const order = state.orders.find((o) => o.id === input.orderId);
      if (!order || order.status !== 0) throw apiFailure(ErrorCode.cancelFailed);
      order.status = 3;
      order.orderItemVOList = order.orderItemVOList.map((item) => ({ ...item, status: 3 }));
      state.user.balance += order.total;
    }),
    ...fakeProfileCalls(call, state),
    ...fakeGamingCalls(call, state, now),
    ...fakePasswordResetCalls(call, state),
    ...fakeMoneyCalls(call, state, clock),
    ...fakeContentCalls(call, state, clock),
    ...fakeChatCalls(call, state.chat, now),
    ...fakeFollowCalls(call, state),
  };

  /**
   * Rounds pushed on an open room socket, as the server pushes them (issue 20 §2): at every draw
   * (each ROUND_MS) the draw with its result, the player's settled orders of it, and the next
   * round's opening. `state.follow.pushRounds = false`: a socket that pushes nothing.
   */
  state.follow.onOpen = (socket, lotteryId) => {
    const push = () => {
      if (socket.state !== 'open') return;
      settle();
      const drawn = currentRound() - 1;
      const prizeNo = roundNo(lotteryId, drawn);
      if (pushRounds.on) {
        socket.deliver({ type: 'round', event: 'drawn', lotteryId, prizeNo, at: now(), result: diceOf(lotteryId, drawn).join(',') });
        const settled = state.orders.filter((order) => order.lotteryId === lotteryId && order.round === drawn && (order.status === 1 || order.status === 2));
        if (settled.length > 0) socket.deliver({ type: 'settled', lotteryId, prizeNo, orders: settled.map((order) => ({ orderId: order.id, status: order.status, paidCents: order.amount })) });
        socket.deliver({ type: 'round', event: 'opened', lotteryId, prizeNo: roundNo(lotteryId, drawn + 1), at: now() });
      }
      clock.setTimeout(push, (currentRound() + 1) * ROUND_MS - now());
    };
    clock.setTimeout(push, (currentRound() + 1) * ROUND_MS - now());
  };
  const pushRounds = { on: true };

  const effects: AppEffects & { navigations: string[]; reloads: number } = {
    navigations: [],
    reloads: 0,
    navigate: (to) => void effects.navigations.push(to),
    reloadPage: () => void effects.reloads++,
    loadRelogin: (reason) => void effects.navigations.push(`load:/home?relogin=${reason}`),
    persistTokens: () => {},
    forgetTokens: () => {},
    rememberAccount: () => {},
    storeLanguage: () => {},
    storePopupDate: () => {},
    logDomainFailure: () => {},
    motionAllowed: () => true,
    storeChatVisitorId: (visitorId) => void (state.chat.storedVisitorId = visitorId),
    ...fakeMoneyEffects(state.money),
    ...fakeContentEffects(state.content),
  };

  // The installable app without a browser's worker or install events: tests send what those would (pwa.machine.ts events).
  const testPwa = pwaMachine.provide({
    actors: { serviceWorker: fromCallback(() => {}), installEvents: fromCallback(() => {}), promptInstall: fromPromise(async (): Promise<InstallOutcome> => 'accepted') },
    actions: { reloadPage: () => effects.reloadPage() },
  });
  // Tests have the chunks at hand: loading them takes a microtask, as soon as the system starts.
  const services: AppServices = { calls, effects, chunks: { accountArea: async () => accountAreaChunk, game: async () => gameChunk, chat: async () => chatChunk, pwa: async () => ({ pagePwa: () => testPwa }) } };
  const input: AppInput = {
    session: loggedIn ? { token: 'token-0', secretToken: 'secret-0', remember: false } : { token: null, secretToken: null, remember: false },
    language: { stored: 'zh-CN', browser: ['zh-CN'] },
    // The popup was shown today already (today on the platform's clock), unless a test says otherwise.
    notices: { popupShownOn: dayAt(clock.now()) },
    messages: { confirmedPopupId: null },
  };

  return {
    state,
    services,
    effects,
    input,
    /** Makes the next call of `name` fail with a business code (and the server's `msg`, built as the transport builds it). */
    failNext(name: keyof AppCalls, code: number, serverMessage?: string) {
      state.failNext.set(name, code);
      if (serverMessage !== undefined) state.failNextMessage.set(name, serverMessage);
    },
    /** Calls of `name` made from now on wait (unanswered) until the returned release is called. */
    hold(name: keyof AppCalls): () => void {
      let release = () => {};
      state.held.set(name, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        state.held.delete(name);
        release();
      };
    },
    /** Inputs of every call of `name` so far. */
    inputsOf: <K extends PromiseCall>(name: K) => state.requests.filter((request) => request.name === name).map((request) => request.input as CallInput<K>),
    /** Whether open room sockets push the rounds (on by default, as the server does). */
    pushRounds,
    /** Simulated ms until the current round closes for betting. */
    msUntilClose: () => (currentRound() + 1) * ROUND_MS - CLOSE_S * 1000 - now(),
    currentRoundNo: (lotteryId: number) => roundNo(lotteryId, currentRound()),
    /** Levers of the fake chat gateway (service replies, revokes, kicks, drops, history). */
    chat: chatLevers(state.chat, now),
  };
}

export type FakePlatform = ReturnType<typeof createFakePlatform>;
