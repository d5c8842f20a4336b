import { describe, expect, it } from 'vitest';
import type { AgentRecordsRef, AgentShareRef, VipRef } from '../../machines/account/account.machine';
import { AGENT_RECORDS_PAGE_SIZE } from '../../machines/account/agent-records.machine';
import { COPIED_MS } from '../../machines/account/agent-share.machine';
import { vipProgress } from '../../machines/account/vip.machine';
import type { AgentReportRow } from '../../models/account';
import { dateRange } from '../../models/dates';
import { ErrorCode } from '../../models/errors';
import { agentSharePaths, SHARE_PAGE } from '../paths/agent-share.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { eventually, until, untilState } from '../paths/wait';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';

/**
 * Generated paths of the agent share page (tests/paths/agent-share.paths.ts) on a live actor:
 * loading, failed with a retry, ready; the share button copies the link, the confirmation shows
 * for 3 s of simulated time, and a refused clipboard leaves the link to copy by hand. The fake
 * platform's page and clipboard are the system test below; then the agent record on the shared
 * paged list, and VIP.
 */
describe('agent share — generated paths', () => {
  for (const path of generatePaths(agentSharePaths)) {
    it(describePath(agentSharePaths.machine, path), () =>
      replayPath(agentSharePaths, path, (snapshot) => {
        if (snapshot.matches('loading') || snapshot.matches('failed')) expect(snapshot.context.page).toBeNull();
        if (snapshot.matches('ready')) expect(snapshot.context.page).toEqual(SHARE_PAGE);
      }));
  }
});

/** Logged in, the user info in, the account area (loaded after the login) running. */
const started = async (sys: StartedAppSystem) => {
  await untilState(sys.get('session'), { authenticated: { user: 'ready' } });
  await untilState(sys.app, { accountArea: 'ready' });
  return sys;
};
const share = (sys: StartedAppSystem) => sys.get('agentShare') as AgentShareRef | undefined;
const opened = async (sys: StartedAppSystem, page: string, ready: () => boolean) => {
  await eventually(ready, `the ${page} page`);
  return sys;
};

describe('agent share — in the system', () => {
  it('shows the player’s link and code, copies it to the clipboard, confirms for 3 s; a refused clipboard leaves it to copy by hand; leaving stops it', async () => {
    const sys = await started(startAppSystem());
    const url = sys.platform.state.profile.agent.share.shareUrlPc;
    sys.platform.failNext('fetchAgentShare', ErrorCode.internal);
    sys.get('account').send({ type: 'account.show', spec: { page: 'agent-share' } });
    await opened(sys, 'agent share', () => share(sys)?.getSnapshot().matches('failed') === true);
    share(sys)!.send({ type: 'agent.retry' });
    await untilState(share(sys)!, { ready: 'idle' });
    expect(share(sys)!.getSnapshot().context.page?.share).toMatchObject({ code: 'FAST01', shareUrlPc: url });
    expect(share(sys)!.getSnapshot().context.page?.content.rebatePermille).toBe(5);
    share(sys)!.send({ type: 'agent.copy' });
    await untilState(share(sys)!, { ready: 'copied' });
    expect(sys.platform.state.profile.copied.at(-1)).toBe(url);
    // Not a moment before the 3 s.
    await sys.advance(COPIED_MS - 1000);
    expect(share(sys)!.getSnapshot().matches({ ready: 'copied' })).toBe(true);
    await sys.advance(1000);
    expect(share(sys)!.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    sys.platform.state.profile.clipboardFails = true;
    share(sys)!.send({ type: 'agent.copy' });
    await untilState(share(sys)!, { ready: 'copyFailed' });
    sys.get('account').send({ type: 'account.hide' });
    await eventually(() => share(sys) === undefined, 'the page to close');
  });
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
    const sys = await started(startAppSystem({ prepare: (platform) => void (platform.state.profile.agent.report = Array.from({ length: 23 }, (_, i) => row(i + 1))) }));
    const range = dateRange(1, new Date(2026, 10, 22));
    sys.get('account').send({ type: 'account.show', spec: { page: 'agent-record', range } });
    await opened(sys, 'agent record', () => sys.get('agentRecords') !== undefined);
    const records = sys.get('agentRecords') as AgentRecordsRef;
    await untilState(records, 'ready');
    expect(records.getSnapshot().context).toMatchObject({ total: 23, page: 1 });
    expect(records.getSnapshot().context.rows).toHaveLength(AGENT_RECORDS_PAGE_SIZE);
    expect(sys.platform.inputsOf('fetchAgentReport')).toEqual([{ startDate: '2026-11-22', endDate: '2026-11-23', pageIndex: 1, pageSize: 10 }]);
    records.send({ type: 'records.page', page: 3 });
    await until(records, (snapshot) => snapshot.matches('ready') && snapshot.context.page === 3);
    expect(records.getSnapshot().context.rows.map((r) => r.account)).toEqual(['sub021', 'sub022', 'sub023']);
    records.send({ type: 'records.draft', filter: { startDate: '2026-10-01' } });
    records.send({ type: 'records.search' });
    await eventually(() => sys.platform.inputsOf('fetchAgentReport').length === 3, 'the searched report');
    expect(sys.platform.inputsOf('fetchAgentReport').at(-1)).toEqual({ startDate: '2026-10-01', endDate: '2026-11-23', pageIndex: 1, pageSize: 10 });
    sys.get('account').send({ type: 'account.hide' });
    expect(sys.get('agentRecords')).toBeUndefined();
  });

  it('a failed report is a state with a retry', async () => {
    const sys = await started(startAppSystem({ prepare: (platform) => platform.failNext('fetchAgentReport', ErrorCode.internal) }));
    sys.get('account').send({ type: 'account.show', spec: { page: 'agent-record', range: dateRange(1, new Date(2026, 10, 22)) } });
    await opened(sys, 'agent record', () => sys.get('agentRecords') !== undefined);
    const records = sys.get('agentRecords') as AgentRecordsRef;
    await untilState(records, 'failed');
    records.send({ type: 'records.retry' });
    await untilState(records, 'ready');
  });
});

describe('VIP', () => {
  it('loads the levels in the system, and a failure retries', async () => {
    const sys = await started(startAppSystem({ prepare: (platform) => platform.failNext('fetchVipConfig', ErrorCode.internal) }));
    sys.get('account').send({ type: 'account.show', spec: { page: 'vip' } });
    await opened(sys, 'VIP', () => sys.get('vip') !== undefined);
    const vip = sys.get('vip') as VipRef;
    await untilState(vip, 'failed');
    vip.send({ type: 'vip.retry' });
    await untilState(vip, 'ready');
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
