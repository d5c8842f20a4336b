import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentContent, AgentReport, AgentShare, FundRecord } from '../../../models/account';
import { AccountPath, LotteryPath } from '../../../models/api-paths';
import type { Paged } from '../../../models/bet-records';
import type { FastdrawServer } from '../../../server/app';
import { payRebates } from '../../../server/domain/agent/rebates';
import { drawRound, fakeClock, k3Order, OPEN_JSK3, openRound, order, startClockedServer } from '../games/support';
import { get, ledgerOf, newPlayer, post, userOf, type Player } from './support';

// The agent centre: sub-accounts by invite code, rebates paid by the draw once per bet, the report.
const clock = fakeClock(OPEN_JSK3);

describe('agents', () => {
  let server: FastdrawServer;
  let agent: Player;
  let sub: Player;
  let idle: Player;
  let grandchild: Player;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock, { account: { rebatePermille: 10 } });
    agent = await newPlayer(server, { prefix: 'agent' });
    const code = (await userOf(server, agent)).inviteCode;
    sub = await newPlayer(server, { inviteCode: code.toLowerCase(), balanceCents: 100_000, prefix: 'sub' });
    idle = await newPlayer(server, { inviteCode: code, prefix: 'idle' });
    grandchild = await newPlayer(server, { inviteCode: (await userOf(server, sub)).inviteCode, balanceCents: 100_000, prefix: 'grand' });
  });
  afterAll(() => server?.close());

  const report = (player: Player) =>
    post<AgentReport>(server, player, AccountPath.agentReport, { pageIndex: 1, pageSize: 10, startDate: '2031-05-01', endDate: '2031-05-02' });

  it('shares the invite code with a registration link, the notice and how to share', async () => {
    const share = await get<AgentShare>(server, agent, AccountPath.agentShare);
    const { inviteCode } = await userOf(server, agent);
    expect(share.envelope.data).toEqual({
      code: inviteCode,
      shareUrlPc: `http://localhost:80/pages/auth/register?invite=${inviteCode}`,
      shareUrlImage: expect.stringContaining(`invite=${inviteCode}`),
      content: expect.stringContaining('返佣'),
    });
    const content = await get<AgentContent>(server, agent, AccountPath.agentContent);
    expect(content.envelope.data).toEqual({ content: expect.stringContaining('<ol>'), rebatePermille: 10 });
  });

  it('pays the inviter 10 ‰ of each drawn bet of a sub-account, once, in the draw; cancelled bets pay nothing', async () => {
    const slot = await openRound(server, clock, 1);
    const placed = await order(server, sub, 'k3', k3Order(slot.prizeNo, { stake: 50 }));
    expect(placed.envelope.code).toBe(0);
    const cancelled = await order(server, sub, 'k3', k3Order(slot.prizeNo, { stake: 30 }));
    expect((await post(server, sub, LotteryPath.orderCancel, { orderId: cancelled.envelope.data.id })).envelope.code).toBe(0);
    const grand = await order(server, grandchild, 'k3', k3Order(slot.prizeNo, { stake: 20 }));
    expect(grand.envelope.code).toBe(0);

    await drawRound(server, clock, slot);
    await server.scheduler.runOnce();
    expect(await ledgerOf(server, agent)).toEqual([{ type: 4, amount_cents: 50, balance_after_cents: 50, reference: `rebate:${placed.envelope.data.id}` }]);
    // The grandchild's bet pays its own inviter, not the agent above.
    expect((await ledgerOf(server, sub)).filter((row) => row.type === 4)).toEqual([
      { type: 4, amount_cents: 20, balance_after_cents: expect.any(Number), reference: `rebate:${grand.envelope.data.id}` },
    ]);

    const records = (await post<Paged<FundRecord>>(server, agent, AccountPath.detailsList, { pageIndex: 1, pageSize: 8, detailsTypeId: 4, startDate: '', endDate: '' })).envelope.data;
    expect(records.list[0]).toMatchObject({ typeId: 4, amount: 50, desp: `下级注单 ${placed.envelope.data.id} 返佣` });
  });

  it('never pays a rebate twice for one bet', async () => {
    const [settled] = await server.db.query<{ id: number; user_id: number; betting_total: number }>(
      `SELECT id, user_id, betting_total FROM bet_orders WHERE user_id = $1 AND status IN (1, 2)`,
      [sub.userId],
    );
    const again = [{ id: settled!.id, userId: settled!.user_id, status: 1 as const, winCents: 0, refundCents: 0, items: [] }];
    await server.db.transaction((tx) => payRebates(tx, again, new Map([[settled!.id, settled!.betting_total]]), 10, clock.now()));
    expect((await ledgerOf(server, agent)).filter((row) => row.type === 4)).toHaveLength(1);
  });

  it('reports every sub-account (not theirs) with prize, stake and rebate of the range, and the total at the top level too', async () => {
    const answer = await report(agent);
    expect(answer.envelope.code).toBe(0);
    const { reportVOList, total } = answer.envelope.data;
    expect(total).toBe(2);
    expect((answer.envelope as unknown as { total: number }).total).toBe(2);
    const byAccount = Object.fromEntries(reportVOList.map((row) => [row.account, row]));
    expect(Object.keys(byAccount).sort()).toEqual([idle.account, sub.account].sort());
    expect(byAccount[sub.account]).toMatchObject({ rebateAmount: 50, bettingAmount: 5_000, prizeAmount: expect.any(Number) });
    expect(byAccount[idle.account]).toMatchObject({ rebateAmount: 0, bettingAmount: 0, prizeAmount: 0 });
    const outside = await post<AgentReport>(server, agent, AccountPath.agentReport, { pageIndex: 1, pageSize: 10, startDate: '2031-05-02', endDate: '2031-05-03' });
    expect(outside.envelope.data.reportVOList.every((row) => row.rebateAmount === 0 && row.bettingAmount === 0)).toBe(true);
    expect((await report(idle)).envelope.data).toEqual({ reportVOList: [], total: 0 });
  });
});
