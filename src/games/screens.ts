import { lazy, type ComponentType } from 'react';
import type { GameType } from '../../models/games';
import type { GameScreenProps } from './common/kit';

/** Each game family is its own chunk, loaded when a player opens one of its lotteries. */
export const GAME_SCREENS: Readonly<Record<GameType, ComponentType<GameScreenProps>>> = {
  k3: lazy(async () => ({ default: (await import('./k3/K3Screen')).K3Screen })),
  pk10: lazy(async () => ({ default: (await import('./pk10/Pk10Screen')).Pk10Screen })),
  ssc: lazy(async () => ({ default: (await import('./ssc/SscScreen')).SscScreen })),
  hp8: lazy(async () => ({ default: (await import('./hp8/Hp8Screen')).Hp8Screen })),
  pc28: lazy(async () => ({ default: (await import('./pc28/Pc28Screen')).Pc28Screen })),
};
