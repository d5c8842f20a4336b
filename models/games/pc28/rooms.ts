/**
 * pc28 rooms (spec §2: level1–3; "all" has no id and is a view of every room). Limits are cents.
 * The 13/14 rule follows XY28 in the beginner and intermediate rooms (on 13 or 14 a winning combo,
 * or a winning two-sides item staked at least 1000 units, gets only its stake back); the advanced
 * room pays such winners 1.6 instead, as many sites do.
 */
import type { Pc28Room } from '../types';

export const PC28_ROOMS: readonly Pc28Room[] = [
  {
    id: 1, name: '初级房', typeId: 1, typeCode: 'level1',
    minLimitBetting: 100, maxBettingSingle: 500_000, maxBettingSinglePeriod: 2_000_000,
    rule1314: { mode: 'refund', thresholdCents: 100_000 },
  },
  {
    id: 2, name: '中级房', typeId: 2, typeCode: 'level2',
    minLimitBetting: 1_000, maxBettingSingle: 2_000_000, maxBettingSinglePeriod: 10_000_000,
    rule1314: { mode: 'refund', thresholdCents: 100_000 },
  },
  {
    id: 3, name: '高级房', typeId: 3, typeCode: 'level3',
    minLimitBetting: 10_000, maxBettingSingle: 10_000_000, maxBettingSinglePeriod: 50_000_000,
    rule1314: { mode: 'reduced', odds: 1.6 },
  },
];

export function pc28RoomById(id: number): Pc28Room | undefined {
  return PC28_ROOMS.find((room) => room.id === id);
}
