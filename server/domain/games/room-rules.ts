import { minimumStakeCents, RULES, type Pc28Room, type Room, type Rule } from '../../../models/games';

/**
 * pc28 rules as a room shows them (roomRule): the smallest stake is the room's (at least one whole
 * unit) and the largest no more than the room's single-order maximum — the limits an order there
 * is checked against. Without a room ("all") only the whole-unit minimum applies.
 */
export function roomRules(room: Pc28Room | undefined): Rule[] {
  return RULES.pc28.map((rule) => ({
    ...rule,
    minBetting: minimumStakeCents('pc28', rule, room),
    maxBetting: room ? Math.min(rule.maxBetting, room.maxBettingSingle) : rule.maxBetting,
  }));
}

/** A room as roomList sends it: the catalogue's room without its settlement rule. */
export function publicRoom({ rule1314: _rule, ...room }: Pc28Room): Room {
  return room;
}
