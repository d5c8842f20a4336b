import type { AnyActorLogic } from 'xstate';
import type { AppCalls, AppChunks } from '../../machines/app-services';
import { lazyLogic, type LazyLogic } from '../../machines/lazy-logic';
import type { MoneyEffects } from '../../machines/money-pages';

/**
 * The calls only the areas that load on demand make (the games, the account area, the chat).
 * Their code (endpoints, money, chat and profile calls, the clipboard, the room socket) is a
 * chunk of its own (area-services.ts) that loads with the first area, so a visitor's first page
 * does not download it.
 */
export const AREA_CALLS = [
  'fetchRooms',
  'fetchSellingInfo',
  'ticker',
  'fetchRules',
  'placeOrder',
  'accessRoom',
  'openRoomSocket',
  'fetchRuleIntro',
  'fetchBetRecords',
  'cancelOrder',
  'updateProfile',
  'updateAvatar',
  'changePassword',
  'fetchVipConfig',
  'fetchAgentShare',
  'fetchAgentReport',
  'copyText',
  'fetchPayList',
  'fetchRechargeNotice',
  'deposit',
  'fetchDepositOrder',
  'submitTxId',
  'fetchWithdrawInfo',
  'addWithdraw',
  'fetchBanks',
  'bindBank',
  'sendEmailCode',
  'readEmailResend',
  'bindEmail',
  'fetchFundRecords',
  'clockTicker',
  'fetchCustomerConfig',
  'uploadChatFile',
  'openPomeloSocket',
] as const satisfies readonly (keyof AppCalls)[];

export type AreaCalls = Pick<AppCalls, (typeof AREA_CALLS)[number]>;
/** The effects only the account area's money pages use. */
export type AreaEffects = MoneyEffects;

export interface AreaServices {
  calls: AreaCalls;
  effects: AreaEffects;
}

export interface DeferredAreaServices extends AreaServices {
  /** Loads the chunk and puts the real calls and effects in place; every area chunk waits for it. */
  load(): Promise<void>;
}

/**
 * Stand-ins for the areas' calls and effects (machines/lazy-logic.ts): `provideApp` hands them
 * on at start, and the areas read them only once their chunk is in — which `areaChunks` makes
 * wait for this one, so nothing uses a stand-in before it is real.
 */
export function deferAreaServices(build: () => Promise<AreaServices>): DeferredAreaServices {
  const standIns = new Map<string, LazyLogic<AnyActorLogic>>(AREA_CALLS.map((name) => [name, lazyLogic<AnyActorLogic>(`the ${name} call`)]));
  let effects: AreaEffects | null = null;
  let loading: Promise<void> | null = null;
  const real = (): AreaEffects => {
    if (!effects) throw new Error('the account area effects: their chunk has not been loaded yet');
    return effects;
  };
  const load = (): Promise<void> =>
    (loading ??= build().then(
      (services) => {
        for (const [name, standIn] of standIns) if (!standIn.installed) standIn.install(services.calls[name as keyof AreaCalls]);
        effects = services.effects;
      },
      (error: unknown) => {
        loading = null; // the next area load tries again
        throw error;
      },
    ));
  return {
    calls: Object.fromEntries([...standIns].map(([name, standIn]) => [name, standIn.logic])) as unknown as AreaCalls,
    effects: {
      openWindow: (url) => real().openWindow(url),
      storeEmailResend: (type, until) => real().storeEmailResend(type, until),
    },
    load,
  };
}

/** Each area's chunk, arriving together with the areas' calls. */
export function areaChunks(chunks: AppChunks, loadAreaServices: () => Promise<void>): AppChunks {
  const withServices = async <T>(chunk: Promise<T>): Promise<T> => (await Promise.all([chunk, loadAreaServices()]))[0];
  return {
    accountArea: () => withServices(chunks.accountArea()),
    game: () => withServices(chunks.game()),
    chat: () => withServices(chunks.chat()),
  };
}
