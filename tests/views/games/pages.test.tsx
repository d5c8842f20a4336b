import { authDialogOf } from '../../../src/app/hooks';
// @vitest-environment jsdom
/**
 * The game pages (hall, betting page, home tiles and draws, footer draws, account area, bet
 * records) on the real root actor system and the fake platform (tests/views/support/render-app.tsx):
 * the catalogue, the betting and account machines and the session are the app's own.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BET_RECORDS_PAGE_SIZE } from '../../../machines/account/bet-records.machine';
import { dateRange } from '../../../models/dates';
import { ErrorCode } from '../../../models/errors';
import { AuthDialog } from '../../../src/components/auth/AuthDialog';
import { LatestDraws } from '../../../src/layout/footer/LatestDraws';
import { Toasts } from '../../../src/layout/notifications/Toasts';
import { HomeLotteries } from '../../../src/pages/home/HomeLotteries';
import { LatestDrawPanel } from '../../../src/pages/home/LatestDrawPanel';
import { LotteryBetPage } from '../../../src/pages/lottery-bet/LotteryBetPage';
import { LotteryHallPage } from '../../../src/pages/lottery-hall/LotteryHallPage';
import { AccountPage } from '../../../src/pages/my/AccountPage';
import { BettingRecords } from '../../../src/pages/my/betting/BettingRecords';
import { demoUser } from '../../support/demo-user';
import { ROUND_MS } from '../../support/fake-platform';
import { addFirstPaint, removeFirstPaint } from '../support/first-paint';
import { setupI18n } from '../support/render';
import { flush, renderApp, startApp, type StartedApp } from '../support/render-app';

beforeAll(async () => {
  await setupI18n();
});
afterEach(cleanup);

const betPage = { path: '/lottery-bet', element: <p>投注页</p> };
/** demo001 with a chosen avatar and VIP level, so views show them. */
const member = { ...demoUser, avatar: 'b_03.png', vipLevel: 2 };
/** The fake platform starts 1 s into round 1000; the latest draw of lottery N is its round 999. */
const latestNo = (lotteryId: number) => `${lotteryId}000999`;
const ALL_NAMES = ['极速快3', '重庆快3', '加州快3', '迪拜快3', '北京赛车', '重庆时时彩', '北京快乐8', '加拿大28', '北京28', '新加坡28'];

