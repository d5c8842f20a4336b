import { assign, fromPromise, setup } from 'xstate';
import type { VipConfig } from '../../models/account';

/**
 * The VIP page (spec §2 "VIP", shown only when vipSwitch is on): the levels with their minimum
 * total recharge, the player's level and total, and the optional explanation. Loaded once; a
 * failure is a state the page shows with a retry.
 */
export interface VipContext {
  config: VipConfig | null;
}

export type VipEvent = { type: 'vip.retry' };

export const vipMachine = setup({
  types: { context: {} as VipContext, events: {} as VipEvent },
  actors: {
    fetchVipConfig: fromPromise<VipConfig, void>(async () => {
      throw new Error('vip: the fetchVipConfig actor must be provided');
    }),
  },
}).createMachine({
  id: 'vip',
  context: { config: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: { src: 'fetchVipConfig', onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output }) }, onError: 'failed' },
    },
    ready: {},
    failed: { description: 'The VIP levels could not be loaded: the page offers a retry.', tags: ['failed'], on: { 'vip.retry': 'loading' } },
  },
});

export type VipMachine = typeof vipMachine;

/** Where the player stands: the current level, the next one and the progress towards it (0–1). */
export interface VipProgress {
  level: number;
  /** The next level and the total recharge it needs, null at the top level. */
  next: { level: number; limitRechargeAmount: number } | null;
  /** Cents still to recharge for the next level (0 at the top). */
  missing: number;
  /** Fraction of the way from the current level's minimum to the next level's, 1 at the top. */
  ratio: number;
}

export function vipProgress(config: VipConfig): VipProgress {
  const levels = [...config.vipConfigList].sort((a, b) => a.level - b.level);
  const current = levels.find((l) => l.level === config.vipLevel) ?? { level: config.vipLevel, limitRechargeAmount: 0 };
  const next = levels.find((l) => l.level > config.vipLevel) ?? null;
  if (!next) return { level: config.vipLevel, next: null, missing: 0, ratio: 1 };
  const span = next.limitRechargeAmount - current.limitRechargeAmount;
  const done = config.rechargeTotal - current.limitRechargeAmount;
  const ratio = span > 0 ? Math.min(1, Math.max(0, done / span)) : 1;
  return { level: config.vipLevel, next, missing: Math.max(0, next.limitRechargeAmount - config.rechargeTotal), ratio };
}
