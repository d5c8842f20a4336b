import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AgentRecordsRef, AgentShareRef, VipRef } from '../../machines/account/account.machine';
import { AGENT_RECORDS_PAGE_SIZE } from '../../machines/account/agent-records.machine';
import { COPIED_MS } from '../../machines/account/agent-share.machine';
import { vipProgress } from '../../machines/account/vip.machine';
import type { AgentReportRow } from '../../models/account';
import { dateRange } from '../../models/dates';
import { ErrorCode } from '../../models/errors';
import { settle, startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Model-based paths for the agent share page: loading, failed with a retry, ready; the share
 * button copies the link, the confirmation shows for 3 s of simulated time, and a refused
 * clipboard leaves the link to copy by hand. Every path drives the real root system on the fake
 * platform and a SimulatedClock. Below: the agent record on the shared paged list and VIP.
 */
const model = createMachine({
  id: 'agentShareModel',
  initial: 'away',
  states: {
    away: { on: { 'page.open': 'loading' } },
    loading: { on: { 'server.ok': 'ready', 'server.fail': 'failed' } },
    failed: { on: { retry: 'loading', 'page.leave': 'away' } },
    ready: { on: { 'copy.ok': 'copied', 'copy.fail': 'copyFailed', 'page.leave': 'away' } },
    copied: { on: { 'clock.3s': 'ready', 'page.leave': 'away' } },
    copyFailed: { on: { 'copy.ok': 'copied', 'page.leave': 'away' } },
  },
});

const paths = createTestModel(model).getSimplePaths();
const share = (sys: StartedAppSystem) => sys.get('agentShare') as AgentShareRef | undefined;
const snap = (sys: StartedAppSystem) => share(sys)!.getSnapshot();

describe('agent share — model-based paths', () => {
  it('reaches every state the player can see', () => {
    const reached = new Set(paths.flatMap((path) => [...path.steps.map((step) => String(step.state.value)), String(path.state.value)]));
    expect([...reached].sort()).toEqual(['away', 'copied', 'copyFailed', 'failed', 'loading', 'ready']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem();
      await settle();
      let release = () => {};
      const copied = () => sys.platform.state.profile.copied;
      const url = sys.platform.state.profile.agent.share.shareUrlPc;
      const copy = async (fails: boolean) => {
        sys.platform.state.profile.clipboardFails = fails;
        share(sys)!.send({ type: 'agent.copy' });
        await settle();
      };
      await path.test({
        states: {
          away: () => expect(share(sys)).toBeUndefined(),
          loading: () => expect(snap(sys).matches('loading')).toBe(true),
          failed: () => expect(snap(sys).matches('failed')).toBe(true),
          ready: () => {
            expect(snap(sys).matches({ ready: 'idle' })).toBe(true);
            expect(snap(sys).context.page?.share).toMatchObject({ code: 'FAST01', shareUrlPc: url });
            expect(snap(sys).context.page?.content.rebatePermille).toBe(5);
          },
          copied: () => {
            expect(snap(sys).matches({ ready: 'copied' })).toBe(true);
            expect(copied().at(-1)).toBe(url);
          },
          copyFailed: () => expect(snap(sys).matches({ ready: 'copyFailed' })).toBe(true),
        },
        events: {
          'page.open': async () => {
            release = sys.platform.hold('fetchAgentShare');
            sys.get('account').send({ type: 'account.show', spec: { page: 'agent-share' } });
            await settle();
          },
          'page.leave': async () => {
            sys.get('account').send({ type: 'account.hide' });
            await settle();
          },
          retry: async () => {
            release = sys.platform.hold('fetchAgentShare');
            share(sys)!.send({ type: 'agent.retry' });
            await settle();
          },
          'server.ok': async () => {
            release();
            await settle(4);
          },
          'server.fail': async () => {
            sys.platform.failNext('fetchAgentShare', ErrorCode.internal);
            release();
            await settle(4);
          },
          'copy.ok': () => copy(false),
          'copy.fail': () => copy(true),
          'clock.3s': async () => {
            // Not a moment before.
            await sys.advance(COPIED_MS - 1000);
            expect(snap(sys).matches({ ready: 'copied' })).toBe(true);
            await sys.advance(1000);
          },
        },
      });
    });
  }
});

describe('agent record — the shared paged list in the account area', () => {
  const row = (n: number): AgentReportRow => ({
    account: `sub${String(n).padStart(3, '0')}`,
    prizeAmount: n * 100,
    rebateAmount: n,
    bettingAmount: n * 1000,
    registerTime: '2026-11-01 10:00:00',
  });

  it('opens on the §9 default range (today to tomorrow), 10 a page, and pages through the total', async () => {
    const sys = startAppSystem({ prepare: (platform) => void (platform.state.profile.agent.report = Array.from({ length: 23 }, (_, i) => row(i + 1))) });
    await settle();
    const range = dateRange(1, new Date(2026, 10, 22));
    sys.get('account').send({ type: 'account.show', spec: { page: 'agent-record', range } });
    await settle();
    const records = sys.get('agentRecords') as AgentRecordsRef;
    expect(records.getSnapshot().context).toMatchObject({ total: 23, page: 1 });
    expect(records.getSnapshot().context.rows).toHaveLength(AGENT_RECORDS_PAGE_SIZE);
    expect(sys.platform.inputsOf('fetchAgentReport')).toEqual([{ startDate: '2026-11-22', endDate: '2026-11-23', pageIndex: 1, pageSize: 10 }]);
    records.send({ type: 'records.page', page: 3 });
    await settle();
    expect(records.getSnapshot().context.rows.map((r) => r.account)).toEqual(['sub021', 'sub022', 'sub023']);
    records.send({ type: 'records.draft', filter: { startDate: '2026-10-01' } });
    records.send({ type: 'records.search' });
    await settle();
    expect(sys.platform.inputsOf('fetchAgentReport').at(-1)).toEqual({ startDate: '2026-10-01', endDate: '2026-11-23', pageIndex: 1, pageSize: 10 });
    sys.get('account').send({ type: 'account.hide' });
    expect(sys.get('agentRecords')).toBeUndefined();
  });

  it('a failed report is a state with a retry', async () => {
    const sys = startAppSystem({ prepare: (platform) => platform.failNext('fetchAgentReport', ErrorCode.internal) });
    await settle();
    sys.get('account').send({ type: 'account.show', spec: { page: 'agent-record', range: dateRange(1, new Date(2026, 10, 22)) } });
    await settle();
    const records = sys.get('agentRecords') as AgentRecordsRef;
    expect(records.getSnapshot().matches('failed')).toBe(true);
    records.send({ type: 'records.retry' });
    await settle();
    expect(records.getSnapshot().matches('ready')).toBe(true);
  });
});

describe('VIP', () => {
  it('loads the levels in the system, and a failure retries', async () => {
    const sys = startAppSystem({ prepare: (platform) => platform.failNext('fetchVipConfig', ErrorCode.internal) });
    await settle();
    sys.get('account').send({ type: 'account.show', spec: { page: 'vip' } });
    await settle();
    const vip = sys.get('vip') as VipRef;
    expect(vip.getSnapshot().matches('failed')).toBe(true);
    vip.send({ type: 'vip.retry' });
    await settle();
    expect(vip.getSnapshot().matches('ready')).toBe(true);
    expect(vip.getSnapshot().context.config?.vipConfigList).toHaveLength(4);
  });

  it('progress: from the current level’s minimum to the next one’s, and complete at the top', () => {
    const levels = [
      { level: 0, limitRechargeAmount: 0 },
      { level: 1, limitRechargeAmount: 100_000 },
      { level: 2, limitRechargeAmount: 500_000 },
    ];
    expect(vipProgress({ vipConfigList: levels, content: '', rechargeTotal: 300_000, vipLevel: 1 })).toEqual({
      level: 1,
      next: { level: 2, limitRechargeAmount: 500_000 },
      missing: 200_000,
      ratio: 0.5,
    });
    expect(vipProgress({ vipConfigList: levels, content: '', rechargeTotal: 0, vipLevel: 0 })).toMatchObject({ missing: 100_000, ratio: 0 });
    expect(vipProgress({ vipConfigList: levels, content: '', rechargeTotal: 900_000, vipLevel: 2 })).toEqual({ level: 2, next: null, missing: 0, ratio: 1 });
    // Unsorted levels from the server are read in order.
    expect(vipProgress({ vipConfigList: [...levels].reverse(), content: '', rechargeTotal: 50_000, vipLevel: 0 }).next?.level).toBe(1);
  });
});