describe('lottery hall', () => {
  it('shows a card per lottery on sale with its family and latest draw', async () => {
    await renderApp(<LotteryHallPage />, {
      path: '/lottery-hall',
      prepare: (platform) => platform.state.lotteries.push({ id: 99, code: 'x', type: 'k3', name: '停售', remark: '', status: 0 }),
    });
    const cards = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.closest('li') as HTMLElement);
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(ALL_NAMES);
    expect(within(cards[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/lottery-bet?lotteryId=1');
    expect(cards[0]?.textContent).toContain(`第 ${latestNo(1)} 期`);
    expect(cards[0]?.textContent).toContain('快三');
  });

  it('opens the betting page for a visitor too (visitors browse; betting asks for the login)', async () => {
    const app = await renderApp(
      <>
        <LotteryHallPage />
        <AuthDialog />
      </>,
      { path: '/lottery-hall', extraRoutes: [betPage], loggedIn: false },
    );
    fireEvent.click(screen.getByRole('link', { name: '北京赛车' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?lotteryId=5'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a game of the player’s disableGameList with the 4009 toast', async () => {
    const app = await renderApp(
      <>
        <LotteryHallPage />
        <Toasts />
      </>,
      { path: '/lottery-hall', extraRoutes: [betPage], user: { ...member, disableGameList: '[5]' } },
    );
    fireEvent.click(screen.getByRole('link', { name: '北京赛车' }));
    expect(screen.getByRole('alert').textContent).toContain('该游戏已下架');
    expect(app.router.state.location.pathname).toBe('/lottery-hall');
  });

  it('opens the betting page for a member', async () => {
    const app = await renderApp(
      <>
        <LotteryHallPage />
        <Toasts />
      </>,
      { path: '/lottery-hall', extraRoutes: [betPage], user: member },
    );
    fireEvent.click(screen.getByRole('link', { name: '北京赛车' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?lotteryId=5'));
    expect(screen.getByText('投注页')).toBeTruthy();
    expect(app.toastKeys()).toEqual([]);
  });

  it('offers to retry when the catalogue could not load', async () => {
    const app = await renderApp(<LotteryHallPage />, { path: '/lottery-hall', prepare: (platform) => platform.failNext('fetchCatalog', ErrorCode.internal) });
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
    await flush();
    expect(app.platform.state.calls.filter((call) => call === 'fetchCatalog')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  });
});

describe('betting page', () => {
  const asVisitor = async (path: string) => {
    const app = await renderApp(
      <>
        <LotteryBetPage />
        <AuthDialog />
      </>,
      { path, loggedIn: false },
    );
    await flush();
    return app;
  };

  it('shows a visitor a tab per lottery and the game itself, with no login dialog of its own', async () => {
    const app = await asVisitor('/lottery-bet?lotteryId=5');
    const tablist = screen.getByRole('tablist', { name: '彩种' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(10);
    expect(within(tablist).getByRole('tab', { selected: true }).textContent).toBe('北京赛车');
    expect(await screen.findByRole('region', { name: '投注单' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.get('game:5')).toBeDefined();
  });

  it('puts the chosen lottery in the query; a visitor gets the pc28 game with its rooms', async () => {
    const app = await asVisitor('/lottery-bet?lotteryId=5');
    fireEvent.click(screen.getByRole('tab', { name: '加拿大28' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?lotteryId=8'));
    await flush();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('加拿大28');
    expect(await screen.findByRole('region', { name: '投注单' }, { timeout: 15_000 })).toBeTruthy();
    expect(authDialogOf(app.app.getSnapshot())).toBe('closed');
    expect(app.get('betting').getSnapshot().context.shown).toEqual({ lotteryId: 8, gameType: 'pc28' });
    expect(app.get('game:8')?.getSnapshot().context.rooms.length).toBeGreaterThan(0);
  });

  it('shows the 4009 message for a game the player may not play', async () => {
    const app = await renderApp(<LotteryBetPage />, { path: '/lottery-bet?lotteryId=5', user: { ...member, disableGameList: '[5]' } });
    expect(screen.getByRole('alert').textContent).toContain('该游戏已下架');
    expect(screen.getByRole('link', { name: '返回购彩大厅' }).getAttribute('href')).toBe('/lottery-hall');
    expect(app.get('game:5')).toBeUndefined();
  });

  it('says so for a lottery that is not on sale', async () => {
    const app = await renderApp(<LotteryBetPage />, { path: '/lottery-bet?lotteryId=77', user: member });
    expect(screen.getByRole('heading', { name: '彩种不可用' })).toBeTruthy();
    expect(screen.queryByRole('tab', { selected: true })?.textContent).toBe('极速快3');
    expect(Object.keys(app.app.system.getAll()).filter((id) => id.startsWith('game:'))).toEqual([]);
  });

  describe("with the server's first paint (server/http/first-paint-bet.ts)", () => {
    afterEach(removeFirstPaint);

    it('keeps it while the catalogue and the board load, and gives way to the board', async () => {
      addFirstPaint('/lottery-bet', 'zh-CN');
      let releaseCatalog = () => {};
      let releaseRules = () => {};
      await renderApp(<LotteryBetPage />, {
        path: '/lottery-bet?lotteryId=5',
        loggedIn: false,
        prepare: (platform) => {
          releaseCatalog = platform.hold('fetchCatalog');
          releaseRules = platform.hold('fetchRules');
        },
      });
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(document.getElementById('first-paint')).not.toBeNull();
      releaseCatalog();
      await flush();
      // The tabs are there, the board not yet: the first paint still stands.
      expect(document.getElementById('first-paint')).not.toBeNull();
      releaseRules();
      await flush();
      expect(await screen.findByRole('region', { name: '投注单' }, { timeout: 15_000 })).toBeTruthy();
      expect(document.getElementById('first-paint')).toBeNull();
    });

    it('gives way to the retry when the catalogue fails', async () => {
      addFirstPaint('/lottery-bet', 'zh-CN');
      await renderApp(<LotteryBetPage />, { path: '/lottery-bet', loggedIn: false, prepare: (platform) => platform.failNext('fetchCatalog', ErrorCode.internal) });
      expect(within(screen.getByRole('alert')).getByRole('button', { name: '重试' })).toBeTruthy();
      expect(document.getElementById('first-paint')).toBeNull();
    });
  });
});

describe('home', () => {
  it('shows at most 8 lottery tiles, linking like the hall (a visitor too goes to the betting page)', async () => {
    const app = await renderApp(
      <>
        <HomeLotteries />
        <AuthDialog />
      </>,
      { loggedIn: false, extraRoutes: [betPage] },
    );
    const tiles = within(screen.getByRole('region', { name: '热门彩种' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/lottery-bet'));
    expect(tiles).toHaveLength(8);
    fireEvent.click(tiles[0] as HTMLElement);
    await waitFor(() => expect(app.router.state.location.search).toBe('?lotteryId=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the lotteries are loading, or failed with a way to retry', async () => {
    let release = () => {};
    const app = await renderApp(<HomeLotteries />, {
      prepare: (platform) => {
        release = platform.hold('fetchCatalog');
      },
    });
    expect(screen.getByText('彩种加载中…')).toBeTruthy();
    app.platform.failNext('fetchCatalog', ErrorCode.internal);
    release();
    await flush();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
    await flush();
    expect(app.platform.state.calls.filter((call) => call === 'fetchCatalog')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: '热门彩种' })).getByRole('link', { name: /极速快3/ })).toBeTruthy();
  });

  it('shows the latest draws in tabs, starting at the first', async () => {
    await renderApp(<LatestDrawPanel />);
    // Named apart from the footer's "最新开奖", which members see on the same page.
    const panel = screen.getByRole('region', { name: '开奖速递' });
    expect(within(panel).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(ALL_NAMES);
    expect(within(panel).getByRole('tabpanel').textContent).toContain(`第 ${latestNo(1)} 期`);
    fireEvent.click(within(panel).getByRole('tab', { name: '加拿大28' }));
    // pc28 shows the sum of its three numbers: round 999 of lottery 8 drew 6, 6, 4.
    expect(within(panel).getByRole('tabpanel').textContent).toContain(`第 ${latestNo(8)} 期`);
    expect(within(panel).getByRole('tabpanel').textContent).toContain('6+6+4=16');
  });
});

describe('footer draws', () => {
  it('lists the latest draw of each lottery with a More button for its history', async () => {
    const app = await renderApp(<LatestDraws />);
    const items = within(screen.getByRole('region', { name: '最新开奖' })).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    items.forEach((item, i) => expect(item.textContent?.startsWith(`${ALL_NAMES[i]}${latestNo(i + 1)}`)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '更多：重庆时时彩 历史开奖' }));
    await flush();
    expect(app.get('drawHistory:6')).toBeDefined();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('account area', () => {
  it('shows the user menu with every page, the avatar, balance and the deposit and withdraw shortcuts', async () => {
    await renderApp(<AccountPage />, { path: '/my/index?page=transaction', user: member });
    // The account area's chunk loads after the first render.
    const menu = await screen.findByRole('navigation', { name: '用户菜单' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '充值', '提现', '个人资料', 'VIP 等级', '修改登录密码', '修改提现密码', '负责任博彩', '投注记录', '资金明细', '充值记录', '提现记录', '绑定提现方式', '绑定邮箱', '推广赚钱', '代理记录',
    ]);
    expect(within(menu).getByRole('link', { name: '资金明细' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('10,000.00元')).toBeTruthy();
    expect(screen.getByText('VIP2')).toBeTruthy();
    // The page itself (its own chunk) is titled as its menu entry.
    expect(await screen.findByRole('heading', { name: '资金明细' })).toBeTruthy();
  });

  it('hides the VIP page when the switch is off', async () => {
    await renderApp(<AccountPage />, {
      path: '/my/index',
      user: member,
      prepare: (platform) => {
        platform.state.domain.vipSwitch = '0';
      },
    });
    expect(screen.queryByRole('link', { name: 'VIP 等级' })).toBeNull();
    expect(screen.queryByText('VIP2')).toBeNull();
    expect(screen.getByRole('link', { name: '个人资料' }).getAttribute('aria-current')).toBe('page');
  });
});

/** Places a k3 sum bet through the game the betting machine runs, as the slip does when confirmed. */
async function placeOrder(app: StartedApp, { ball = '10', stake = '2' } = {}) {
  const betting = app.get('betting');
  betting.send({ type: 'betting.show', lottery: { lotteryId: 1, gameType: 'k3' } });
  await flush();
  const slip = app.get('slip:1');
  slip.send({ type: 'slip.pick', group: Number(ball) - 3, ball });
  slip.send({ type: 'slip.stake', value: stake });
  slip.send({ type: 'slip.submit' });
  slip.send({ type: 'slip.confirm' });
  await flush();
  betting.send({ type: 'betting.hide' });
  await flush();
}

const statusOf = (id: number) => within(screen.getByTestId(`order-${id}`)).getByTestId('order-status').textContent;

describe('bet records', () => {
  it('asks the server for the page with the filter, and shows each order with its status', async () => {
    const app = await startApp({ user: member });
    await placeOrder(app);
    // Round 1000 is drawn (not won); the next order waits for round 1001.
    await app.advance(ROUND_MS);
    for (let i = 0; i < BET_RECORDS_PAGE_SIZE; i++) await placeOrder(app);
    await app.render(<BettingRecords lotteryId={1} />);

    expect(app.platform.inputsOf('fetchBetRecords')[0]).toEqual({ pageIndex: 1, pageSize: 8, status: null, ...dateRange(1, new Date()), lotteryId: 1 });
    expect(statusOf(9)).toBe('待开奖');
    expect(screen.queryByTestId('order-1')).toBeNull();
    expect(within(screen.getByTestId('order-9')).getByRole('button', { name: '撤单' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await flush();
    expect(app.platform.inputsOf('fetchBetRecords').at(-1)).toMatchObject({ pageIndex: 2 });
    expect(statusOf(1)).toBe('未中奖');
    expect(within(screen.getByTestId('order-1')).queryByRole('button', { name: '撤单' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: '状态' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await flush();
    expect(app.platform.inputsOf('fetchBetRecords').at(-1)).toMatchObject({ pageIndex: 1, status: 1, lotteryId: 1 });
  });

  it('shows a won order’s payout and expands it into its items and the draw of its round', async () => {
    const app = await startApp({ user: member });
    // Every third round wins on the fake platform: round 1002.
    await app.advance(2 * ROUND_MS);
    await placeOrder(app, { ball: '10', stake: '2' });
    await app.advance(ROUND_MS);
    await app.render(<BettingRecords />);

    const row = screen.getByTestId('order-1');
    expect(statusOf(1)).toBe('已中奖');
    expect(row.textContent).toContain('3.96元');
    const toggle = within(row).getByRole('button', { name: '详情' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(row.textContent).toContain(`第 ${app.platform.state.orders[0]?.prizeNo} 期开奖结果`);
    // Round 1002 of lottery 1 drew 2, 2, 1 (the fake platform's dice).
    expect(within(row).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['2', '2', '1']);
    const items = within(row).getAllByRole('row');
    expect(items.at(-1)?.textContent).toContain('和值');
    expect(items.at(-1)?.textContent).toContain('2.00元 × 1');
  });

  it('cancels a pending order only after the confirmation and says so; the refund refreshes the balance', async () => {
    const app = await startApp({ user: member });
    await placeOrder(app);
    await app.render(<BettingRecords />);
    expect(app.get('session').getSnapshot().context.user?.balance).toBe(member.balance - 200);

    fireEvent.click(within(screen.getByTestId('order-1')).getByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '确认撤单' });
    expect(dialog.textContent).toContain('2.00元');
    expect(app.platform.state.calls).not.toContain('cancelOrder');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤单' }));
    await flush();

    expect(screen.getByRole('status').textContent).toContain('撤单成功!');
    expect(app.platform.inputsOf('cancelOrder')).toEqual([{ orderId: 1 }]);
    expect(statusOf(1)).toBe('已撤单');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.get('session').getSnapshot().context.user?.balance).toBe(member.balance);
  });

  it('keeps the order when the player says no', async () => {
    const app = await startApp({ user: member });
    await placeOrder(app);
    await app.render(<BettingRecords />);
    fireEvent.click(within(screen.getByTestId('order-1')).getByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '确认撤单' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '取消' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.platform.state.calls).not.toContain('cancelOrder');
    expect(statusOf(1)).toBe('待开奖');
  });
});
